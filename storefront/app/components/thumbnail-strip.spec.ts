import { thumbnailStripScrolls } from './thumbnail-strip';

describe('thumbnail strip (storefront spec §9)', () => {
  it.each([
    [5, 1280, false],
    [6, 1280, true],
    [6, 768, true],
    [6, 767, false],
    [12, 375, false],
  ])('with %i thumbnails in a window %i px wide scrolls: %s', (thumbnails, width, scrolls) => {
    expect(thumbnailStripScrolls(thumbnails, width)).toBe(scrolls);
  });
});
