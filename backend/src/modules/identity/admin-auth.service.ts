import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import * as argon2 from 'argon2';
import { AdminUser } from './entities/admin-user.entity';

@Injectable()
export class AdminAuthService implements OnModuleInit {
  /** Verified against when the e-mail is unknown, so both answers take the same time. */
  private dummyHash = '';

  constructor(private readonly em: EntityManager) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await argon2.hash('timing-equaliser');
  }

  async verifyCredentials(email: string, password: string): Promise<AdminUser | null> {
    const user = await this.em.findOne(
      AdminUser,
      { email: email.trim().toLowerCase(), active: true },
      { populate: ['role'] },
    );
    const valid = await argon2.verify(user?.passwordHash ?? this.dummyHash, password);
    if (!user || !valid) return null;
    user.lastLoginAt = new Date();
    await this.em.flush();
    return user;
  }

  async findActive(id: number): Promise<AdminUser | null> {
    return this.em.findOne(AdminUser, { id, active: true }, { populate: ['role'] });
  }
}
