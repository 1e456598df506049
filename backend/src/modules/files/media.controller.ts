import { applyDecorators, Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError } from '../../common/errors/domain-error';
import { renderDocument } from './document-renderer';
import { parseDocumentKey, parseProductArtKey, parseProductImageKey } from './media-keys';
import {
  renderBrandLogo,
  renderCategoryImage,
  renderPageThumbnail,
  renderProductImage,
  renderProductVideo,
} from './media-renderer';

/** A picture never changes for its address, so browsers and proxies may keep it for a year. */
const CACHE = 'public, max-age=31536000, immutable';
/** Opened on its own, an SVG is a document: it may not run scripts or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The headers of every answer: its type, a year of caching and no content sniffing. */
function MediaResponse(contentType: string) {
  const headers = [
    Header('Content-Type', contentType),
    Header('Cache-Control', CACHE),
    Header('X-Content-Type-Options', 'nosniff'),
  ];
  if (contentType.startsWith('image/svg+xml')) headers.push(Header('Content-Security-Policy', SVG_POLICY));
  return applyDecorators(...headers);
}

const SVG = 'image/svg+xml; charset=utf-8';

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

/** Serves the locally drawn media that product, category, brand and page records point to (see media-keys.ts). */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  @Get('products/:file')
  @MediaResponse(SVG)
  productImage(@Param('file') file: string): string {
    return renderProductImage(found(parseProductImageKey(keyOf(file, '.svg'))));
  }

  @Get('videos/:file')
  @MediaResponse(SVG)
  productVideo(@Param('file') file: string): string {
    return renderProductVideo(found(parseProductArtKey(keyOf(file, '.svg'))));
  }

  @Get('documents/:file')
  @MediaResponse('application/pdf')
  document(@Param('file') file: string): Buffer {
    return renderDocument(found(parseDocumentKey(keyOf(file, '.pdf'))));
  }

  @Get('categories/:file')
  @MediaResponse(SVG)
  categoryImage(@Param('file') file: string): string {
    return found(renderCategoryImage(keyOf(file, '.svg')));
  }

  @Get('brands/:file')
  @MediaResponse(SVG)
  brandLogo(@Param('file') file: string): string {
    return found(renderBrandLogo(keyOf(file, '.svg')));
  }

  @Get('pages/:file')
  @MediaResponse(SVG)
  pageThumbnail(@Param('file') file: string): string {
    return found(renderPageThumbnail(keyOf(file, '.svg')));
  }
}
