import type { ApiSchemas } from '@tradeshop/shared';

/** A row of `GET /api/admin/orders-not-synchronized`. */
export type NotSynchronizedOrder = ApiSchemas['NotSynchronizedOrderDto'];

/** The answer of `POST /api/admin/orders-not-synchronized/retry`. */
export type ErpRetryResult = ApiSchemas['ErpRetryResultDto'];
