import { Inject, Injectable } from '@nestjs/common';
import { isLocale, LOCALE_TAGS, LOCALES, type Locale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { StoresService } from '../shop-config/stores/stores.service';
import { SitemapRepository, type SitemapPageRow } from './sitemap.read-model';

/** The sitemaps protocol allows 50,000 addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Products read per query while a file is written. */
const PRODUCT_BATCH = 2_000;

type PageKind = 'home' | 'guide' | 'category' | 'content' | 'product';

/** The pages every store has once, in every language: the home page and the fire-safety guide. */
const FIXED_PAGES = ['home', 'guide'] as const satisfies readonly PageKind[];

interface StoreSitemap {
  code: string;
  locales: Locale[];
  files: number;
  /** Pages (each listed once per store language) per file. */
  pagesPerFile: number;
}

/**
 * One sitemap per store, split into files of at most 50,000 addresses, behind one index at /sitemap.xml. Each
 * page is listed in every language of the store, with its addresses in all seven languages as hreflang
 * alternates (and English as x-default). The pages of a store are numbered home, fire-safety guide,
 * categories, content pages, products; file n holds pages n·pagesPerFile onwards.
 */
@Injectable()
export class SitemapService {
  constructor(
    private readonly repository: SitemapRepository,
    private readonly stores: StoresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async index(): Promise<string> {
    const sitemaps = await this.storeSitemaps();
    const entries = sitemaps.flatMap((store) =>
      Array.from(
        { length: store.files },
        (_, file) => `<sitemap><loc>${escapeXml(this.fileUrl(store.code, file + 1))}</loc></sitemap>`,
      ),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</sitemapindex>',
      '',
    ].join('\n');
  }

  /**
   * One sitemap file (`fi-1.xml`), as chunks of text produced while the products are read batch by batch.
   * Throws NOT_FOUND for a store or file number that does not exist, before anything is produced.
   */
  async file(name: string): Promise<AsyncIterable<string>> {
    const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
    const sitemaps = await this.storeSitemaps();
    const store = match ? sitemaps.find((candidate) => candidate.code === match[1]) : undefined;
    const file = Number(match?.[2]);
    if (!store || file > store.files) throw new DomainError('NOT_FOUND', `There is no sitemap ${name}`);
    return this.write(store, file);
  }

  private async *write(store: StoreSitemap, file: number): AsyncIterable<string> {
    yield (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    );
    const { categories, contentPages } = await this.repository.countPages();
    let position = (file - 1) * store.pagesPerFile;
    let remaining = store.pagesPerFile;
    const fixed = FIXED_PAGES.length;
    if (position < fixed) {
      const everyLanguage = Object.fromEntries(LOCALES.map((locale) => [locale, '']));
      for (const kind of FIXED_PAGES.slice(position, position + remaining)) {
        yield this.entries(store, kind, [{ id: 0, slugs: everyLanguage, updated_at: null }]);
        position += 1;
        remaining -= 1;
      }
    }
    if (remaining > 0 && position < fixed + categories) {
      const rows = await this.repository.findCategories(
        position - fixed,
        Math.min(remaining, fixed + categories - position),
      );
      yield this.entries(store, 'category', rows);
      position += rows.length;
      remaining -= rows.length;
    }
    if (remaining > 0 && position < fixed + categories + contentPages) {
      const rows = await this.repository.findContentPages(
        position - fixed - categories,
        Math.min(remaining, fixed + categories + contentPages - position),
      );
      yield this.entries(store, 'content', rows);
      position += rows.length;
      remaining -= rows.length;
    }
    if (remaining > 0) {
      let fromId = await this.repository.productIdAt(position - fixed - categories - contentPages);
      while (fromId !== null && remaining > 0) {
        const rows = await this.repository.findProducts(fromId, Math.min(remaining, PRODUCT_BATCH));
        if (rows.length === 0) break;
        yield this.entries(store, 'product', rows);
        remaining -= rows.length;
        fromId = rows.length === PRODUCT_BATCH ? rows[rows.length - 1]!.id + 1 : null;
      }
    }
    yield '</urlset>\n';
  }

  private entries(store: StoreSitemap, kind: PageKind, rows: SitemapPageRow[]): string {
    let text = '';
    for (const row of rows) {
      const addresses = new Map<Locale, string>();
      for (const locale of LOCALES) {
        const slug = row.slugs?.[locale];
        if (slug !== undefined) addresses.set(locale, this.pageUrl(kind, locale, slug));
      }
      const alternates = [...addresses].map(([locale, url]) => alternateLink(LOCALE_TAGS[locale], url));
      const fallback = addresses.get('en');
      if (fallback) alternates.push(alternateLink('x-default', fallback));
      const lastmod = row.updated_at ? `<lastmod>${new Date(row.updated_at).toISOString()}</lastmod>` : '';
      for (const locale of store.locales) {
        const url = addresses.get(locale);
        if (url) text += `<url><loc>${escapeXml(url)}</loc>${lastmod}${alternates.join('')}</url>\n`;
      }
    }
    return text;
  }

  private async storeSitemaps(): Promise<StoreSitemap[]> {
    const [stores, counts] = await Promise.all([this.stores.all(), this.repository.countPages()]);
    const pages = FIXED_PAGES.length + counts.categories + counts.contentPages + counts.products;
    return stores.map((store) => {
      const locales = store.locales.filter(isLocale);
      const pagesPerFile = Math.floor(SITEMAP_MAX_URLS / Math.max(1, locales.length));
      return { code: store.code, locales, pagesPerFile, files: Math.ceil(pages / pagesPerFile) };
    });
  }

  private fileUrl(store: string, file: number): string {
    return `${this.config.publicUrl}/sitemaps/${store}-${file}.xml`;
  }

  /** The storefront's addresses (storefront/app/lib/paths.ts). */
  private pageUrl(kind: PageKind, locale: Locale, slug: string): string {
    const base = `${this.config.publicUrl}/${locale}`;
    if (kind === 'home') return base;
    if (kind === 'guide') return `${base}/fire-safety-guide`;
    // A category's slug is its tree path (`batteries/alkaline-batteries`): each segment encoded.
    return `${base}/${PATH_SEGMENTS[kind]}/${slug.split('/').map(encodeURIComponent).join('/')}`;
  }
}

const PATH_SEGMENTS: Record<Exclude<PageKind, (typeof FIXED_PAGES)[number]>, string> = {
  category: 'c',
  content: 'pages',
  product: 'p',
};

function alternateLink(hreflang: string, url: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url)}"/>`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
