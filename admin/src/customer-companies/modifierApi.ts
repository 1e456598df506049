import type { ApiSchemas } from '@tradeshop/shared';
import { httpClient } from '../httpClient';

/** The react-admin door of the customer-company modifier (backend `customer-company-modifier.controller.ts`). */
export const MODIFIER_API = '/api/admin/customer-company-modifier';

export type ModifierMember = ApiSchemas['ModifierMemberDto'];
export type EntityDetails = ApiSchemas['EntityDetailsDto'];
export type DuplicateCompany = ApiSchemas['DuplicateCompanyDto'];
export type DuplicateNameCheck = ApiSchemas['DuplicateNameCheckDto'];
export type AssignmentIssue = ApiSchemas['AssignmentIssueDto'];
export type AssignmentCheck = ApiSchemas['AssignmentCheckDto'];
export type AssignmentResult = ApiSchemas['AssignmentResultDto'];
export type NewCompany = ApiSchemas['NewCompanyDto'];
export type AddressResolution = ApiSchemas['DispatchExistingAssignmentDto']['resolution'];

async function getJson<T>(path: string, query: Record<string, string | number | undefined>): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const { json } = await httpClient(`${MODIFIER_API}/${path}?${search}`);
  return json as T;
}

async function postJson<T>(path: string, body: object): Promise<T> {
  const { json } = await httpClient(`${MODIFIER_API}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as T;
}

export const modifierApi = {
  companyDetails: (companyId: number) => getJson<EntityDetails>('entity-details', { companyId }),
  duplicateNames: (name: string, excludeId?: number) =>
    getJson<DuplicateNameCheck>('duplicate-name-check', { name, excludeId }),
  validateExisting: (customerId: number, companyId: number) =>
    postJson<AssignmentCheck>('validate-assignment', { customerId, companyId }),
  validateNew: (customerId: number, newCompany: NewCompany, allowDuplicateName: boolean) =>
    postJson<AssignmentCheck>('validate-assignment', { customerId, newCompany, allowDuplicateName }),
  moveToExisting: (customerId: number, companyId: number, resolution: AddressResolution) =>
    postJson<AssignmentResult>('dispatch-existing-assignment', { customerId, companyId, resolution }),
  moveToNew: (
    customerId: number,
    company: NewCompany,
    allowDuplicateName: boolean,
    resolution: AddressResolution,
  ) =>
    postJson<AssignmentResult>('dispatch-new-assignment', {
      customerId,
      company,
      allowDuplicateName,
      resolution,
    }),
};
