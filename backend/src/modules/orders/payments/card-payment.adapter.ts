import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { PaymentOutcome } from '../dto/order.dto';
import { isSignature, sign } from '../../../common/security/signatures';
import type { PaymentGatewayAdapter, PaymentRequest } from './payment-gateway.adapter';

/**
 * Card payment. In test mode the "gateway" is the shop's own test page (`/api/shop/payments/test/{id}`), which
 * offers pay, cancel and fail and sends the shopper back to the storefront's payment return page with a signed
 * outcome, as a hosted payment page would. A live gateway plugs in here with the same two methods.
 */
@Injectable()
export class CardPaymentAdapter implements PaymentGatewayAdapter {
  readonly gateway = 'card' as const;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  start(request: PaymentRequest): string {
    if (!request.testMode) throw new Error('Only the card gateway test mode is available');
    return `/api/shop/payments/test/${request.paymentId}?signature=${this.sign(`page:${request.paymentId}`)}`;
  }

  verifyReturn(paymentId: number, outcome: PaymentOutcome, signature: string): boolean {
    return this.matches(`return:${paymentId}:${outcome}`, signature);
  }

  /** The test page's own link is signed, so nobody opens the test gateway for someone else's payment. */
  verifyTestPage(paymentId: number, signature: string): boolean {
    return this.matches(`page:${paymentId}`, signature);
  }

  /** Where the test gateway sends the shopper back: the storefront's payment return page, signed. */
  returnPath(locale: string, paymentId: number, outcome: PaymentOutcome): string {
    const query = new URLSearchParams({
      payment: String(paymentId),
      outcome,
      signature: this.sign(`return:${paymentId}:${outcome}`),
    });
    return `/${locale}/checkout/payment/return?${query.toString()}`;
  }

  private sign(subject: string): string {
    return sign(this.config.sessionSecret, `card-test:${subject}`);
  }

  private matches(subject: string, signature: string): boolean {
    return isSignature(this.config.sessionSecret, `card-test:${subject}`, signature);
  }
}
