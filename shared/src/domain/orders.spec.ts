import { orderTypeOf } from './orders';

describe('order types by ERP code', () => {
  it.each([
    [9, 'ordinary'],
    [14, 'ordinary'],
    [21, 'sample'],
    [22, 'sample_credit'],
    [31, 'warranty'],
    [34, 'warranty'],
    [81, 'invoice_adjustment'],
    [86, 'invoice_adjustment'],
  ])('reads code %i as %s', (code, type) => {
    expect(orderTypeOf(code)).toBe(type);
  });

  it.each([8, 15, 20, 23, 35, 80, 87])('knows no order type for code %i', (code) => {
    expect(orderTypeOf(code)).toBeUndefined();
  });
});
