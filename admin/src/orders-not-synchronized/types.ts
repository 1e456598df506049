import type { ErpExportFailureReason } from '@tradeshop/shared';

/** A row of `GET /api/admin/orders-not-synchronized` (NotSynchronizedOrderDto). */
export interface NotSynchronizedOrder {
  id: number;
  number: string;
  createdAt: string;
  state: string;
  currency: string;
  totalGrossMinor: number;
  customerId: number | null;
  customerName: string | null;
  customerEmail: string | null;
  companyId: number | null;
  companyName: string | null;
  erpCustomerNumber: string | null;
  reason: ErpExportFailureReason | null;
  reasonDetail: string | null;
  attempts: number;
  lastAttemptAt: string | null;
}

/** The answer of `POST /api/admin/orders-not-synchronized/retry`. */
export interface ErpRetryResult {
  jobs: { orderId: number; number: string; jobId: string }[];
}
