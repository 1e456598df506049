import { isKnownTarget, mapRow } from './importer-targets';

const mapped = (target: string, value: string) =>
  mapRow(
    ['sku', 'cell'],
    ['SKU-1', value],
    [
      { column: 'sku', target: 'sku', transformations: [] },
      { column: 'cell', target, transformations: [] },
    ],
  ).patch;

describe('mapping a supplier row onto product fields', () => {
  it.each([
    ['12.50', 1250],
    ['12,50', 1250],
    ['12,5', 1250],
    ['1 250,50', 125050],
    ['1,250', 125000],
    ['1,250.75', 125075],
  ])('reads the price %s as %i cents', (text, minor) => {
    expect(mapped('price.fi', text).prices).toEqual({ fi: minor });
  });

  it('reads quantity breaks as a full list, with decimal commas in the prices', () => {
    expect(mapped('tiers.fi', '10:11.50 | 50:10,90').tiers).toEqual({
      fi: [
        { minQuantity: '10', priceMinor: 1150 },
        { minQuantity: '50', priceMinor: 1090 },
      ],
    });
    // an empty cell removes the breaks
    expect(mapped('tiers.fi', '').tiers).toEqual({ fi: [] });
    expect(() => mapped('tiers.fi', '10=11.50')).toThrow(
      "'10=11.50' is not a quantity break such as 10:1.20",
    );
    expect(() => mapped('tiers.fi', 'lots:1.00')).toThrow("'lots' is not a number");
  });

  it('reads further categories as a list of paths and a further unit by its factor', () => {
    expect(mapped('furtherCategories', 'Lamps > Work lamps; Batteries / AA').furtherCategoryPaths).toEqual([
      'Lamps > Work lamps',
      'Batteries / AA',
    ]);
    expect(mapped('unit.BOX', '12').units).toEqual({ BOX: '12' });
    expect(mapped('unit.BOX', '').units).toBeUndefined();
  });

  it('knows the prefixed fields and nothing else', () => {
    for (const target of ['tiers.fi', 'unit.BOX', 'price.int', 'attribute.voltage', 'furtherCategories'])
      expect(isKnownTarget(target)).toBe(true);
    for (const target of ['tiers.', 'units.BOX', 'unit.B/OX', 'furthercategories'])
      expect(isKnownTarget(target)).toBe(false);
  });
});
