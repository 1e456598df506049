import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter, type AttemptLimit } from '../../common/security/rate-limiter';
import { AuditService } from '../audit/audit.service';
import { AdminAuthService } from './admin-auth.service';
import { AdminUser } from './entities/admin-user.entity';

/** The name authenticator apps show next to the account. */
export const TOTP_ISSUER = 'TradeShop';
/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s steps. */
const TOTP_PERIOD_SECONDS = 30;
/** One step either side, for clocks that drift. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code image (`data:image/png;base64,…`). */
  qrCode: string;
}

function codeLimits(user: AdminUser, ip: string): AttemptLimit[] {
  return [
    { key: `admin-2fa:account:${user.id}`, limit: IDENTITY_LIMITS.loginAttemptsPerWindow },
    { key: `admin-2fa:ip:${ip}`, limit: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow },
  ];
}

const CODE_INVALID = 'This code is not valid. Enter the current code from your authenticator app.';
const CODE_USED =
  'This code has already been used. Wait for the next code in your authenticator app and enter that one.';

/**
 * Two-factor login with time-based one-time codes (RFC 6238). A secret is pending until the user proves with a
 * code that their app has it; every accepted code moves `totpLastStep` forward, so no code works twice.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
    private readonly credentials: AdminAuthService,
  ) {}

  /** A new pending secret for the user's app, replacing any earlier unconfirmed one. */
  async startSetup(user: AdminUser): Promise<TwoFactorSetup> {
    if (user.twoFactorEnabled) {
      throw new DomainError(
        'CONFLICT',
        'Two-factor login is already set up. Reset the two-factor secret first to set it up again.',
      );
    }
    const secret = generateSecret();
    user.totpSecret = secret;
    user.totpConfirmedAt = null;
    user.totpLastStep = null;
    await this.em.flush();
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** Confirms the pending secret with a code from the app: two-factor login is in force from now on. */
  async confirmSetup(user: AdminUser, code: string, ip: string): Promise<void> {
    if (user.twoFactorEnabled) {
      throw new DomainError('CONFLICT', 'Two-factor login is already set up.');
    }
    if (!user.totpSecret) {
      throw new DomainError(
        'CONFLICT',
        'Start the two-factor setup first: no secret is waiting to be confirmed.',
      );
    }
    await this.acceptCode(user, code, ip);
    user.totpConfirmedAt = new Date();
    // One flush, one transaction: the change and its audit entry are stored together or not at all.
    await this.audit.record(
      {
        actorType: 'admin',
        actorId: user.id,
        action: 'admin.two_factor_enabled',
        subjectType: 'admin_user',
        subjectId: user.id,
        ip,
      },
      this.em,
    );
  }

  /**
   * The second factor at login, or the proof asked for before a change: the user's confirmed secret must produce
   * `code`, and not for the first time.
   */
  async checkCode(user: AdminUser, code: string, ip: string): Promise<void> {
    if (!user.twoFactorEnabled) {
      throw new DomainError('CONFLICT', 'Two-factor login is not set up for this account.');
    }
    await this.acceptCode(user, code, ip);
  }

  /** An administrator resets a user's secret: a user who had two-factor login sets it up again at next login. */
  async resetFor(user: AdminUser, actor: AdminUser, ip: string): Promise<void> {
    await this.clear(user, { keepRequired: true }, actor, ip, 'admin.two_factor_reset');
  }

  /** An administrator turns two-factor login off for a user: the password alone is enough from now on. */
  async disableFor(user: AdminUser, actor: AdminUser, ip: string): Promise<void> {
    await this.clear(user, { keepRequired: false }, actor, ip, 'admin.two_factor_disabled');
  }

  /**
   * A user resets their own secret, e.g. for a new phone, proving who they are with the password or a current
   * code. They may set it up again at once; the login then asks for the new app's codes.
   */
  async resetOwn(user: AdminUser, proof: { password?: string; code?: string }, ip: string): Promise<void> {
    if (proof.code) {
      await this.checkCode(user, proof.code, ip);
    } else if (proof.password) {
      const valid = await this.credentials.verifyCredentials(user.email, proof.password, ip).then(
        () => true,
        (error: unknown) => {
          if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') return false;
          throw error;
        },
      );
      if (!valid) {
        const reason = 'The password is not correct';
        throw new DomainError('VALIDATION_FAILED', reason, [{ field: 'password', reason }]);
      }
    } else {
      const reason = 'Enter your password or the current code from your authenticator app';
      throw new DomainError('VALIDATION_FAILED', reason, [{ field: 'password', reason }]);
    }
    await this.clear(user, { keepRequired: true }, user, ip, 'admin.two_factor_reset');
  }

  private async clear(
    user: AdminUser,
    { keepRequired }: { keepRequired: boolean },
    actor: AdminUser,
    ip: string,
    action: string,
  ): Promise<void> {
    const hadIt = user.twoFactorEnabled;
    user.totpSecret = null;
    user.totpConfirmedAt = null;
    user.totpLastStep = null;
    user.twoFactorRequired = keepRequired ? user.twoFactorRequired || hadIt : false;
    // One flush, one transaction: the change and its audit entry are stored together or not at all.
    await this.audit.record(
      { actorType: 'admin', actorId: actor.id, action, subjectType: 'admin_user', subjectId: user.id, ip },
      this.em,
    );
  }

  private async acceptCode(user: AdminUser, code: string, ip: string): Promise<void> {
    const limits = codeLimits(user, ip);
    const attempt = await this.limiter.attempt(limits, IDENTITY_LIMITS.rateLimitWindowSeconds);
    const secret = user.totpSecret as string;
    const lastStep = user.totpLastStep == null ? undefined : Number(user.totpLastStep);
    const token = code.replace(/\s/g, '');
    const options = { secret, token, period: TOTP_PERIOD_SECONDS, epochTolerance: TOTP_TOLERANCE_SECONDS };
    const result = /^\d{6}$/.test(token) ? await verify(options) : { valid: false as const };
    // Time-based results carry the step they matched; that step is what may never be accepted again.
    if (!result.valid || !('timeStep' in result)) return this.refuse(user, ip, CODE_INVALID);

    // The step moves forward only if no other request accepted this step or a later one in the meantime.
    const step = result.timeStep;
    const claimed =
      (lastStep === undefined || step > lastStep) &&
      (await this.em.nativeUpdate(
        AdminUser,
        { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: String(step) } }] },
        { totpLastStep: String(step) },
      )) === 1;
    if (!claimed) return this.refuse(user, ip, CODE_USED);
    user.totpLastStep = String(step);
    await attempt.succeeded();
  }

  /** A wrong or replayed code: it stays counted against the limits, and the audit log says so. */
  private async refuse(user: AdminUser, ip: string, message: string): Promise<never> {
    await this.audit.record({
      actorType: 'admin',
      actorId: user.id,
      action: 'admin.two_factor_failed',
      subjectType: 'admin_user',
      subjectId: user.id,
      ip,
      details: { reason: message === CODE_USED ? 'replayed' : 'invalid' },
    });
    throw new DomainError('TWO_FACTOR_CODE_INVALID', message, [{ field: 'code', reason: message }]);
  }
}
