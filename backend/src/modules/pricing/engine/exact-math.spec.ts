import { distribute, divideRounded, fromScaled, multiplyMinor, percentOf, toScaled } from './exact-math';

describe('exact money and quantity math', () => {
  it.each([
    ['1', 1_000_000n],
    ['2.5', 2_500_000n],
    ['0.125', 125_000n],
    ['0.0000005', 1n],
    ['12.000', 12_000_000n],
    ['-3.5', -3_500_000n],
  ])('reads the decimal %s exactly', (text, scaled) => {
    expect(toScaled(text)).toBe(scaled);
  });

  it('refuses text that is not a number', () => {
    expect(() => toScaled('12abc')).toThrow(RangeError);
    expect(() => toScaled('')).toThrow(RangeError);
  });

  it('writes decimals back without float noise', () => {
    expect(fromScaled(toScaled('0.1') + toScaled('0.2'))).toBe('0.3');
    expect(fromScaled(toScaled('25.5'), 3)).toBe('25.500');
    expect(fromScaled(toScaled('25.500123'), 3)).toBe('25.500123');
  });

  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
  ])('rounds %s / %s half away from zero to %s', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it.each([
    [1999, '3', 5997],
    [1999, '2.5', 4998],
    [333, '0.333', 111],
    [1, '0.5', 1],
    [1005, '1.1', 1106],
  ])('prices %s minor units × %s as %s', (unit, quantity, total) => {
    expect(multiplyMinor(unit, quantity)).toBe(total);
  });

  it.each([
    ['25.5', 10000, 2550],
    ['10', 1999, 200],
    ['3', 1234, 37],
    ['50', 1, 1],
  ])('charges %s %% of %s minor units as %s', (percent, amount, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });

  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [500, 300, 200], [5, 3, 2]],
    [7, [0, 0], [4, 3]],
    [1, [1, 2], [0, 1]],
    [1000, [3333, 3333, 3334], [333, 333, 334]],
  ])('distributes %s over %j so the parts add up: %j', (total, weights, parts) => {
    const result = distribute(total, weights);
    expect(result).toEqual(parts);
    expect(result.reduce((a, b) => a + b, 0)).toBe(total);
  });
});
