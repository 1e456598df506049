import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';

export const USER_IMAGE_MAX_BYTES = 1024 * 1024;
export const USER_IMAGE_FIELD = 'image';

const IMAGE_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
type ImageType = keyof typeof IMAGE_TYPES;

/** The part of multer's file that the upload needs (kept in memory: at most 1 MB). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

/** The picture's real type, read from its first bytes: the file name and declared type are the sender's word. */
export function detectImageType(bytes: Buffer): ImageType | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

function invalidImage(reason: string): DomainError {
  return new DomainError('VALIDATION_FAILED', reason, [{ field: USER_IMAGE_FIELD, reason }]);
}

/** Checks an upload and answers 400 with a reason a person understands. */
export function assertValidImage(file: UploadedImage | undefined): asserts file is UploadedImage {
  if (!file || file.size === 0) throw invalidImage('Choose a picture to upload');
  if (file.size > USER_IMAGE_MAX_BYTES) throw invalidImage('The picture must be at most 1 MB');
  if (!detectImageType(file.buffer)) throw invalidImage('The picture must be a PNG, JPEG or WebP image');
}

const PALETTE = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#4d2d00', '#116329', '#0a3069'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Up to two initials of a name: 'Anna-Liisa Virtanen' gives 'AV'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word as string)[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The stand-in avatar of a user without a picture: initials on a colour chosen by the user id. */
export function initialsAvatarSvg(userId: number, name: string): string {
  const colour = PALETTE[userId % PALETTE.length];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="32" fill="${colour}"/>`,
    '<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#ffffff" ',
    `font-family="Arial, Helvetica, sans-serif" font-size="26">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
}

/** Users' pictures as files under `<dataDir>/uploads/users/`; the user row keeps the file name. */
@Injectable()
export class UserImageStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get directory(): string {
    return join(this.config.dataDir, 'uploads', 'users');
  }

  /** Writes a checked picture and returns its file name. A new name each time, so caches never go stale. */
  async save(userId: number, image: UploadedImage): Promise<string> {
    const type = detectImageType(image.buffer) as ImageType;
    const fileName = `${userId}-${randomBytes(8).toString('hex')}.${type}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, fileName), image.buffer);
    return fileName;
  }

  async read(fileName: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    // The name comes from our own column, but a path separator would never be one of ours.
    if (!/^[\w-]+\.(png|jpeg|webp)$/.test(fileName)) return null;
    try {
      const bytes = await readFile(join(this.directory, fileName));
      return { bytes, contentType: IMAGE_TYPES[detectImageType(bytes) ?? 'png'] };
    } catch {
      return null;
    }
  }

  async remove(fileName: string | null | undefined): Promise<void> {
    if (!fileName || !/^[\w-]+\.(png|jpeg|webp)$/.test(fileName)) return;
    await rm(join(this.directory, fileName), { force: true });
  }
}

/** Says in words what multer only names by code: too large, or sent under another field name. */
@Injectable()
class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
          throw invalidImage('The picture must be at most 1 MB');
        }
        if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST) {
          throw invalidImage(`Send one picture, as the form field '${USER_IMAGE_FIELD}'`);
        }
        throw error;
      }),
    );
  }
}

/** A multipart upload of one picture in the field `image`, held in memory up to 1 MB. */
export function UserImageUpload(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(
      UploadErrorsInterceptor,
      FileInterceptor(USER_IMAGE_FIELD, { limits: { fileSize: USER_IMAGE_MAX_BYTES, files: 1 } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [USER_IMAGE_FIELD],
        properties: {
          [USER_IMAGE_FIELD]: {
            type: 'string',
            format: 'binary',
            description: 'PNG, JPEG or WebP, 1 MB at most',
          },
        },
      },
    }),
  );
}
