import {
  axisDefinitionProblems,
  familyAxisProblems,
  inheritableFields,
  inheritedFields,
  parseVariantField,
} from './variant-fields';

const lamp = (id: number, attributes: Record<string, string | number | boolean>) => ({
  id,
  sku: `LMP-${id}`,
  attributes,
});

describe('variant axes', () => {
  it('accepts one to three attributes of the family, each once', () => {
    expect(axisDefinitionProblems(['colour_temperature'], ['lumen', 'colour_temperature'])).toEqual([]);
    expect(axisDefinitionProblems([], ['lumen'])).toEqual([
      { field: 'axes', reason: 'name at least one variant axis' },
    ]);
    expect(axisDefinitionProblems(['voltage'], ['lumen'])[0]?.reason).toMatch(/not an attribute/);
    expect(axisDefinitionProblems(['lumen', 'lumen'], ['lumen'])[0]?.reason).toMatch(/named twice/);
    expect(axisDefinitionProblems(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd'])[0]?.reason).toMatch(/three/);
  });

  it('refuses two variants with the same values on the axes', () => {
    const problems = familyAxisProblems(
      ['colour_temperature', 'socket'],
      [
        lamp(1, { colour_temperature: 3000, socket: 'E27' }),
        lamp(2, { colour_temperature: 4000, socket: 'E27' }),
        lamp(3, { colour_temperature: 3000, socket: 'E27', lumen: 900 }),
      ],
    );
    expect(problems).toEqual([
      { field: 'attributes', reason: 'LMP-3 has the same colour_temperature, socket as LMP-1' },
    ]);
  });

  it('accepts variants that differ on one axis only', () => {
    expect(
      familyAxisProblems(
        ['colour_temperature', 'socket'],
        [
          lamp(1, { colour_temperature: 3000, socket: 'E27' }),
          lamp(2, { colour_temperature: 3000, socket: 'E14' }),
        ],
      ),
    ).toEqual([]);
  });

  it('refuses a variant without a value on an axis', () => {
    expect(
      familyAxisProblems(['pack_size'], [lamp(1, { pack_size: 4 }), lamp(2, { pack_size: '  ' })]),
    ).toEqual([{ field: 'attributes.pack_size', reason: 'LMP-2 has no value for pack_size' }]);
  });
});

describe('inherited fields', () => {
  const parent = {
    storeCodes: ['se', 'fi'],
    attributeCodes: ['lumen', 'colour_temperature'],
    axes: ['colour_temperature'],
  };

  it('lists columns, texts in seven languages, prices of the stores, attributes but never an axis, media and units', () => {
    const fields = inheritableFields(parent);
    expect(fields).toEqual(
      expect.arrayContaining([
        'brand',
        'name.fi',
        'description.it',
        'price.fi',
        'price.se',
        'media',
        'units',
      ]),
    );
    expect(fields).toContain('attributes.lumen');
    expect(fields).not.toContain('attributes.colour_temperature');
    expect(fields.filter((field) => field.startsWith('name.'))).toHaveLength(7);
  });

  it('leaves out what the variant overrides', () => {
    const fields = inheritedFields(parent, ['name.fi', 'price.se']);
    expect(fields).not.toContain('name.fi');
    expect(fields).not.toContain('price.se');
    expect(fields).toContain('name.sv');
  });

  it('parses the keys of inherited fields and nothing else', () => {
    expect(parseVariantField('grossWeight')).toEqual({
      kind: 'column',
      key: 'grossWeight',
      column: 'gross_weight',
    });
    expect(parseVariantField('name.sv')).toMatchObject({ kind: 'text', locale: 'sv' });
    expect(parseVariantField('name.xx')).toBeNull();
    expect(parseVariantField('sku')).toBeNull();
    expect(parseVariantField('attributes.pack_size', ['pack_size'])).toBeNull();
    expect(parseVariantField('price.fi')).toEqual({ kind: 'price', key: 'price.fi', store: 'fi' });
    expect(parseVariantField('units')).toEqual({ kind: 'units', key: 'units' });
  });
});
