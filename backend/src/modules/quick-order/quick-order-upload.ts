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
import { LOCALES, QUICK_ORDER_MAX_FILE_MB } from '@tradeshop/shared';
import { catchError, type Observable } from 'rxjs';
import { fileProblem, QUICK_ORDER_FILE_FIELD } from './quick-order-file';
import { QUICK_ORDER_LIMITS } from './quick-order.limits';

/** The part of multer's file quick order reads (held in memory, within the file size limit). */
export interface UploadedSpreadsheet {
  buffer: Buffer;
  size: number;
}

/** Multer's refusals in the words of the quick-order form: too large, or not sent as the `file` field. */
@Injectable()
class SpreadsheetUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
          throw fileProblem('FILE_TOO_LARGE');
        }
        if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST) {
          throw fileProblem('FILE_MISSING');
        }
        throw error;
      }),
    );
  }
}

/** One spreadsheet as the multipart field `file`, refused by multer past the file size limit. */
export function SpreadsheetUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      SpreadsheetUploadErrorsInterceptor,
      FileInterceptor(QUICK_ORDER_FILE_FIELD, {
        limits: { fileSize: QUICK_ORDER_LIMITS.fileMaxBytes, files: 1, fields: 10 },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['locale', QUICK_ORDER_FILE_FIELD],
        properties: {
          locale: { type: 'string', enum: [...LOCALES] },
          [QUICK_ORDER_FILE_FIELD]: {
            type: 'string',
            format: 'binary',
            description: `.xlsx or .csv, SKU and quantity in the first two columns, at most ${QUICK_ORDER_LIMITS.linesMax} rows and ${QUICK_ORDER_MAX_FILE_MB} MB`,
          },
        },
      },
    }),
  );
}
