import {
  fromMilli,
  invoiceVat,
  lineStatusFor,
  progressOf,
  quantityProblem,
  shareOf,
  shipmentEventsFor,
  splitGrossByVat,
  toMilli,
  vatBreakdown,
} from './fulfilment-rules';

describe('fulfilment rules', () => {
  it('reads quantities as exact thousandths and refuses anything else', () => {
    expect(toMilli('2')).toBe(2000);
    expect(toMilli('1.5')).toBe(1500);
    expect(toMilli('0.125')).toBe(125);
    expect(toMilli(3)).toBe(3000);
    expect(toMilli('1.2345')).toBeNaN();
    expect(toMilli('-1')).toBeNaN();
    expect(toMilli('abc')).toBeNaN();
    expect(fromMilli(1500)).toBe('1.500');
  });

  it.each([
    [[], 'none'],
    [[{ orderedMilli: 2000, doneMilli: 0 }], 'none'],
    [[{ orderedMilli: 2000, doneMilli: 1000 }], 'partial'],
    [
      [
        { orderedMilli: 2000, doneMilli: 2000 },
        { orderedMilli: 1000, doneMilli: 0 },
      ],
      'partial',
    ],
    [
      [
        { orderedMilli: 2000, doneMilli: 2000 },
        { orderedMilli: 1000, doneMilli: 1000 },
      ],
      'all',
    ],
  ] as const)('derives the progress of %j as %s', (lines, progress) => {
    expect(progressOf(lines)).toBe(progress);
  });

  it.each([
    ['new', 'none', []],
    ['new', 'partial', [{ type: 'PREPARE' }, { type: 'SHIP', complete: false }]],
    ['new', 'all', [{ type: 'PREPARE' }, { type: 'SHIP', complete: true }]],
    ['ready', 'partial', [{ type: 'SHIP', complete: false }]],
    ['partially_shipped', 'partial', [{ type: 'SHIP', complete: false }]],
    ['partially_shipped', 'all', [{ type: 'SHIP', complete: true }]],
    ['shipped', 'all', []],
    ['cancelled', 'partial', []],
  ] as const)('moves the order-level shipment state %s with %s shipped by %j', (state, progress, events) => {
    expect(shipmentEventsFor(state, progress)).toEqual(events);
  });

  it('sets a line fully shipped or invoiced to 60, partly shipped to 45, and never lowers a status', () => {
    expect(lineStatusFor(10, { orderedMilli: 2000, shippedMilli: 2000, invoicedMilli: 0 })).toBe(60);
    expect(lineStatusFor(10, { orderedMilli: 2000, shippedMilli: 1000, invoicedMilli: 0 })).toBe(45);
    expect(lineStatusFor(20, { orderedMilli: 2000, shippedMilli: 0, invoicedMilli: 2000 })).toBe(60);
    expect(lineStatusFor(20, { orderedMilli: 2000, shippedMilli: 0, invoicedMilli: 0 })).toBe(20);
    expect(lineStatusFor(60, { orderedMilli: 2000, shippedMilli: 1000, invoicedMilli: 0 })).toBe(60);
  });

  it('names what is wrong with a wanted quantity', () => {
    const line = { sku: 'AB-1', remainingMilli: 2000 };
    expect(quantityProblem(line, '1', 'ship')).toBeNull();
    expect(quantityProblem(line, '2', 'ship')).toBeNull();
    expect(quantityProblem(line, '0', 'ship')).toBe('The quantity for AB-1 must be more than 0');
    expect(quantityProblem(line, '3', 'ship')).toBe('Only 2 of AB-1 is left to ship');
    expect(quantityProblem({ sku: 'AB-1', remainingMilli: 0 }, '1', 'invoice')).toBe(
      'Nothing of AB-1 is left to invoice',
    );
    expect(quantityProblem(line, 'x', 'ship')).toMatch(/must be a number/);
  });

  it('gives the last part of a line what is left, so the parts add up to the line', () => {
    const first = shareOf(1000, 0, 1000, 3000, 3000);
    const second = shareOf(1000, first, 1000, 3000, 2000);
    const last = shareOf(1000, first + second, 1000, 3000, 1000);
    expect([first, second, last]).toEqual([333, 333, 334]);
    expect(first + second + last).toBe(1000);
  });

  it('sums invoice lines per VAT rate', () => {
    expect(
      vatBreakdown([
        { taxRate: '25.500', netMinor: 1000, taxMinor: 255 },
        { taxRate: '14.000', netMinor: 500, taxMinor: 70 },
        { taxRate: '25.5', netMinor: 200, taxMinor: 51 },
      ]),
    ).toEqual([
      { rate: '14', netMinor: 500, taxMinor: 70 },
      { rate: '25.5', netMinor: 1200, taxMinor: 306 },
    ]);
  });

  it('splits a refund over the VAT rates as on the order, to the cent', () => {
    const orderVat = [
      { rate: '25.5', netMinor: 10000, taxMinor: 2550 },
      { rate: '14', netMinor: 5000, taxMinor: 700 },
    ];
    const split = splitGrossByVat(1001, orderVat);
    expect(split.reduce((sum, line) => sum + line.netMinor + line.taxMinor, 0)).toBe(1001);
    expect(split).toEqual([
      { rate: '25.5', netMinor: 548, taxMinor: 140 },
      { rate: '14', netMinor: 275, taxMinor: 38 },
    ]);
    const whole = splitGrossByVat(18250, orderVat);
    expect(whole).toEqual([
      { rate: '25.5', netMinor: 10000, taxMinor: 2550 },
      { rate: '14', netMinor: 5000, taxMinor: 700 },
    ]);
    expect(splitGrossByVat(0, orderVat)).toEqual([]);
  });

  it("states an invoice's VAT per rate on its net, and lets the invoice completing the order take the rest", () => {
    // Lines of 3.37 and 0.12 at 25.5 %: each line's own rounding (0.86 + 0.03) is not the invoice's VAT.
    const first = invoiceVat(
      [
        { taxRate: '25.500', netMinor: 337, taxMinor: 86 },
        { taxRate: '25.5', netMinor: 12, taxMinor: 2 },
      ],
      null,
    );
    expect(first).toEqual([{ rate: '25.5', netMinor: 349, taxMinor: 89 }]);
    // The order: 6.75 net, 1.72 VAT; the last invoice (3.26 net) takes 1.72 - 0.89 = 0.83.
    const last = invoiceVat([{ taxRate: '25.5', netMinor: 326, taxMinor: 83 }], {
      orderVat: [{ rate: '25.5', taxMinor: 172 }],
      invoicedVat: first,
    });
    expect(last).toEqual([{ rate: '25.5', netMinor: 326, taxMinor: 83 }]);
    expect(first[0]!.taxMinor + last[0]!.taxMinor).toBe(172);
  });
});
