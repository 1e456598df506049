import { DateField, type DateFieldProps } from 'react-admin';
import { dateTimeFormatOptions } from './formats';
import { useIntlLocale } from './useIntlLocale';

/** A date and time in the back-office language's format (common/formats.ts), to the minute. */
export const DateTimeField = (props: DateFieldProps) => {
  const locale = useIntlLocale();
  return <DateField showTime locales={locale} options={dateTimeFormatOptions(locale)} {...props} />;
};

/** The same, kept on one line for a list column. */
export const CompactDateTimeField = (props: DateFieldProps) => (
  <DateTimeField sx={{ whiteSpace: 'nowrap' }} {...props} />
);

/** A date without the time, in the back-office language's format. */
export const DateOnlyField = (props: DateFieldProps) => {
  const locale = useIntlLocale();
  return <DateField locales={locale} options={dateTimeFormatOptions(locale, { time: false })} {...props} />;
};
