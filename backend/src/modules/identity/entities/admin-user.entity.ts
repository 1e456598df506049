import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { AdminRole } from './admin-role.entity';

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

  @ManyToOne(() => AdminRole, { ref: true })
  role!: Ref<AdminRole>;

  @Property({ type: 'text' })
  language = 'en';

  /** The TOTP secret; in force once `totpConfirmedAt` is set, pending confirmation before that. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret?: string | null;

  @Property({ type: 'datetime', nullable: true })
  totpConfirmedAt?: Date | null;

  /** The time step of the last accepted code: a code is accepted once, never replayed. */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  totpLastStep?: string | null;

  /** Set by an administrator: this user must set up two-factor login at the next login. */
  @Property({ type: 'boolean' })
  twoFactorRequired = false;

  @Property({ type: 'json', nullable: true })
  keyBindings?: Record<string, unknown>[] | null;

  /** Media key of the user's avatar image, if one was uploaded. */
  @Property({ type: 'text', nullable: true })
  image?: string | null;

  @Property({ type: 'boolean' })
  active = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  passwordChangedAt?: Date | null;

  get twoFactorEnabled(): boolean {
    return Boolean(this.totpSecret && this.totpConfirmedAt);
  }
}
