import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';

/** 'remote_orders_fetch_failed' (storefront spec §8): temporarily unavailable, reload and retry. */
export function RemoteOrdersFailed() {
  const { messages } = useI18n();
  const location = useLocation();
  return (
    <div className="form-error" role="alert">
      <p>{messages.orders.remoteFailed}</p>
      <a href={`${location.pathname}${location.search}`} className="button button--small">
        {messages.orders.reload}
      </a>
    </div>
  );
}
