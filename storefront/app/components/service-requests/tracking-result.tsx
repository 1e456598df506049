import { SHIPMENT_STATES, unitName, type OrderLineStatusCode, type ShipmentState } from '@tradeshop/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TrackingResultDto } from '../../api/service-requests.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal } from '../../lib/format';
import { ShipmentCard } from '../orders/order-fulfilment';
import { trackingPath } from './service-paths';

function isShipmentState(value: string): value is ShipmentState {
  return (SHIPMENT_STATES as readonly string[]).includes(value);
}

/** Where an order's delivery stands: carrier, state, a link to the carrier's tracking, and each line's status. */
export function TrackingResult({ tracking }: { tracking: TrackingResultDto }) {
  const { locale, messages, format } = useI18n();
  const t = messages.serviceRequests.tracking;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const state = isShipmentState(tracking.shipmentState)
    ? t.states[tracking.shipmentState]
    : tracking.shipmentState;
  const parcels = tracking.shipments;
  const lineStatus = (code: number) => t.lineStatuses[code as OrderLineStatusCode] ?? String(code);
  return (
    <div className="page account-page tracking-result">
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {format(t.resultTitle, { orderNumber: tracking.orderNumber })}
        </h1>
        <p className="page-header__lead">{t.resultIntro}</p>
      </header>
      <dl className="tracking-result__facts">
        <dt>{t.shipmentState}</dt>
        <dd data-testid="shipment-state">{state}</dd>
        <dt>{t.carrier}</dt>
        <dd>{tracking.carrier ?? t.carrierUnknown}</dd>
      </dl>
      {tracking.trackingUrl ? (
        <p>
          <a href={tracking.trackingUrl} rel="noopener noreferrer" target="_blank">
            {t.followAtCarrier}
          </a>
        </p>
      ) : null}
      {parcels.length > 0 ? (
        <section aria-label={messages.orderFulfilment.shipmentsHeading}>
          <h2>{messages.orderFulfilment.shipmentsHeading}</h2>
          {parcels.map((parcel, index) => (
            <ShipmentCard key={index} index={index + 1} shipment={{ ...parcel, id: index }} />
          ))}
        </section>
      ) : null}
      {tracking.lines.length > 0 ? (
        <table className="spec-table">
          <caption>{t.linesHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.sku}</th>
              <th scope="col">{t.columns.product}</th>
              <th scope="col">{t.columns.quantity}</th>
              <th scope="col">{t.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {tracking.lines.map((line, index) => (
              <tr key={`${line.sku}-${index}`}>
                <td>{line.sku}</td>
                <td>{line.name}</td>
                <td>{`${formatDecimal(locale, line.quantity)} ${unitName(line.unit, locale)}`}</td>
                <td>{lineStatus(line.lineStatus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        <Link to={trackingPath(locale)}>{t.searchAgain}</Link>
      </p>
    </div>
  );
}
