import type { QuantityProblem } from '@tradeshop/shared';
import type { I18n } from '../../i18n/use-i18n';
import { formatDecimal } from '../../lib/format';

/** The message for a quantity the rules refuse, with quantities in the page's number format. */
export function quantityProblemText({ locale, messages, format }: I18n, problem: QuantityProblem): string {
  const t = messages.quantity.problems;
  const quantity = (value: string) => formatDecimal(locale, value, 6);
  switch (problem.code) {
    case 'QUANTITY_NOT_A_NUMBER':
      return t.notANumber;
    case 'QUANTITY_NOT_A_MULTIPLE':
      return format(t.notAMultiple, { quantity: quantity(problem.increment) });
    case 'QUANTITY_BELOW_MINIMUM':
      return format(t.belowMinimum, { quantity: quantity(problem.minimum) });
    case 'QUANTITY_ABOVE_MAXIMUM':
      return format(t.aboveMaximum, { quantity: quantity(problem.maximum) });
  }
}
