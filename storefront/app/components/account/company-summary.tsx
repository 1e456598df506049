import type { AccountProfileDto } from '../../api/account.server';
import { useI18n } from '../../i18n/use-i18n';

/** The company and groups, as the shop knows them (read-only for the customer). */
export function CompanySummary({ profile }: { profile: AccountProfileDto }) {
  const { messages } = useI18n();
  const t = messages.account;
  if (!profile.company) return null;
  return (
    <dl className="account-facts">
      <div>
        <dt>{t.fields.companyName}</dt>
        <dd>{profile.company.name}</dd>
      </div>
      <div>
        <dt>{t.fields.organizationNumber}</dt>
        <dd>{profile.company.organizationNumber}</dd>
      </div>
      {profile.groups.length > 0 ? (
        <div>
          <dt>{t.overview.groups}</dt>
          <dd>{profile.groups.map((group) => group.name).join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
