import ContactIcon from '@mui/icons-material/ContactMail';
import TrackingIcon from '@mui/icons-material/LocalShipping';
import WarrantyIcon from '@mui/icons-material/VerifiedUser';
import type { ResourceProps } from 'react-admin';
import { ContactMessageList, ContactMessageShow } from './ContactMessageScreens';
import { TrackingRequestList, TrackingRequestShow } from './TrackingRequestScreens';
import {
  CONTACT_MESSAGES,
  TRACKING_REQUESTS,
  WARRANTY_REGISTRATIONS,
  type ContactMessage,
  type TrackingRequest,
  type WarrantyRegistration,
} from './types';
import { WarrantyRegistrationList, WarrantyRegistrationShow } from './WarrantyRegistrationScreens';

export { serviceRequestMessages } from './messages';

export const contactMessages: ResourceProps = {
  name: CONTACT_MESSAGES,
  list: ContactMessageList,
  show: ContactMessageShow,
  icon: ContactIcon,
  recordRepresentation: (message: ContactMessage) => `${message.reference} ${message.subject}`,
};

export const warrantyRegistrations: ResourceProps = {
  name: WARRANTY_REGISTRATIONS,
  list: WarrantyRegistrationList,
  show: WarrantyRegistrationShow,
  icon: WarrantyIcon,
  recordRepresentation: (registration: WarrantyRegistration) =>
    `${registration.reference} ${registration.productName}`,
};

export const trackingRequests: ResourceProps = {
  name: TRACKING_REQUESTS,
  list: TrackingRequestList,
  show: TrackingRequestShow,
  icon: TrackingIcon,
  recordRepresentation: (request: TrackingRequest) => request.orderNumber ?? request.trackingNumber ?? '',
};
