import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type CategoryListRow = ApiSchemas['AdminCategoryRowDto'];
/**
 * A show page first renders the list row react-admin already holds, then this detail; until it arrives the
 * detail-only fields (translations, ...) are missing, so the page must not assume them.
 */
export type CategoryDetail = ApiSchemas['AdminCategoryDetailDto'];
export type CategoryTreeNode = ApiSchemas['AdminCategoryTreeNodeDto'];
export type CategoryFilterOption = ApiSchemas['CategoryFilterOptionDto'];
