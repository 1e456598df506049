import type { Route } from './+types/edit';
import { addressIdParam, requireAddress, submitAddressForm } from '../../api/addresses.server';
import { accountMeta } from '../../components/account/account-meta';
import { AddressForm } from '../../components/addresses/address-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { addressFormValuesOf } from '../../lib/address-form';
import { metaI18n } from '../../lib/meta';

/** GET /account/addresses/:id: the edit form of one of the customer's own addresses. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const address = await requireAddress(request, context, locale, addressIdParam(params.id));
  return { values: addressFormValuesOf(address) };
}

/** POST: replaces the address's fields. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  return submitAddressForm(request, context, locale, addressIdParam(params.id));
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => metaI18n(args.matches).messages.addresses.editTitle);

export default function EditAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.addresses;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.editTitle}</h1>
      </header>
      <AddressForm
        failure={actionData?.failure}
        values={actionData?.values ?? loaderData.values}
        submitLabel={t.save}
      />
    </div>
  );
}
