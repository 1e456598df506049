import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { catchError, from, map, mergeMap, type Observable, throwError } from 'rxjs';
import { ASSET_MAX_FILE_BYTES, ASSET_MAX_FILE_MB, ASSET_MAX_FILES_PER_UPLOAD } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { removeUploadTempFiles } from './asset-upload-files';

export const ASSET_FILES_FIELD = 'files';
export const ASSET_FILE_FIELD = 'file';

function refusal(reason: string, field: string): DomainError {
  return new DomainError('ASSET_FILE_REFUSED', reason, [{ field, reason }]);
}

/**
 * Says in words what multer only names by code (a file too large, too many files, another field name), and
 * removes the request's temporary upload files once it is answered, whatever the answer.
 */
@Injectable()
class AssetUploadErrorsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const cleanUp = () => from(removeUploadTempFiles(request));
    return next.handle().pipe(
      catchError((error: unknown) =>
        cleanUp().pipe(mergeMap(() => throwError(() => this.inWords(error, context)))),
      ),
      mergeMap((answer) => cleanUp().pipe(map(() => answer))),
    );
  }

  private inWords(error: unknown, context: ExecutionContext): unknown {
    if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
      return refusal(`A file is larger than ${ASSET_MAX_FILE_MB} MB`, 'files');
    }
    if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST) {
      const message = error.message.toLowerCase();
      if (message.includes('too many')) {
        return refusal(`Upload at most ${ASSET_MAX_FILES_PER_UPLOAD} files at once`, 'files');
      }
      if (message.includes('unexpected field')) {
        const many = context.getHandler().name === 'upload';
        return refusal(
          many
            ? `Send the files as the form field '${ASSET_FILES_FIELD}'`
            : `Send one file, as the form field '${ASSET_FILE_FIELD}'`,
          many ? ASSET_FILES_FIELD : ASSET_FILE_FIELD,
        );
      }
    }
    return error;
  }
}

const LIMITS = { fileSize: ASSET_MAX_FILE_BYTES };

/** A multipart upload of up to ASSET_MAX_FILES_PER_UPLOAD files in the field `files`, and a `folderId`. */
export function AssetFilesUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      AssetUploadErrorsInterceptor,
      FilesInterceptor(ASSET_FILES_FIELD, ASSET_MAX_FILES_PER_UPLOAD, {
        limits: { ...LIMITS, files: ASSET_MAX_FILES_PER_UPLOAD },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [ASSET_FILES_FIELD],
        properties: {
          [ASSET_FILES_FIELD]: {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            description: `JPEG, PNG, WebP, GIF, SVG, PDF, MP4 or WebM; ${ASSET_MAX_FILE_MB} MB each at most`,
          },
          folderId: { type: 'integer', nullable: true },
        },
      },
    }),
  );
}

/** A multipart upload of one file in the field `file` (a replacement). */
export function AssetFileUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      AssetUploadErrorsInterceptor,
      FileInterceptor(ASSET_FILE_FIELD, { limits: { ...LIMITS, files: 1 } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [ASSET_FILE_FIELD],
        properties: { [ASSET_FILE_FIELD]: { type: 'string', format: 'binary' } },
      },
    }),
  );
}
