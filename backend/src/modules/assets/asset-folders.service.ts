import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';

/** A unique index refused the row: MikroORM's exception, or PostgreSQL's 23505 from a hand-written statement. */
function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException ||
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505')
  );
}
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import { AuditService, type BackOfficeEditor } from '../audit/audit.service';

export const ADMIN_ASSET_FOLDER_SORTS = ['id', 'name', 'createdAt'] as const;
type FolderSortField = (typeof ADMIN_ASSET_FOLDER_SORTS)[number];
const SORT_COLUMNS: Record<FolderSortField, string> = {
  id: 'f.id',
  name: 'lower(f.name)',
  createdAt: 'f.created_at',
};

export interface AssetFolder {
  id: number;
  parentId: number | null;
  name: string;
  /** Names from the top level down to this folder: `Products / Batteries`. */
  path: string;
  folderCount: number;
  assetCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const SELECT = sql`
  with recursive chain(id, root_id, path) as (
    select id, id, name::text from asset_folder where parent_id is null
    union all
    select f.id, chain.root_id, chain.path || ' / ' || f.name from asset_folder f join chain on f.parent_id = chain.id
  )
  select f.id, f.parent_id as "parentId", f.name, chain.path, f.created_at as "createdAt",
         f.updated_at as "updatedAt",
         (select count(*)::int from asset_folder c where c.parent_id = f.id) as "folderCount",
         (select count(*)::int from asset a where a.folder_id = f.id) as "assetCount"
  from asset_folder f join chain on chain.id = f.id`;

function folderNotFound(id: number): DomainError {
  return new DomainError('ASSET_FOLDER_NOT_FOUND', `No folder of the media library has the id ${id}`);
}

function nameTaken(name: string): DomainError {
  return new DomainError('CONFLICT', `There is already a folder called ${name} in that place`, [
    { field: 'name', reason: 'already used in the same folder' },
  ]);
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || /[/\\]/.test(trimmed)) {
    throw new DomainError('VALIDATION_FAILED', 'A folder name may not be empty nor contain / or \\', [
      { field: 'name', reason: 'empty or with a slash' },
    ]);
  }
  return trimmed;
}

/** The folders of the media library: created, renamed, moved, and deleted only when empty. */
@Injectable()
export class AssetFoldersService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Filters: parentId (a folder, or null or `root`: the top level), q (part of the name), id (a list). */
  async list(request: AdminListRequest<FolderSortField>): Promise<{ rows: AssetFolder[]; total: number }> {
    const { filter } = request;
    const where: SqlQuery[] = [sql`true`];
    const ids = filterValue.integers(filter, 'id');
    if (ids) where.push(sql`f.id = any(${ids}::int[])`);
    const q = filterValue.text(filter, 'q');
    if (q) where.push(sql`f.name ilike ${`%${likeEscape(q)}%`}`);
    if (filter.parentId === null || filter.parentId === 'root') where.push(sql`f.parent_id is null`);
    else {
      const parentId = filterValue.integer(filter, 'parentId');
      if (parentId !== undefined) where.push(sql`f.parent_id = ${parentId}`);
    }
    const condition = joinSql(where, ' and ');
    const order = trusted(
      `${SORT_COLUMNS[request.sortField]} ${request.sortOrder}, f.id ${request.sortOrder}`,
    );
    const [rows, [count]] = await Promise.all([
      queryRows<AssetFolder>(
        this.em,
        sql`${SELECT} where ${condition} order by ${order} limit ${request.limit} offset ${request.offset}`,
      ),
      queryRows<{ total: number }>(
        this.em,
        sql`select count(*)::int as total from asset_folder f where ${condition}`,
      ),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  async get(id: number, em: EntityManager = this.em): Promise<AssetFolder> {
    const [folder] = await queryRows<AssetFolder>(em, sql`${SELECT} where f.id = ${id}`);
    if (!folder) throw folderNotFound(id);
    return folder;
  }

  async create(
    input: { name: string; parentId?: number | null },
    editor: BackOfficeEditor,
  ): Promise<AssetFolder> {
    const name = cleanName(input.name);
    const parentId = input.parentId ?? null;
    const id = await this.write(name, async (em) => {
      if (parentId !== null) await this.get(parentId, em);
      const [row] = await queryRows<{ id: number }>(
        em,
        sql`insert into asset_folder (parent_id, name) values (${parentId}, ${name}) returning id`,
      );
      await this.record(em, editor, 'asset_folder.created', row!.id, { name, parentId });
      return row!.id;
    });
    return this.get(id);
  }

  /** Renames and/or moves a folder; never into itself or one of its own subfolders. */
  async update(
    id: number,
    input: { name?: string; parentId?: number | null },
    editor: BackOfficeEditor,
  ): Promise<AssetFolder> {
    const folder = await this.get(id);
    const name = input.name === undefined ? folder.name : cleanName(input.name);
    const parentId = input.parentId === undefined ? folder.parentId : input.parentId;
    if (name === folder.name && parentId === folder.parentId) return folder;
    await this.write(name, async (em) => {
      if (parentId !== null && parentId !== folder.parentId) {
        await this.get(parentId, em);
        const [cycle] = await queryRows<{ id: number }>(
          em,
          sql`with recursive up(id, parent_id) as (
                select id, parent_id from asset_folder where id = ${parentId}
                union all
                select f.id, f.parent_id from asset_folder f join up on f.id = up.parent_id
              )
              select id from up where id = ${id}`,
        );
        if (cycle) {
          throw new DomainError(
            'CONFLICT',
            `${folder.name} cannot be moved into itself or its own subfolder`,
            [{ field: 'parentId', reason: 'inside the folder itself' }],
          );
        }
      }
      await queryRows(
        em,
        sql`update asset_folder set name = ${name}, parent_id = ${parentId}, updated_at = now() where id = ${id}`,
      );
      await this.record(em, editor, 'asset_folder.updated', id, {
        name: { from: folder.name, to: name },
        parentId: { from: folder.parentId, to: parentId },
      });
    });
    return this.get(id);
  }

  /** Deletes an empty folder; one that still holds files or folders is refused. */
  async delete(id: number, editor: BackOfficeEditor): Promise<AssetFolder> {
    return this.em.transactional(async (em) => {
      const folder = await this.get(id, em);
      if (folder.assetCount || folder.folderCount) {
        throw new DomainError(
          'CONFLICT',
          `${folder.name} is not empty: it holds ${folder.assetCount} files and ${folder.folderCount} folders; ` +
            'move or delete them first',
          [{ field: 'id', reason: 'folder not empty' }],
        );
      }
      await queryRows(em, sql`delete from asset_folder where id = ${id}`);
      await this.record(em, editor, 'asset_folder.deleted', id, { name: folder.name, path: folder.path });
      return folder;
    });
  }

  private async write<T>(name: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error: unknown) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  private record(
    em: EntityManager,
    editor: BackOfficeEditor,
    action: string,
    subjectId: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.recordEdit(em, editor, { type: 'asset_folder', id: subjectId }, action, details);
  }
}
