import type { ApiSchemas } from '@tradeshop/shared';
import { httpClient } from '../../httpClient';

export type VariantFamily = ApiSchemas['VariantFamilyDto'];
export type VariantRow = ApiSchemas['VariantRowDto'];
export type SolidifierReport = ApiSchemas['SolidifierReportDto'];

const products = (id: number) => `/api/admin/products/${id}`;
/** Back-office spec §7: the solidifier answers under /admin/coreshop, in CoreShop's envelope. */
const SOLIDIFIER = '/admin/coreshop/product-variant-solidifier';

async function call<T>(url: string, method = 'GET', body?: object): Promise<T> {
  const { json } = await httpClient(url, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
  return json as T;
}

export const variantsApi = {
  family: (id: number) => call<VariantFamily>(`${products(id)}/variant-family`),
  setAxes: (id: number, axes: string[]) =>
    call<VariantFamily>(`${products(id)}/variant-axes`, 'PUT', { axes }),
  create: (parentId: number, sku: string, axisValues: Record<string, string | number>) =>
    call<VariantRow>(`${products(parentId)}/variants`, 'POST', { sku, axisValues }),
  check: async (id: number) => (await call<{ data: SolidifierReport }>(`${SOLIDIFIER}/check/${id}`)).data,
  apply: async (id: number) =>
    (await call<{ data: SolidifierReport }>(`${SOLIDIFIER}/apply/${id}`, 'PUT')).data,
};
