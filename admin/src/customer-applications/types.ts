import { APPLICATION_STATUSES, type ApiSchemas } from '@tradeshop/shared';

// The shape the back-office API answers with, generated from its OpenAPI document.
export type CustomerApplication = ApiSchemas['AdminApplicationDto'];

export const applicationStatusChoices = APPLICATION_STATUSES.map((status) => ({
  id: status,
  name: `resources.customer-applications.status.${status}`,
}));

export const APPLICATIONS_API = '/api/admin/customer-applications';
