import type { StockStatus } from '@tradeshop/shared';
import { useI18n } from '../i18n/use-i18n';

export function StockBadge({ status, detail }: { status: StockStatus; detail?: string }) {
  const { messages: t } = useI18n();
  return (
    <span className={`stock-badge stock-badge--${status.replaceAll('_', '-')}`}>
      <span className="stock-badge__dot" aria-hidden="true" />
      {t.stock[status]}
      {detail ? <span className="stock-badge__detail"> · {detail}</span> : null}
    </span>
  );
}
