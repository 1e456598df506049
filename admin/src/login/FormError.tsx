import { Alert } from '@mui/material';

/** A failed submission's message, announced to screen readers as soon as it appears. */
export const FormError = ({ message }: { message?: string }) =>
  message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-error">
      {message}
    </Alert>
  ) : null;
