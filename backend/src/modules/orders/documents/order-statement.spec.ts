import { buildQuote } from '../../pricing/engine/build-quote';
import { card, cartRule, context, product, quoteData, voucher } from '../../pricing/engine/test-quote-data';
import type { CartQuote } from '../../pricing/pricing.port';
import { orderTotalsOf } from '../order-pricing';
import { orderStatement, type OrderStatement, type StatementOrderInput } from './order-statement';

/**
 * A cart of 12 smoke detectors with a recycling fee (0,35 € each) in the fire-safety set (10 % off) and 7 packs
 * of batteries at 8,43 €, with the voucher SAVE5 (5 % off), parcel freight 12,90 € and a 2,00 € invoice fee:
 * priced by the cart's own pricing code and stored as the checkout stores it.
 */
export function pricedOrder(): { quote: CartQuote; input: StatementOrderInput } {
  const detector = product({
    id: 1,
    surchargeCode: 'SER',
    storePriceMinor: '2490',
    storeSurchargeMinor: '35',
  });
  const batteries = product({ id: 2, storePriceMinor: '843' });
  const voucherRule = cartRule({
    id: 10,
    name: 'save5',
    labels: { en: 'Voucher SAVE5 (5 %)', fi: 'Kampanjakoodi SAVE5 (5 %)' },
    isVoucherRule: true,
    actions: [{ type: 'discount_percent', percent: '5' }],
  });
  const invoiceFee = {
    ...card,
    labels: { en: 'Invoice', fi: 'Lasku' },
    rules: [
      { name: 'fee', priority: 0, conditions: [], actions: [{ type: 'addition_amount', amountMinor: 200 }] },
    ],
  } as typeof card;
  const quote = buildQuote(
    quoteData({
      context: {
        ...context,
        carrierId: 1,
        paymentProviderId: 1,
        voucherCodes: ['SAVE5'],
        setDiscount: {
          name: 'fire-safety-set',
          label: 'Paloturvallisuuspaketti −10 %',
          percent: '10',
          items: [{ productId: 1, quantity: '12' }],
        },
      },
      lines: [
        { lineId: 1, productId: 1, quantity: '12', unitDefinitionId: 1 },
        { lineId: 2, productId: 2, quantity: '7', unitDefinitionId: 1 },
      ],
      products: new Map([
        [1, detector],
        [2, batteries],
      ]),
      cartPriceRules: [voucherRule],
      vouchers: [voucher({ code: 'SAVE5', ruleId: 10 })],
      paymentProviders: [invoiceFee],
    }),
  );
  const totals = orderTotalsOf(quote, quote.paymentOptions[0]!);
  const names = ['Savuilmaisin 10 v', 'AA-paristo 24-pack'];
  return {
    quote,
    input: {
      ...totals,
      currency: quote.currency,
      carrierChosen: true,
      lines: quote.lines.map((line, index) => ({
        position: index + 1,
        sku: `SKU-${line.productId}`,
        name: names[index] ?? 'Gift',
        quantity: line.quantity,
        unit: 'PCE',
        unitPriceNetMinor: line.unitPriceNetMinor,
        discountNetMinor: line.discountNetMinor,
        surchargeNetMinor: line.surchargeNetMinor,
        totalNetMinor: line.totalNetMinor,
        taxRate: line.taxRate,
        isGift: line.isGift,
        preliminaryDeliveryDate: null,
        lineStatus: 10,
      })),
    },
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function expectItAddsUp(statement: OrderStatement): void {
  expect(sum(statement.lines.map((line) => line.amountNetMinor))).toBe(statement.itemsNetMinor);
  expect(statement.itemsNetMinor + sum(statement.entries.map((entry) => entry.amountNetMinor))).toBe(
    statement.totalNetMinor,
  );
  expect(sum(statement.vat.map((line) => line.taxMinor))).toBe(statement.taxMinor);
  expect(statement.totalNetMinor + statement.taxMinor).toBe(statement.totalGrossMinor);
}

describe('the statement of an order (order PDF and confirmation mail)', () => {
  it('lists the recycling fee, the set discount, the voucher, freight and the payment fee, adding up to the total', () => {
    const { quote, input } = pricedOrder();
    const statement = orderStatement(input);

    // 12 × 24,90 and 7 × 8,43, each line once at its price: the discounts are listed below the lines.
    expect(statement.lines.map((line) => line.amountNetMinor)).toEqual([29_880, 5901]);
    expect(statement.itemsNetMinor).toBe(35_781);
    expect(statement.entries).toEqual([
      { kind: 'recycling_fee', label: null, amountNetMinor: 420 },
      { kind: 'discount', label: 'Paloturvallisuuspaketti −10 %', amountNetMinor: -2988 },
      { kind: 'discount', label: 'Kampanjakoodi SAVE5 (5 %)', amountNetMinor: expect.any(Number) },
      { kind: 'shipping', label: null, amountNetMinor: 1290 },
      { kind: 'payment_fee', label: 'Lasku', amountNetMinor: 200 },
    ]);
    expect(statement.entries[2]!.amountNetMinor).toBe(-(quote.discountNetMinor - 2988));
    expect(statement.totalGrossMinor).toBe(quote.totalGrossMinor);
    expectItAddsUp(statement);
  });

  it('lists a discount the order has no label for (an order edited in the back office) as a discount', () => {
    const { input } = pricedOrder();
    const fees = input.adjustments.filter((adjustment) => adjustment.kind === 'payment_fee');
    const statement = orderStatement({ ...input, adjustments: fees });
    expect(statement.entries.filter((entry) => entry.kind === 'discount')).toEqual([
      { kind: 'discount', label: null, amountNetMinor: -input.discountNetMinor },
    ]);
    expect(statement.entries.some((entry) => entry.kind === 'other')).toBe(false);
    expectItAddsUp(statement);
  });

  it('shows what the stored total differs by as its own row instead of figures that do not add up', () => {
    const { input } = pricedOrder();
    const statement = orderStatement({ ...input, totalGrossMinor: input.totalGrossMinor + 7 });
    expect(statement.entries.at(-1)).toEqual({ kind: 'other', label: null, amountNetMinor: 7 });
    expectItAddsUp(statement);
  });

  it('leaves out free shipping when no carrier was chosen, and shows it at 0 when one was', () => {
    const { input } = pricedOrder();
    const withoutCarrier = { ...input, shippingNetMinor: 0, carrierChosen: false };
    const shown = (order: StatementOrderInput) =>
      orderStatement(order).entries.filter((entry) => entry.kind === 'shipping');
    expect(shown({ ...withoutCarrier, totalGrossMinor: input.totalGrossMinor - 1290 - 329 })).toEqual([]);
    expect(shown({ ...withoutCarrier, carrierChosen: true })).toEqual([
      { kind: 'shipping', label: null, amountNetMinor: 0 },
    ]);
  });
});
