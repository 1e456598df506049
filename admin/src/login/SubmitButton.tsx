import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The one submit button of a login-area form; shows progress while the request runs. */
export const SubmitButton = ({ label, busy }: { label: string; busy: boolean }) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      color="primary"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {translate(label)}
    </Button>
  );
};
