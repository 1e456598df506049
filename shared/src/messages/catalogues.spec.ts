import { LOCALES, type Locale } from '../domain';
import * as exported from './index';
import { interpolate, pluralize } from './message-format';
import { SHOP_MESSAGES } from './shop/shop-catalogues';

type Tree = { [key: string]: string | Tree };
type Catalogue = Record<Locale, object>;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(' ');

/**
 * What is wrong with a catalogue, compared with its English texts: a key a language lacks or English does not
 * have, an empty text, or a text whose `{name}` placeholders differ from the English text's.
 */
function catalogueProblems(catalogue: Catalogue): string[] {
  const english = flatten(catalogue.en as Tree);
  const problems: string[] = [];
  for (const locale of LOCALES.filter((other) => other !== 'en')) {
    const texts = flatten(catalogue[locale] as Tree);
    for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${locale} ${key}: missing`);
    for (const [key, text] of Object.entries(texts)) {
      // `many` is an extra plural form that only some languages have; it fills the placeholders of `other`.
      const source =
        english[key] ?? (key.endsWith('.many') ? english[key.replace(/\.many$/, '.other')] : undefined);
      if (source === undefined) problems.push(`${locale} ${key}: not in English`);
      else if (!text.trim()) problems.push(`${locale} ${key}: empty`);
      else if (placeholders(text) !== placeholders(source))
        problems.push(
          `${locale} ${key}: placeholders "${placeholders(text)}", English "${placeholders(source)}"`,
        );
    }
  }
  return problems;
}

function isCatalogue(value: unknown): value is Catalogue {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale));
}

/** Every catalogue the messages export (an object with a text tree for each language), so none is forgotten. */
const CATALOGUES = Object.entries(exported).filter((entry): entry is [string, Catalogue] =>
  isCatalogue(entry[1]),
);

describe('the message catalogues', () => {
  it('are found among the exports: the shop, the documents and the mails', () => {
    expect(CATALOGUES.map(([name]) => name).sort()).toEqual([
      'BACK_OFFICE_ACCOUNT_MAIL_MESSAGES',
      'CUSTOMER_ACCOUNT_MAIL_MESSAGES',
      'CUSTOMER_APPLICATION_MAIL_MESSAGES',
      'DOCUMENT_MESSAGES',
      'NEWSLETTER_MAIL_MESSAGES',
      'ORDER_CONFIRMATION_MAIL_MESSAGES',
      'ORDER_NOTIFICATION_MAIL_MESSAGES',
      'ORDER_STATEMENT_MESSAGES',
      'SERVICE_REQUEST_MAIL_MESSAGES',
      'SHOP_MESSAGES',
    ]);
  });

  it.each(CATALOGUES)(
    '%s has every English key with the same placeholders in every language',
    (_, catalogue) => {
      expect(catalogueProblems(catalogue)).toEqual([]);
    },
  );

  it('reports a missing key, a key English lacks, an empty text and a changed placeholder', () => {
    const texts = { greeting: 'Hello {name}', farewell: 'Bye' };
    const catalogue = Object.fromEntries(LOCALES.map((locale) => [locale, texts])) as Catalogue;
    catalogue.fi = { greeting: 'Hei {nimi}' };
    catalogue.sv = { greeting: 'Hej {name}', farewell: ' ', extra: 'Extra' };
    expect(catalogueProblems(catalogue)).toEqual([
      'fi farewell: missing',
      'fi greeting: placeholders "nimi", English "name"',
      'sv farewell: empty',
      'sv extra: not in English',
    ]);
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s shop catalogue', (locale) => {
  it('lists its texts in the order of the English one', () => {
    const keys = Object.keys(flatten(SHOP_MESSAGES[locale] as unknown as Tree));
    expect(keys.filter((key) => !key.endsWith('.many'))).toEqual(
      Object.keys(flatten(SHOP_MESSAGES.en as unknown as Tree)),
    );
  });

  it('is translated rather than copied from English', () => {
    const english = flatten(SHOP_MESSAGES.en as unknown as Tree);
    const messages = flatten(SHOP_MESSAGES[locale] as unknown as Tree);
    const copied = Object.keys(messages).filter((key) => messages[key] === english[key]);
    expect(copied.length / Object.keys(messages).length).toBeLessThan(0.2);
  });
});

describe('interpolate and pluralize', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Page {page} of {count}', { page: 2 })).toBe('Page 2 of {count}');
  });

  it('picks the plural form of the language and formats the count', () => {
    const message = SHOP_MESSAGES.fi.home.productCount;
    expect(pluralize('fi', message, 1)).toBe('1 tuote');
    expect(pluralize('fi', message, 1200)).toBe('1\u00a0200 tuotetta');
    expect(pluralize('en', SHOP_MESSAGES.en.home.productCount, 0)).toBe('0 products');
  });
});
