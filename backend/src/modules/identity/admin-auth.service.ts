import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import { normaliseEmail, verifyPassword } from '../../common/security/passwords';
import { RateLimiter, type AttemptLimit } from '../../common/security/rate-limiter';
import { AuditService } from '../audit/audit.service';
import { AdminUser } from './entities/admin-user.entity';
import { OneTimeTokenService } from './one-time-token.service';
import { SessionService } from './session.service';

/** What a login still needs after the password: nothing, the code, or setting two-factor login up first. */
export const ADMIN_LOGIN_STATUSES = [
  'logged-in',
  'two-factor-required',
  'two-factor-setup-required',
] as const;
export type AdminLoginStatus = (typeof ADMIN_LOGIN_STATUSES)[number];

export interface StartedAdminSession {
  status: AdminLoginStatus;
  token: string;
  expiresAt: Date;
}

function loginLimits(email: string, ip: string): AttemptLimit[] {
  return [
    { key: `admin-login:account:${normaliseEmail(email)}`, limit: IDENTITY_LIMITS.loginAttemptsPerWindow },
    { key: `admin-login:ip:${ip}`, limit: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow },
  ];
}

/** The second step a user owes after the first factor. */
export function nextLoginStep(user: AdminUser): AdminLoginStatus {
  if (user.twoFactorEnabled) return 'two-factor-required';
  return user.twoFactorRequired ? 'two-factor-setup-required' : 'logged-in';
}

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly tokens: OneTimeTokenService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The user with this e-mail and password; wrong answers are counted per account and per address. */
  async verifyCredentials(email: string, password: string, ip: string): Promise<AdminUser> {
    const limits = loginLimits(email, ip);
    const attempt = await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    const user = await this.em.findOne(
      AdminUser,
      { email: normaliseEmail(email), active: true },
      { populate: ['role'] },
    );
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    }
    await attempt.succeeded();
    return user;
  }

  async findActive(id: number): Promise<AdminUser | null> {
    return this.em.findOne(AdminUser, { id, active: true }, { populate: ['role'] });
  }

  async userById(id: number): Promise<AdminUser> {
    const user = await this.em.findOne(AdminUser, { id }, { populate: ['role'] });
    if (!user) throw new DomainError('USER_NOT_FOUND', `There is no back-office user with the id ${id}`);
    return user;
  }

  /** A user who may log in; links for a deactivated user would not work, so none are made. */
  async activeUserById(id: number): Promise<AdminUser> {
    const user = await this.userById(id);
    if (!user.active) {
      throw new DomainError('CONFLICT', 'This user is deactivated. Activate the user before sending a link.');
    }
    return user;
  }

  /** The user of a complete (not half-way through two-factor) session, or null. */
  async signedInUser(sessionToken: string | undefined): Promise<AdminUser | null> {
    const session = await this.sessions.find('admin', sessionToken);
    if (!session || session.pendingTwoFactor) return null;
    return this.findActive(session.subjectId);
  }

  /**
   * Ends the caller's previous session and starts a new one for `user` (a fresh id at every step). The session
   * is pending while a second factor is owed; only a complete one counts as a login.
   */
  async startSession(
    user: AdminUser,
    previousToken: string | undefined,
    ip: string,
    via: 'password' | 'two_factor' | 'token_link',
  ): Promise<StartedAdminSession> {
    const status = via === 'two_factor' ? 'logged-in' : nextLoginStep(user);
    const { token, expiresAt } = await this.sessions.rotate('admin', previousToken, user.id, {
      pendingTwoFactor: status !== 'logged-in',
    });
    if (status === 'logged-in') user.lastLoginAt = new Date();
    await this.em.flush();
    await this.audit.record({
      actorType: 'admin',
      actorId: user.id,
      action: status === 'logged-in' ? 'admin.login' : 'admin.login_password_accepted',
      subjectType: 'admin_user',
      subjectId: user.id,
      ip,
      details: { via },
    });
    return { status, token, expiresAt };
  }

  /** A single-use link an administrator made for `user` (back-office spec §7 Users). */
  async createTokenLoginLink(
    user: AdminUser,
    actor: AdminUser,
    ip: string,
  ): Promise<{ link: string; expiresAt: Date }> {
    const ttlMs = IDENTITY_LIMITS.tokenLoginTtlMinutes * 60_000;
    const { token, expiresAt } = await this.em.transactional(async (em) => {
      const issued = await this.tokens.issue('admin_token_login', user.id, ttlMs, em);
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: actor.id,
          action: 'admin.token_login_link_created',
          subjectType: 'admin_user',
          subjectId: user.id,
          ip,
        },
        em,
      );
      return issued;
    });
    const link = `${this.config.publicUrl}/admin/login/token?token=${encodeURIComponent(token)}`;
    return { link, expiresAt };
  }

  /** Uses a token login link up and starts a session for its user (pending if two-factor login applies). */
  async loginWithToken(
    token: string,
    previousToken: string | undefined,
    ip: string,
  ): Promise<StartedAdminSession> {
    const used = await this.tokens.consume(['admin_token_login'], token);
    const user = await this.findActive(used.subjectId);
    if (!user) {
      throw new DomainError(
        'TOKEN_INVALID',
        'This link has expired or has already been used. Please request a new one.',
      );
    }
    return this.startSession(user, previousToken, ip, 'token_link');
  }
}
