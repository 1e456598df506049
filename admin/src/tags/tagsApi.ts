import type { TagElementType } from '@tradeshop/shared';
import { httpClient } from '../httpClient';
import type { Tag } from './types';

const TAGS_API = '/api/admin/tags';

const element = (type: TagElementType, id: number) => `elementType=${type}&elementId=${id}`;

/** The tags of a product, category or asset. */
export async function loadElementTags(type: TagElementType, id: number): Promise<Tag[]> {
  return (await httpClient(`${TAGS_API}/of-element?${element(type, id)}`)).json as Tag[];
}

/** Puts a tag on the element or takes it off; answers the element's tags after the change. */
export async function changeElementTag(
  change: 'add' | 'remove',
  tagId: number,
  type: TagElementType,
  id: number,
): Promise<Tag[]> {
  const { json } = await httpClient(`${TAGS_API}/${tagId}/elements?${element(type, id)}`, {
    method: change === 'add' ? 'PUT' : 'DELETE',
  });
  return json as Tag[];
}
