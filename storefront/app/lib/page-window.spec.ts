import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('on page %i of %i shows %j', (page, pageCount, expected) => {
    expect(pageWindow(page, pageCount)).toEqual(expected);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
