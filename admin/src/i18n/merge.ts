import type { TranslationMessages } from 'react-admin';

type Tree = { [key: string]: string | Tree };

/** `base` with `over`'s texts laid on top, key by key: whatever a catalogue does not translate stays English. */
export function mergeCatalogues(base: TranslationMessages, over: Tree): TranslationMessages {
  const merge = (left: Tree, right: Tree): Tree =>
    Object.fromEntries(
      [...new Set([...Object.keys(left), ...Object.keys(right)])].map((key) => {
        const [a, b] = [left[key], right[key]];
        if (b === undefined) return [key, a as string | Tree];
        if (typeof a === 'object' && typeof b === 'object') return [key, merge(a, b)];
        return [key, b];
      }),
    );
  return merge(base as unknown as Tree, over) as unknown as TranslationMessages;
}
