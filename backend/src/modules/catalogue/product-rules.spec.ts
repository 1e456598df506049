import { DomainError } from '../../common/errors/domain-error';
import { checkAttributes, slugOf, tierProblems, type AttributeDefinition } from './product-rules';

const definitions: AttributeDefinition[] = [
  { code: 'voltage', dataType: 'decimal', unit: 'V', options: null },
  { code: 'cells', dataType: 'integer', unit: null, options: null },
  { code: 'chemistry', dataType: 'enum', unit: null, options: ['alkaline', 'lithium'] },
  { code: 'rechargeable', dataType: 'boolean', unit: null, options: null },
  { code: 'note', dataType: 'text', unit: null, options: null },
];

function refusal(values: Record<string, unknown>): DomainError {
  try {
    checkAttributes(definitions, values);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the values were accepted');
}

describe('technical attributes checked against the family', () => {
  it('accepts a value of each type and drops empty ones', () => {
    expect(
      checkAttributes(definitions, {
        voltage: 1.5,
        cells: 4,
        chemistry: 'lithium',
        rechargeable: false,
        note: 'Long life',
      }),
    ).toEqual({ voltage: 1.5, cells: 4, chemistry: 'lithium', rechargeable: false, note: 'Long life' });
    expect(checkAttributes(definitions, { voltage: '', note: null })).toEqual({});
  });

  it('refuses a number given as text, naming the unit', () => {
    const error = refusal({ voltage: '1.5 volts' });
    expect(error.code).toBe('PRODUCT_INVALID');
    expect(error.details).toEqual([{ field: 'attributes.voltage', reason: 'must be a number (in V)' }]);
  });

  it('refuses a decimal where a whole number is defined', () => {
    expect(refusal({ cells: 2.5 }).details?.[0]?.reason).toBe('must be a whole number');
  });

  it('refuses an enum value that is not one of the options, listing them', () => {
    expect(refusal({ chemistry: 'zinc' }).message).toBe(
      'attributes.chemistry: must be one of alkaline, lithium',
    );
  });

  it('refuses an attribute the family does not define and a non-boolean yes/no', () => {
    const error = refusal({ lumen: 800, rechargeable: 'yes' });
    expect(error.details?.map((detail) => detail.field)).toEqual([
      'attributes.lumen',
      'attributes.rechargeable',
    ]);
  });
});

describe('list-price breaks', () => {
  it('accepts breaks at multiples of the minimum order quantity', () => {
    expect(
      tierProblems(
        [
          { minQuantity: '10', priceMinor: 90 },
          { minQuantity: '50', priceMinor: 80 },
        ],
        '5',
        false,
        'prices.0.tiers',
      ),
    ).toEqual([]);
  });

  it('refuses a break that is not a multiple of the minimum order quantity, unless overridden', () => {
    const tiers = [{ minQuantity: '12', priceMinor: 90 }];
    expect(tierProblems(tiers, '5', false, 'prices.0.tiers')).toEqual([
      { field: 'prices.0.tiers.0.minQuantity', reason: 'must be a multiple of the minimum order quantity 5' },
    ]);
    expect(tierProblems(tiers, '5', true, 'prices.0.tiers')).toEqual([]);
  });

  it('refuses a break at 1 or below and the same quantity twice', () => {
    const problems = tierProblems(
      [
        { minQuantity: '1', priceMinor: 90 },
        { minQuantity: '10', priceMinor: 80 },
        { minQuantity: '10.000', priceMinor: 70 },
      ],
      '1',
      false,
      'tiers',
    );
    expect(problems.map((problem) => problem.field)).toEqual(['tiers.0.minQuantity', 'tiers.2.minQuantity']);
  });
});

describe('slugs', () => {
  it('is made from the name when empty, and kept when given', () => {
    expect(slugOf('', 'Pölynimuri AA-paristo 4 kpl')).toBe('polynimuri-aa-paristo-4-kpl');
    expect(slugOf(undefined, 'Brandsläckare 6 kg')).toBe('brandslackare-6-kg');
    expect(slugOf(' my-slug ', 'Anything')).toBe('my-slug');
  });
});
