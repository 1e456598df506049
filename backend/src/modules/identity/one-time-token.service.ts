import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import { OneTimeToken, type OneTimeTokenPurpose } from './entities/one-time-token.entity';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Single-use links: password reset, invitation, token login. Issuing a new token for the same purpose and
 * subject revokes the older ones, so only the latest mail's link works.
 */
@Injectable()
export class OneTimeTokenService {
  constructor(private readonly em: EntityManager) {}

  async issue(
    purpose: OneTimeTokenPurpose,
    subjectId: number,
    ttlMs: number,
    em: EntityManager = this.em,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlMs);
    await em.nativeDelete(OneTimeToken, {
      $or: [{ purpose, subjectId }, { expiresAt: { $lte: new Date() } }],
    });
    em.create(OneTimeToken, { id: hashToken(token), purpose, subjectId, expiresAt, createdAt: new Date() });
    await em.flush();
    return { token, expiresAt };
  }

  /** The subject of a valid, unused token of one of `purposes`, without using it up (to show a form). */
  async peek(purposes: OneTimeTokenPurpose[], token: string): Promise<OneTimeToken> {
    const found = await this.em.findOne(OneTimeToken, {
      id: hashToken(token),
      purpose: { $in: purposes },
      usedAt: null,
      expiresAt: { $gt: new Date() },
    });
    if (!found) {
      throw new DomainError(
        'TOKEN_INVALID',
        'This link has expired or has already been used. Please request a new one.',
      );
    }
    return found;
  }

  /**
   * Uses the token up and returns it. The update is conditional, so of two simultaneous uses only one wins.
   */
  async consume(
    purposes: OneTimeTokenPurpose[],
    token: string,
    em: EntityManager = this.em,
  ): Promise<OneTimeToken> {
    const found = await this.peek(purposes, token);
    const used = await em.nativeUpdate(
      OneTimeToken,
      { id: found.id, usedAt: null, expiresAt: { $gt: new Date() } },
      { usedAt: new Date() },
    );
    if (used !== 1) {
      throw new DomainError(
        'TOKEN_INVALID',
        'This link has expired or has already been used. Please request a new one.',
      );
    }
    return found;
  }
}
