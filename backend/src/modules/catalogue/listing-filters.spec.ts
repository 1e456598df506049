import type { CategoryRow, FilterableAttributeRow } from './catalogue-listing.read-model';
import { activeFilters, attributeDefinitions, buildFacets, resolveListingFilters } from './listing-filters';

const category = (id: number, parent: number | null, name: string): CategoryRow => ({
  id,
  parent_id: parent,
  code: `c${id}`,
  image: null,
  product_count: 0,
  name,
  slug: `c${id}`,
  description: '',
});

const CATEGORIES = [
  category(1, null, 'Batteries'),
  category(2, 1, 'Alkaline'),
  category(3, 2, 'AA'),
  category(4, null, 'Lamps'),
];

const attribute = (
  row: Partial<FilterableAttributeRow> & Pick<FilterableAttributeRow, 'code' | 'data_type'>,
) => ({
  family_id: 1,
  unit: null,
  label: row.code,
  options: null,
  option_labels: {},
  ...row,
});

const ATTRIBUTES = attributeDefinitions([
  attribute({ code: 'voltage', data_type: 'decimal', unit: 'V', label: 'Voltage' }),
  attribute({
    code: 'chemistry',
    data_type: 'enum',
    options: ['alkaline', 'lithium'],
    option_labels: { alkaline: 'Alkali' },
  }),
  attribute({ code: 'rechargeable', data_type: 'boolean' }),
  attribute({ code: 'size', data_type: 'enum', options: ['AA'] }),
  attribute({ code: 'size', data_type: 'text', family_id: 2 }),
]);

const NONE = {
  parentCategoryIds: [],
  brandIds: [],
  productLineIds: [],
  stockStatusIds: [],
  attributeIds: [],
};

describe('resolveListingFilters', () => {
  it('writes numbers as PostgreSQL writes the stored value and keeps options and yes/no as given', () => {
    const filters = resolveListingFilters(
      {
        ...NONE,
        attributeIds: ['voltage:1.50', 'chemistry:alkaline', 'rechargeable:true', 'size:10 x 10 cm'],
      },
      1,
      CATEGORIES,
      ATTRIBUTES,
    );
    expect(filters.attributeCodes).toEqual(['voltage', 'chemistry', 'rechargeable', 'size']);
    expect(filters.attributeValues).toEqual(['1.5', 'alkaline', 'true', '10 x 10 cm']);
  });

  it('takes a subcategory with everything below it', () => {
    const filters = resolveListingFilters({ ...NONE, parentCategoryIds: [2] }, 1, CATEGORIES, ATTRIBUTES);
    expect(filters.categoryIds).toEqual([2, 3]);
  });

  it.each([
    [{ attributeIds: ['wattage:5'] }, "attributeIds: no filterable attribute is called 'wattage'"],
    [
      { attributeIds: ['chemistry:plutonium'] },
      "attributeIds: chemistry cannot be 'plutonium'; it takes alkaline, lithium",
    ],
    [
      { attributeIds: ['rechargeable:yes'] },
      "attributeIds: rechargeable cannot be 'yes'; it takes true or false",
    ],
    [{ parentCategoryIds: [4] }, 'parentCategoryIds: 4 is not a subcategory of this category'],
    [{ parentCategoryIds: [1] }, 'parentCategoryIds: 1 is not a subcategory of this category'],
  ])('refuses %j', (query, message) => {
    expect(() => resolveListingFilters({ ...NONE, ...query }, 1, CATEGORIES, ATTRIBUTES)).toThrow(message);
  });
});

describe('buildFacets', () => {
  it('orders values, names options, adds subcategory counts and keeps a selected value without matches', () => {
    const query = { ...NONE, attributeIds: ['chemistry:lithium'] };
    const filters = resolveListingFilters(query, 1, CATEGORIES, ATTRIBUTES);
    const facets = buildFacets(
      [
        { facet: 'total', attribute: null, value: null, name: null, count: 0 },
        { facet: 'category', attribute: null, value: '3', name: null, count: 4 },
        { facet: 'attribute', attribute: 'voltage', value: '12', name: null, count: 1 },
        { facet: 'attribute', attribute: 'voltage', value: '1.5', name: null, count: 3 },
        { facet: 'attribute', attribute: 'chemistry', value: 'alkaline', name: null, count: 4 },
      ],
      { categoryId: 1, categories: CATEGORIES, attributes: ATTRIBUTES, query, filters },
    );
    expect(facets.map((facet) => [facet.param, facet.attribute])).toEqual([
      ['parentCategoryIds', null],
      ['attributeIds', 'voltage'],
      ['attributeIds', 'chemistry'],
    ]);
    expect(facets[0]?.values).toEqual([{ value: '2', label: 'Alkaline', count: 4, selected: false }]);
    expect(facets[1]?.values.map((value) => value.value)).toEqual(['voltage:1.5', 'voltage:12']);
    expect(facets[2]?.values).toEqual([
      { value: 'chemistry:alkaline', label: 'Alkali', count: 4, selected: false },
      { value: 'chemistry:lithium', label: 'lithium', count: 0, selected: true },
    ]);
    expect(activeFilters(facets, query)).toEqual([
      expect.objectContaining({ param: 'attributeIds', value: 'chemistry:lithium', facetLabel: 'chemistry' }),
    ]);
  });
});
