import { listingHref, readListingFilters } from './listing-query';

describe('listing query', () => {
  const search = new URLSearchParams(
    'sort=name&brandIds=3&brandIds=7&attributeIds=voltage%3A1.5&page=4&store=se&stockStatusIds=in_stock',
  );

  it('reads every filter key with its repeated values', () => {
    expect(readListingFilters(search)).toEqual({
      brandIds: ['3', '7'],
      attributeIds: ['voltage:1.5'],
      stockStatusIds: ['in_stock'],
    });
  });

  it('removes one value of a filter and starts again from the first page', () => {
    expect(listingHref('/en/c/batteries', search, { remove: { param: 'brandIds', value: '3' } })).toBe(
      '/en/c/batteries?sort=name&brandIds=7&attributeIds=voltage%3A1.5&store=se&stockStatusIds=in_stock',
    );
  });

  it('clears every filter but keeps the sort order and the store', () => {
    expect(listingHref('/en/c/batteries', search, { clearFilters: true })).toBe(
      '/en/c/batteries?sort=name&store=se',
    );
  });

  it('keeps the filters when paging', () => {
    expect(listingHref('/en/c/batteries', new URLSearchParams('brandIds=3'), { page: 2 })).toBe(
      '/en/c/batteries?brandIds=3&page=2',
    );
    expect(listingHref('/en/c/batteries', new URLSearchParams('brandIds=3&page=2'), { page: 1 })).toBe(
      '/en/c/batteries?brandIds=3',
    );
  });
});
