import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One record that uses a library file: a product, a category or a content page, and in which role. */
export interface AssetUser {
  assetId: number;
  /** `product`, `category`, `content_page`. */
  type: string;
  id: number;
  /** How people know the record: a product's SKU and name, a category's or page's name. */
  label: string;
  /** `main image`, `gallery image`, `document`, `video`, `category image`, `page thumbnail`. */
  role: string;
}

/** How one module finds its records that use any of the given files, in one statement. */
export interface AssetUsageFinder {
  owner: string;
  find: (em: EntityManager, assetIds: readonly number[]) => Promise<AssetUser[]>;
}

/**
 * Who uses a library file. The assets module cannot read the tables of the modules whose records point to its
 * files (products, categories, content pages), so each registers a finder for its own tables when it starts,
 * and where-used and the refusal to delete ask here.
 */
@Injectable()
export class AssetUsageRegistry {
  private readonly finders: AssetUsageFinder[] = [];

  register(finder: AssetUsageFinder): void {
    this.finders.push(finder);
  }

  async users(em: EntityManager, assetIds: readonly number[]): Promise<AssetUser[]> {
    if (assetIds.length === 0) return [];
    const users: AssetUser[] = [];
    for (const finder of this.finders) users.push(...(await finder.find(em, assetIds)));
    return users;
  }
}

/** `product AA-100 (main image), category Batteries (category image)`: the users as a refusal names them. */
export function describeAssetUsers(users: readonly AssetUser[]): string {
  const shown = users
    .slice(0, 5)
    .map((user) => `${user.type.replace('_', ' ')} ${user.label} (${user.role})`);
  return users.length > 5 ? `${shown.join(', ')} and ${users.length - 5} more` : shown.join(', ');
}
