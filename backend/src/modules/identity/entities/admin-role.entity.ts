import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Permission } from '@tradeshop/shared';

/** A back-office role: a named set of section permissions. `allPermissions` also covers future sections. */
@Entity({ tableName: 'admin_role' })
export class AdminRole {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Set on the built-in roles (`administrator`, `editor`) only. */
  @Property({ type: 'text', nullable: true, unique: true })
  code?: string | null;

  @Property({ type: 'text', unique: true })
  name!: string;

  @Property({ type: 'text[]' })
  permissions: Permission[] = [];

  @Property({ type: 'boolean' })
  allPermissions = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  grants(permission: Permission): boolean {
    return this.allPermissions || this.permissions.includes(permission);
  }
}
