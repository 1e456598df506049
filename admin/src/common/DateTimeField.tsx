import { DateField, type DateFieldProps } from 'react-admin';
import { useIntlLocale } from './useIntlLocale';

const FULL: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const COMPACT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** A date and time in the back-office language, so it reads the same as the numbers next to it. */
export const DateTimeField = (props: DateFieldProps) => {
  const locale = useIntlLocale();
  return <DateField showTime locales={locale} options={FULL} {...props} />;
};

/** The same to the minute, narrow enough for a list column. */
export const CompactDateTimeField = (props: DateFieldProps) => (
  <DateTimeField options={COMPACT} sx={{ whiteSpace: 'nowrap' }} {...props} />
);
