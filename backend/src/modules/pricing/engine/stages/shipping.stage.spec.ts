import type { CarrierRow } from '../../pricing.repository';
import { facts } from '../test-facts';
import { context, parcel, product, quoteData, quoteLine } from '../test-quote-data';
import { quoteShipping } from './shipping.stage';

const pallet: CarrierRow = {
  ...parcel,
  id: 2,
  identifier: 'pallet',
  acceptsDangerousGoods: true,
  refusedUnNumbers: ['UN3481'],
  dangerousGoodsSurchargeMinor: '1500',
  position: 1,
  rules: [
    { name: 'all', priority: 0, conditions: [], actions: [{ type: 'shipping_price', amountMinor: 8900 }] },
  ],
};

const courier: CarrierRow = {
  ...parcel,
  id: 3,
  identifier: 'courier',
  acceptsDangerousGoods: true,
  dangerousGoodsSurchargeMinor: '2500',
  position: 2,
  rules: [
    {
      name: 'free from 500',
      priority: 0,
      conditions: [{ type: 'amount', minMinor: 50_000 }],
      actions: [{ type: 'shipping_price', amountMinor: 0 }],
    },
    { name: 'all', priority: 1, conditions: [], actions: [{ type: 'shipping_price', amountMinor: 2000 }] },
  ],
};

const carriers = [parcel, pallet, courier];

function cart(
  overrides: {
    lineUn?: string | null;
    giftUn?: string | null;
    freeShipping?: boolean;
    amountMinor?: number;
  } = {},
) {
  return {
    lines: [quoteLine({ product: product({ unNumber: overrides.lineUn ?? null }) })],
    gifts:
      overrides.giftUn === undefined
        ? []
        : [{ product: product({ id: 99, unNumber: overrides.giftUn }), ruleName: 'gift' }],
    freeShipping: overrides.freeShipping ?? false,
    factsAfterDiscounts: facts({ amountMinor: overrides.amountMinor ?? 20_000 }),
  };
}

describe('the shipping of a quote', () => {
  it.each<[string, Parameters<typeof cart>[0], [number, number, number][]]>([
    [
      'no dangerous goods: every carrier, cheapest first',
      {},
      [
        [1, 1290, 0],
        [3, 2000, 0],
        [2, 8900, 0],
      ],
    ],
    [
      'a UN number that is not a lithium battery: every carrier',
      { lineUn: 'UN1234' },
      [
        [1, 1290, 0],
        [3, 2000, 0],
        [2, 8900, 0],
      ],
    ],
    [
      'a lithium battery however written: the carriers that take it, with their surcharge',
      { lineUn: ' un3480' },
      [
        [3, 4500, 2500],
        [2, 10_400, 1500],
      ],
    ],
    [
      'a gift that is a refused lithium battery: only the carrier that takes it',
      { giftUn: 'UN3481' },
      [[3, 4500, 2500]],
    ],
    [
      'free shipping with a lithium battery: the surcharge stays',
      { lineUn: 'UN3480', freeShipping: true },
      [
        [2, 1500, 1500],
        [3, 2500, 2500],
      ],
    ],
    [
      "a rule's amount compared after the cart's discounts",
      { amountMinor: 50_000 },
      [
        [3, 0, 0],
        [1, 1290, 0],
        [2, 8900, 0],
      ],
    ],
  ])('offers for %s', (_case, overrides, expected) => {
    const shipping = quoteShipping(cart(overrides), quoteData({ carriers }));
    expect(
      shipping.prices.map((price) => [
        price.carrierId,
        price.priceNetMinor,
        price.dangerousGoodsSurchargeMinor,
      ]),
    ).toEqual(expected);
  });

  it.each<[string, CarrierRow[], number | null, number | null, number]>([
    ["the shopper's carrier", carriers, 2, 2, 8900],
    ["the cheapest when the shopper's carrier may not take the cart", carriers, 9, 1, 1290],
    ['the cheapest when none is chosen', carriers, null, 1, 1290],
    ['none when no carrier may take the cart', [], 2, null, 0],
  ])('selects %s', (_case, offered, chosen, selected, shippingNetMinor) => {
    const shipping = quoteShipping(
      cart(),
      quoteData({ carriers: offered, context: { ...context, carrierId: chosen } }),
    );
    expect([shipping.selected?.carrierId ?? null, shipping.shippingNetMinor]).toEqual([
      selected,
      shippingNetMinor,
    ]);
  });
});
