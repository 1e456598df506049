import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import {
  checkAssetFile,
  detectAssetType,
  type CheckedAssetFile,
  type UploadedAssetFile,
} from './asset-files';

/** How much of a file its checks read: the type's magic bytes and a picture's size are in its first bytes. */
const HEAD_BYTES = 256 * 1024;

const TEMP_PATHS = Symbol('asset upload temp files');
type UploadRequest = Request & { [TEMP_PATHS]?: string[] };

/** Multer's storage engine contract (multer ships no types of its own). */
interface UploadStorageEngine {
  _handleFile(
    request: Request,
    file: { stream: NodeJS.ReadableStream },
    callback: (error: Error | null, info?: { path: string; size: number }) => void,
  ): void;
  _removeFile(request: Request, file: { path: string }, callback: (error: Error | null) => void): void;
}

/** An upload multer streamed to a temporary file (never held in memory). */
export interface StoredUpload extends Omit<UploadedAssetFile, 'buffer'> {
  path: string;
}

/** A checked upload, still in its temporary file, with its checksum read from the file. */
export interface CheckedUpload extends CheckedAssetFile {
  path: string;
  size: number;
  checksum: string;
}

/**
 * Multer's storage for the library's uploads: each file streams into a temporary file under `directory` (beside
 * the library's files, so storing it is a rename). Every path is noted on the request the moment it is opened,
 * so `removeUploadTempFiles` removes them whatever happened: a refusal, a file cut off at the size limit, an error.
 */
export function uploadTempStorage(directory: string): UploadStorageEngine {
  return {
    _handleFile(request, file, callback) {
      try {
        mkdirSync(directory, { recursive: true });
      } catch (error) {
        callback(error as Error);
        return;
      }
      const path = join(directory, `${randomBytes(16).toString('hex')}.upload`);
      const paths = ((request as UploadRequest)[TEMP_PATHS] ??= []);
      paths.push(path);
      let size = 0;
      file.stream.on('data', (chunk: Buffer) => (size += chunk.length));
      pipeline(file.stream, createWriteStream(path, { flags: 'wx' })).then(
        () => callback(null, { path, size }),
        (error: Error) => callback(error),
      );
    },
    _removeFile(_request, file, callback) {
      rm(file.path, { force: true }).then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    },
  };
}

/** Removes the request's temporary upload files (a file already stored was moved away: nothing to do). */
export async function removeUploadTempFiles(request: Request): Promise<void> {
  const paths = (request as UploadRequest)[TEMP_PATHS] ?? [];
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

/**
 * Checks an upload from its file: the first bytes for its type and size in pixels (an SVG, being text to
 * inspect, is read whole), and the checksum streamed from the file. Throws AssetFileRefusal as checkAssetFile.
 */
export async function checkUpload(file: StoredUpload): Promise<CheckedUpload> {
  const handle = await open(file.path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, Math.max(file.size, 0)));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
    if (detectAssetType(head) === 'image/svg+xml' && file.size > head.length) {
      head = await handle.readFile();
    }
  } finally {
    await handle.close();
  }
  const checked = checkAssetFile({ ...file, buffer: head });
  const hash = createHash('sha256');
  await pipeline(createReadStream(file.path), hash);
  return { ...checked, path: file.path, size: file.size, checksum: hash.digest('hex') };
}
