import type { PaymentGateway } from '@tradeshop/shared';
import type { PaymentOutcome } from '../dto/order.dto';

/** What a gateway needs to start a payment. */
export interface PaymentRequest {
  paymentId: number;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  locale: string;
  testMode: boolean;
}

/** One way of paying (payment_provider.gateway). */
export interface PaymentGatewayAdapter {
  readonly gateway: PaymentGateway;
  /** Where to send the shopper to pay, or null when nothing is paid online (invoice). */
  start(request: PaymentRequest): string | null;
  /** Whether the gateway really sent this outcome for this payment (the return is signed). */
  verifyReturn(paymentId: number, outcome: PaymentOutcome, signature: string): boolean;
}

export const PAYMENT_GATEWAY_ADAPTERS = Symbol('PAYMENT_GATEWAY_ADAPTERS');
