import {
  checkQuantity,
  lowestQuantity,
  nextQuantityDown,
  nextQuantityUp,
  normaliseQuantity,
  quantityIncrement,
  spinnerBoostFactor,
  type QuantityRules,
} from './quantities';

const pieces: QuantityRules = { precision: 0, minimumOrderQuantity: '1.000', minimumOrderOverride: false };
const dozens: QuantityRules = { precision: 0, minimumOrderQuantity: '12.000', minimumOrderOverride: false };
const dozensOverridden: QuantityRules = { ...dozens, minimumOrderOverride: true };
const cableByHalfMetre: QuantityRules = {
  precision: 1,
  minimumOrderQuantity: '0.500',
  minimumOrderOverride: false,
};
const kilograms: QuantityRules = { precision: 3, minimumOrderQuantity: '0.1', minimumOrderOverride: false };

describe('normalising a typed quantity when the field is left', () => {
  it.each([
    ['2,5', 1, '2.5'],
    ['2,55', 1, '2.6'],
    ['2,54', 1, '2.5'],
    ['2,5', 0, '3'],
    ['2.4', 0, '2'],
    ['', 0, '0'],
    ['   ', 2, '0'],
    [' 7 ', 0, '7'],
    ['0.1236', 3, '0.124'],
    ['-4', 0, '0'],
    ['2000000000', 0, '1000000000'],
    ['1000000000.4', 0, '1000000000'],
    ['.5', 1, '0.5'],
    ['3.', 0, '3'],
  ])('turns %j at precision %i into %s', (input, precision, expected) => {
    expect(normaliseQuantity(input, { precision })).toBe(expected);
  });

  it.each(['abc', '1e3', '1,2,3', '1.2.3', '12 pcs', '.', '+', '0x10'])(
    'rejects %j as not a number',
    (input) => {
      expect(normaliseQuantity(input, { precision: 2 })).toBeNull();
    },
  );

  it('adds decimals exactly, without floating-point drift', () => {
    expect(normaliseQuantity(0.1 + 0.2, { precision: 3 })).toBe('0.3');
    expect(
      nextQuantityUp('0.2', {
        precision: 1,
        minimumOrderQuantity: '0.1',
        minimumOrderOverride: false,
        allowZero: true,
      }),
    ).toBe('0.3');
  });
});

describe('checking a quantity against the product rules', () => {
  it.each<[string, QuantityRules, string, string]>([
    ['a multiple of the minimum order quantity', dozens, '24', '24'],
    ['the minimum order quantity itself', dozens, '12', '12'],
    ['a decimal multiple with a comma', cableByHalfMetre, '1,5', '1.5'],
    ['any whole quantity when the minimum order is overridden', dozensOverridden, '5', '5'],
    ['the largest quantity', pieces, '1000000000', '1000000000'],
    ['a quantity rounded onto a multiple', cableByHalfMetre, '2.04', '2'],
  ])('accepts %s', (_case, rules, input, quantity) => {
    expect(checkQuantity(input, rules)).toEqual({ valid: true, quantity });
  });

  it.each<[string, QuantityRules, string, string, string]>([
    ['a quantity that is not a multiple of the minimum order quantity', dozens, '13', '13', '12'],
    ['a decimal that is not a multiple of half a metre', cableByHalfMetre, '1.7', '1.7', '0.5'],
    ['a quantity whose rounding lands between multiples', dozens, '12.6', '13', '12'],
    ['a quantity that is not a multiple of 0.1 kg', kilograms, '0.25', '0.25', '0.1'],
  ])('rejects %s and names the increment', (_case, rules, input, quantity, increment) => {
    expect(checkQuantity(input, rules)).toEqual({
      valid: false,
      quantity,
      problem: { code: 'QUANTITY_NOT_A_MULTIPLE', increment },
    });
  });

  it('needs a multiple on the unit step when the minimum order has more decimals than the unit', () => {
    const halfPacks: QuantityRules = {
      precision: 0,
      minimumOrderQuantity: '2.5',
      minimumOrderOverride: false,
    };
    expect(quantityIncrement(halfPacks)).toBe('5');
    expect(checkQuantity('10', halfPacks).valid).toBe(true);
    expect(checkQuantity('3', halfPacks)).toMatchObject({ problem: { increment: '5' } });
  });

  it('never lets a cart item go below 1', () => {
    expect(checkQuantity('0', pieces)).toEqual({
      valid: false,
      quantity: '0',
      problem: { code: 'QUANTITY_BELOW_MINIMUM', minimum: '1' },
    });
    expect(checkQuantity('', dozens)).toMatchObject({
      problem: { code: 'QUANTITY_BELOW_MINIMUM', minimum: '12' },
    });
    expect(checkQuantity('0.5', cableByHalfMetre)).toMatchObject({
      problem: { code: 'QUANTITY_BELOW_MINIMUM', minimum: '1' },
    });
    expect(checkQuantity('-3', pieces)).toMatchObject({ problem: { code: 'QUANTITY_BELOW_MINIMUM' } });
  });

  it('lets an editor that may stay empty keep 0, but not a negative quantity', () => {
    const quickOrderLine = { ...dozens, allowZero: true };
    expect(checkQuantity('', quickOrderLine)).toEqual({ valid: true, quantity: '0' });
    expect(checkQuantity('-12', quickOrderLine)).toMatchObject({
      problem: { code: 'QUANTITY_BELOW_MINIMUM', minimum: '0' },
    });
  });

  it('refuses more than 1e9, naming the largest multiple that fits', () => {
    expect(checkQuantity('1000000001', pieces)).toEqual({
      valid: false,
      quantity: '1000000000',
      problem: { code: 'QUANTITY_ABOVE_MAXIMUM', maximum: '1000000000' },
    });
    expect(checkQuantity('2000000000', dozens)).toMatchObject({ problem: { maximum: '999999996' } });
  });

  it('refuses text that is not a number', () => {
    expect(checkQuantity('twelve', dozens)).toEqual({
      valid: false,
      quantity: null,
      problem: { code: 'QUANTITY_NOT_A_NUMBER' },
    });
  });

  it('refuses product data no quantity could satisfy', () => {
    expect(() => checkQuantity('1', { ...pieces, precision: 7 })).toThrow(RangeError);
    expect(() => checkQuantity('1', { ...pieces, minimumOrderQuantity: '0' })).toThrow(RangeError);
  });
});

describe('the spinner', () => {
  it.each<[string, QuantityRules, string, string]>([
    ['adds the minimum order quantity to a multiple', dozens, '12', '24'],
    ['rounds up to the next multiple', dozens, '13', '24'],
    ['starts at the minimum from an empty field', dozens, '', '12'],
    ['starts at the minimum from text that is not a number', dozens, 'abc', '12'],
    ['adds half a metre', cableByHalfMetre, '1', '1.5'],
    ['adds one piece when the minimum order is overridden', dozensOverridden, '12', '13'],
    ['stops at the largest multiple within 1e9', dozens, '999999996', '999999996'],
  ])('"+" %s', (_case, rules, current, expected) => {
    expect(nextQuantityUp(current, rules)).toBe(expected);
  });

  it.each<[string, QuantityRules, string, string]>([
    ['takes off the minimum order quantity', dozens, '36', '24'],
    ['rounds down to the previous multiple', dozens, '30', '24'],
    ['never goes below the minimum order quantity', dozens, '12', '12'],
    ['lifts a quantity below the minimum up to it', dozens, '5', '12'],
    ['goes down to one step when the minimum order is overridden', dozensOverridden, '2', '1'],
    ['keeps a cart item at 1 metre at least', cableByHalfMetre, '1.5', '1'],
    ['stops at one increment in an editor that may stay empty', { ...dozens, allowZero: true }, '12', '12'],
  ])('"−" %s', (_case, rules, current, expected) => {
    expect(nextQuantityDown(current, rules)).toBe(expected);
  });

  it('moves several increments at once when boosted', () => {
    expect(nextQuantityUp('12', dozens, 10)).toBe('132');
    expect(nextQuantityUp('13', dozens, 10)).toBe('132');
    expect(nextQuantityDown('132', dozens, 10)).toBe('12');
    expect(nextQuantityDown('132', dozens, 100)).toBe('12');
  });

  it('starts an editor at the smallest quantity the cart accepts', () => {
    expect(lowestQuantity(dozens)).toBe('12');
    expect(lowestQuantity(cableByHalfMetre)).toBe('1');
    expect(lowestQuantity(dozensOverridden)).toBe('1');
  });

  it.each([
    [0, 1],
    [9, 1],
    [10, 10],
    [19, 10],
    [20, 100],
    [30, 1000],
    [500, 1000],
  ])('moves after %i repeats by %i increments at a time', (repeats, factor) => {
    expect(spinnerBoostFactor(repeats)).toBe(factor);
  });
});
