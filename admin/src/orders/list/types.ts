import type { ApiSchemas } from '@tradeshop/shared';

/** One row of `GET /api/admin/orders`. */
export type OrderListRow = ApiSchemas['OrderListRowDto'];

/** One entry of `GET grid/actions`. */
export type OrderGridAction = ApiSchemas['GridActionDto'];

/** One entry of `GET grid/filters`. */
export type OrderGridFilter = ApiSchemas['GridFilterDto'];

export type OrderGridActionResult = ApiSchemas['GridActionResultDto'];
