import { RequiredText } from '../../customers/dto/contact-fields';
import { SERVICE_REQUEST_LIMITS } from '../service-requests.limits';
import { SenderInputDto } from './sender-input.dto';

/** The storefront contact form (/contact). */
export class ContactMessageInputDto extends SenderInputDto {
  @RequiredText(SERVICE_REQUEST_LIMITS.textMaxLength, 'Delivery of emergency lights')
  subject!: string;

  @RequiredText(
    SERVICE_REQUEST_LIMITS.messageMaxLength,
    'When can you deliver 40 emergency lights to Tampere?',
  )
  message!: string;
}
