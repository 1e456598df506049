import { Box, LinearProgress, Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useFormats } from '../common/useIntlLocale';

/** A progress of 0 to 100 as a bar with the percentage beside it. */
export const ProgressField = (props: FieldProps) => {
  const formats = useFormats();
  const raw = useFieldValue(props) as number | null | undefined;
  if (raw === null || raw === undefined) return null;
  const progress = Math.min(100, Math.max(0, raw));
  const percent = formats.percent(progress);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={percent}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {percent}
      </Typography>
    </Box>
  );
};
