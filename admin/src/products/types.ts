import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type ProductListRow = ApiSchemas['AdminProductRowDto'];
export type ProductAttribute = ApiSchemas['AttributeValueDto'];
export type ProductPrice = ApiSchemas['AdminProductPriceDto'];
/**
 * Decimals arrive as strings so that no precision is lost. A show page first renders the list row
 * react-admin already holds, then this detail; until it arrives the detail-only fields (translations, ...)
 * are missing, so the page must not assume them.
 */
export type ProductDetail = ApiSchemas['AdminProductDto'];
