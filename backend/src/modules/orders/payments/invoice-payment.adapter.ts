import { Injectable } from '@nestjs/common';
import type { PaymentGatewayAdapter } from './payment-gateway.adapter';

/** Payment by invoice: nothing happens online; the order is confirmed when placed and paid against the invoice. */
@Injectable()
export class InvoicePaymentAdapter implements PaymentGatewayAdapter {
  readonly gateway = 'invoice' as const;

  start(): null {
    return null;
  }

  verifyReturn(): boolean {
    return false;
  }
}
