import type { ErpExportFailureReason } from '@tradeshop/shared';
import { Form } from 'react-router';
import type { OrderHistoryDetailDto } from '../../api/orders.server';
import { useI18n } from '../../i18n/use-i18n';

/** What the order detail answers about the order's conversion to an ERP order (storefront spec §4). */
export interface ErpConversionFacts {
  erpOrderNumber: string | null;
  erpExportFailure: ErpExportFailureReason | null;
  erpConversionAllowed: boolean;
}

export function erpConversionOf(order: OrderHistoryDetailDto): ErpConversionFacts {
  return {
    erpOrderNumber: order.erpOrderNumber ?? null,
    erpExportFailure: (order.erpExportFailure ?? null) as ErpExportFailureReason | null,
    erpConversionAllowed: order.erpConversionAllowed,
  };
}

export const ERP_CONVERSION_INTENT = 'erp-conversion';

/**
 * The order's place in the ERP (storefront spec §4): its ERP number once converted; else why the last try failed
 * and, for the buyer, the button that starts the conversion. The conversion runs as a job: after starting it the
 * page says so, and reloading it shows the result.
 */
export function ErpConversion({
  facts,
  synchronized,
  csrfToken,
  outcome,
}: {
  facts: ErpConversionFacts;
  synchronized: boolean;
  csrfToken: string;
  outcome: 'started' | 'failed' | null;
}) {
  const { messages, format } = useI18n();
  const t = messages.erpConversion;
  return (
    <section className="account-card" aria-labelledby="erp-conversion-heading" data-testid="erp-conversion">
      <h2 id="erp-conversion-heading">{t.heading}</h2>
      {synchronized && facts.erpOrderNumber ? (
        <p>{format(t.converted, { erpOrderNumber: facts.erpOrderNumber })}</p>
      ) : (
        <>
          <p>{t.notConverted}</p>
          {facts.erpExportFailure ? (
            <p data-reason={facts.erpExportFailure}>
              {format(t.failed, { reason: t.reasons[facts.erpExportFailure] })}
            </p>
          ) : null}
          {outcome === 'started' ? (
            <p role="status">
              {t.started} <a href="">{t.reload}</a>
            </p>
          ) : null}
          {outcome === 'failed' ? (
            <p className="form-error" role="alert">
              {t.startFailed}
            </p>
          ) : null}
          {facts.erpConversionAllowed && outcome !== 'started' ? (
            <Form method="post">
              <input type="hidden" name="_token" value={csrfToken} />
              <input type="hidden" name="intent" value={ERP_CONVERSION_INTENT} />
              <button type="submit" className="button">
                {t.start}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
