import type { AddressType } from '@tradeshop/shared';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/list';
import { loginRedirect } from '../../api/account.server';
import { formText } from '../../lib/form-text';
import {
  ADDRESS_LIST_INTENTS,
  addressesPathWithNotice,
  changeAddress,
  requireAddresses,
  type AddressDto,
  type AddressListIntent,
  type AddressNotice,
} from '../../api/addresses.server';
import { FormNotice } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { AddressLines } from '../../components/checkout/address-lines';
import { requireRouteLocale } from '../../i18n/locale.server';
import { i18nFor, useI18n } from '../../i18n/use-i18n';
import { metaI18n } from '../../lib/meta';
import { accountPath, addressPath, newAddressPath, withQuery } from '../../lib/paths';
import { routeError } from '../../lib/route-error';
import { useShopSession } from '../../lib/use-shop-session';
import { postedForm } from '../../lib/posted-form.server';

/** GET /account/addresses: the customer's addresses, the pre-selected ones marked. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  return { list: await requireAddresses(request, context, locale) };
}

/** POST: delete an address (after the confirmation) or pre-select one for delivery or invoices. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const intent = formText(form, 'intent') as AddressListIntent;
  const id = Number(formText(form, 'id'));
  if (!ADDRESS_LIST_INTENTS.includes(intent) || !Number.isInteger(id)) {
    throw routeError({ reason: 'not-found' }, 404);
  }
  const result = await changeAddress(request, context, form, intent, id);
  if (!result.ok && result.status === 401) throw loginRedirect(request, locale);
  const notice: AddressNotice = intent === 'delete' ? 'deleted' : 'default';
  if (result.ok) return redirect(addressesPathWithNotice(locale, notice));
  const problems = i18nFor(locale).messages.account.formProblems;
  const error =
    result.failure.form === 'form-expired'
      ? problems.formExpired
      : (result.failure.message ?? problems.unexpected);
  return data({ error }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => metaI18n(args.matches).messages.addresses.title);

/** One line of an address, for lists and the delete question. */
function addressSummary(address: AddressDto): string {
  return [
    address.company,
    `${address.firstname} ${address.lastname}`,
    `${address.street} ${address.number ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
}

function AddressCard({ address, confirming }: { address: AddressDto; confirming: boolean }) {
  const { locale, messages, format } = useI18n();
  const t = messages.addresses;
  const { csrfToken } = useShopSession();
  const summary = addressSummary(address);
  const isDefault = address.type === 'delivery' ? address.defaultDelivery : address.defaultInvoice;
  const intent: AddressListIntent = address.type === 'delivery' ? 'default-delivery' : 'default-invoice';
  const headingId = `address-${address.id}`;
  return (
    <li className="account-card address-card" aria-labelledby={headingId}>
      <AddressLines address={address} id={headingId} className="address-card__lines" />
      {isDefault ? (
        <p className="address-card__default">
          {address.type === 'delivery' ? t.defaultDelivery : t.defaultInvoice}
        </p>
      ) : null}
      <div className="address-card__actions">
        <Link to={addressPath(locale, address.id)} aria-label={format(t.editLabel, { address: summary })}>
          {t.edit}
        </Link>
        {isDefault ? null : (
          <Form method="post">
            <input type="hidden" name="_token" value={csrfToken} />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value={intent} className="button button--small">
              {address.type === 'delivery' ? t.makeDefaultDelivery : t.makeDefaultInvoice}
            </button>
          </Form>
        )}
        <Link
          to={withQuery(accountPath(locale, 'addresses'), { delete: address.id })}
          aria-label={format(t.deleteLabel, { address: summary })}
          preventScrollReset
        >
          {t.delete}
        </Link>
      </div>
      {confirming ? (
        <Form
          method="post"
          className="address-card__confirm"
          role="group"
          aria-labelledby={`${headingId}-confirm`}
        >
          <p id={`${headingId}-confirm`}>{format(t.confirmDelete, { address: summary })}</p>
          <input type="hidden" name="_token" value={csrfToken} />
          <input type="hidden" name="id" value={address.id} />
          <button type="submit" name="intent" value="delete" className="button button--small" autoFocus>
            {t.confirmDeleteYes}
          </button>{' '}
          <Link to={accountPath(locale, 'addresses')} preventScrollReset>
            {t.cancel}
          </Link>
        </Form>
      ) : null}
    </li>
  );
}

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.addresses;
  const [searchParams] = useSearchParams();
  const { addresses } = loaderData.list;
  const confirming = Number(searchParams.get('delete'));
  const done = searchParams.get('done') as AddressNotice | null;
  const notices: Record<AddressNotice, string> = {
    saved: t.saved,
    deleted: t.deleted,
    default: t.defaultChanged,
  };
  const sections: { type: AddressType; heading: string }[] = [
    { type: 'delivery', heading: t.deliveryHeading },
    { type: 'invoice', heading: t.invoiceHeading },
  ];
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      {done && done in notices && !actionData ? <FormNotice>{notices[done]}</FormNotice> : null}
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <p>
        <Link to={newAddressPath(locale)} className="button">
          {t.add}
        </Link>
      </p>
      {addresses.length === 0 ? <p className="empty-state">{t.empty}</p> : null}
      {sections.map(({ type, heading }) => {
        const ofType = addresses.filter((address) => address.type === type);
        if (ofType.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`}>{heading}</h2>
            <ul className="address-list">
              {ofType.map((address) => (
                <AddressCard key={address.id} address={address} confirming={confirming === address.id} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
