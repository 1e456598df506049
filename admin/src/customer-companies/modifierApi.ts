import { httpClient } from '../httpClient';

/** The react-admin door of the customer-company modifier (backend `customer-company-modifier.controller.ts`). */
export const MODIFIER_API = '/api/admin/customer-company-modifier';

export interface RecordCount {
  owner: string;
  noun: string;
  count: number;
}

export interface ModifierCompany {
  id: number;
  name: string;
  organizationNumber: string;
  erpCustomerNumber: string | null;
  storeId: number;
  storeCode: string;
  memberCount: number;
  records: RecordCount[];
}

export interface ModifierMember {
  id: number;
  name: string;
  email: string;
  kind: string;
  active: boolean;
}

export interface ModifierCustomer extends ModifierMember {
  companyId: number | null;
  addressCount: number;
  addressesNamingCompany: number;
  records: RecordCount[];
}

export interface EntityDetails {
  customer: ModifierCustomer | null;
  company: ModifierCompany | null;
  members: ModifierMember[];
}

export interface DuplicateCompany {
  id: number;
  name: string;
  organizationNumber: string;
  storeId: number;
  storeCode: string;
}

export interface DuplicateNameCheck {
  name: string;
  normalizedName: string;
  duplicates: DuplicateCompany[];
}

export interface AssignmentIssue {
  code: string;
  message: string;
}

export interface AssignmentCheck {
  allowed: boolean;
  customer: ModifierCustomer;
  from: ModifierCompany | null;
  to: { id: number | null; name: string; organizationNumber: string; storeId: number };
  blockers: AssignmentIssue[];
  warnings: AssignmentIssue[];
  duplicates: DuplicateCompany[];
}

export interface AssignmentResult {
  customer: ModifierCustomer;
  from: ModifierCompany | null;
  to: ModifierCompany;
  createdCompany: boolean;
  warnings: AssignmentIssue[];
  addressesRenamed: number;
}

export interface NewCompany {
  name: string;
  organizationNumber: string;
}

export type AddressResolution = 'keep-addresses' | 'rename-addresses';

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
