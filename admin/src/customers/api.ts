import { httpClient } from '../httpClient';
import type { AdminCustomer, AdminCustomerGroup, CustomerAddress } from './types';

const json = async <T>(url: string, method = 'GET', body?: unknown): Promise<T> =>
  (await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }))
    .json as T;

/** The customer routes beside react-admin's CRUD (backend `customer-admin.controller.ts`). */
export const customersApi = {
  block: (id: number) => json<AdminCustomer>(`/api/admin/customers/${id}/block`, 'POST'),
  unblock: (id: number) => json<AdminCustomer>(`/api/admin/customers/${id}/unblock`, 'POST'),
  passwordReset: (id: number) => json<void>(`/api/admin/customers/${id}/password-reset`, 'POST'),
  addresses: (id: number) =>
    json<{ addresses: CustomerAddress[] }>(`/api/admin/customers/${id}/addresses`).then(
      (answer) => answer.addresses,
    ),
  addAddress: (id: number, address: Record<string, unknown>) =>
    json<CustomerAddress>(`/api/admin/customers/${id}/addresses`, 'POST', address),
  updateAddress: (id: number, addressId: number, address: Record<string, unknown>) =>
    json<CustomerAddress>(`/api/admin/customers/${id}/addresses/${addressId}`, 'PUT', address),
  removeAddress: (id: number, addressId: number) =>
    json<void>(`/api/admin/customers/${id}/addresses/${addressId}`, 'DELETE'),
  salesrepCompanies: (id: number) => json<{ ids: number[] }>(`/api/admin/customers/${id}/companies`),
  setSalesrepCompanies: (id: number, ids: number[]) =>
    json<{ ids: number[] }>(`/api/admin/customers/${id}/companies`, 'PUT', { ids }),
  companySalesreps: (companyId: number) =>
    json<{ ids: number[] }>(`/api/admin/customer-companies/${companyId}/salesreps`),
  setCompanySalesreps: (companyId: number, ids: number[]) =>
    json<{ ids: number[] }>(`/api/admin/customer-companies/${companyId}/salesreps`, 'PUT', { ids }),
  addMember: (groupId: number, customerId: number) =>
    json<AdminCustomerGroup>(`/api/admin/customer-groups/${groupId}/members`, 'POST', { customerId }),
  removeMember: (groupId: number, customerId: number) =>
    json<AdminCustomerGroup>(`/api/admin/customer-groups/${groupId}/members/${customerId}`, 'DELETE'),
};
