import { GALLERY_SCROLL_MIN_THUMBNAILS, GALLERY_SCROLL_MIN_WIDTH_PX } from '@tradeshop/shared';

/** Whether the strip scrolls: more than five thumbnails in a window at least 768 px wide (storefront spec §9). */
export function thumbnailStripScrolls(thumbnails: number, windowWidth: number): boolean {
  return thumbnails >= GALLERY_SCROLL_MIN_THUMBNAILS && windowWidth >= GALLERY_SCROLL_MIN_WIDTH_PX;
}
