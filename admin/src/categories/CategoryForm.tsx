import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, InputAdornment, Stack, Tab, Tabs, Typography } from '@mui/material';
import { LOCALE_NAMES, LOCALES, type Locale } from '@tradeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  maxLength,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CategoryInput } from './CategoryInput';
import { categoryApi } from './categoryApi';
import type { CategoryDetail, CategoryFilterOption } from './types';

const F = 'category_editor.form';

/** The texts of one language as the form holds them; `slug` is the category's own segment of its address. */
interface FormTexts {
  name: string;
  slug: string;
  /** The parent's path before the segment (`batteries/`), shown beside the input. */
  prefix: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export interface CategoryFormValues extends RaRecord {
  code: string;
  parentId?: number | null;
  image: string | null;
  published: boolean;
  filterId: number | null;
  texts: Record<Locale, FormTexts>;
}

/** The record as the form edits it: the texts by language, each slug split into its parent path and own segment. */
export function toFormValues(record: CategoryDetail | undefined): CategoryFormValues {
  const byLocale = new Map((record?.translations ?? []).map((t) => [t.locale, t]));
  const texts = Object.fromEntries(
    LOCALES.map((locale) => {
      const t = byLocale.get(locale);
      const slug = t?.slug ?? '';
      const cut = slug.lastIndexOf('/') + 1;
      return [
        locale,
        {
          name: t?.name ?? '',
          slug: slug.slice(cut),
          prefix: slug.slice(0, cut),
          description: t?.description ?? '',
          metaTitle: t?.metaTitle ?? '',
          metaDescription: t?.metaDescription ?? '',
        },
      ];
    }),
  ) as Record<Locale, FormTexts>;
  return {
    id: record?.id ?? 0,
    code: record?.code ?? '',
    parentId: record?.parentId ?? null,
    image: record?.image ?? null,
    published: record?.published ?? true,
    filterId: record?.filterId ?? null,
    texts,
  };
}

/** What the API takes (CreateCategoryDto / UpdateCategoryDto) from the form's values. */
export function toPayload(values: CategoryFormValues, options: { withParent: boolean }) {
  return {
    code: values.code,
    ...(options.withParent && { parentId: values.parentId ?? null }),
    image: values.image || null,
    published: values.published,
    filterId: values.filterId || null,
    translations: LOCALES.filter((locale) => values.texts[locale].name.trim()).map((locale) => {
      const t = values.texts[locale];
      return {
        locale,
        name: t.name.trim(),
        ...(t.slug.trim() && { slug: t.slug.trim() }),
        description: t.description,
        metaTitle: t.metaTitle,
        metaDescription: t.metaDescription,
      };
    }),
  };
}

const validateCode = [required(), regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, `${F}.slug_invalid`)];
const validateSlug = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${F}.slug_invalid`);
const validateImage = maxLength(2000);

/** The tab label of a language, flagged when the category has no name in it. */
const LanguageLabel = ({ locale }: { locale: Locale }) => {
  const translate = useTranslate();
  const name = (useWatch({ name: `texts.${locale}.name` }) as string | undefined) ?? '';
  const missing = !name.trim();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
      <span>{LOCALE_NAMES[locale]}</span>
      {missing ? (
        <WarningAmberIcon fontSize="small" color="warning" titleAccess={translate(`${F}.missing`)} />
      ) : null}
    </Stack>
  );
};

/** One tab per shop language: name, slug (after the parent's path), description and the SEO texts. */
const LanguageTabs = ({ creating }: { creating: boolean }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<Locale>('en');
  const texts = useWatch({ name: 'texts' }) as Record<Locale, FormTexts> | undefined;
  return (
    // minWidth 0: the scrollable tabs scroll inside the form instead of widening it (phones).
    <Box sx={{ width: '100%', minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate(`${F}.texts`)}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: Locale) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ maxWidth: { xs: 'calc(100vw - 48px)', md: '100%' } }}
        aria-label={translate(`${F}.texts`)}
      >
        {LOCALES.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            label={<LanguageLabel locale={locale} />}
            id={`category-tab-${locale}`}
            aria-controls={`category-panel-${locale}`}
          />
        ))}
      </Tabs>
      {LOCALES.map((locale) => (
        <Box
          key={locale}
          role="tabpanel"
          id={`category-panel-${locale}`}
          aria-labelledby={`category-tab-${locale}`}
          hidden={tab !== locale}
          lang={locale}
          sx={{ pt: 2 }}
        >
          {texts && !texts[locale]?.name?.trim() ? (
            <Chip size="small" color="warning" label={translate(`${F}.missing`)} sx={{ mb: 1 }} />
          ) : null}
          <TextInput
            source={`texts.${locale}.name`}
            label={`${F}.name`}
            validate={creating ? required() : undefined}
            fullWidth
          />
          <TextInput
            source={`texts.${locale}.slug`}
            label={`${F}.slug`}
            validate={validateSlug}
            helperText={creating ? `${F}.slug_new_help` : `${F}.slug_help`}
            fullWidth
            slotProps={{
              input: {
                startAdornment: texts?.[locale]?.prefix ? (
                  <InputAdornment position="start">/{texts[locale].prefix}</InputAdornment>
                ) : undefined,
              },
            }}
          />
          <TextInput source={`texts.${locale}.description`} label={`${F}.description`} multiline fullWidth />
          <TextInput source={`texts.${locale}.metaTitle`} label={`${F}.meta_title`} fullWidth />
          <TextInput
            source={`texts.${locale}.metaDescription`}
            label={`${F}.meta_description`}
            multiline
            fullWidth
          />
        </Box>
      ))}
    </Box>
  );
};

/** The facet groups the chosen filter shows, in order. */
const FilterFacets = ({ filters }: { filters: CategoryFilterOption[] }) => {
  const translate = useTranslate();
  const filterId = useWatch({ name: 'filterId' }) as number | null | undefined;
  const filter = filters.find((option) => option.filterId === filterId);
  if (!filter) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${F}.no_filter`)}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(`${F}.facets`)}
      </Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {filter.facets.map((facet, index) => (
          <li key={`${facet.param}:${facet.attribute ?? ''}`}>
            <Chip
              size="small"
              label={`${index + 1}. ${
                facet.attribute ??
                translate(`resources.shop-config/filters.groups.${facet.param}`, { _: facet.param })
              }`}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
};

const ImagePreview = () => {
  const image = useWatch({ name: 'image' }) as string | null | undefined;
  if (!image) return null;
  return (
    <Box
      component="img"
      src={image}
      alt=""
      sx={{ maxWidth: 160, maxHeight: 120, objectFit: 'contain', display: 'block', mb: 2 }}
    />
  );
};

/** The category form of the create and edit pages. */
export const CategoryForm = ({ creating, record }: { creating: boolean; record: CategoryFormValues }) => {
  const translate = useTranslate();
  const { data: filters = [] } = useQuery({
    queryKey: ['categories', 'filters'],
    queryFn: categoryApi.filters,
  });
  return (
    <SimpleForm record={record} sx={{ maxWidth: 900 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${F}.general`)}
      </Typography>
      <TextInput source="code" label={`${F}.code`} validate={validateCode} />
      {creating ? <CategoryInput source="parentId" label={`${F}.parent`} /> : null}
      <BooleanInput source="published" label={`${F}.published`} helperText={`${F}.published_help`} />
      <TextInput
        source="image"
        label={`${F}.image`}
        helperText={`${F}.image_help`}
        validate={validateImage}
        parse={(value: string) => value || null}
        fullWidth
      />
      <ImagePreview />
      <SelectInput
        source="filterId"
        label={`${F}.filter`}
        helperText={`${F}.filter_help`}
        choices={filters}
        optionValue="filterId"
        optionText="name"
        emptyText={`${F}.no_filter`}
        parse={(value: string | number) => (value === '' || value === null ? null : Number(value))}
        sx={{ minWidth: 280 }}
      />
      <FilterFacets filters={filters} />
      <LanguageTabs creating={creating} />
    </SimpleForm>
  );
};
