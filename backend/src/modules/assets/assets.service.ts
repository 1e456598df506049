import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ASSET_KINDS,
  ASSET_MAX_FILES_PER_UPLOAD,
  ASSET_MIME_TYPES,
  ASSET_THUMBNAIL_NAMES,
  type AssetKind,
  type AssetMimeType,
  type AssetThumbnail,
  isLocale,
} from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import { AuditService, type BackOfficeEditor } from '../audit/audit.service';
import { AssetFileRefusal } from './asset-files';
import { checkUpload, type CheckedUpload, type StoredUpload } from './asset-upload-files';
import { AssetStorage } from './asset-storage';
import { makeThumbnail, type Thumbnail } from './asset-thumbnails';
import { assetUrl } from './asset-urls';
import { AssetUsageRegistry, type AssetUser, describeAssetUsers } from './asset-usage.registry';
import { AssetFoldersService } from './asset-folders.service';

export const ADMIN_ASSET_SORTS = [
  'id',
  'fileName',
  'mimeType',
  'sizeBytes',
  'createdAt',
  'updatedAt',
] as const;
type AssetSortField = (typeof ADMIN_ASSET_SORTS)[number];
const SORT_COLUMNS: Record<AssetSortField, string> = {
  id: 'a.id',
  fileName: 'lower(a.file_name)',
  mimeType: 'a.mime_type',
  sizeBytes: 'a.size_bytes',
  createdAt: 'a.created_at',
  updatedAt: 'a.updated_at',
};

/** A file of the library as the back office and the other modules see it. */
export interface Asset {
  id: number;
  folderId: number | null;
  folderName: string | null;
  fileName: string;
  mimeType: AssetMimeType;
  kind: AssetKind;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  checksum: string;
  storageKey: string;
  altTexts: Record<string, string>;
  version: number;
  uploadedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** The public address, the same for the life of the asset. */
  url: string;
}

export interface AssetChanges {
  fileName?: string;
  folderId?: number | null;
  altTexts?: Record<string, string>;
}

type AssetRow = Omit<Asset, 'url'>;

const SELECT = sql`
  select a.id, a.folder_id as "folderId", f.name as "folderName", a.file_name as "fileName",
         a.mime_type as "mimeType", a.kind, a.size_bytes as "sizeBytes", a.width, a.height, a.checksum,
         a.storage_key as "storageKey", a.alt_texts as "altTexts", a.version, a.uploaded_by as "uploadedBy",
         a.created_at as "createdAt", a.updated_at as "updatedAt"
  from asset a left join asset_folder f on f.id = a.folder_id`;

const withUrl = (row: AssetRow): Asset => ({ ...row, url: assetUrl(row.id, row.fileName) });

function assetNotFound(id: number): DomainError {
  return new DomainError('ASSET_NOT_FOUND', `No file of the media library has the id ${id}`);
}

function refused(refusals: AssetFileRefusal[]): DomainError {
  return new DomainError(
    'ASSET_FILE_REFUSED',
    refusals.length === 1
      ? `${refusals[0]!.fileName} was refused: ${refusals[0]!.reason}`
      : `${refusals.length} files were refused, so none was stored: ${refusals.map((r) => r.message).join('; ')}`,
    refusals.map((refusal) => ({ field: refusal.fileName, reason: refusal.reason })),
  );
}

/** Alt texts only in the shop's languages, trimmed, empty ones left out. */
function cleanAltTexts(texts: Record<string, string>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [locale, text] of Object.entries(texts)) {
    if (!isLocale(locale)) {
      throw new DomainError('VALIDATION_FAILED', `${locale} is not a language of the shop`, [
        { field: `altTexts.${locale}`, reason: 'not a shop language' },
      ]);
    }
    const trimmed = String(text).trim();
    if (trimmed) clean[locale] = trimmed.slice(0, 300);
  }
  return clean;
}

/**
 * The media library (issue 16 §4): the only writer of `asset` and its files. Uploads are checked by their bytes
 * and stored all or none; a replaced file keeps its id and address; a file in use cannot be deleted.
 */
@Injectable()
export class AssetsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly storage: AssetStorage,
    private readonly usage: AssetUsageRegistry,
    private readonly folders: AssetFoldersService,
  ) {}

  /** Filters: q (part of the file name), folderId (a folder, or null or `root`: the top level), kind, mimeType, id. */
  async list(request: AdminListRequest<AssetSortField>): Promise<{ rows: Asset[]; total: number }> {
    const { filter } = request;
    const where: SqlQuery[] = [sql`true`];
    const ids = filterValue.integers(filter, 'id');
    if (ids) where.push(sql`a.id = any(${ids}::int[])`);
    const q = filterValue.text(filter, 'q');
    if (q) where.push(sql`a.file_name ilike ${`%${likeEscape(q)}%`}`);
    if (filter.folderId === null || filter.folderId === 'root') where.push(sql`a.folder_id is null`);
    else {
      const folderId = filterValue.integer(filter, 'folderId');
      if (folderId !== undefined) where.push(sql`a.folder_id = ${folderId}`);
    }
    const kind = filterValue.oneOf(filter, 'kind', ASSET_KINDS);
    if (kind) where.push(sql`a.kind = ${kind}`);
    const mimeType = filterValue.oneOf(filter, 'mimeType', ASSET_MIME_TYPES);
    if (mimeType) where.push(sql`a.mime_type = ${mimeType}`);
    const condition = joinSql(where, ' and ');
    const order = trusted(
      `${SORT_COLUMNS[request.sortField]} ${request.sortOrder}, a.id ${request.sortOrder}`,
    );
    const [rows, [count]] = await Promise.all([
      queryRows<AssetRow>(
        this.em,
        sql`${SELECT} where ${condition} order by ${order} limit ${request.limit} offset ${request.offset}`,
      ),
      queryRows<{ total: number }>(
        this.em,
        sql`select count(*)::int as total from asset a where ${condition}`,
      ),
    ]);
    return { rows: rows.map(withUrl), total: count?.total ?? 0 };
  }

  /** The files with these ids that exist, in no particular order: one statement. */
  async findByIds(ids: readonly number[], em: EntityManager = this.em): Promise<Asset[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<AssetRow>(em, sql`${SELECT} where a.id = any(${[...ids]}::int[])`);
    return rows.map(withUrl);
  }

  async get(id: number, em: EntityManager = this.em): Promise<Asset> {
    const [asset] = await this.findByIds([id], em);
    if (!asset) throw assetNotFound(id);
    return asset;
  }

  /** The products, categories and pages that use the file. */
  async usages(id: number): Promise<AssetUser[]> {
    await this.get(id);
    return this.usage.users(this.em, [id]);
  }

  /** Stores every file or none: each is checked first, and one refusal names every refused file. */
  async upload(
    files: readonly StoredUpload[],
    folderId: number | null,
    editor: BackOfficeEditor,
  ): Promise<Asset[]> {
    if (files.length === 0) {
      throw new DomainError('ASSET_FILE_REFUSED', 'Choose at least one file to upload', [
        { field: 'files', reason: 'no file' },
      ]);
    }
    if (files.length > ASSET_MAX_FILES_PER_UPLOAD) {
      throw new DomainError(
        'ASSET_FILE_REFUSED',
        `Upload at most ${ASSET_MAX_FILES_PER_UPLOAD} files at once`,
        [{ field: 'files', reason: 'too many files' }],
      );
    }
    const checked: CheckedUpload[] = [];
    const refusals: AssetFileRefusal[] = [];
    for (const file of files) {
      try {
        checked.push(await checkUpload(file));
      } catch (error: unknown) {
        if (!(error instanceof AssetFileRefusal)) throw error;
        refusals.push(error);
      }
    }
    if (refusals.length) throw refused(refusals);
    if (folderId !== null) await this.folders.get(folderId);

    const keys = checked.map((file) => this.storage.newKey(file.mimeType));
    try {
      await Promise.all(checked.map((file, index) => this.storage.moveIn(keys[index]!, file.path)));
      const ids = await this.em.transactional(async (em) => {
        const created: number[] = [];
        for (const [index, file] of checked.entries()) {
          const [row] = await queryRows<{ id: number }>(
            em,
            sql`insert into asset (folder_id, file_name, mime_type, kind, size_bytes, width, height, checksum,
                                   storage_key, uploaded_by)
                values (${folderId}, ${file.fileName}, ${file.mimeType}, ${file.kind}, ${file.size},
                        ${file.width}, ${file.height}, ${file.checksum}, ${keys[index]},
                        ${editor.adminUserId})
                returning id`,
          );
          created.push(row!.id);
        }
        await this.audit.recordEdit(em, editor, { type: 'asset', id: created[0] }, 'asset.uploaded', {
          ids: created,
          files: checked.map((file) => file.fileName),
          folderId,
        });
        return created;
      });
      const assets = await this.findByIds(ids);
      return ids.map((id) => assets.find((asset) => asset.id === id)!);
    } catch (error: unknown) {
      await Promise.all(keys.map((key) => this.storage.remove(key, [])));
      throw error;
    }
  }

  /** Renames, moves or changes the alt texts of a file; the address keeps working under the old name too. */
  async update(id: number, changes: AssetChanges, editor: BackOfficeEditor): Promise<Asset> {
    await this.em.transactional(async (em) => {
      const asset = await this.get(id, em);
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      if (changes.fileName !== undefined) {
        const fileName = changes.fileName.trim();
        if (!fileName) {
          throw new DomainError('VALIDATION_FAILED', 'The file name may not be empty', [
            { field: 'fileName', reason: 'empty' },
          ]);
        }
        if (fileName !== asset.fileName) changed.fileName = { from: asset.fileName, to: fileName };
      }
      if (changes.folderId !== undefined && changes.folderId !== asset.folderId) {
        if (changes.folderId !== null) await this.folders.get(changes.folderId, em);
        changed.folderId = { from: asset.folderId, to: changes.folderId };
      }
      if (changes.altTexts !== undefined) {
        const altTexts = cleanAltTexts(changes.altTexts);
        if (JSON.stringify(altTexts) !== JSON.stringify(asset.altTexts))
          changed.altTexts = { from: asset.altTexts, to: altTexts };
      }
      if (Object.keys(changed).length === 0) return;
      const value = <T>(field: string, current: T): T =>
        field in changed ? (changed[field]!.to as T) : current;
      await queryRows(
        em,
        sql`update asset set file_name = ${value('fileName', asset.fileName)},
                             folder_id = ${value('folderId', asset.folderId)},
                             alt_texts = ${JSON.stringify(value('altTexts', asset.altTexts))}::jsonb,
                             updated_at = now()
            where id = ${id}`,
      );
      await this.audit.recordEdit(em, editor, { type: 'asset', id: id }, 'asset.updated', {
        fileName: asset.fileName,
        ...changed,
      });
    });
    return this.get(id);
  }

  /**
   * Puts new bytes behind the same asset: same id, same address, a higher version and a new checksum (the
   * ETag), so every product, category and page that shows it shows the new file. A picture stays a picture.
   */
  async replace(id: number, file: StoredUpload | undefined, editor: BackOfficeEditor): Promise<Asset> {
    if (!file) {
      throw new DomainError('ASSET_FILE_REFUSED', 'Choose the file to put in its place', [
        { field: 'file', reason: 'no file' },
      ]);
    }
    let checked: CheckedUpload;
    try {
      checked = await checkUpload(file);
    } catch (error: unknown) {
      if (error instanceof AssetFileRefusal) throw refused([error]);
      throw error;
    }
    const before = await this.get(id);
    if (checked.kind !== before.kind) {
      throw refused([
        new AssetFileRefusal(
          checked.fileName,
          `a ${before.kind} can only be replaced by another ${before.kind}, not by a ${checked.kind}`,
        ),
      ]);
    }
    const key = this.storage.newKey(checked.mimeType);
    await this.storage.moveIn(key, checked.path);
    try {
      await this.em.transactional(async (em) => {
        await queryRows(
          em,
          sql`update asset set mime_type = ${checked.mimeType}, size_bytes = ${checked.size},
                               width = ${checked.width}, height = ${checked.height},
                               checksum = ${checked.checksum}, storage_key = ${key},
                               version = version + 1, updated_at = now()
              where id = ${id}`,
        );
        await this.audit.recordEdit(em, editor, { type: 'asset', id: id }, 'asset.replaced', {
          fileName: before.fileName,
          uploadedFileName: checked.fileName,
          from: { mimeType: before.mimeType, sizeBytes: before.sizeBytes, checksum: before.checksum },
          to: {
            mimeType: checked.mimeType,
            sizeBytes: checked.size,
            checksum: checked.checksum,
          },
        });
      });
    } catch (error: unknown) {
      await this.storage.remove(key, []);
      throw error;
    }
    await this.storage.remove(before.storageKey, ASSET_THUMBNAIL_NAMES);
    return this.get(id);
  }

  /** Deletes a file nobody uses; a file in use is refused with the names of its users. */
  async delete(id: number, editor: BackOfficeEditor): Promise<Asset> {
    const asset = await this.em.transactional(async (em) => {
      const found = await this.get(id, em);
      const users = await this.usage.users(em, [id]);
      if (users.length) {
        throw new DomainError(
          'ASSET_IN_USE',
          `${found.fileName} is still used by ${describeAssetUsers(users)}; remove it there first`,
          users.map((user) => ({ field: `${user.type}:${user.id}`, reason: user.role })),
        );
      }
      await queryRows(em, sql`delete from asset where id = ${id}`);
      await this.audit.recordEdit(em, editor, { type: 'asset', id: id }, 'asset.deleted', {
        fileName: found.fileName,
        mimeType: found.mimeType,
        checksum: found.checksum,
      });
      return found;
    });
    await this.storage.remove(asset.storageKey, ASSET_THUMBNAIL_NAMES);
    return asset;
  }

  /** The file's bytes with what the answer needs to say about them. */
  async content(id: number): Promise<{ asset: Asset; bytes: Buffer }> {
    const asset = await this.get(id);
    return { asset, bytes: await this.storage.read(asset.storageKey) };
  }

  /** The file at a configured thumbnail size, made on the first request and kept beside the file. */
  async thumbnail(id: number, size: AssetThumbnail): Promise<{ asset: Asset; thumbnail: Thumbnail }> {
    const asset = await this.get(id);
    const cached = await this.storage.readThumbnail(asset.storageKey, size);
    if (cached) return { asset, thumbnail: { bytes: cached, mimeType: asset.mimeType, resized: true } };
    const thumbnail = await makeThumbnail(asset.mimeType, await this.storage.read(asset.storageKey), size);
    if (thumbnail.resized) await this.storage.writeThumbnail(asset.storageKey, size, thumbnail.bytes);
    return { asset, thumbnail };
  }
}
