import { Injectable, type OnModuleInit } from '@nestjs/common';
import { queryRows, sql } from '../../database/sql';
import { ASSET_ID_PATTERN } from '../assets/asset-urls';
import { AssetUsageRegistry, type AssetUser } from '../assets/asset-usage.registry';

const ROLE_OF_KIND = { image: 'gallery image', document: 'document', video: 'video' } as const;

/**
 * Products show library files as their main image and in their media (gallery, documents, videos), categories
 * as their image: the library may not delete a file they use, and shows them as its users.
 */
@Injectable()
export class CatalogueAssetUsage implements OnModuleInit {
  constructor(private readonly usage: AssetUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register({
      owner: 'catalogue',
      find: async (em, assetIds) => {
        const rows = await queryRows<AssetUser & { kind: keyof typeof ROLE_OF_KIND | 'main' | 'category' }>(
          em,
          sql`with uses as (
                select p.id, 'main' as kind, substring(p.image from ${ASSET_ID_PATTERN})::int as asset_id
                from product p where p.image like '/media/assets/%'
                union all
                select m.product_id, m.kind, substring(m.url from ${ASSET_ID_PATTERN})::int
                from product_media m where m.url like '/media/assets/%'
              )
              select u.asset_id as "assetId", 'product' as type, p.id,
                     p.sku || coalesce(' ' || t.name, '') as label, u.kind
              from uses u
              join product p on p.id = u.id
              left join product_translation t on t.product_id = p.id and t.locale = 'en'
              where u.asset_id = any(${[...assetIds]}::int[])
              union all
              select substring(c.image from ${ASSET_ID_PATTERN})::int, 'category', c.id,
                     coalesce(t.name, c.code), 'category'
              from category c
              left join category_translation t on t.category_id = c.id and t.locale = 'en'
              where c.image like '/media/assets/%'
                and substring(c.image from ${ASSET_ID_PATTERN})::int = any(${[...assetIds]}::int[])
              order by 2, 3`,
        );
        return rows.map(({ kind, ...user }) => ({
          ...user,
          role: kind === 'main' ? 'main image' : kind === 'category' ? 'category image' : ROLE_OF_KIND[kind],
        }));
      },
    });
  }
}
