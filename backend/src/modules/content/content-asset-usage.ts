import { Injectable, type OnModuleInit } from '@nestjs/common';
import { queryRows, sql } from '../../database/sql';
import { ASSET_ID_PATTERN } from '../assets/asset-urls';
import { AssetUsageRegistry, type AssetUser } from '../assets/asset-usage.registry';

/** A content page shows a library file as its thumbnail (search results): the library names it as a user. */
@Injectable()
export class ContentAssetUsage implements OnModuleInit {
  constructor(private readonly usage: AssetUsageRegistry) {}

  onModuleInit(): void {
    this.usage.register({
      owner: 'content',
      find: (em, assetIds) =>
        queryRows<AssetUser>(
          em,
          sql`select substring(p.thumbnail from ${ASSET_ID_PATTERN})::int as "assetId", 'content_page' as type,
                     p.id, coalesce(t.title, p.code) as label, 'page thumbnail' as role
              from content_page p
              left join content_page_translation t on t.page_id = p.id and t.locale = 'en'
              where p.thumbnail like '/media/assets/%'
                and substring(p.thumbnail from ${ASSET_ID_PATTERN})::int = any(${[...assetIds]}::int[])
              order by p.id`,
        ),
    });
  }
}
