import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Session, type SessionRealm } from './entities/session.entity';

export const SESSION_COOKIE: Record<SessionRealm, string> = { admin: 'admin_session', shop: 'shop_session' };
const SESSION_TTL_MS: Record<SessionRealm, number> = { admin: 8 * 3600_000, shop: 30 * 24 * 3600_000 };

/** The stored id of the session a cookie token names: its SHA-256, so a leaked table does not leak sessions. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionOptions {
  actingCustomerId?: number | null;
  pendingTwoFactor?: boolean;
}

@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Starts a session and returns the token for the cookie; only its hash is stored. Callers end the previous
   * session first, so that every login, second factor and impersonation gets a fresh id.
   */
  async start(
    realm: SessionRealm,
    subjectId: number,
    { actingCustomerId = null, pendingTwoFactor = false }: SessionOptions = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS[realm]);
    // Logins are where sessions are written, so they also clear the expired ones (session_expiry_idx).
    await this.em.nativeDelete(Session, { expiresAt: { $lte: new Date() } });
    this.em.create(Session, {
      id: sessionIdOf(token),
      realm,
      subjectId,
      actingCustomerId,
      pendingTwoFactor,
      expiresAt,
      createdAt: new Date(),
    });
    await this.em.flush();
    return { token, expiresAt };
  }

  /** A session read elsewhere as a raw row (column names), as this EntityManager's managed entity. */
  fromRow(row: Record<string, unknown>): Session {
    return this.em.map(Session, row);
  }

  async find(realm: SessionRealm, token: string | undefined): Promise<Session | null> {
    if (!token) return null;
    const session = await this.em.findOne(Session, {
      id: sessionIdOf(token),
      realm,
      expiresAt: { $gt: new Date() },
    });
    return session;
  }

  /**
   * Session rotation: the session behind `previousToken` (if any) ends and a new one starts, so that an id
   * known before a login, second factor or impersonation is worth nothing after it.
   */
  async rotate(
    realm: SessionRealm,
    previousToken: string | undefined,
    subjectId: number,
    options: SessionOptions = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    await this.end(previousToken);
    return this.start(realm, subjectId, options);
  }

  /** Ends every session of a subject, e.g. after a password change or reset. */
  async endAllOf(realm: SessionRealm, subjectId: number): Promise<void> {
    await this.em.nativeDelete(Session, { realm, subjectId });
  }

  /** Ends every other session of the session's subject, keeping this one (the person making the change). */
  async endAllExcept(realm: SessionRealm, session: Session): Promise<void> {
    await this.em.nativeDelete(Session, { realm, subjectId: session.subjectId, id: { $ne: session.id } });
  }

  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.em.nativeDelete(Session, { id: sessionIdOf(token) });
  }

  cookieOptions(expiresAt?: Date) {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.publicUrl.startsWith('https://'),
      path: '/',
      ...(expiresAt ? { expires: expiresAt } : {}),
    };
  }
}
