import type { Route } from './+types/new';
import { requireAddresses, submitAddressForm } from '../../api/addresses.server';
import { accountMeta } from '../../components/account/account-meta';
import { AddressForm } from '../../components/addresses/address-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { metaI18n } from '../../lib/meta';
import { sameSitePath } from '../../lib/same-site-path';

/** GET /account/addresses/new: only for logged-in customers. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  await requireAddresses(request, context, locale);
  return { returnTo: sameSitePath(new URL(request.url).searchParams.get('returnTo')) };
}

/** POST: adds the address; the first of its type becomes the pre-selected one. Then back to `returnTo`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return submitAddressForm(request, context, requireRouteLocale(request, params));
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => metaI18n(args.matches).messages.addresses.newTitle);

export default function NewAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.addresses;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.newTitle}</h1>
      </header>
      <AddressForm
        failure={actionData?.failure}
        values={actionData?.values}
        submitLabel={t.create}
        returnTo={loaderData.returnTo}
      />
    </div>
  );
}
