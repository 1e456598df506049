import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import { isLocale } from '@tradeshop/shared';
import { renderDocument } from './document-renderer';
import { parseDocumentKey, parseProductArtKey, parseProductImageKey } from './media-keys';
import {
  renderBrandLogo,
  renderCategoryImage,
  renderPageThumbnail,
  renderProductImage,
  renderProductVideo,
} from './media-renderer';
import { productVideoClip, renderProductVideoCaptions } from './product-video-clip';

/** A picture never changes for its address, so browsers and proxies may keep it for a year. */
const CACHE = 'public, max-age=31536000, immutable';
/** Opened on its own, an SVG is a document: it may not run scripts or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function keyOf(file: string, extension: string): string {
  if (!file.endsWith(extension)) throw notFound();
  return file.slice(0, -extension.length);
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', 'No such picture or document');
}

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** Headers for a successful answer only, so a 404 keeps the error filter's JSON type and is not cached. */
function svg(response: Response, body: string): string {
  response.set({
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': CACHE,
    'Content-Security-Policy': SVG_POLICY,
    'X-Content-Type-Options': 'nosniff',
  });
  return body;
}

/** Serves the locally drawn media that product, category, brand and page records point to (see media-keys.ts). */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  @Get('products/:file')
  productImage(@Param('file') file: string, @Res({ passthrough: true }) response: Response): string {
    return svg(response, renderProductImage(found(parseProductImageKey(keyOf(file, '.svg')))));
  }

  /**
   * A product video: `<key>.svg` is its poster (an animated drawing of the product), `<key>.webm` the clip that
   * plays, `<key>.<locale>.vtt` its captions in a shop language.
   */
  @Get('videos/:file')
  productVideo(
    @Param('file') file: string,
    @Res({ passthrough: true }) response: Response,
  ): string | StreamableFile {
    if (file.endsWith('.webm')) {
      found(parseProductArtKey(keyOf(file, '.webm')));
      response.set({ 'Cache-Control': CACHE, 'X-Content-Type-Options': 'nosniff', 'Accept-Ranges': 'none' });
      const clip = productVideoClip();
      return new StreamableFile(clip, { type: 'video/webm', length: clip.length });
    }
    const captions = /^(.+)\.([a-z]{2})\.vtt$/.exec(file);
    if (captions) {
      const [, key, locale] = captions;
      found(parseProductArtKey(key!));
      if (!isLocale(locale)) throw notFound();
      response.set({ 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': CACHE });
      return renderProductVideoCaptions(locale);
    }
    return svg(response, renderProductVideo(found(parseProductArtKey(keyOf(file, '.svg')))));
  }

  @Get('documents/:file')
  document(@Param('file') file: string, @Res({ passthrough: true }) response: Response): StreamableFile {
    const pdf = renderDocument(found(parseDocumentKey(keyOf(file, '.pdf'))));
    response.set({ 'Cache-Control': CACHE, 'X-Content-Type-Options': 'nosniff' });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="${file}"`,
      length: pdf.length,
    });
  }

  @Get('categories/:file')
  categoryImage(@Param('file') file: string, @Res({ passthrough: true }) response: Response): string {
    return svg(response, found(renderCategoryImage(keyOf(file, '.svg'))));
  }

  @Get('brands/:file')
  brandLogo(@Param('file') file: string, @Res({ passthrough: true }) response: Response): string {
    return svg(response, found(renderBrandLogo(keyOf(file, '.svg'))));
  }

  @Get('pages/:file')
  pageThumbnail(@Param('file') file: string, @Res({ passthrough: true }) response: Response): string {
    return svg(response, found(renderPageThumbnail(keyOf(file, '.svg'))));
  }
}
