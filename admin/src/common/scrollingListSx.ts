/**
 * For a `<List>` whose table may be wider than the screen: the list's main part takes zero width and grows to
 * fill, so a wide table scrolls in its wrapper instead of widening the page. Not the card: it must not clip the
 * bulk-actions toolbar, which slides over the list's own toolbar.
 */
export const scrollingListSx = {
  '& .RaList-main': { flex: 1, width: 0, minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;
