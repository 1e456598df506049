import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { robotsTxt } from './robots';
import { SitemapService } from './sitemap.service';

/** The files search engines read at the site's root; not part of the API document. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly sitemaps: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  index(): Promise<string> {
    return this.sitemaps.index();
  }

  /** Streamed: a file of 50,000 addresses is written while its products are read, a batch at a time. */
  @Get('sitemaps/:file')
  async file(@Param('file') name: string, @Res() response: Response): Promise<void> {
    const chunks = await this.sitemaps.file(name);
    response.setHeader('Content-Type', 'application/xml; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=3600');
    const stream = Readable.from(chunks);
    stream.on('error', (error) => response.destroy(error));
    stream.pipe(response);
  }
}
