import { httpClient } from '../httpClient';
import type { CategoryFilterOption, CategoryTreeNode } from './types';

/** The category editor's calls beside react-admin's REST door (backend `category-admin.controller.ts`). */
const CATEGORIES_API = '/api/admin/categories';

export const categoryApi = {
  tree: async (): Promise<CategoryTreeNode[]> => (await httpClient(`${CATEGORIES_API}/tree`)).json,
  filters: async (): Promise<CategoryFilterOption[]> => (await httpClient(`${CATEGORIES_API}/filters`)).json,
  move: async (id: number, parentId: number | null, position: number): Promise<void> => {
    await httpClient(`${CATEGORIES_API}/${id}/move`, {
      method: 'PUT',
      body: JSON.stringify({ parentId, position }),
    });
  },
};
