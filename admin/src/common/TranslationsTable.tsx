import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { LOCALE_NAMES, LOCALES, type ApiSchemas } from '@tradeshop/shared';
import { useRecordContext, useTranslate } from 'react-admin';

export type Translation = ApiSchemas['TranslationDto'];

interface TranslationsTableProps {
  /** The resource whose field labels (name, slug, description) head the columns. */
  resource: string;
  /** Read by an enclosing show layout: the label above the table, or false for none. */
  label?: string | false;
}

/** One row per storefront language, in the storefront's order, so a missing translation stands out. */
export const TranslationsTable = ({ resource }: TranslationsTableProps) => {
  const record = useRecordContext<{ translations?: Translation[] }>();
  const translate = useTranslate();
  const byLocale = new Map(
    (record?.translations ?? []).map((translation) => [translation.locale, translation]),
  );
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });

  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.translations.language')}</TableCell>
          <TableCell>{label('name')}</TableCell>
          <TableCell>{label('slug')}</TableCell>
          <TableCell>{label('description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {LOCALES.map((locale) => {
          const translation = byLocale.get(locale);
          return (
            <TableRow key={locale} data-locale={locale}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {LOCALE_NAMES[locale]} ({locale})
              </TableCell>
              {translation ? (
                <>
                  <TableCell sx={{ verticalAlign: 'top' }}>{translation.name}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top', fontFamily: 'monospace' }}>
                    {translation.slug}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-line' }}>
                    {translation.description}
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3} sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {translate('app.translations.missing')}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
