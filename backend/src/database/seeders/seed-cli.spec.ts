import { parseArguments } from './seed-cli';

describe('seed command arguments', () => {
  it('reads the number of products and the reset flag', () => {
    expect(parseArguments(['--products', '1000000', '--reset'])).toEqual({
      products: 1_000_000,
      reset: true,
    });
    expect(parseArguments(['--products=2_000'])).toEqual({ products: 2000, reset: false });
    expect(parseArguments([])).toEqual({ reset: false });
  });

  it('rejects a missing or malformed number and unknown flags with the usage line', () => {
    expect(() => parseArguments(['--products'])).toThrow(/whole number.*Usage/);
    expect(() => parseArguments(['--products', '-5'])).toThrow(/whole number/);
    expect(() => parseArguments(['--products', 'lots'])).toThrow(/whole number/);
    expect(() => parseArguments(['--force'])).toThrow(/Unknown argument "--force"/);
  });
});
