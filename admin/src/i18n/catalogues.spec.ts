import { describe, expect, it } from '@jest/globals';
import { daTexts } from './da';
import { en } from './en';
import { fiTexts } from './fi';
import { frTexts } from './fr';
import { itTexts } from './it';
import { nbTexts } from './nb';
import { svTexts } from './sv';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as a dotted path, e.g. `resources.users.fields.email`. */
function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

const englishKeys = keyPaths(en as unknown as Tree).sort();

// Every back-office language besides English: each must translate every English text.
const TRANSLATIONS: [string, unknown][] = [
  ['Finnish', fiTexts],
  ['Swedish', svTexts],
  ['Norwegian', nbTexts],
  ['Danish', daTexts],
  ['French', frTexts],
  ['Italian', itTexts],
];

describe.each(TRANSLATIONS)('the %s admin catalogue', (_language, texts) => {
  const keys = keyPaths(texts as unknown as Tree).sort();

  it('translates every English text', () => {
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('has no text that English lacks (a renamed or misspelt key)', () => {
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    const lookUp = (tree: Tree, path: string) =>
      path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key], tree) as string;
    const broken = englishKeys.filter(
      (key) =>
        keys.includes(key) &&
        placeholders(lookUp(texts as unknown as Tree, key)).join() !==
          placeholders(lookUp(en as unknown as Tree, key)).join(),
    );
    expect(broken).toEqual([]);
  });
});
