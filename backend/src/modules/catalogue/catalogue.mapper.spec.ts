import { buildCategoryTree, toMoney } from './catalogue.mapper';
import type { CategoryRow } from './catalogue-listing.read-model';

const row = (id: number, parent: number | null, name: string): CategoryRow => ({
  id,
  parent_id: parent,
  code: name.toLowerCase(),
  image: null,
  product_count: id,
  name,
  slug: name.toLowerCase(),
  description: '',
});

describe('catalogue mapping', () => {
  it('nests categories under their parents and keeps the given order', () => {
    const tree = buildCategoryTree([
      row(1, null, 'Batteries'),
      row(2, null, 'Lamps'),
      row(3, 1, 'Alkaline'),
      row(4, 1, 'Lithium'),
    ]);
    expect(tree.map((node) => node.name)).toEqual(['Batteries', 'Lamps']);
    expect(tree[0]?.children.map((node) => node.name)).toEqual(['Alkaline', 'Lithium']);
    expect(tree[1]?.children).toEqual([]);
  });

  it('keeps money in integer minor units', () => {
    expect(toMoney('129900', 'NOK')).toEqual({ amountMinor: 129900, currency: 'NOK' });
    expect(toMoney(null, 'EUR')).toBeNull();
  });
});
