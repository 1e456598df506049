import { formatMoney } from './formatMoney';
import { useIntlLocale } from './useIntlLocale';

interface MoneyTextProps {
  amountMinor: number | null | undefined;
  currency: string;
}

export const MoneyText = ({ amountMinor, currency }: MoneyTextProps) => {
  const locale = useIntlLocale();
  if (amountMinor === null || amountMinor === undefined) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amountMinor, currency, locale)}</span>;
};
