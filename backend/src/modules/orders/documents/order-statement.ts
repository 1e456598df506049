import type { StatementEntryKind } from '@tradeshop/shared';
import type { SalesOrderItem } from '../entities/sales-order-item.entity';
import type { OrderAdjustment, OrderTaxLine, SalesOrder } from '../entities/sales-order.entity';

/** An order line as the statement needs it (the order's item, or the history read model's row). */
export interface StatementLineInput {
  position: number;
  sku: string;
  name: string;
  quantity: string;
  unit: string;
  unitPriceNetMinor: number;
  /** The line's share of the set discount and the cart price rules (vouchers among them). */
  discountNetMinor: number;
  surchargeNetMinor: number;
  /** quantity × unit price − discount; the surcharge is not in it. */
  totalNetMinor: number;
  taxRate: string;
  isGift: boolean;
  preliminaryDeliveryDate: string | null;
  lineStatus: number;
}

/** An order's money as it was stored when the order was placed (or last edited). */
export interface StatementOrderInput {
  currency: string;
  surchargeNetMinor: number;
  discountNetMinor: number;
  shippingNetMinor: number;
  /** Whether a carrier was chosen: then shipping is shown even when free. */
  carrierChosen: boolean;
  taxMinor: number;
  totalGrossMinor: number;
  taxes: OrderTaxLine[];
  adjustments: OrderAdjustment[];
  lines: StatementLineInput[];
}

export interface StatementLine extends StatementLineInput {
  /** quantity × unit price: the line before the order's discounts, which are listed once, below the lines. */
  amountNetMinor: number;
}

/** A charge (positive) or a discount (negative) below the lines; `label` is the order's own name for it. */
export interface StatementEntry {
  kind: StatementEntryKind;
  label: string | null;
  amountNetMinor: number;
}

export interface StatementVatLine {
  rate: string;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/**
 * An order's lines, charges, discounts, VAT and totals, each amount once, so that they add up:
 * Σ line amounts = items; items + Σ entries = total net; total net + VAT = total gross (the order's total).
 */
export interface OrderStatement {
  currency: string;
  lines: StatementLine[];
  itemsNetMinor: number;
  entries: StatementEntry[];
  totalNetMinor: number;
  vat: StatementVatLine[];
  taxMinor: number;
  totalGrossMinor: number;
}

/**
 * A placed order's money as the statement reads it, from the order and its items (the confirmation mail, the
 * back office's order); the order page and its PDF read the same from the history (`statementInputOf`).
 */
export function orderStatementInput(order: SalesOrder, items: SalesOrderItem[]): StatementOrderInput {
  return {
    currency: order.currency,
    surchargeNetMinor: order.surchargeNetMinor,
    discountNetMinor: order.discountNetMinor,
    shippingNetMinor: order.shippingNetMinor,
    carrierChosen: order.carrierId != null,
    taxMinor: order.taxMinor,
    totalGrossMinor: order.totalGrossMinor,
    taxes: order.taxes ?? [],
    adjustments: order.adjustments ?? [],
    lines: items.map((item) => ({
      position: item.position,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      unit: item.unitIdentifier,
      unitPriceNetMinor: item.unitPriceNetMinor,
      discountNetMinor: item.discountNetMinor ?? 0,
      surchargeNetMinor: item.surchargeNetMinor ?? 0,
      totalNetMinor: item.totalNetMinor,
      taxRate: item.taxRate,
      isGift: item.isGift ?? false,
      preliminaryDeliveryDate: item.preliminaryDeliveryDate ?? null,
      lineStatus: item.lineStatus,
    })),
  };
}

/**
 * The statement the order PDF and the confirmation mail show. Lines are shown before the order's discounts;
 * the recycling fee, shipping (dangerous-goods surcharge included) and payment fee are charges; the set discount
 * and each cart price rule or voucher is a discount with its label. A discount without a label (an order edited
 * in the back office) is listed as "discount"; should the stored totals still differ from the sum, the
 * difference is listed as "other", so the document never shows figures that do not add up.
 */
export function orderStatement(order: StatementOrderInput): OrderStatement {
  const lines = order.lines.map((line) => ({
    ...line,
    amountNetMinor: line.totalNetMinor + line.discountNetMinor,
  }));
  const itemsNetMinor = lines.reduce((sum, line) => sum + line.amountNetMinor, 0);
  const entries: StatementEntry[] = [];
  if (order.surchargeNetMinor !== 0) {
    entries.push({ kind: 'recycling_fee', label: null, amountNetMinor: order.surchargeNetMinor });
  }
  const rules = order.adjustments.filter((adjustment) => adjustment.kind === 'rule');
  for (const rule of rules) {
    if (rule.amountNetMinor !== 0) {
      entries.push({ kind: 'discount', label: rule.label || null, amountNetMinor: rule.amountNetMinor });
    }
  }
  const ruleDiscountMinor = -rules.reduce((sum, rule) => sum + rule.amountNetMinor, 0);
  if (order.discountNetMinor !== ruleDiscountMinor) {
    entries.push({
      kind: 'discount',
      label: null,
      amountNetMinor: -(order.discountNetMinor - ruleDiscountMinor),
    });
  }
  if (order.shippingNetMinor !== 0 || order.carrierChosen) {
    entries.push({ kind: 'shipping', label: null, amountNetMinor: order.shippingNetMinor });
  }
  for (const fee of order.adjustments.filter((adjustment) => adjustment.kind === 'payment_fee')) {
    if (fee.amountNetMinor !== 0) {
      entries.push({ kind: 'payment_fee', label: fee.label || null, amountNetMinor: fee.amountNetMinor });
    }
  }
  const summed = itemsNetMinor + entries.reduce((sum, entry) => sum + entry.amountNetMinor, 0);
  const difference = order.totalGrossMinor - order.taxMinor - summed;
  if (difference !== 0) entries.push({ kind: 'other', label: null, amountNetMinor: difference });
  return {
    currency: order.currency.trim(),
    lines,
    itemsNetMinor,
    entries,
    totalNetMinor: summed + difference,
    vat: order.taxes.map((tax) => ({ ...tax, grossMinor: tax.netMinor + tax.taxMinor })),
    taxMinor: order.taxMinor,
    totalGrossMinor: order.totalGrossMinor,
  };
}
