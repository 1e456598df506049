import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { queryRows, sql } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { ConfigUsageRegistry, describeUsages } from '../shop-config/config-usage.registry';
import { customerNotFound, type CustomerEditor } from './customer-admin.service';
import type { CustomerGroupInputDto } from './dto/customer-group-admin.dto';
import { CustomerGroup } from './entities/customer-group.entity';
import { Customer } from './entities/customer.entity';

export const ADMIN_CUSTOMER_GROUP_SORTS = ['id', 'code', 'name', 'createdAt'] as const;

export interface CustomerGroupRow {
  group: CustomerGroup;
  memberCount: number;
}

function groupNotFound(id: number): DomainError {
  return new DomainError('NOT_FOUND', `No customer group has the id ${id}`);
}

function codeTaken(code: string): DomainError {
  return new DomainError('CONFLICT', `Another customer group already has the code ${code}`, [
    { field: 'code', reason: 'already used by another group' },
  ]);
}

/**
 * Customer groups and their members in the back office. Groups drive price rules and group prices (shop-config
 * holds those), so a group they still name cannot be deleted: the refusal says what uses it.
 */
@Injectable()
export class CustomerGroupAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly usage: ConfigUsageRegistry,
  ) {}

  async list(request: AdminListRequest<(typeof ADMIN_CUSTOMER_GROUP_SORTS)[number]>) {
    const where: Record<string, unknown> = {};
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) where.id = { $in: ids };
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [{ code: { $ilike: pattern } }, { name: { $ilike: pattern } }];
    }
    const [groups, total] = await this.em.findAndCount(CustomerGroup, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows: await this.withCounts(this.em, groups), total };
  }

  async get(id: number, em: EntityManager = this.em): Promise<CustomerGroupRow> {
    const group = await em.findOne(CustomerGroup, { id });
    if (!group) throw groupNotFound(id);
    const [row] = await this.withCounts(em, [group]);
    return row;
  }

  async create(input: CustomerGroupInputDto, editor: CustomerEditor): Promise<CustomerGroupRow> {
    return this.em
      .transactional(async (em) => {
        if (await em.count(CustomerGroup, { code: input.code })) throw codeTaken(input.code);
        const group = em.create(CustomerGroup, { code: input.code, name: input.name, createdAt: new Date() });
        await em.flush();
        await this.record(em, editor, 'customer_group.created', group, {
          code: group.code,
          name: group.name,
        });
        return { group, memberCount: 0 };
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) throw codeTaken(input.code);
        throw error;
      });
  }

  async update(id: number, input: CustomerGroupInputDto, editor: CustomerEditor): Promise<CustomerGroupRow> {
    await this.em
      .transactional(async (em) => {
        const { group } = await this.get(id, em);
        const changed: Record<string, { from: string; to: string }> = {};
        if (input.code !== group.code) {
          if (await em.count(CustomerGroup, { code: input.code, id: { $ne: id } }))
            throw codeTaken(input.code);
          changed.code = { from: group.code, to: input.code };
        }
        if (input.name !== group.name) changed.name = { from: group.name, to: input.name };
        if (Object.keys(changed).length === 0) return;
        Object.assign(group, { code: input.code, name: input.name });
        await em.flush();
        await this.record(em, editor, 'customer_group.updated', group, changed);
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) throw codeTaken(input.code);
        throw error;
      });
    return this.get(id);
  }

  /** Refused while price rules or customer prices name the group; its memberships go with it. */
  async remove(id: number, editor: CustomerEditor): Promise<void> {
    await this.em.transactional(async (em) => {
      const { group, memberCount } = await this.get(id, em);
      const usages = await this.usage.usages(em, 'customer_group', id);
      if (usages.length > 0) {
        throw new DomainError(
          'CONFLICT',
          `The customer group ${group.name} cannot be deleted: it is used by ${describeUsages(usages)}`,
        );
      }
      await em.execute('delete from customer_group_member where group_id = ?', [id]);
      em.remove(group);
      await em.flush();
      await this.record(em, editor, 'customer_group.deleted', group, { code: group.code, memberCount });
    });
  }

  async addMember(id: number, customerId: number, editor: CustomerEditor): Promise<CustomerGroupRow> {
    return this.changeMember(id, customerId, true, editor);
  }

  async removeMember(id: number, customerId: number, editor: CustomerEditor): Promise<CustomerGroupRow> {
    return this.changeMember(id, customerId, false, editor);
  }

  private async changeMember(id: number, customerId: number, member: boolean, editor: CustomerEditor) {
    await this.em.transactional(async (em) => {
      const { group } = await this.get(id, em);
      const customer = await em.findOne(Customer, { id: customerId }, { populate: ['groups'] });
      if (!customer) throw customerNotFound(customerId);
      if (customer.groups.contains(group) === member) return;
      if (member) customer.groups.add(group);
      else customer.groups.remove(group);
      await em.flush();
      await this.record(
        em,
        editor,
        member ? 'customer_group.member_added' : 'customer_group.member_removed',
        group,
        {
          customerId,
          email: customer.email,
        },
      );
    });
    return this.get(id);
  }

  private async withCounts(em: EntityManager, groups: CustomerGroup[]): Promise<CustomerGroupRow[]> {
    if (groups.length === 0) return [];
    const counts = await queryRows<{ group_id: number; members: number }>(
      em,
      sql`select group_id, count(*)::int as members from customer_group_member
          where group_id = any(${groups.map((group) => group.id)}::int[]) group by group_id`,
    );
    const members = new Map(counts.map((row) => [row.group_id, row.members]));
    return groups.map((group) => ({ group, memberCount: members.get(group.id) ?? 0 }));
  }

  private async record(
    em: EntityManager,
    editor: CustomerEditor,
    action: string,
    group: CustomerGroup,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(
      {
        actorType: 'admin',
        actorId: editor.adminUserId,
        action,
        subjectType: 'customer_group',
        subjectId: group.id,
        ip: editor.ip,
        details,
      },
      em,
    );
  }
}
