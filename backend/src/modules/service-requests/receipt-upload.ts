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
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, getSchemaPath } from '@nestjs/swagger';
import { catchError, type Observable } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { WarrantyRegistrationInputDto } from './dto/warranty-registration-input.dto';
import { SERVICE_REQUEST_LIMITS, SERVICE_REQUEST_MESSAGES } from './service-requests.limits';

export const RECEIPT_FIELD = 'receipt';

const RECEIPT_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ReceiptType = keyof typeof RECEIPT_TYPES;

/** The part of multer's file the registration needs (kept in memory: at most 5 MB). */
export interface UploadedReceipt {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

export interface CheckedReceipt {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/** The receipt's real type, read from its first bytes: the file name and declared type are the sender's word. */
export function detectReceiptType(bytes: Buffer): ReceiptType | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

export function receiptProblem(reason: string): DomainError {
  return new DomainError('VALIDATION_FAILED', reason, [{ field: RECEIPT_FIELD, reason }]);
}

/** A file name safe for a Content-Disposition header, ending in the type the bytes really have. */
function safeFileName(original: string | undefined, type: ReceiptType): string {
  const base = (original ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'receipt'}.${type === 'jpeg' ? 'jpg' : type}`;
}

/** Checks an uploaded receipt (present, at most 5 MB, really a PDF, JPEG or PNG): named, or what is wrong. */
export function inspectReceipt(file: UploadedReceipt | undefined): CheckedReceipt | { problem: string } {
  if (!file || file.size === 0) return { problem: SERVICE_REQUEST_MESSAGES.receiptMissing };
  if (file.size > SERVICE_REQUEST_LIMITS.receiptMaxBytes)
    return { problem: SERVICE_REQUEST_MESSAGES.receiptTooLarge };
  const type = detectReceiptType(file.buffer);
  if (!type) return { problem: SERVICE_REQUEST_MESSAGES.receiptType };
  return {
    content: file.buffer,
    contentType: RECEIPT_TYPES[type],
    fileName: safeFileName(file.originalname, type),
  };
}

/** Says in words what multer only names by code: too large, or sent under another field name. */
@Injectable()
class ReceiptUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
          throw receiptProblem(SERVICE_REQUEST_MESSAGES.receiptTooLarge);
        }
        if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST) {
          throw receiptProblem(`Send one file, as the form field '${RECEIPT_FIELD}'`);
        }
        throw error;
      }),
    );
  }
}

/** The registration's fields and its receipt as multipart/form-data, the file held in memory up to 5 MB. */
export function ReceiptUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      ReceiptUploadErrorsInterceptor,
      FileInterceptor(RECEIPT_FIELD, {
        limits: { fileSize: SERVICE_REQUEST_LIMITS.receiptMaxBytes, files: 1 },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(WarrantyRegistrationInputDto) },
          {
            type: 'object',
            required: [RECEIPT_FIELD],
            properties: {
              [RECEIPT_FIELD]: {
                type: 'string',
                format: 'binary',
                description: 'PDF, JPEG or PNG, 5 MB at most',
              },
            },
          },
        ],
      },
    }),
  );
}
