import CompanyIcon from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';
import { CustomerCompanyEdit } from './CustomerCompanyEdit';
import { CustomerCompanyList } from './CustomerCompanyList';
import type { CustomerCompany } from './types';

export const customerCompanies: ResourceProps = {
  name: 'customer-companies',
  list: CustomerCompanyList,
  edit: CustomerCompanyEdit,
  icon: CompanyIcon,
  recordRepresentation: (company: CustomerCompany) => company.name,
};
