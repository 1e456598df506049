import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DuplicateCompany } from './modifierApi';

const M = 'resources.customer-companies.modifier';

/** "A company of the same name already exists", with each of them; nothing while there is none. */
export const DuplicateNameWarning = ({ duplicates }: { duplicates: DuplicateCompany[] }) => {
  const translate = useTranslate();
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="duplicate-name-warning" sx={{ my: 1 }}>
      {translate(`${M}.duplicate_warning`, { smart_count: duplicates.length })}
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {duplicates.map((company) => (
          <li key={company.id}>
            {translate(`${M}.duplicate_item`, {
              name: company.name,
              organizationNumber: company.organizationNumber,
              storeCode: company.storeCode,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
