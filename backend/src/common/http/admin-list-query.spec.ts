import { DomainError } from '../errors/domain-error';
import { likeEscape, parseAdminListQuery } from './admin-list-query';

const SORTS = ['id', 'name'] as const;

describe('react-admin list query', () => {
  it('reads sort, range and filter as ra-data-simple-rest sends them', () => {
    const request = parseAdminListQuery(
      { sort: '["name","DESC"]', range: '[24,47]', filter: '{"q":"AA"}' },
      SORTS,
      'id',
    );
    expect(request).toEqual({
      sortField: 'name',
      sortOrder: 'desc',
      offset: 24,
      limit: 24,
      filter: { q: 'AA' },
    });
  });

  it('defaults to the first 25 rows in the default order', () => {
    expect(parseAdminListQuery({}, SORTS, 'id')).toMatchObject({ sortField: 'id', offset: 0, limit: 25 });
  });

  it.each([
    [{ sort: '["password","ASC"]' }, /sort must be/],
    [{ range: '[10,2]' }, /range must be/],
    [{ range: 'zero to ten' }, /range must be valid JSON/],
    [{ filter: '[1,2]' }, /filter must be an object/],
  ])('refuses %j with a readable reason', (query, message) => {
    expect(() => parseAdminListQuery(query, SORTS, 'id')).toThrow(DomainError);
    expect(() => parseAdminListQuery(query, SORTS, 'id')).toThrow(message);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
