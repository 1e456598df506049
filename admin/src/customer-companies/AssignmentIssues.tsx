import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DuplicateNameWarning } from './DuplicateNameWarning';
import type { AssignmentCheck, AssignmentIssue } from './modifierApi';

const M = 'resources.customer-companies.modifier';

/** What the check found, in the editor's language; the server's English sentence where a code is new. */
export const AssignmentIssues = ({ check }: { check: AssignmentCheck }) => {
  const translate = useTranslate();
  const text = (issue: AssignmentIssue) =>
    translate(`${M}.issue.${issue.code}`, {
      _: issue.message,
      customer: check.customer.name,
      from: check.from?.name ?? '',
      to: check.to.name,
      smart_count: check.customer.addressesNamingCompany,
    });
  const duplicateNamed = [...check.blockers, ...check.warnings].some(
    (issue) => issue.code === 'DUPLICATE_NAME',
  );
  return (
    <>
      {check.allowed ? (
        <Alert severity="success" data-testid="assignment-allowed" sx={{ my: 1 }}>
          {translate(`${M}.allowed`, { customer: check.customer.name, to: check.to.name })}
        </Alert>
      ) : (
        <Alert severity="error" data-testid="assignment-blocked" sx={{ my: 1 }}>
          {translate(`${M}.blocked`)}
          <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
            {check.blockers.map((issue) => (
              <li key={issue.code}>{text(issue)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {check.warnings.length > 0 && (
        <Alert severity="warning" data-testid="assignment-warnings" sx={{ my: 1 }}>
          {translate(`${M}.warnings`)}
          <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
            {check.warnings.map((issue) => (
              <li key={issue.code}>{text(issue)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {duplicateNamed && <DuplicateNameWarning duplicates={check.duplicates} />}
    </>
  );
};
