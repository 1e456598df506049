import { searchCountText } from './live-search';

describe('search count text', () => {
  it('shows an exact count as it is and a lower bound with a plus', () => {
    expect(searchCountText(42, true)).toBe('42');
    expect(searchCountText(100, false)).toBe('100+');
  });
});
