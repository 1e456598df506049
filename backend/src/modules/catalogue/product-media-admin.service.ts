import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ASSET_KINDS, type AssetKind, isLocale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { queryRows, sql } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { assetIdOfUrl } from '../assets/asset-urls';
import { AssetsService } from '../assets/assets.service';
import { DomainEvents } from '../events/domain-events.service';
import { recordProductsChanged } from './products-changed';
import { ProductVariantsService } from './variants/product-variants.service';

export const PRODUCT_MEDIA_MAX_ITEMS = 60;
export const PRODUCT_MEDIA_TITLE_MAX_LENGTH = 300;

/** One picture, document or video of a product, in the order the product page shows them. */
export interface ProductMediaItem {
  kind: AssetKind;
  url: string;
  /** The media-library file behind the address; null for the shop's drawn media and other addresses. */
  assetId: number | null;
  /** The alt text (pictures) or title (documents, videos) per shop language. */
  titles: Record<string, string>;
}

export interface ProductMedia {
  productId: number;
  /** The main image: the first picture of the product page and of its cards in listings. */
  image: string;
  items: ProductMediaItem[];
}

/** What the back office sends: each item either a library file (assetId) or one of the product's addresses. */
export interface ProductMediaInput {
  image: string;
  items: { kind: AssetKind; assetId?: number | null; url?: string | null; titles?: Record<string, string> }[];
}

export interface MediaEditor {
  adminUserId: number;
  ip: string;
}

function invalid(field: string, reason: string): DomainError {
  return new DomainError('VALIDATION_FAILED', reason, [{ field, reason }]);
}

function cleanTitles(titles: Record<string, string> | undefined, field: string): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [locale, text] of Object.entries(titles ?? {})) {
    if (!isLocale(locale)) throw invalid(`${field}.${locale}`, `${locale} is not a language of the shop`);
    const trimmed = String(text ?? '').trim();
    if (trimmed.length > PRODUCT_MEDIA_TITLE_MAX_LENGTH) {
      throw invalid(
        `${field}.${locale}`,
        `A title may be at most ${PRODUCT_MEDIA_TITLE_MAX_LENGTH} characters`,
      );
    }
    if (trimmed) clean[locale] = trimmed;
  }
  return clean;
}

/**
 * A product's main image, gallery, documents and videos (issue 16 §1: images, documents and videos), set in one
 * save from the media library. The catalogue owns `product.image` and `product_media`; the files are asked of
 * the library by id, never read from its tables. Like the product editor's save, it passes a parent's media on to
 * its variants, keeps a variant's own, and tells the search index (`catalogue.products_changed`).
 */
@Injectable()
export class ProductMediaAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly assets: AssetsService,
    private readonly variants: ProductVariantsService,
    private readonly events: DomainEvents,
  ) {}

  async get(productId: number, em: EntityManager = this.em): Promise<ProductMedia> {
    const [product] = await queryRows<{ image: string }>(
      em,
      sql`select image from product where id = ${productId}`,
    );
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND', `No product has the id ${productId}`);
    const rows = await queryRows<{ kind: AssetKind; url: string; titles: Record<string, string> }>(
      em,
      sql`select kind, url, titles from product_media where product_id = ${productId} order by position, id`,
    );
    return {
      productId,
      image: product.image,
      items: rows.map((row) => ({ ...row, assetId: assetIdOfUrl(row.url) })),
    };
  }

  /**
   * Replaces the product's media with the given list, in its order, and sets the main image. An item is a file
   * of the library (by id, of the kind it is) or an address the product already has; the main image must be
   * one of the pictures or the present main image.
   */
  async set(productId: number, input: ProductMediaInput, editor: MediaEditor): Promise<ProductMedia> {
    if (input.items.length > PRODUCT_MEDIA_MAX_ITEMS) {
      throw invalid(
        'items',
        `A product may have at most ${PRODUCT_MEDIA_MAX_ITEMS} pictures, documents and videos`,
      );
    }
    await this.em.transactional(async (em) => {
      const before = await this.get(productId, em);
      const assetIds = input.items.flatMap((item) => (item.assetId ? [item.assetId] : []));
      const assets = new Map((await this.assets.findByIds(assetIds, em)).map((asset) => [asset.id, asset]));
      const known = new Map(before.items.map((item) => [item.url, item.kind]));
      known.set(before.image, 'image');

      const items: ProductMediaItem[] = input.items.map((item, index) => {
        const field = `items[${index}]`;
        if (!(ASSET_KINDS as readonly string[]).includes(item.kind)) {
          throw invalid(`${field}.kind`, `The kind must be one of ${ASSET_KINDS.join(', ')}`);
        }
        const titles = cleanTitles(item.titles, `${field}.titles`);
        if (item.assetId) {
          const asset = assets.get(item.assetId);
          if (!asset)
            throw invalid(`${field}.assetId`, `No file of the media library has the id ${item.assetId}`);
          if (asset.kind !== item.kind) {
            throw invalid(
              `${field}.kind`,
              `${asset.fileName} is a ${asset.kind}; it cannot be added as a ${item.kind}`,
            );
          }
          return { kind: item.kind, url: asset.url, assetId: asset.id, titles };
        }
        const url = item.url ?? '';
        if (known.get(url) !== item.kind) {
          throw invalid(
            `${field}.url`,
            `Add a file of the media library; ${url || 'an empty address'} is not one of the product's ${item.kind}s`,
          );
        }
        return { kind: item.kind, url, assetId: assetIdOfUrl(url), titles };
      });
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        if (seen.has(item.url)) throw invalid(`items[${index}]`, `${item.url} is in the list twice`);
        seen.add(item.url);
      }
      const pictures = items.filter((item) => item.kind === 'image').map((item) => item.url);
      if (input.image !== before.image && !pictures.includes(input.image)) {
        throw invalid('image', 'The main image must be one of the product pictures');
      }

      await queryRows(
        em,
        sql`update product set image = ${input.image}, updated_at = now() where id = ${productId}`,
      );
      await queryRows(em, sql`delete from product_media where product_id = ${productId}`);
      if (items.length) {
        await queryRows(
          em,
          sql`insert into product_media (product_id, kind, url, titles, position)
              select ${productId}, e.item->>'kind', e.item->>'url', e.item->'titles', e.n - 1
              from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as e(item, n)`,
        );
      }
      await this.audit.recordEdit(em, editor, { type: 'product', id: productId }, 'product.media_updated', {
        image: before.image === input.image ? undefined : { from: before.image, to: input.image },
        items: { from: before.items.map(summary), to: items.map(summary) },
      });
      // A variant keeps the media set on it; a parent's reach its variants. The search shows the main image.
      await this.variants.markOverridden(em, productId, [
        'media',
        ...(before.image === input.image ? [] : ['image']),
      ]);
      recordProductsChanged(this.events, em, [
        productId,
        ...(await this.variants.inheritToChildren(em, [productId])),
      ]);
    });
    await this.events.publish();
    return this.get(productId);
  }
}

const summary = (item: ProductMediaItem) => `${item.kind} ${item.url}`;
