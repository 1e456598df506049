import PeopleIcon from '@mui/icons-material/People';
import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import { CustomerCreate } from './CustomerCreate';
import { CustomerEdit } from './CustomerEdit';
import { CustomerList } from './CustomerList';
import { CustomerGroupCreate, CustomerGroupEdit, CustomerGroupList } from './CustomerGroups';
import type { AdminCustomer, AdminCustomerGroup } from './types';

export const customers: ResourceProps = {
  name: 'customers',
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerEdit,
  icon: PeopleIcon,
  recordRepresentation: (customer: AdminCustomer) => `${customer.name} <${customer.email}>`,
};

export const customerGroups: ResourceProps = {
  name: 'customer-groups',
  list: CustomerGroupList,
  create: CustomerGroupCreate,
  edit: CustomerGroupEdit,
  icon: GroupsIcon,
  recordRepresentation: (group: AdminCustomerGroup) => group.name,
};
