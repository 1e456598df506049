import { LOCALE_NAMES, LOCALES, isLocale } from '@tradeshop/shared';
import { data, Link } from 'react-router';
import type { Route } from './+types/company-users';
import { loginRedirect } from '../../api/account.server';
import { companyUsers, inviteColleague } from '../../api/company-users.server';
import { AccountForm, FormNotice, SelectField, TextField } from '../../components/account/account-form';
import { accountMeta } from '../../components/account/account-meta';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { formText } from '../../lib/form-text';
import { accountPath } from '../../lib/paths';
import { postedForm } from '../../lib/posted-form.server';

/** GET /account/company/users: the company's people; a company administrator also sees the invite form. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const answer = await companyUsers(request, context);
  if (answer.status === 401) throw loginRedirect(request, locale);
  if (answer.status === 403) return data({ users: null }, { status: 403 });
  return { users: answer.users };
}

/** POST: invite a colleague; the list shows them as invited. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await postedForm(request);
  const language = formText(form, 'locale');
  const email = formText(form, 'email');
  const result = await inviteColleague(request, context, form, {
    firstname: formText(form, 'firstname'),
    lastname: formText(form, 'lastname'),
    email,
    locale: isLocale(language) ? language : locale,
  });
  if (!result.ok && result.status === 401) throw loginRedirect(request, locale);
  if (result.ok) return { invited: email, failure: null };
  return data({ invited: null, failure: result.failure }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, (_t, messages) => messages.customerAccounts.usersTitle);

export default function CompanyUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.customerAccounts;
  const { users } = loaderData;
  const failure = actionData?.failure ?? null;
  return (
    <div className="page account-page company-users-page">
      <header className="page-header">
        <h1>{t.usersTitle}</h1>
        <p className="page-header__lead">{users ? t.usersIntro : t.noCompany}</p>
      </header>
      {users ? (
        <div className="table-scroll">
          <table className="spec-table company-users">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {users.users.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td className="company-users__email">{user.email}</td>
                  <td>{user.companyAdmin ? t.administrator : t.member}</td>
                  <td>{!user.active ? t.blocked : user.invited ? t.invited : t.active}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {users?.canInvite ? (
        <section className="account-card" aria-labelledby="company-users-invite">
          <h2 id="company-users-invite">{t.inviteTitle}</h2>
          <p className="muted">{t.inviteIntro}</p>
          {actionData?.invited ? (
            <FormNotice>{format(t.invitedDone, { email: actionData.invited })}</FormNotice>
          ) : null}
          <AccountForm
            failure={failure}
            submitLabel={t.invite}
            labels={{ firstname: t.firstname, lastname: t.lastname, email: t.email, locale: t.language }}
            footer={<Link to={accountPath(locale)}>{messages.account.backToAccount}</Link>}
          >
            <TextField name="firstname" label={t.firstname} autoComplete="off" failure={failure} />
            <TextField name="lastname" label={t.lastname} autoComplete="off" failure={failure} />
            <TextField name="email" type="email" label={t.email} autoComplete="off" failure={failure} />
            <SelectField
              name="locale"
              label={t.language}
              defaultValue={locale}
              options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
              failure={failure}
            />
          </AccountForm>
        </section>
      ) : users ? (
        <p className="muted">{t.onlyAdministrators}</p>
      ) : null}
    </div>
  );
}
