import { useI18n } from '../../i18n/use-i18n';
import { fieldId } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';
import { FieldErrorText } from './checkout-fields';
import { deliveryWeekdays, formatDeliveryDate } from './delivery-dates';

/**
 * The preferred delivery date: a choice among the dates the API allows (in the future, delivery weekdays of the
 * store, no public holidays), so an invalid date cannot be picked; the server still refuses one sent by hand.
 */
export function DeliveryDateField({
  dates,
  value,
  failure,
}: {
  dates: readonly string[];
  value?: string | null;
  failure?: FormFailure | null;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout.summary;
  const name = 'preferredDeliveryDate';
  const id = fieldId(name);
  const error = failure?.fields[name];
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {t.deliveryDate}
        <span className="form-field__optional"> {messages.account.fields.optional}</span>
      </label>
      <p id={`${id}-hint`} className="form-hint">
        {dates.length > 0
          ? `${t.deliveryDateHint} ${format(t.deliveryDateWeekdays, { weekdays: deliveryWeekdays(locale, dates) })}`
          : t.deliveryDateHint}
      </p>
      <select
        id={id}
        name={name}
        defaultValue={value && dates.includes(value) ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{t.deliveryDateAny}</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatDeliveryDate(locale, date)}
          </option>
        ))}
      </select>
      <FieldErrorText name={name} failure={failure} />
    </div>
  );
}
