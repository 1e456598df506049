import { useI18n } from '../../i18n/use-i18n';

/** "Placed by salesrep …" on an order a salesrep placed while acting for the customer. */
export function SalesrepMark({ name }: { name: string | null }) {
  const { messages, format } = useI18n();
  if (!name) return null;
  return (
    <span className="order-badge order-badge--salesrep">
      {format(messages.orders.placedBySalesrep, { name })}
    </span>
  );
}
