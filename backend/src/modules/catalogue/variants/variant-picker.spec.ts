import { buildVariantPicker, type VariantFamilyRow } from './variant-picker';

const v = (value: string | number, label: string | null = null) => ({ value, label });

/** A torch in two colour temperatures and two lengths, one combination missing. */
const family: VariantFamilyRow = {
  axes: [
    { code: 'colour_temperature', label: 'Colour temperature', unit: 'K' },
    { code: 'length', label: 'Length', unit: 'mm' },
  ],
  members: [
    { id: 1, slug: 'torch-3000-600', values: { colour_temperature: v(3000), length: v(600) } },
    { id: 2, slug: 'torch-4000-600', values: { colour_temperature: v(4000), length: v(600) } },
    { id: 3, slug: 'torch-3000-1200', values: { colour_temperature: v(3000), length: v(1200) } },
  ],
};

describe('buildVariantPicker', () => {
  it('offers every value of each axis in order, the current one selected', () => {
    const [colour, length] = buildVariantPicker(family, 1);
    expect(colour.options.map((option) => [option.value, option.current])).toEqual([
      ['3000', true],
      ['4000', false],
    ]);
    expect(length.options.map((option) => [option.value, option.current])).toEqual([
      ['600', true],
      ['1200', false],
    ]);
  });

  it('leads each value to the sibling that keeps the other axes as they are', () => {
    const [colour, length] = buildVariantPicker(family, 1);
    expect(colour.options[1].slug).toBe('torch-4000-600');
    expect(length.options[1].slug).toBe('torch-3000-1200');
  });

  it('marks a combination no sibling has as unavailable, without a link', () => {
    const [, length] = buildVariantPicker(family, 2);
    expect(length.options.find((option) => option.value === '1200')).toMatchObject({
      available: false,
      slug: null,
    });
  });

  it('uses the label of an enum value in the language', () => {
    const [axis] = buildVariantPicker(
      {
        axes: [{ code: 'colour', label: 'Väri', unit: null }],
        members: [
          { id: 1, slug: 'a', values: { colour: v('black', 'musta') } },
          { id: 2, slug: 'b', values: { colour: v('white', 'valkoinen') } },
        ],
      },
      2,
    );
    expect(axis.options.map((option) => option.label)).toEqual(['musta', 'valkoinen']);
  });

  it('offers nothing to a product outside a family, and leaves out a parent without axis values', () => {
    expect(buildVariantPicker(null, 1)).toEqual([]);
    const [axis] = buildVariantPicker(
      {
        axes: [{ code: 'pack_size', label: 'Pack size', unit: null }],
        members: [
          { id: 1, slug: 'parent', values: { pack_size: null } },
          { id: 2, slug: 'one', values: { pack_size: v(1) } },
          { id: 3, slug: 'four', values: { pack_size: v(4) } },
        ],
      },
      1,
    );
    expect(axis.options.map((option) => [option.value, option.current, option.available])).toEqual([
      ['1', false, true],
      ['4', false, true],
    ]);
  });
});
