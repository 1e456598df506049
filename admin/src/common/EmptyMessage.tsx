import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const EmptyMessage = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(message)}
    </Typography>
  );
};
