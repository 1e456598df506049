import type { ApiSchemas } from '@tradeshop/shared';

export type AdminCustomer = ApiSchemas['AdminCustomerDto'];
export type AdminCustomerGroup = ApiSchemas['AdminCustomerGroupDto'];
export type CustomerAddress = ApiSchemas['AddressDto'];

export const R = 'resources.customers';
export const G = 'resources.customer-groups';
