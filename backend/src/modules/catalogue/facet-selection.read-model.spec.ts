import type { CategoryRow } from './catalogue-listing.read-model';
import type { FacetDto } from './dto/catalogue-shop.dto';
import { facetSelections, selectFacets } from './facet-selection.read-model';

const category = (id: number, parent_id: number | null): CategoryRow => ({
  id,
  parent_id,
  code: `c${id}`,
  image: null,
  product_count: 0,
  name: `Category ${id}`,
  slug: `c${id}`,
  description: '',
});

const facet = (param: FacetDto['param'], attribute: string | null = null, selected = false): FacetDto => ({
  param,
  attribute,
  label: attribute,
  unit: null,
  dataType: null,
  values: [{ value: 'x', label: 'x', count: 1, selected }],
});

const name = (group: FacetDto) => group.attribute ?? group.param;

describe('facet selection', () => {
  const categories = [category(1, null), category(2, 1), category(3, 2), category(4, null)];
  const counted = [
    facet('parentCategoryIds'),
    facet('brandIds'),
    facet('attributeIds', 'voltage'),
    facet('attributeIds', 'capacity'),
  ];
  const selections = facetSelections([
    {
      category_id: 1,
      facets: [
        { param: 'attributeIds', attribute: 'capacity' },
        { param: 'brandIds', attribute: null },
        { param: 'attributeIds', attribute: 'colour' },
      ],
    },
  ]);

  it("shows the filter's groups in its order, skipping groups without counted values", () => {
    expect(selectFacets(counted, 1, categories, selections).map(name)).toEqual(['capacity', 'brandIds']);
  });

  it("uses the nearest ancestor's filter for a category without one", () => {
    expect(selectFacets(counted, 3, categories, selections).map(name)).toEqual(['capacity', 'brandIds']);
  });

  it('shows every counted group where no filter applies', () => {
    expect(selectFacets(counted, 4, categories, selections)).toBe(counted);
    expect(selectFacets(counted, 1, categories, new Map())).toBe(counted);
  });

  it('keeps a group the shopper filters by after the configured ones', () => {
    const withActive = [...counted.slice(0, 2), facet('attributeIds', 'voltage', true), counted[3]!];
    expect(selectFacets(withActive, 2, categories, selections).map(name)).toEqual([
      'capacity',
      'brandIds',
      'voltage',
    ]);
  });
});
