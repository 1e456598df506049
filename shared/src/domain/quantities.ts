/** Quantity limits (storefront spec §5, §9). */
export const QUANTITY_MIN = 0;
export const QUANTITY_MAX = 1e9;
export const CART_ITEM_QUANTITY_MIN = 1;

/** Storefront timings in milliseconds (storefront spec §9). */
export const UI_TIMINGS = {
  resizeDebounce: 200,
  scrollAnimation: 300,
  searchFocusDelay: 300,
  searchLoaderHideDelay: 300,
  spinnerRepeatDelay: 500,
  spinnerRepeatInterval: 100,
} as const;
export const SPINNER_BOOST_EVERY_STEPS = 10;
export const GALLERY_SCROLL_MIN_THUMBNAILS = 6;
export const GALLERY_SCROLL_MIN_WIDTH_PX = 768;
export const FIRE_SAFETY_SET_DISCOUNT_PERCENT = 10;
