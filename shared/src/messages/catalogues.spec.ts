import { LOCALES } from '../domain';
import { interpolate, pluralize } from './message-format';
import { SHOP_MESSAGES as CATALOGUES } from './shop/shop-catalogues';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = flatten(CATALOGUES.en as unknown as Tree);

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const messages = flatten(CATALOGUES[locale] as unknown as Tree);

  it('has a non-empty text for every English key and no others', () => {
    // `many` is an extra plural form that only some languages have.
    expect(Object.keys(messages).filter((key) => !key.endsWith('.many'))).toEqual(Object.keys(english));
    for (const [key, text] of Object.entries(messages))
      expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it('keeps the placeholders of each English text', () => {
    for (const [key, text] of Object.entries(messages)) {
      const source = english[key] ?? english[key.replace(/\.many$/, '.other')]!;
      expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
    }
  });

  it('is translated rather than copied from English', () => {
    const copied = Object.keys(messages).filter((key) => messages[key] === english[key]);
    expect(copied.length / Object.keys(messages).length).toBeLessThan(0.2);
  });
});

describe('interpolate and pluralize', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Page {page} of {count}', { page: 2 })).toBe('Page 2 of {count}');
  });

  it('picks the plural form of the language and formats the count', () => {
    const message = CATALOGUES.fi.home.productCount;
    expect(pluralize('fi', message, 1)).toBe('1 tuote');
    expect(pluralize('fi', message, 1200)).toBe('1\u00a0200 tuotetta');
    expect(pluralize('en', CATALOGUES.en.home.productCount, 0)).toBe('0 products');
  });
});
