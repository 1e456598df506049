import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS, type Locale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { type AdminListRequest, likeEscape } from '../../common/http/admin-list-query';
import { hashPassword, normaliseEmail, verifyPassword } from '../../common/security/passwords';
import { RateLimiter } from '../../common/security/rate-limiter';
import { AuditService } from '../audit/audit.service';
import type { Actor } from './admin-roles.service';
import type { SharingEntryDto } from './dto/admin-roles.dto';
import {
  AdminUserDetailDto,
  AdminUserMinimalDto,
  AdminUserTreeNodeDto,
  type KeyBindingDto,
} from './dto/admin-users.dto';
import { AdminRole } from './entities/admin-role.entity';
import { AdminUser } from './entities/admin-user.entity';
import { SessionService } from './session.service';
import { assertValidImage, initialsAvatarSvg, type UploadedImage, UserImageStore } from './user-images';
import { assertCovers } from './role-coverage';

export const ADMIN_USER_SORTS = ['id', 'name', 'email', 'active', 'lastLoginAt', 'createdAt'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export interface AdminUserFilter {
  q?: string;
  roleId?: number;
  active?: boolean;
}

export interface UserInput {
  name?: string;
  email?: string;
  roleId?: number;
  password?: string;
  language?: Locale;
  active?: boolean;
  twoFactorRequired?: boolean;
}

export interface OwnProfileInput {
  name?: string;
  language?: Locale;
  password?: string;
  currentPassword?: string;
  keyBindings?: KeyBindingDto[] | null;
}

const ADMINISTRATOR_ROLE = 'administrator';
const SEARCH_LIMIT = 25;

function userNotFound(id: number): DomainError {
  return new DomainError('USER_NOT_FOUND', `No user has the id ${id}`);
}

function emailTaken(): DomainError {
  return new DomainError('EMAIL_ALREADY_REGISTERED', 'This e-mail is already used by another user', [
    { field: 'email', reason: 'already used by another user' },
  ]);
}

/** Back-office users: the only writer of admin_user apart from the login flows. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
    private readonly images: UserImageStore,
    private readonly limiter: RateLimiter,
  ) {}

  async list(
    request: AdminListRequest<AdminUserSort>,
    filter: AdminUserFilter,
  ): Promise<{ rows: AdminUserDetailDto[]; total: number }> {
    const where = {
      ...(filter.q ? matching(filter.q) : {}),
      ...(filter.roleId !== undefined ? { role: filter.roleId } : {}),
      ...(filter.active !== undefined ? { active: filter.active } : {}),
    };
    const [users, total] = await this.em.findAndCount(AdminUser, where, {
      populate: ['role'],
      orderBy: { [request.sortField]: request.sortOrder, id: 'asc' },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows: users.map((user) => AdminUserDetailDto.from(user)), total };
  }

  async get(id: number): Promise<AdminUserDetailDto> {
    return AdminUserDetailDto.from(await this.load(this.em, id));
  }

  async minimal(id: number): Promise<AdminUserMinimalDto> {
    return AdminUserMinimalDto.from(await this.load(this.em, id));
  }

  /** Every user by name: the user tree has no folders, so all users sit under the root. */
  async tree(node: number): Promise<AdminUserTreeNodeDto[]> {
    if (node !== 0) return [];
    const users = await this.em.find(AdminUser, {}, { orderBy: { name: 'asc', id: 'asc' } });
    return users.map((user) => AdminUserTreeNodeDto.from(user));
  }

  async search(query: string): Promise<AdminUserMinimalDto[]> {
    const users = await this.em.find(AdminUser, matching(query), {
      orderBy: { name: 'asc', id: 'asc' },
      limit: SEARCH_LIMIT,
    });
    return users.map((user) => AdminUserMinimalDto.from(user));
  }

  async all(): Promise<AdminUserMinimalDto[]> {
    const users = await this.em.find(AdminUser, {}, { orderBy: { name: 'asc', id: 'asc' } });
    return users.map((user) => AdminUserMinimalDto.from(user));
  }

  /** Active users to share something with: names only. */
  async names(): Promise<SharingEntryDto[]> {
    const users = await this.em.find(
      AdminUser,
      { active: true },
      { orderBy: { name: 'asc', id: 'asc' }, fields: ['id', 'name'] },
    );
    return users.map((user) => ({ id: user.id, name: user.name }));
  }

  async create(input: UserInput & { name: string; email: string; roleId: number }, actor: Actor) {
    const user = await this.writing(() =>
      this.em.transactional(async (tx) => {
        const email = normaliseEmail(input.email);
        await this.assertEmailFree(tx, email);
        const role = await this.role(tx, input.roleId);
        assertCovers(actor.role, role, 'give a user this role');
        // Without a password the account cannot log in until its invitation link is used.
        const password = input.password ?? randomBytes(32).toString('base64url');
        const created = Object.assign(new AdminUser(), {
          name: input.name,
          email,
          role: ref(role),
          passwordHash: await hashPassword(password),
          passwordChangedAt: input.password ? new Date() : null,
          language: input.language ?? 'en',
          active: input.active ?? true,
          twoFactorRequired: input.twoFactorRequired ?? false,
        });
        tx.persist(created);
        await tx.flush();
        await this.record(tx, actor, 'user.created', created.id, {
          email,
          name: created.name,
          role: role.name,
          active: created.active,
        });
        return created;
      }),
    );
    return AdminUserDetailDto.from(user);
  }

  async update(id: number, input: UserInput, actor: Actor): Promise<AdminUserDetailDto> {
    const { passwordChanged, deactivated } = await this.writing(() =>
      this.em.transactional(async (tx) => {
        const user = await this.load(tx, id);
        assertCovers(actor.role, user.role.getEntity(), 'change this user');
        const changed: Record<string, unknown> = {};
        const set = <K extends 'name' | 'language' | 'twoFactorRequired'>(field: K, value?: AdminUser[K]) => {
          if (value == null || value === user[field]) return;
          changed[field] = { from: user[field], to: value };
          user[field] = value;
        };
        set('name', input.name);
        set('language', input.language);
        set('twoFactorRequired', input.twoFactorRequired);

        if (input.email != null && normaliseEmail(input.email) !== user.email) {
          const email = normaliseEmail(input.email);
          await this.assertEmailFree(tx, email, id);
          changed.email = { from: user.email, to: email };
          user.email = email;
        }
        const newRole =
          input.roleId != null && input.roleId !== user.role.id ? await this.role(tx, input.roleId) : null;
        if (newRole) {
          if (id === actor.id) {
            throw new DomainError('FORBIDDEN', 'You cannot change your own role', [
              { field: 'roleId', reason: 'this is your own account' },
            ]);
          }
          assertCovers(actor.role, newRole, 'give a user this role');
        }
        const deactivating = input.active === false && user.active;
        if (deactivating && id === actor.id) {
          throw new DomainError('CONFLICT', 'You cannot deactivate your own account', [
            { field: 'active', reason: 'this is your own account' },
          ]);
        }
        if (deactivating || (newRole && newRole.code !== ADMINISTRATOR_ROLE)) {
          await this.assertAnotherAdministrator(
            tx,
            user,
            deactivating ? 'deactivated' : 'given another role',
          );
        }
        if (newRole) {
          changed.role = { from: user.role.getEntity().name, to: newRole.name };
          user.role = tx.getReference(AdminRole, newRole.id, { wrapped: true });
        }
        if (input.active != null && input.active !== user.active) {
          changed.active = { from: user.active, to: input.active };
          user.active = input.active;
        }
        if (input.password != null) {
          changed.password = 'changed';
          user.passwordHash = await hashPassword(input.password);
          user.passwordChangedAt = new Date();
        }
        if (Object.keys(changed).length === 0) return { passwordChanged: false, deactivated: false };
        await tx.flush();
        await this.record(tx, actor, 'user.updated', id, changed);
        return { passwordChanged: input.password != null, deactivated: deactivating };
      }),
    );
    // A new password or a deactivation logs the user out everywhere.
    if (passwordChanged || deactivated) await this.sessions.endAllOf('admin', id);
    return this.get(id);
  }

  /** Deletes a user other than oneself, never the last active administrator. Returns the user as it was. */
  async delete(id: number, actor: Actor): Promise<AdminUserDetailDto> {
    if (id === actor.id) {
      throw new DomainError('CONFLICT', 'You cannot delete your own account');
    }
    const deleted = await this.em.transactional(async (tx) => {
      const user = await this.load(tx, id);
      assertCovers(actor.role, user.role.getEntity(), 'delete this user');
      await this.assertAnotherAdministrator(tx, user, 'deleted');
      const before = AdminUserDetailDto.from(user);
      const image = user.image;
      tx.remove(user);
      await tx.flush();
      await this.record(tx, actor, 'user.deleted', id, { email: before.email, name: before.name });
      return { before, image };
    });
    await this.sessions.endAllOf('admin', id);
    await this.images.remove(deleted.image);
    return deleted.before;
  }

  /**
   * One's own profile: name, language, key bindings, and a new password when the current one is given.
   * Answers whether the password changed, so the caller can start a fresh session.
   */
  async updateOwnProfile(
    id: number,
    input: OwnProfileInput,
    ip: string,
  ): Promise<{ user: AdminUser; passwordChanged: boolean }> {
    const user = await this.load(this.em, id);
    if (input.password != null) await this.verifyCurrentPassword(user, input.currentPassword ?? '', ip);
    if (input.keyBindings) assertOneBindingPerAction(input.keyBindings);
    if (input.name != null) user.name = input.name;
    if (input.language != null) user.language = input.language;
    // null brings back the default bindings.
    if (input.keyBindings === null) user.keyBindings = null;
    if (input.keyBindings) {
      user.keyBindings = input.keyBindings.map(({ action, key, ctrl, alt, shift }) => ({
        action,
        key,
        ctrl,
        alt,
        shift,
      }));
    }
    if (input.password != null) {
      user.passwordHash = await hashPassword(input.password);
      user.passwordChangedAt = new Date();
      await this.record(this.em, { id, ip }, 'user.password-changed', id, {});
    }
    await this.em.flush();
    return { user, passwordChanged: input.password != null };
  }

  async setImage(id: number, file: UploadedImage | undefined, actor: Actor): Promise<AdminUserDetailDto> {
    assertValidImage(file);
    const user = await this.load(this.em, id);
    const previous = user.image;
    user.image = await this.images.save(id, file);
    await this.em.flush();
    await this.record(this.em, actor, 'user.updated', id, { image: 'uploaded' });
    await this.images.remove(previous);
    return AdminUserDetailDto.from(user);
  }

  async removeImage(id: number, actor: Actor): Promise<AdminUserDetailDto> {
    const user = await this.load(this.em, id);
    const previous = user.image;
    if (previous) {
      user.image = null;
      await this.em.flush();
      await this.record(this.em, actor, 'user.updated', id, { image: 'removed' });
      await this.images.remove(previous);
    }
    return AdminUserDetailDto.from(user);
  }

  /** The user's picture, or initials drawn as SVG when there is none (or its file went missing). */
  async image(id: number): Promise<{ bytes: Buffer; contentType: string }> {
    const user = await this.load(this.em, id);
    const stored = user.image ? await this.images.read(user.image) : null;
    return (
      stored ?? {
        bytes: Buffer.from(initialsAvatarSvg(user.id, user.name)),
        contentType: 'image/svg+xml; charset=utf-8',
      }
    );
  }

  private async load(em: EntityManager, id: number): Promise<AdminUser> {
    const user = await em.findOne(AdminUser, id, { populate: ['role'] });
    if (!user) throw userNotFound(id);
    return user;
  }

  private async role(em: EntityManager, id: number): Promise<AdminRole> {
    const role = await em.findOne(AdminRole, id);
    if (!role) {
      throw new DomainError('VALIDATION_FAILED', `No role has the id ${id}`, [
        { field: 'roleId', reason: 'no such role' },
      ]);
    }
    return role;
  }

  private async assertEmailFree(em: EntityManager, email: string, exceptId?: number): Promise<void> {
    const clash = await em.count(AdminUser, { email, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (clash > 0) throw emailTaken();
  }

  /**
   * Refuses to leave the back office without an active administrator. The administrator role's row is
   * locked first, so two administrators demoting each other at the same moment cannot both succeed.
   */
  private async assertAnotherAdministrator(em: EntityManager, user: AdminUser, what: string): Promise<void> {
    if (!user.active || user.role.getEntity().code !== ADMINISTRATOR_ROLE) return;
    const role = await em.findOneOrFail(
      AdminRole,
      { code: ADMINISTRATOR_ROLE },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const others = await em.count(AdminUser, { role: role.id, active: true, id: { $ne: user.id } });
    if (others === 0) {
      throw new DomainError(
        'CONFLICT',
        `${user.name} is the last active administrator and cannot be ${what}; make someone else an administrator first`,
      );
    }
  }

  private async verifyCurrentPassword(user: AdminUser, password: string, ip: string): Promise<void> {
    const limits = [
      { key: `admin-password-check:account:${user.id}`, limit: IDENTITY_LIMITS.loginAttemptsPerWindow },
      { key: `admin-password-check:ip:${ip}`, limit: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow },
    ];
    const attempt = await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError('VALIDATION_FAILED', 'The current password is not correct', [
        { field: 'currentPassword', reason: 'not correct' },
      ]);
    }
    await attempt.succeeded();
  }

  private record(
    em: EntityManager,
    actor: Pick<Actor, 'id' | 'ip'>,
    action: string,
    subjectId: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(
      {
        actorType: 'admin',
        actorId: actor.id,
        action,
        subjectType: 'user',
        subjectId,
        ip: actor.ip,
        details,
      },
      em,
    );
  }

  /** The e-mail check and the unique index say the same: two simultaneous saves get the same answer. */
  private async writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
  }
}

function matching(text: string) {
  const pattern = `%${likeEscape(text.trim())}%`;
  return { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] };
}

function assertOneBindingPerAction(bindings: KeyBindingDto[]): void {
  const seen = new Set<string>();
  for (const binding of bindings) {
    if (seen.has(binding.action)) {
      throw new DomainError('VALIDATION_FAILED', `keyBindings lists the action '${binding.action}' twice`, [
        { field: 'keyBindings', reason: `'${binding.action}' appears twice` },
      ]);
    }
    seen.add(binding.action);
  }
}
