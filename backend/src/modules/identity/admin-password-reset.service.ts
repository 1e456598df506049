import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import { hashPassword, normaliseEmail } from '../../common/security/passwords';
import { RateLimiter, type AttemptLimit } from '../../common/security/rate-limiter';
import { AuditService } from '../audit/audit.service';
import { DomainEvents } from '../events/domain-events.service';
import { MailService } from '../mail/mail.service';
import { adminInvitationMail, adminPasswordResetMail } from './admin-mails';
import { AdminUser } from './entities/admin-user.entity';
import type { OneTimeTokenPurpose } from './entities/one-time-token.entity';
import { OneTimeTokenService } from './one-time-token.service';
import { SessionService } from './session.service';

/** Both links lead to the same screen: choose a password. */
const SET_PASSWORD_PURPOSES: OneTimeTokenPurpose[] = ['admin_password_reset', 'admin_invitation'];

export interface SetPasswordLink {
  link: string;
  expiresAt: Date;
}

function requestLimits(email: string, ip: string): AttemptLimit[] {
  return [
    { key: `admin-reset:account:${normaliseEmail(email)}`, limit: IDENTITY_LIMITS.loginAttemptsPerWindow },
    { key: `admin-reset:ip:${ip}`, limit: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow },
  ];
}

function tokenLimits(ip: string): AttemptLimit[] {
  return [{ key: `admin-reset-token:ip:${ip}`, limit: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow }];
}

/**
 * Lost passwords and invitations of back-office users: both send a single-use link to a screen where the user
 * chooses a password. The answer to a reset request never tells whether the address has an account.
 */
@Injectable()
export class AdminPasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: OneTimeTokenService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a reset link if the address belongs to an active user; does the same visible work either way. */
  async requestReset(email: string, ip: string): Promise<void> {
    const limits = requestLimits(email, ip);
    // Every request counts, found or not, so the limit says nothing about which addresses exist.
    await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    const user = await this.em.findOne(AdminUser, { email: normaliseEmail(email), active: true });
    if (!user) return;

    const minutes = IDENTITY_LIMITS.passwordResetTtlMinutes;
    // The link, its mail and the audit entry commit together; the mail is sent once they have. The token lives
    // in the mail's stored text until it is sent: the mail's event carries its id.
    await this.em.transactional(async (em) => {
      const { token } = await this.tokens.issue('admin_password_reset', user.id, minutes * 60_000, em);
      const link = this.setPasswordLink(token);
      await this.mail.queue(em, {
        purpose: 'admin_password_reset',
        singleUseLink: true,
        to: user.email,
        ...adminPasswordResetMail(user.language, { name: user.name, link, minutes }),
      });
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: null,
          action: 'admin.password_reset_requested',
          subjectType: 'admin_user',
          subjectId: user.id,
          ip,
        },
        em,
      );
    });
    await this.events.publish();
  }

  /** Mails `user` an invitation to choose a password and returns the link, for the administrator to pass on. */
  async invite(user: AdminUser, actor: AdminUser, ip: string): Promise<SetPasswordLink> {
    const hours = IDENTITY_LIMITS.invitationTtlHours;
    const { link, expiresAt } = await this.em.transactional(async (em) => {
      const issued = await this.tokens.issue('admin_invitation', user.id, hours * 3600_000, em);
      const link = this.setPasswordLink(issued.token);
      await this.mail.queue(em, {
        purpose: 'admin_invitation',
        singleUseLink: true,
        to: user.email,
        ...adminInvitationMail(user.language, { name: user.name, email: user.email, link, hours }),
      });
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: actor.id,
          action: 'admin.invitation_link_created',
          subjectType: 'admin_user',
          subjectId: user.id,
          ip,
        },
        em,
      );
      return { link, expiresAt: issued.expiresAt };
    });
    await this.events.publish();
    return { link, expiresAt };
  }

  /** Whom a reset or invitation link is for, to greet them on the form; does not use the link up. */
  async describe(token: string, ip: string): Promise<{ email: string; invitation: boolean }> {
    const found = await this.validToken(token, ip, () => this.tokens.peek(SET_PASSWORD_PURPOSES, token));
    const user = await this.em.findOne(AdminUser, { id: found.subjectId, active: true });
    if (!user) throw this.invalidLink();
    return { email: user.email, invitation: found.purpose === 'admin_invitation' };
  }

  /** Sets the password chosen through a reset or invitation link and ends the user's sessions. */
  async setPassword(token: string, password: string, passwordRepeat: string, ip: string): Promise<void> {
    if (password !== passwordRepeat) {
      const reason = 'The two passwords do not match';
      throw new DomainError('VALIDATION_FAILED', reason, [{ field: 'passwordRepeat', reason }]);
    }
    // The link is checked (and a wrong one counted) before the deliberately slow hashing.
    await this.validToken(token, ip, () => this.tokens.peek(SET_PASSWORD_PURPOSES, token));
    const passwordHash = await hashPassword(password);
    const userId = await this.em.transactional(async (em) => {
      const used = await this.validToken(token, ip, () =>
        this.tokens.consume(SET_PASSWORD_PURPOSES, token, em),
      );
      const user = await em.findOne(AdminUser, { id: used.subjectId, active: true });
      if (!user) throw this.invalidLink();
      user.passwordHash = passwordHash;
      user.passwordChangedAt = new Date();
      await em.flush();
      await this.audit.record(
        {
          actorType: 'admin',
          actorId: user.id,
          action: used.purpose === 'admin_invitation' ? 'admin.invitation_accepted' : 'admin.password_reset',
          subjectType: 'admin_user',
          subjectId: user.id,
          ip,
        },
        em,
      );
      return user.id;
    });
    // Whoever knew the old password (or holds a session from it) is out.
    await this.sessions.endAllOf('admin', userId);
  }

  private setPasswordLink(token: string): string {
    return `${this.config.publicUrl}/admin/#/reset-password/${encodeURIComponent(token)}`;
  }

  /** Runs a token check, counting failures per address: guessing links is refused after a few tries. */
  private async validToken<T>(token: string, ip: string, check: () => Promise<T>): Promise<T> {
    const limits = tokenLimits(ip);
    const attempt = await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    try {
      const result = await check();
      await attempt.release();
      return result;
    } catch (error) {
      // Only a wrong or used link counts; a refused password (too short, not repeated) does not.
      if (!(error instanceof DomainError && error.code === 'TOKEN_INVALID')) await attempt.release();
      throw error;
    }
  }

  private invalidLink(): DomainError {
    return new DomainError(
      'TOKEN_INVALID',
      'This link has expired or has already been used. Please request a new one.',
    );
  }
}
