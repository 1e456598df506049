import type { ApiSchemas } from '@tradeshop/shared';

export type Tag = ApiSchemas['TagDto'];
