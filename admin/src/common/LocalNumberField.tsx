import { NumberField, type NumberFieldProps } from 'react-admin';
import { useIntlLocale } from './useIntlLocale';

/** A number in the back-office language's format (1 234,5 in Finnish), not the browser's. */
export const LocalNumberField = (props: NumberFieldProps) => {
  const locale = useIntlLocale();
  return <NumberField locales={locale} {...props} />;
};
