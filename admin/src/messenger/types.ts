import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type MessengerReceiver = ApiSchemas['MessengerReceiverDto'];
export type MessengerRetryResult = ApiSchemas['MessengerRetryResultDto'];

export const MESSENGER_API = '/api/admin/messenger';
export const JOBS_WRITE = 'jobs.write';
