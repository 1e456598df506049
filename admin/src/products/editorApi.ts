import type { ApiSchemas } from '@tradeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { httpClient } from '../httpClient';

export type EditorOptions = ApiSchemas['ProductEditorOptionsDto'];
export type EditorFamily = ApiSchemas['EditorFamilyDto'];
export type EditorAttribute = ApiSchemas['EditorAttributeDto'];
export type ProductBulkAction = ApiSchemas['ProductBulkDto']['action'];

const PRODUCTS_API = '/api/admin/products';

/** The brands, lines, families, units and stores the editor chooses from (one request, cached). */
export function useEditorOptions(): EditorOptions | undefined {
  const { data } = useQuery({
    queryKey: ['products', 'editor-options'],
    queryFn: async () => (await httpClient('/api/admin/product-editor-options')).json as EditorOptions,
    staleTime: 60_000,
  });
  return data;
}

/** Publishes, unpublishes, archives or moves products to `categoryId` (set_category); answers the ids that changed. */
export async function runBulkAction(
  action: ProductBulkAction,
  ids: readonly number[],
  categoryId?: number,
): Promise<number[]> {
  const { json } = await httpClient(`${PRODUCTS_API}/bulk`, {
    method: 'POST',
    body: JSON.stringify({ action, ids, categoryId }),
  });
  return (json as ApiSchemas['ProductBulkResultDto']).changed;
}

/** A text in the back-office language when there is one, else the English, else any. */
export function useLocalised(): (
  texts: Record<string, string> | null | undefined,
  fallback?: string,
) => string {
  const [locale] = useLocaleState();
  return (texts, fallback = '') => texts?.[locale] ?? texts?.en ?? Object.values(texts ?? {})[0] ?? fallback;
}
