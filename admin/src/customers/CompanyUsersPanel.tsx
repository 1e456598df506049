import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { customersApi } from './api';
import { IdListPanel } from './IdListPanel';

const C = 'resources.company_users';

/**
 * On the customer company's page: invite a user (the customer create form with the company chosen) and the
 * salesreps who serve the company. The company's people are listed by CompanyMembers above.
 */
export const CompanyUsersPanel = ({ canWrite }: { canWrite: boolean }) => {
  const company = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  if (!company) return null;
  return (
    <>
      {canWrite && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate(`${C}.title`)}
            </Typography>
            <Button
              component={Link}
              to={`/customers/create?companyId=${company.id}`}
              variant="outlined"
              startIcon={<PersonAddIcon />}
            >
              {translate(`${C}.invite`)}
            </Button>
          </CardContent>
        </Card>
      )}
      <IdListPanel
        key={company.id}
        testId="company-salesreps"
        title={`${C}.salesreps`}
        help={`${C}.salesreps_help`}
        saveLabel={`${C}.salesreps_save`}
        savedMessage={`${C}.salesreps_saved`}
        reference="customers"
        filter={{ kind: 'salesrep' }}
        load={() => customersApi.companySalesreps(company.id)}
        save={(ids) => customersApi.setCompanySalesreps(company.id, ids)}
        canWrite={canWrite}
      />
    </>
  );
};
