import { SHOP_MESSAGES } from './shop-catalogues';

/** The dotted paths of every text message of the storefront (`minicart.button`); plural messages are not texts. */
function textPaths(node: unknown, prefix: string, into: string[]): string[] {
  if (typeof node === 'string') into.push(prefix);
  else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [name, child] of Object.entries(node))
      textPaths(child, prefix ? `${prefix}.${name}` : name, into);
  }
  return into;
}

/**
 * The keys a store wording override may name: a text message of the storefront's catalogues. Every language's
 * catalogue has the same shape, so the English one answers for all.
 */
export const SHOP_MESSAGE_KEYS: ReadonlySet<string> = new Set(textPaths(SHOP_MESSAGES.en, '', []));

export function isShopMessageKey(key: string): boolean {
  return SHOP_MESSAGE_KEYS.has(key);
}
