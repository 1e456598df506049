import {
  applyDecorators,
  type CallHandler,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable } from 'rxjs';
import { fileRefused } from './import-file-reader';
import { IMPORTER_LIMITS } from './importer.types';

export const IMPORT_FILE_FIELD = 'file';

/** The part of multer's file the importer reads (held in memory, within the size limit). */
export interface UploadedImportFile {
  originalname: string;
  buffer: Buffer;
}

/** Multer's refusals in the importer's words: too large, or not sent as the `file` field. */
@Injectable()
class ImportUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
          throw fileRefused(
            `The file is larger than ${IMPORTER_LIMITS.fileMaxBytes / 1024 / 1024} MB; split it into smaller files`,
            'too-large',
          );
        }
        if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST) {
          throw fileRefused('Send the file as the form field "file"', 'missing');
        }
        throw error;
      }),
    );
  }
}

/** One CSV, XLSX or JSON file as the multipart field `file`, refused past the size limit. */
export function ImportFileUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      ImportUploadErrorsInterceptor,
      FileInterceptor(IMPORT_FILE_FIELD, {
        limits: { fileSize: IMPORTER_LIMITS.fileMaxBytes, files: 1, fields: 10 },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [IMPORT_FILE_FIELD],
        properties: { [IMPORT_FILE_FIELD]: { type: 'string', format: 'binary' } },
      },
    }),
  );
}
