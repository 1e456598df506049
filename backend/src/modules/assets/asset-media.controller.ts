import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { ASSET_THUMBNAIL_NAMES, type AssetThumbnail } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AssetsService } from './assets.service';

/** Opened on its own, an SVG is a document: it may not run scripts or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The library's files at their public addresses, `/media/assets/<id>/<name>` and `…?thumbnail=<size>`. The
 * address never changes, not even when the file is replaced, so caches must ask again each time: the ETag (the
 * checksum of the bytes) answers 304 while the file is the same, and new bytes the moment it is replaced.
 */
@ApiExcludeController()
@Controller('media/assets')
export class AssetMediaController {
  constructor(private readonly assets: AssetsService) {}

  @Get(':id/:name')
  async file(
    @Param('id', IdParamPipe) id: number,
    @Query('thumbnail') size: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    if (size !== undefined && !(ASSET_THUMBNAIL_NAMES as string[]).includes(size)) {
      throw new DomainError('NOT_FOUND', `There is no thumbnail size ${size}`);
    }
    const answer = size
      ? await this.thumbnailOf(id, size as AssetThumbnail)
      : await this.assets.content(id).then(({ asset, bytes }) => ({
          asset,
          bytes,
          mimeType: asset.mimeType as string,
          etag: `"${asset.checksum}"`,
        }));
    const { asset, bytes, mimeType, etag } = answer;
    response.set({
      'Content-Type': mimeType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : mimeType,
      'Cache-Control': 'public, no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(asset.fileName)}`,
      'Cross-Origin-Resource-Policy': 'same-site',
      ...(mimeType === 'image/svg+xml' ? { 'Content-Security-Policy': SVG_POLICY } : {}),
    });
    response.send(bytes);
  }

  private async thumbnailOf(id: number, size: AssetThumbnail) {
    const { asset, thumbnail } = await this.assets.thumbnail(id, size);
    return {
      asset,
      bytes: thumbnail.bytes,
      mimeType: thumbnail.mimeType,
      etag: thumbnail.resized ? `"${asset.checksum}-${size}"` : `"${asset.checksum}"`,
    };
  }
}
