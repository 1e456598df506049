import { describe, expect, it } from '@jest/globals';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { da, daTexts } from './da';
import { en } from './en';
import { nb, nbTexts } from './nb';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as a dotted path, e.g. `resources.users.fields.email`. */
function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

const lookUp = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key], tree) as string;

// react-admin's own `ra` texts come from ./<lang>/ra.ts and catalogues.spec.ts checks them: left out here.
const withoutRa = (keys: string[]) => keys.filter((key) => !key.startsWith('ra.')).sort();
const englishKeys = withoutRa(keyPaths(en as unknown as Tree));

describe.each([
  ['Norwegian Bokmål', 'nb', nbTexts, nb],
  ['Danish', 'da', daTexts, da],
])('the %s admin catalogue', (_language, locale, texts, merged) => {
  const keys = withoutRa(keyPaths(texts as unknown as Tree));
  const text = (key: string) => lookUp(texts as unknown as Tree, key);
  const english = (key: string) => lookUp(en as unknown as Tree, key);

  it('translates every English text outside ra', () => {
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('has no text that English lacks (a renamed or misspelt key)', () => {
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('keeps the placeholders of each English text, polyglot %{…} and literal {…} alike', () => {
    const placeholders = (value: string) => (value.match(/%?\{\w+\}/g) ?? []).sort().join();
    const broken = englishKeys.filter(
      (key) => keys.includes(key) && placeholders(text(key)) !== placeholders(english(key)),
    );
    expect(broken).toEqual([]);
  });

  it('keeps the singular and plural forms where English has them', () => {
    const forms = (value: string) => value.split('||||').length;
    const broken = englishKeys.filter(
      (key) => keys.includes(key) && forms(text(key)) !== forms(english(key)),
    );
    expect(broken).toEqual([]);
  });

  it('is a translation, not a copy: most texts differ from the English', () => {
    const same = englishKeys.filter((key) => keys.includes(key) && text(key) === english(key));
    expect(same.length).toBeLessThan(englishKeys.length / 10);
  });

  it('merges over English: its own texts win, and every English key still has a text', () => {
    const catalogue = merged as unknown as Tree;
    expect(lookUp(catalogue, 'resources.orders.name')).toBe(text('resources.orders.name'));
    const allEnglish = keyPaths(en as unknown as Tree);
    expect(allEnglish.filter((key) => typeof lookUp(catalogue, key) !== 'string')).toEqual([]);
  });

  it('gives react-admin the singular for one and the plural for several, with the count filled in', () => {
    const { translate } = polyglotI18nProvider(() => merged, locale);
    const [one, several] = text('resources.orders.name').split(' |||| ');
    expect(translate('resources.orders.name', { smart_count: 1 })).toBe(one);
    expect(translate('resources.orders.name', { smart_count: 2 })).toBe(several);
    expect(translate('resources.orders-not-synchronized.retried', { smart_count: 3 })).toMatch(/ 3 ordrer$/);
  });
});
