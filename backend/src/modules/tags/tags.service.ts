import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { TAG_LIMITS, type TagElementType } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { JobStore } from '../../jobs/job-store';
import type { Job } from '../../jobs/job.entity';
import { AssetsService } from '../assets/assets.service';
import { AuditService, type BackOfficeEditor } from '../audit/audit.service';
import { CatalogueReadsService } from '../catalogue/catalogue-reads.service';
import type { BatchAssignmentDto, CreateTagDto, TagDeletedDto, TagDto, UpdateTagDto } from './dto/tag.dto';

export const TAG_SORTS = ['id', 'name', 'fullName', 'elementCount'] as const;
type TagSortField = (typeof TAG_SORTS)[number];
const SORT_COLUMN: Record<TagSortField, string> = {
  id: 't.id',
  name: 'lower(t.name)',
  fullName: 'lower("fullName")',
  elementCount: '"elementCount"',
};

export const BATCH_ASSIGNMENT_JOB = 'tags.batch-assignment';

/** The payload of a batch assignment job: ids only, and who asked (for the audit). */
export interface BatchAssignmentPayload {
  tagId: number;
  elementType: TagElementType;
  categoryId: number | null;
  elementIds: number[] | null;
  adminUserId: number;
  ip: string;
}

const tagNotFound = (id: number, field?: string) =>
  new DomainError(
    'TAG_NOT_FOUND',
    `No tag has the id ${id}`,
    field ? [{ field, reason: 'no such tag' }] : undefined,
  );

const nameTaken = (name: string) =>
  new DomainError(
    'CONFLICT',
    `A tag named '${name}' already exists at this place of the tree; choose another name`,
    [{ field: 'name', reason: 'already used by a sibling tag' }],
  );

/** The tag columns the back office shows (`t` is the tag). */
const TAG_COLUMNS = trusted(`t.id, t.parent_id as "parentId", t.name,
  (select string_agg(a.name, ' / ' order by array_position(chain.ids, a.id))
   from (select string_to_array(trim(both '/' from t.path), '/')::int[] as ids) chain
   join tag a on a.id = any(chain.ids)) as "fullName",
  (select count(*)::int from tag c where c.parent_id = t.id) as "childCount",
  (select count(*)::int from tag_assignment ta where ta.tag_id = t.id) as "elementCount"`);

/**
 * The tag tree and its assignments to products, categories and assets: the only writer of `tag` and
 * `tag_assignment`. Each change is one transaction with its audit entry. A tag's `path` holds the ids from the
 * root down (`/1/7/12/`), so a subtree is one prefix match and a move rewrites the paths below it in one
 * statement. Assignments to many elements run as a job (`BATCH_ASSIGNMENT_JOB`).
 */
@Injectable()
export class TagsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueReadsService,
    private readonly assets: AssetsService,
    private readonly jobStore: JobStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  /** The tags directly below `parentId` (0: the roots), by name. */
  children(parentId: number): Promise<TagDto[]> {
    return queryRows<TagDto>(
      this.em,
      sql`select ${TAG_COLUMNS} from tag t
          where ${parentId === 0 ? sql`t.parent_id is null` : sql`t.parent_id = ${parentId}`}
          order by lower(t.name), t.id`,
    );
  }

  /** Filters: parentId (a tag id, or null / `root`), q (part of the name), id (a list). */
  async list(request: AdminListRequest<TagSortField>): Promise<{ rows: TagDto[]; total: number }> {
    const conditions: SqlQuery[] = [];
    const q = filterValue.text(request.filter, 'q');
    if (q) conditions.push(sql`t.name ilike ${`%${likeEscape(q)}%`}`);
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) conditions.push(ids.length ? sql`t.id = any(${ids}::int[])` : trusted('false'));
    const parent = request.filter.parentId;
    if (parent === null || parent === 'root') conditions.push(trusted('t.parent_id is null'));
    else {
      const parentId = filterValue.integer(request.filter, 'parentId');
      if (parentId !== undefined) conditions.push(sql`t.parent_id = ${parentId}`);
    }
    const where = conditions.length ? sql`where ${joinSql(conditions, ' and ')}` : trusted('');
    const [{ total }] = (await queryRows<{ total: number }>(
      this.em,
      sql`select count(*)::int as total from tag t ${where}`,
    )) as [{ total: number }];
    const rows = await queryRows<TagDto>(
      this.em,
      sql`select * from (select ${TAG_COLUMNS} from tag t ${where}) t
          order by ${trusted(`${SORT_COLUMN[request.sortField]} ${request.sortOrder}, t.id ${request.sortOrder}`)}
          limit ${request.limit} offset ${request.offset}`,
    );
    return { rows, total };
  }

  async get(id: number, em: EntityManager = this.em): Promise<TagDto> {
    const [tag] = await queryRows<TagDto>(em, sql`select ${TAG_COLUMNS} from tag t where t.id = ${id}`);
    if (!tag) throw tagNotFound(id);
    return tag;
  }

  async create(input: CreateTagDto, editor: BackOfficeEditor): Promise<TagDto> {
    const parentId = input.parentId ?? null;
    return this.writing(input.name, async (em) => {
      const parentPath = parentId === null ? '/' : await this.pathOf(em, parentId, 'parentId');
      const [row] = (await queryRows<{ id: number }>(
        em,
        sql`insert into tag (parent_id, name, path) values (${parentId}, ${input.name}, '') returning id`,
      )) as [{ id: number }];
      await queryRows(em, sql`update tag set path = ${`${parentPath}${row.id}/`} where id = ${row.id}`);
      await this.record(em, editor, row.id, 'tag.created', { name: input.name, parentId });
      return this.get(row.id, em);
    });
  }

  /** Renames and/or moves the tag; a move takes the tags below it along and may not go below itself. */
  async update(id: number, input: UpdateTagDto, editor: BackOfficeEditor): Promise<TagDto> {
    const current = await this.get(id);
    const name = input.name ?? current.name;
    return this.writing(name, async (em) => {
      const [before] = (await queryRows<{ path: string; parent_id: number | null; name: string }>(
        em,
        sql`select path, parent_id, name from tag where id = ${id} for update`,
      )) as [{ path: string; parent_id: number | null; name: string }?];
      if (!before) throw tagNotFound(id);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (input.name !== undefined && input.name !== before.name) {
        await queryRows(em, sql`update tag set name = ${input.name} where id = ${id}`);
        changes.name = { from: before.name, to: input.name };
      }
      const parentId = input.parentId === undefined ? before.parent_id : input.parentId;
      if (parentId !== before.parent_id) {
        const parentPath = parentId === null ? '/' : await this.pathOf(em, parentId, 'parentId');
        if (parentPath.startsWith(before.path)) {
          throw new DomainError(
            'VALIDATION_FAILED',
            'A tag cannot be moved below itself or one of its own tags',
            [{ field: 'parentId', reason: 'inside the moved tag' }],
          );
        }
        const newPath = `${parentPath}${id}/`;
        await queryRows(em, sql`update tag set parent_id = ${parentId} where id = ${id}`);
        await queryRows(
          em,
          sql`update tag set path = ${newPath} || substr(path, ${before.path.length + 1})
              where path like ${`${likeEscape(before.path)}%`}`,
        );
        changes.parentId = { from: before.parent_id, to: parentId };
      }
      if (Object.keys(changes).length > 0) await this.record(em, editor, id, 'tag.updated', changes);
      return this.get(id, em);
    });
  }

  /** Deletes the tag with the tags below it and every assignment of them. */
  async delete(id: number, editor: BackOfficeEditor): Promise<TagDeletedDto> {
    return this.em.transactional(async (em) => {
      const path = await this.pathOf(em, id);
      const [deleted] = (await queryRows<{ tags: number; names: string[] }>(
        em,
        sql`select count(*)::int as tags, array_agg(name order by path) as names from tag
            where path like ${`${likeEscape(path)}%`}`,
      )) as [{ tags: number; names: string[] }];
      await this.record(em, editor, id, 'tag.deleted', { names: deleted.names });
      await queryRows(em, sql`delete from tag where id = ${id}`);
      return { id, deletedTags: deleted.tags - 1 };
    });
  }

  /** The tags of a product, category or asset, by full name. */
  async forElement(elementType: TagElementType, elementId: number): Promise<TagDto[]> {
    await this.assertElements(this.em, elementType, [elementId], 'elementId');
    return queryRows<TagDto>(
      this.em,
      sql`select * from (
            select ${TAG_COLUMNS} from tag t
            join tag_assignment a on a.tag_id = t.id
            where a.element_type = ${elementType} and a.element_id = ${elementId}) t
          order by lower("fullName"), id`,
    );
  }

  /**
   * Puts the tag on the element (`assign`) or takes it off (`unassign`); nothing changes, and nothing is audited,
   * when it is there already or was not. Answers the element's tags.
   */
  async changeAssignment(
    change: 'assign' | 'unassign',
    tagId: number,
    elementType: TagElementType,
    elementId: number,
    editor: BackOfficeEditor,
  ): Promise<TagDto[]> {
    await this.em.transactional(async (em) => {
      await this.pathOf(em, tagId, 'tagId');
      if (change === 'assign') await this.assertElements(em, elementType, [elementId], 'elementId');
      const changed = await queryRows(
        em,
        change === 'assign'
          ? sql`insert into tag_assignment (tag_id, element_type, element_id)
                values (${tagId}, ${elementType}, ${elementId}) on conflict do nothing returning tag_id`
          : sql`delete from tag_assignment
                where tag_id = ${tagId} and element_type = ${elementType} and element_id = ${elementId}
                returning tag_id`,
      );
      if (changed.length > 0) {
        await this.record(em, editor, tagId, `tag.${change}ed`, { elementType, elementId });
      }
    });
    return this.forElement(elementType, elementId);
  }

  /** Checks the request and queues the assignment as a job; the job's progress shows in the batch job list. */
  async startBatchAssignment(input: BatchAssignmentDto, editor: BackOfficeEditor): Promise<Job> {
    if ((input.categoryId === undefined) === (input.elementIds === undefined)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'Name either a category (categoryId) or the elements (elementIds)',
        [{ field: 'categoryId', reason: 'give exactly one of categoryId and elementIds' }],
      );
    }
    if (input.categoryId !== undefined && input.elementType !== 'product') {
      throw new DomainError('VALIDATION_FAILED', 'Only products can be tagged by category', [
        { field: 'elementType', reason: 'must be product when assigning by category' },
      ]);
    }
    await this.pathOf(this.em, input.tagId, 'tagId');
    if (input.categoryId !== undefined) {
      const found = await this.catalogue.existingIds(this.em, 'category', [input.categoryId]);
      if (!found.has(input.categoryId)) {
        throw new DomainError('VALIDATION_FAILED', `No category has the id ${input.categoryId}`, [
          { field: 'categoryId', reason: 'no such category' },
        ]);
      }
    } else {
      await this.assertElements(this.em, input.elementType, input.elementIds ?? [], 'elementIds');
    }
    const payload: BatchAssignmentPayload = {
      tagId: input.tagId,
      elementType: input.elementType,
      categoryId: input.categoryId ?? null,
      elementIds: input.elementIds ? [...new Set(input.elementIds)] : null,
      adminUserId: editor.adminUserId,
      ip: editor.ip,
    };
    return this.jobs.enqueue(BATCH_ASSIGNMENT_JOB, { ...payload });
  }

  /** The latest batch assignments, newest first; of one tag when `tagId` is given. */
  async batchJobs(tagId?: number): Promise<Job[]> {
    const jobs = await this.jobStore.latestOfType(this.em, BATCH_ASSIGNMENT_JOB, TAG_LIMITS.batchJobsListed);
    return tagId === undefined ? jobs : jobs.filter((job) => job.payload.tagId === tagId);
  }

  /**
   * The job's work: assigns the tag to every element still there (a deleted one is skipped), in one statement;
   * running twice assigns nothing twice. Answers how many were newly tagged.
   */
  async runBatchAssignment(
    em: EntityManager,
    payload: BatchAssignmentPayload,
  ): Promise<Record<string, number>> {
    return em.transactional(async (tx) => {
      const tag = await queryRows(tx, sql`select id from tag where id = ${payload.tagId}`);
      if (tag.length === 0) return { elements: 0, assigned: 0 };
      const ids =
        payload.categoryId !== null
          ? await this.catalogue.productIdsInCategory(tx, payload.categoryId)
          : [...(await this.existing(tx, payload.elementType, payload.elementIds ?? []))];
      const added = ids.length
        ? await queryRows(
            tx,
            sql`insert into tag_assignment (tag_id, element_type, element_id)
                select ${payload.tagId}, ${payload.elementType}, id from unnest(${ids}::int[]) as ids(id)
                on conflict do nothing returning element_id`,
          )
        : [];
      if (added.length > 0) {
        await this.record(
          tx,
          { adminUserId: payload.adminUserId, ip: payload.ip },
          payload.tagId,
          'tag.batch-assigned',
          { elementType: payload.elementType, categoryId: payload.categoryId, assigned: added.length },
        );
      }
      return { elements: ids.length, assigned: added.length };
    });
  }

  /** The tag's path; a missing tag is a 404, or a 400 on `field` when the request named it in its body. */
  private async pathOf(em: EntityManager, id: number, field?: string): Promise<string> {
    const [row] = await queryRows<{ path: string }>(em, sql`select path from tag where id = ${id}`);
    if (!row) {
      if (!field) throw tagNotFound(id);
      throw new DomainError('VALIDATION_FAILED', `No tag has the id ${id}`, [
        { field, reason: 'no such tag' },
      ]);
    }
    return row.path;
  }

  private async existing(em: EntityManager, type: TagElementType, ids: number[]): Promise<Set<number>> {
    if (type === 'asset') return new Set((await this.assets.findByIds(ids, em)).map((asset) => asset.id));
    return this.catalogue.existingIds(em, type, ids);
  }

  private async assertElements(em: EntityManager, type: TagElementType, ids: number[], field: string) {
    const found = await this.existing(em, type, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new DomainError('VALIDATION_FAILED', `No ${type} has the id ${missing.join(', ')}`, [
        { field, reason: `no such ${type}` },
      ]);
    }
  }

  /** Runs a tag write in a transaction, turning a sibling's name taken meanwhile into a clear 409. */
  private async writing<T>(name: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      // The statements are hand-written, so the driver's error arrives as PostgreSQL sent it.
      const code = (error as { code?: string }).code;
      if (error instanceof UniqueConstraintViolationException || code === '23505') throw nameTaken(name);
      throw error;
    }
  }

  private record(
    em: EntityManager,
    editor: BackOfficeEditor,
    tagId: number,
    action: string,
    details: Record<string, unknown>,
  ) {
    return this.audit.recordEdit(em, editor, { type: 'tag', id: tagId }, action, details);
  }
}
