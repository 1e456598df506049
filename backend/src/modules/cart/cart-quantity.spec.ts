import { DomainError } from '../../common/errors/domain-error';
import { acceptedQuantity, addQuantities, mergedQuantity } from './cart-quantity';

const boxOfTwelve = { unit_precision: 0, minimum_order_quantity: '12.000', minimum_order_override: false };
const metres = { unit_precision: 2, minimum_order_quantity: '1.000', minimum_order_override: true };

describe('cart quantities', () => {
  it('accepts a multiple of the minimum order quantity', () => {
    expect(acceptedQuantity('24', boxOfTwelve)).toBe('24');
  });

  it('refuses a quantity that is not a multiple of the minimum order quantity with the spec message', () => {
    expect(() => acceptedQuantity('13', boxOfTwelve)).toThrow(
      new DomainError('QUANTITY_INVALID', 'You can only add in increments of 12'),
    );
  });

  it('never lets a cart item go below 1', () => {
    expect(() => acceptedQuantity('0', metres)).toThrow('The quantity must be at least 1');
  });

  it('reads a comma as a decimal point', () => {
    expect(acceptedQuantity('2,25', metres)).toBe('2.25');
  });

  it('adds quantities exactly', () => {
    expect(addQuantities('0.1', '0.2')).toBe('0.3');
    expect(addQuantities('12.000', '24')).toBe('36');
  });

  it('raises a merged sum the rules refuse to the next allowed quantity', () => {
    expect(mergedQuantity('12', '24', boxOfTwelve)).toBe('36');
    expect(mergedQuantity('12', '5', boxOfTwelve)).toBe('24');
  });
});
