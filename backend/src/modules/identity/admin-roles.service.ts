import { Injectable } from '@nestjs/common';
import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { ALL_PERMISSIONS, type Permission } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, likeEscape } from '../../common/http/admin-list-query';
import { AuditService } from '../audit/audit.service';
import { AdminRoleDto, type AdminRoleTreeNodeDto, type SharingEntryDto } from './dto/admin-roles.dto';
import { AdminRole } from './entities/admin-role.entity';
import { AdminUser } from './entities/admin-user.entity';
import { assertCovers } from './role-coverage';

export const ADMIN_ROLE_SORTS = ['id', 'name', 'createdAt'] as const;
export type AdminRoleSort = (typeof ADMIN_ROLE_SORTS)[number];

/** The back-office user making a change, for the audit log. */
export interface Actor {
  id: number;
  ip?: string | null;
  /** The actor's own role: what they may hand out (see role-coverage.ts). */
  role: Pick<AdminRole, 'allPermissions' | 'permissions'>;
}

export interface RoleInput {
  name?: string;
  permissions?: Permission[];
}

function roleNotFound(id: number): DomainError {
  return new DomainError('ROLE_NOT_FOUND', `No role has the id ${id}`);
}

function nameTaken(name: string): DomainError {
  return new DomainError('CONFLICT', `A role named '${name}' already exists`, [
    { field: 'name', reason: 'already used by another role' },
  ]);
}

/** Back-office roles: the only writer of admin_role. */
@Injectable()
export class AdminRolesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(
    request: AdminListRequest<AdminRoleSort>,
    filter: { q?: string },
  ): Promise<{ rows: AdminRoleDto[]; total: number }> {
    const where = filter.q ? { name: { $ilike: `%${likeEscape(filter.q)}%` } } : {};
    const [roles, total] = await this.em.findAndCount(AdminRole, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: 'asc' },
      offset: request.offset,
      limit: request.limit,
    });
    const counts = await this.userCounts(roles.map((role) => role.id));
    return { rows: roles.map((role) => AdminRoleDto.from(role, counts.get(role.id) ?? 0)), total };
  }

  async get(id: number): Promise<AdminRoleDto> {
    const role = await this.em.findOne(AdminRole, id);
    if (!role) throw roleNotFound(id);
    return AdminRoleDto.from(role, (await this.userCounts([id])).get(id) ?? 0);
  }

  /** Every role by name: the role tree has no folders, so all roles sit under the root. */
  async tree(node: number): Promise<AdminRoleTreeNodeDto[]> {
    if (node !== 0) return [];
    const roles = await this.em.find(AdminRole, {}, { orderBy: { name: 'asc' } });
    return roles.map((role) => ({
      id: role.id,
      text: role.name,
      type: 'role',
      leaf: true,
      builtIn: Boolean(role.code),
      allPermissions: role.allPermissions,
    }));
  }

  async names(): Promise<SharingEntryDto[]> {
    const roles = await this.em.find(AdminRole, {}, { orderBy: { name: 'asc' }, fields: ['id', 'name'] });
    return roles.map((role) => ({ id: role.id, name: role.name }));
  }

  async create(input: Required<RoleInput>, actor: Actor): Promise<AdminRoleDto> {
    const role = await this.writing(input.name, (em) =>
      em.transactional(async (tx) => {
        await this.assertNameFree(tx, input.name);
        assertCovers(
          actor.role,
          { allPermissions: false, permissions: input.permissions },
          'create this role',
        );
        const created = tx.create(AdminRole, {
          name: input.name,
          permissions: sorted(input.permissions),
          allPermissions: false,
          createdAt: new Date(),
        });
        await tx.flush();
        await this.audit.record(
          {
            actorType: 'admin',
            actorId: actor.id,
            action: 'role.created',
            subjectType: 'role',
            subjectId: created.id,
            ip: actor.ip,
            details: { name: created.name, permissions: created.permissions },
          },
          tx,
        );
        return created;
      }),
    );
    return AdminRoleDto.from(role, 0);
  }

  async update(id: number, input: RoleInput, actor: Actor): Promise<AdminRoleDto> {
    await this.writing(input.name ?? '', (em) =>
      em.transactional(async (tx) => {
        const role = await tx.findOne(AdminRole, id);
        if (!role) throw roleNotFound(id);
        assertCovers(actor.role, role, 'change this role');
        if (input.permissions != null) {
          assertCovers(
            actor.role,
            { allPermissions: false, permissions: input.permissions },
            'grant these permissions',
          );
        }
        const changed: Record<string, unknown> = {};
        if (input.name != null && input.name !== role.name) {
          await this.assertNameFree(tx, input.name, id);
          changed.name = { from: role.name, to: input.name };
          role.name = input.name;
        }
        if (input.permissions != null) {
          const wanted = sorted(input.permissions);
          if (role.allPermissions) {
            if (wanted.length !== ALL_PERMISSIONS.length) {
              throw new DomainError(
                'CONFLICT',
                `The role '${role.name}' always has every permission; its permissions cannot be reduced`,
                [{ field: 'permissions', reason: 'this role has every permission' }],
              );
            }
          } else if (wanted.join() !== sorted(role.permissions).join()) {
            changed.permissions = { from: role.permissions, to: wanted };
            role.permissions = wanted;
          }
        }
        if (Object.keys(changed).length === 0) return;
        await tx.flush();
        await this.audit.record(
          {
            actorType: 'admin',
            actorId: actor.id,
            action: 'role.updated',
            subjectType: 'role',
            subjectId: id,
            ip: actor.ip,
            details: changed,
          },
          tx,
        );
      }),
    );
    return this.get(id);
  }

  /** Deletes a role nobody has; the built-in roles stay. Returns the role as it was. */
  async delete(id: number, actor: Actor): Promise<AdminRoleDto> {
    const stillAssigned = (name: string, holders: number) =>
      new DomainError(
        'CONFLICT',
        `The role '${name}' is still assigned to ${holders} user${holders === 1 ? '' : 's'}; ` +
          'give them another role first',
      );
    return this.em.transactional(async (tx) => {
      const role = await tx.findOne(AdminRole, id);
      if (!role) throw roleNotFound(id);
      if (role.code) {
        throw new DomainError('CONFLICT', `'${role.name}' is a built-in role and cannot be deleted`);
      }
      assertCovers(actor.role, role, 'delete this role');
      const holders = await tx.count(AdminUser, { role: id });
      if (holders > 0) throw stillAssigned(role.name, holders);
      const before = AdminRoleDto.from(role, 0);
      tx.remove(role);
      try {
        await tx.flush();
      } catch (error) {
        // Someone was given the role while it was being deleted: the foreign key says no.
        if (error instanceof ForeignKeyConstraintViolationException) throw stillAssigned(role.name, 1);
        throw error;
      }
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: actor.id,
          action: 'role.deleted',
          subjectType: 'role',
          subjectId: id,
          ip: actor.ip,
          details: { name: before.name },
        },
        tx,
      );
      return before;
    });
  }

  private async userCounts(roleIds: number[]): Promise<Map<number, number>> {
    if (roleIds.length === 0) return new Map();
    const rows: { role_id: number; users: string }[] = await this.em
      .getKnex()('admin_user')
      .select('role_id')
      .count('* as users')
      .whereIn('role_id', roleIds)
      .groupBy('role_id');
    return new Map(rows.map((row) => [row.role_id, Number(row.users)]));
  }

  private async assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
    const clash = await em.findOne(AdminRole, {
      name: { $ilike: likeEscape(name) },
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    if (clash) throw nameTaken(name);
  }

  /** The name check and the unique index say the same: two simultaneous saves get the same answer. */
  private async writing<T>(name: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await work(this.em);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw nameTaken(name);
      throw error;
    }
  }
}

function sorted(permissions: readonly Permission[]): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => permissions.includes(permission));
}
