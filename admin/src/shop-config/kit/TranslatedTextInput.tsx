import { Box, Typography } from '@mui/material';
import { LOCALE_NAMES, LOCALES } from '@tradeshop/shared';
import { TextInput, useTranslate } from 'react-admin';

/** One text per shop language (`labels.fi`, `labels.en`, …), as the backend's LocalisedLabels. */
export const TranslatedTextInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        {LOCALES.map((locale) => (
          <TextInput
            key={locale}
            source={`${source}.${locale}`}
            label={LOCALE_NAMES[locale]}
            parse={(value: string) => value}
          />
        ))}
      </Box>
    </Box>
  );
};
