import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { AdminRole } from '@tradeshop/shared';

@Entity({ tableName: 'admin_user' })
export class AdminUser {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'text' })
  role!: AdminRole;

  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret?: string | null;

  @Property({ type: 'boolean' })
  active = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;
}
