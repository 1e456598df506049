import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { LOCALES, LOCALE_NAMES } from '@tradeshop/shared';
import {
  AutocompleteInput,
  DeleteButton,
  Edit,
  FormDataConsumer,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useIntlLocale } from '../common/useIntlLocale';
import { AssetPreview, formatBytes } from './AssetPreview';
import { AssetUsages } from './AssetUsages';
import { ReplaceAssetButton } from './ReplaceAssetButton';
import type { Asset } from './types';

/** What the file is: type, size, version and its public address. */
function AssetFacts() {
  const asset = useRecordContext<Asset>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!asset) return null;
  const facts: [string, string][] = [
    ['kind', translate(`resources.assets.kinds.${asset.kind}`)],
    ['mimeType', asset.mimeType],
    ['sizeBytes', formatBytes(asset.sizeBytes, locale)],
    ...(asset.width && asset.height
      ? [['dimensions', `${asset.width} × ${asset.height}`] as [string, string]]
      : []),
    ['version', String(asset.version)],
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, width: '100%' }}>
      <AssetPreview asset={asset} size={200} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {facts.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.assets.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          {translate('resources.assets.fields.url')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
          <Link href={asset.url} target="_blank" rel="noopener">
            {asset.url}
          </Link>
        </Typography>
      </Box>
    </Stack>
  );
}

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** The panel beside the form: where the file is used, and replacing it there everywhere at once. */
const Aside = () => (
  <Card sx={{ width: { xs: '100%', md: 320 }, ml: { md: 2 }, mt: { xs: 2, md: 0 }, alignSelf: 'flex-start' }}>
    <CardContent>
      <Stack spacing={3}>
        <ReplaceAssetButton />
        <AssetUsages />
      </Stack>
    </CardContent>
  </Card>
);

/** One file of the library: its name, folder and alt texts; replace it, see where it is used, delete it. */
export const AssetEdit = () => {
  const translate = useTranslate();
  return (
    <Edit<Asset>
      mutationMode="pessimistic"
      aside={<Aside />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
      transform={(data: Asset) => ({
        fileName: data.fileName,
        folderId: data.folderId ?? null,
        altTexts: data.altTexts,
      })}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <AssetFacts />
        <TextInput source="fileName" fullWidth />
        <ReferenceInput source="folderId" reference="asset-folders">
          <AutocompleteInput optionText="path" filterToQuery={(q) => ({ q })} fullWidth />
        </ReferenceInput>
        <FormDataConsumer<Asset>>
          {({ formData }) =>
            formData.kind === 'image' ? (
              <Box sx={{ width: '100%' }}>
                <Typography variant="subtitle1" component="h2">
                  {translate('resources.assets.fields.altTexts')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.assets.alt_texts_hint')}
                </Typography>
                {LOCALES.map((locale) => (
                  <TextInput
                    key={locale}
                    source={`altTexts.${locale}`}
                    label={LOCALE_NAMES[locale]}
                    fullWidth
                  />
                ))}
              </Box>
            ) : null
          }
        </FormDataConsumer>
      </SimpleForm>
    </Edit>
  );
};
