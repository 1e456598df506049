import type { ApiSchemas } from '@tradeshop/shared';

// The shape the back-office API answers with, generated from its OpenAPI document.
export type CustomerCompany = ApiSchemas['AdminCustomerCompanyDto'];
