import type { ApiSchemas } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { formClient, submitAccountForm } from './account.server';
import { unwrap } from './http.server';
import { visitorApiClient } from './session.server';

export type CompanyUsersDto = ApiSchemas['CompanyUsersDto'];
export type CompanyUserInvite = ApiSchemas['CompanyUserInviteDto'];

/** The people of the shopping customer's company; null when the API says the account has no company. */
export async function companyUsers(request: Request, context: AppLoadContext) {
  const call = visitorApiClient(request, context).GET('/api/shop/account/company/users');
  const { response } = await call.catch(() => unwrap(call, 'company users') as never);
  if (response.status === 401) return { status: 401 as const };
  if (response.status === 403) return { status: 403 as const };
  return { status: 200 as const, users: await unwrap(call, 'company users') };
}

/** A company administrator invites a colleague: their account and an invitation mail. */
export function inviteColleague(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  body: CompanyUserInvite,
) {
  return submitAccountForm(
    formClient(request, context, form).POST('/api/shop/account/company/users', { body }),
    'company user invitation',
  );
}
