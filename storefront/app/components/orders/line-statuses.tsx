import type { OrderLineStatusCode } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';

/** The order line status names (storefront spec §4), each in its own badge with the code as a data attribute. */
export function LineStatuses({ statuses }: { statuses: readonly number[] }) {
  const { messages } = useI18n();
  const names = messages.serviceRequests.tracking.lineStatuses;
  return (
    <span className="line-statuses">
      {statuses.map((status) => (
        <span key={status} className="line-status" data-line-status={status}>
          {names[status as OrderLineStatusCode] ?? String(status)}
        </span>
      ))}
    </span>
  );
}
