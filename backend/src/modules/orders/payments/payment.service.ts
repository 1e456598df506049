import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PaymentGateway, PaymentState } from '@tradeshop/shared';
import { DomainError } from '../../../common/errors/domain-error';
import { CartCheckoutService } from '../../cart/cart-checkout.service';
import { DomainEvents } from '../../events/domain-events.service';
import type { PaymentOption, Pricing, PricingContext, PricingLineInput } from '../../pricing/pricing.port';
import { PricingService } from '../../pricing/pricing.service';
import type { PaymentOutcome } from '../dto/order.dto';
import { OrderPayment } from '../entities/order-payment.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { formatMinor } from '../order-confirmation.mails';
import {
  orderAlreadyPaid,
  PAYMENT_MESSAGES,
  paymentChangeNotAllowed,
  paymentNotFound,
} from '../order.errors';
import { CarrierAndProviderLookupService } from '../../shop-config/carrier-and-provider-lookup.service';
import { type OrderBuyer, OrdersService } from '../orders.service';
import { CardPaymentAdapter } from './card-payment.adapter';
import { InvoicePaymentAdapter } from './invoice-payment.adapter';
import { PAYMENT_CHANGE_MESSAGES, paymentOptionRefused } from './payment-change.errors';
import { PaymentChangeRepository } from './payment-change.repository';
import { PaymentLedger } from './payment-ledger.service';
import { ProductLookupService } from '../../catalogue/product-lookup.service';
import { CustomerReadsService } from '../../customers/customer-reads.service';
import type { PaymentGatewayAdapter } from './payment-gateway.adapter';

/** Payment states in which money was taken or promised: paying again is "order already paid". */
const PAID_STATES: ReadonlySet<PaymentState> = new Set([
  'authorized',
  'partially_authorized',
  'paid',
  'partially_paid',
  'partially_refunded',
  'refunded',
]);
/** While nothing was paid, the shopper may pay again or choose another payment method. */
const OPEN_STATES: ReadonlySet<PaymentState> = new Set(['new', 'awaiting_payment']);

export interface PaymentResult {
  outcome: PaymentOutcome;
  message: string;
  order: SalesOrder;
}

/** Where the shopper goes to pay (null for invoice), after a payment method was chosen again. */
export interface PaymentStart {
  order: SalesOrder;
  paymentRedirectUrl: string | null;
}

/**
 * Payments of placed orders through the gateway adapters: starting a payment, the gateway's signed answer
 * (paid → the order is confirmed; cancelled → the order is cancelled and its cart opens again; failed → nothing
 * changes, the shopper may try again), paying again and changing the payment method while nothing was paid.
 */
@Injectable()
export class PaymentService {
  private readonly adapters: Record<PaymentGateway, PaymentGatewayAdapter>;

  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly ledger: PaymentLedger,
    private readonly events: DomainEvents,
    private readonly lookups: CarrierAndProviderLookupService,
    private readonly carts: CartCheckoutService,
    private readonly changes: PaymentChangeRepository,
    private readonly customers: CustomerReadsService,
    private readonly products: ProductLookupService,
    @Inject(PricingService) private readonly pricing: Pricing,
    invoice: InvoicePaymentAdapter,
    private readonly card: CardPaymentAdapter,
  ) {
    this.adapters = { invoice, card };
  }

  /** The gateway's page for the payment, or null when the payment method has none. */
  async redirectUrl(em: EntityManager, order: SalesOrder, payment: OrderPayment): Promise<string | null> {
    const provider = payment.paymentProviderId
      ? await this.lookups.paymentProvider(em, payment.paymentProviderId, order.locale)
      : null;
    if (!provider) return null;
    return this.adapters[provider.gateway].start({
      paymentId: payment.id,
      orderNumber: order.number,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      locale: order.locale,
      testMode: provider.test_mode,
    });
  }

  /** The card gateway's test page: the amount and three ways back (paid, cancelled, failed). */
  async testPage(paymentId: number, signature: string): Promise<string> {
    if (!this.card.verifyTestPage(paymentId, signature)) throw paymentNotFound();
    const payment = await this.em.findOne(OrderPayment, { id: paymentId });
    if (!payment) throw paymentNotFound();
    const order = await this.em.findOneOrFail(SalesOrder, { id: payment.order.id });
    return testGatewayPage({
      orderNumber: order.number,
      amount: formatMinor('en', payment.amountMinor, payment.currency.trim()),
      links: (['paid', 'cancelled', 'failed'] as const).map((outcome) => ({
        outcome,
        href: this.card.returnPath(order.locale, payment.id, outcome),
      })),
    });
  }

  /**
   * The gateway's signed answer for a payment, applied once: an answer for a payment that already has its outcome
   * (paid, cancelled, failed and so replaced by a new attempt, or replaced by another payment method) changes
   * nothing and only reports. The events of what changed are published after the commit.
   */
  async handleReturn(paymentId: number, outcome: PaymentOutcome, signature: string): Promise<PaymentResult> {
    if (!this.card.verifyReturn(paymentId, outcome, signature)) {
      throw new DomainError('TOKEN_INVALID', 'The payment answer is not signed by the payment gateway');
    }
    const order = await this.em.transactional(async (em) => {
      const orderId = await this.changes.orderIdOfPayment(em, paymentId);
      if (orderId === null) throw paymentNotFound();
      // Order before payment, as paying again and changing the payment method lock them.
      const order = await em.findOneOrFail(
        SalesOrder,
        { id: orderId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const payment = await this.lockedLatestPayment(em, order);
      if (payment.id === paymentId) await this.apply(em, order, payment, outcome);
      else this.reportReplaced(order, payment, outcome);
      return order;
    });
    await this.events.publish();
    return { outcome, message: outcomeMessage(outcome), order };
  }

  /** A new start at the gateway for an order whose card payment was not completed. */
  async payAgain(number: string, buyer: OrderBuyer): Promise<PaymentStart> {
    return this.em.transactional(async (em) => {
      const { order, payment } = await this.lockedOpenPayment(em, number, buyer);
      const paymentRedirectUrl = await this.redirectUrl(em, order, payment);
      if (!paymentRedirectUrl) throw paymentChangeNotAllowed();
      return { order, paymentRedirectUrl };
    });
  }

  /**
   * Another payment method for an unconfirmed order while nothing was paid, among those the checkout would offer
   * the order now and at the fee the order was placed with; invoice confirms the order at once. The payment is
   * replaced by a new one, so the gateway's links for the old payment no longer change the order.
   */
  async changePayment(number: string, buyer: OrderBuyer, paymentProviderId: number): Promise<PaymentStart> {
    const start = await this.em.transactional(async (em) => {
      const { order, payment } = await this.lockedOpenPayment(em, number, buyer);
      const option = await this.paymentOption(em, order, paymentProviderId);
      const next = await this.replacePayment(em, order, payment, option.paymentProviderId);
      order.paymentProviderId = option.paymentProviderId;
      order.adjustments = order.adjustments.map((adjustment) =>
        adjustment.kind === 'payment_fee' ? { ...adjustment, label: option.label } : adjustment,
      );
      await em.flush();
      if (option.gateway === 'invoice') await this.orders.confirm(em, order);
      return { order, paymentRedirectUrl: await this.redirectUrl(em, order, next) };
    });
    await this.events.publish();
    return start;
  }

  /** The order re-priced with the new payment method: it must be offered and cost the fee the order includes. */
  private async paymentOption(
    em: EntityManager,
    order: SalesOrder,
    paymentProviderId: number,
  ): Promise<PaymentOption> {
    const context: PricingContext = {
      storeId: order.storeId,
      customerId: order.customerId ?? null,
      companyId: order.companyId ?? null,
      customerGroupIds: order.customerId ? await this.customers.groupIds(em, order.customerId) : [],
      shippingCountry: order.shippingAddress.country || null,
      shippingPostcode: order.shippingAddress.postcode || null,
      voucherCodes: [],
      carrierId: order.carrierId ?? null,
      paymentProviderId,
    };
    const quote = await this.pricing.quote(context, await this.pricingLines(em, order.id), order.locale);
    const option = quote.paymentOptions.find(
      (candidate) => candidate.paymentProviderId === paymentProviderId,
    );
    if (!option) throw paymentOptionRefused(PAYMENT_CHANGE_MESSAGES.notAvailable);
    const placedFeeMinor = order.adjustments
      .filter((adjustment) => adjustment.kind === 'payment_fee')
      .reduce((sum, adjustment) => sum + adjustment.amountNetMinor, 0);
    if (option.feeNetMinor !== placedFeeMinor) throw paymentOptionRefused(PAYMENT_CHANGE_MESSAGES.otherFee);
    return option;
  }

  /** Ends `payment` without money and asks for the same amount in a new payment (with its own gateway links). */
  private async replacePayment(
    em: EntityManager,
    order: SalesOrder,
    payment: OrderPayment,
    paymentProviderId: number | null,
  ): Promise<OrderPayment> {
    await this.ledger.transition(em, order, payment, { type: 'CANCEL' });
    return this.ledger.open(em, order, {
      paymentProviderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    });
  }

  private async apply(
    em: EntityManager,
    order: SalesOrder,
    payment: OrderPayment,
    outcome: PaymentOutcome,
  ): Promise<void> {
    if (PAID_STATES.has(payment.state)) throw orderAlreadyPaid();
    if (payment.state === 'cancelled' || order.state === 'cancelled') {
      if (outcome === 'cancelled') return;
      throw paymentChangeNotAllowed();
    }
    if (order.state !== 'initialized' || (await this.gatewayOf(em, payment)) !== 'card') {
      throw paymentChangeNotAllowed();
    }
    switch (outcome) {
      case 'paid':
        await this.ledger.transition(em, order, payment, { type: 'PAY', amountMinor: payment.amountMinor });
        await this.orders.confirm(em, order);
        return;
      case 'cancelled':
        await this.ledger.transition(em, order, payment, { type: 'CANCEL' });
        await this.orders.cancel(em, order);
        if (order.cartId && (await this.carts.reopen(em, order.cartId))) {
          // The cart may be ordered again; a cancelled order lets go of it (one order per cart).
          order.cartId = null;
          await em.flush();
        }
        return;
      case 'failed':
        // Paying again starts a new payment, so this payment's other links cannot cancel the order later.
        await this.replacePayment(em, order, payment, payment.paymentProviderId ?? null);
        return;
    }
  }

  /**
   * An answer for a payment that was replaced (it failed, or another payment method was chosen) only reports:
   * the order's state as it is, or why the answer no longer applies.
   */
  private reportReplaced(order: SalesOrder, latest: OrderPayment, outcome: PaymentOutcome): void {
    if (PAID_STATES.has(latest.state)) throw orderAlreadyPaid();
    if (order.state === 'cancelled' && outcome === 'cancelled') return;
    if (order.state === 'initialized' && OPEN_STATES.has(latest.state) && outcome === 'failed') return;
    throw paymentChangeNotAllowed();
  }

  /** The order's own lines in their products' sales units, as the pricing model takes them. */
  private async pricingLines(em: EntityManager, orderId: number): Promise<PricingLineInput[]> {
    const lines = await this.changes.ownLines(em, orderId);
    const salesUnits = await this.products.salesUnitIds(em, [
      ...new Set(lines.map((line) => line.productId)),
    ]);
    return lines.map((line) => ({
      lineId: line.id,
      productId: line.productId,
      quantity: line.quantity,
      unitDefinitionId: salesUnits.get(line.productId)!,
    }));
  }

  private async gatewayOf(em: EntityManager, payment: OrderPayment): Promise<PaymentGateway | null> {
    const provider = payment.paymentProviderId
      ? await this.lookups.paymentProvider(em, payment.paymentProviderId, 'en')
      : null;
    return provider?.gateway ?? null;
  }

  /** The order's current payment, locked after the order (every payment write locks in that order). */
  private async lockedLatestPayment(em: EntityManager, order: SalesOrder): Promise<OrderPayment> {
    const payment = await em.findOne(
      OrderPayment,
      { order: order.id },
      { orderBy: { id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!payment) throw paymentNotFound();
    return payment;
  }

  private async lockedOpenPayment(
    em: EntityManager,
    number: string,
    buyer: OrderBuyer,
  ): Promise<{ order: SalesOrder; payment: OrderPayment }> {
    const order = await this.orders.findForBuyer(number, buyer, em, true);
    const payment = await this.lockedLatestPayment(em, order);
    if (PAID_STATES.has(payment.state)) throw orderAlreadyPaid();
    if (!OPEN_STATES.has(payment.state) || order.state !== 'initialized') throw paymentChangeNotAllowed();
    return { order, payment };
  }
}

function outcomeMessage(outcome: PaymentOutcome): string {
  switch (outcome) {
    case 'paid':
      return 'Payment received';
    case 'cancelled':
      return PAYMENT_MESSAGES.cancelled;
    case 'failed':
      return PAYMENT_MESSAGES.failed;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A bare page standing in for a card gateway's hosted payment page in test mode (not a storefront page). */
function testGatewayPage(page: {
  orderNumber: string;
  amount: string;
  links: { outcome: PaymentOutcome; href: string }[];
}): string {
  const labels: Record<PaymentOutcome, string> = { paid: 'Pay', cancelled: 'Cancel', failed: 'Fail' };
  const buttons = page.links
    .map(
      (link) =>
        `<a class="button" data-outcome="${link.outcome}" href="${escapeHtml(link.href)}">${labels[link.outcome]}</a>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test card payment</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto}.button{display:inline-block;margin:.5rem;padding:.6rem 1.2rem;border:1px solid #333;text-decoration:none;color:#111}</style>
</head><body>
<h1>Test card payment</h1>
<p>Order ${escapeHtml(page.orderNumber)}: ${escapeHtml(page.amount)}</p>
<p>Test mode: no card is charged. Choose what the gateway answers.</p>
${buttons}
</body></html>`;
}
