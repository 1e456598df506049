import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../database/sql';

/** One address that moved: the path with its locale (`/en/c/batteries`) and where it now is. */
export interface RedirectMove {
  source: string;
  target: string;
}

export interface ResolvedRedirect {
  target: string;
  statusCode: number;
}

/**
 * The shop's redirects (owned by the seo module): an address that moved answers with a permanent redirect to
 * where its page now is. Chains are collapsed as they are recorded (A→B then B→C leaves A→C and B→C), an address
 * that is a page again stops redirecting, and none redirects to itself, so a lookup is one indexed read.
 */
@Injectable()
export class RedirectsService {
  constructor(private readonly em: EntityManager) {}

  /** Records the moves in the caller's transaction (`em`), so they exist exactly when the change does. */
  async record(moves: RedirectMove[], em: EntityManager = this.em): Promise<void> {
    const changed = moves.filter((move) => move.source !== move.target);
    if (changed.length === 0) return;
    const sources = changed.map((move) => move.source);
    const targets = changed.map((move) => move.target);
    // The new addresses are pages now: whatever led away from them stops.
    await this.release(targets, em);
    // What led to an old address leads to its new one.
    await queryRows(
      em,
      sql`update redirect r set target_path = m.target
          from unnest(${sources}::text[], ${targets}::text[]) as m (source, target)
          where r.target_path = m.source`,
    );
    await queryRows(em, sql`delete from redirect where source_path = target_path`);
    await queryRows(
      em,
      sql`insert into redirect (source_path, target_path, status_code)
          select source, target, 301 from unnest(${sources}::text[], ${targets}::text[]) as m (source, target)
          on conflict (source_path) do update
          set target_path = excluded.target_path, status_code = 301, created_at = now()`,
    );
  }

  /** Addresses that are pages (again): no redirect leaves from them. */
  async release(paths: string[], em: EntityManager = this.em): Promise<void> {
    if (paths.length === 0) return;
    await queryRows(em, sql`delete from redirect where source_path = any(${paths}::text[])`);
  }

  /** Where an address that is no page leads, counting the hit; null when it leads nowhere. */
  async resolve(path: string): Promise<ResolvedRedirect | null> {
    const [row] = await queryRows<ResolvedRedirect>(
      this.em,
      sql`update redirect set hits = hits + 1, last_hit_at = now()
          where source_path = ${path}
          returning target_path as target, status_code as "statusCode"`,
    );
    return row ?? null;
  }
}
