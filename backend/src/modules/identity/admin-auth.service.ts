import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { normaliseEmail, verifyPassword } from '../../common/security/passwords';
import { AdminUser } from './entities/admin-user.entity';

@Injectable()
export class AdminAuthService {
  constructor(private readonly em: EntityManager) {}

  async verifyCredentials(email: string, password: string): Promise<AdminUser | null> {
    const user = await this.em.findOne(
      AdminUser,
      { email: normaliseEmail(email), active: true },
      { populate: ['role'] },
    );
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) return null;
    user.lastLoginAt = new Date();
    await this.em.flush();
    return user;
  }

  async findActive(id: number): Promise<AdminUser | null> {
    return this.em.findOne(AdminUser, { id, active: true }, { populate: ['role'] });
  }
}
