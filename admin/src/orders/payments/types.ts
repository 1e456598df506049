/** `GET /api/admin/orders/:id/payments` (typed locally until the client is generated). */
export interface AdminPayment {
  id: number;
  method: 'provider' | 'bank_transfer';
  state: string;
  amountMinor: number;
  paidMinor: number;
  refundedMinor: number;
  currency: string;
  note: string | null;
  paidAt: string | null;
  createdAt: string;
  canCapture: boolean;
  canRefund: boolean;
}

export interface AdminPayments {
  orderId: number;
  paymentState: string;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  dueMinor: number;
  payments: AdminPayment[];
}

/** "12,50" or "12.5" → 1250; null when it is not an amount with at most two decimals. */
export function parseAmountMinor(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
