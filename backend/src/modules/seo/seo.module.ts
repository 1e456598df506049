import { Module } from '@nestjs/common';
import { StoresModule } from '../shop-config/stores/stores.module';
import { RedirectsModule } from './redirects/redirects.module';
import { SeoController } from './seo.controller';
import { SitemapRepository } from './sitemap.read-model';
import { SitemapService } from './sitemap.service';

/** What search engines read: robots.txt and the per-store sitemaps; and the redirects of moved addresses. */
@Module({
  imports: [StoresModule, RedirectsModule],
  controllers: [SeoController],
  providers: [SitemapRepository, SitemapService],
})
export class SeoModule {}
