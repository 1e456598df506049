import type { Messages } from './messages';

/**
 * The catalogue with a store's wording in place (storefront spec §1: wording is specific to each country's sales
 * organisation). A key is the dotted path of a message, e.g. `minicart.button`; only the objects on the path
 * are copied. A key that names no text message is ignored, so a stale override cannot break a page.
 */
export function withStoreWording(messages: Messages, wording: Record<string, string> | undefined): Messages {
  if (!wording) return messages;
  let result = messages;
  for (const [key, value] of Object.entries(wording)) {
    const path = key.split('.');
    if (typeof readPath(result, path) !== 'string') continue;
    result = replaceAt(result, path, value) as Messages;
  }
  return result;
}

function readPath(root: unknown, path: string[]): unknown {
  let node = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function replaceAt(node: unknown, path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = node as Record<string, unknown>;
  return { ...object, [head]: replaceAt(object[head], rest, value) };
}
