import { describe, expect, it } from '@jest/globals';
import { en } from './en';
import { fr, frTexts } from './fr';
import { it as italian, itTexts } from './it';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as a dotted path, e.g. `resources.users.fields.email`; react-admin's `ra` left out. */
function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .filter(([key]) => prefix !== '' || key !== 'ra')
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
    );
}

const lookUp = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key], tree) as string;
const placeholders = (text: string) => (text.match(/%\{\w+\}|\{\w+\}/g) ?? []).sort().join();
const pluralForms = (text: string) => text.split('||||').length;

const englishKeys = keyPaths(en as unknown as Tree).sort();

describe.each([
  ['French', frTexts, fr],
  ['Italian', itTexts, italian],
])('the %s back-office catalogue', (_language, texts, merged) => {
  const tree = texts as unknown as Tree;
  const keys = keyPaths(tree).sort();

  it('translates every English text', () => {
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('has no text that English lacks (a renamed or misspelt key)', () => {
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const broken = keys.filter(
      (key) => placeholders(lookUp(tree, key)) !== placeholders(lookUp(en as unknown as Tree, key)),
    );
    expect(broken).toEqual([]);
  });

  it('keeps the plural forms (||||) where English has them', () => {
    const broken = keys.filter(
      (key) => pluralForms(lookUp(tree, key)) !== pluralForms(lookUp(en as unknown as Tree, key)),
    );
    expect(broken).toEqual([]);
  });

  it('writes its own words, not English copies, for the texts that carry a sentence', () => {
    const copied = keys.filter((key) => {
      const english = lookUp(en as unknown as Tree, key);
      const words = english.replace(/%\{\w+\}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
      return words.length >= 3 && lookUp(tree, key) === english;
    });
    expect(copied).toEqual([]);
  });

  it('shows its texts over the English ones once merged', () => {
    const merged_ = merged as unknown as Tree;
    expect(lookUp(merged_, 'resources.orders.name')).toBe(lookUp(tree, 'resources.orders.name'));
    expect(lookUp(merged_, 'app.login.password')).toBe(lookUp(tree, 'app.login.password'));
    expect(keyPaths(merged_).sort()).toEqual(englishKeys);
  });
});
