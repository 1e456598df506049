import { Box } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

/** Pretty-printed JSON, for job payloads and results. */
export const JsonField = (props: FieldProps) => {
  const value: unknown = useFieldValue(props);
  if (value === null || value === undefined) return <>—</>;
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 480,
        overflow: 'auto',
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};
