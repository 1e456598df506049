import { Module } from '@nestjs/common';
import { StoresModule } from '../shop-config/stores/stores.module';
import { SeoController } from './seo.controller';
import { SitemapRepository } from './sitemap.read-model';
import { SitemapService } from './sitemap.service';

/** What search engines read: robots.txt and the per-store sitemaps. */
@Module({
  imports: [StoresModule],
  controllers: [SeoController],
  providers: [SitemapRepository, SitemapService],
})
export class SeoModule {}
