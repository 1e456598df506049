import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { parseScopedChange, type ScopedChange } from './read-cache-tags';

/** The channel the database notifies after every write to data the read cache answers from. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';
/** Where each listener notifies itself to prove that notifications reach it (see `probe`). */
const PROBE_CHANNEL = 'read_cache_probe';

/** What the read cache needs to know of the database's change notifications. */
export interface ChangeFeed {
  /** True while notifications are known to arrive; the cache serves and stores answers only then. */
  readonly live: boolean;
  /**
   * Goes up with every notification that may have changed anything, and whenever notifications may have been
   * missed; a scoped change (some products and categories) goes to the `onScopedChange` listener instead.
   */
  readonly generation: number;
  /** Receives each notified change of some products and the categories listing them, in order. */
  onScopedChange(listener: (change: ScopedChange) => void): void;
  /** Begins listening (once; later calls do nothing). */
  start(): void;
  /**
   * Resolves once every change committed before the call has reached the listener (notifications arrive in
   * commit order, so a notification sent after them coming back proves it); at once when not live.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedLog {
  warn(message: string): void;
  info(message: string): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/**
 * How often the listener proves that notifications still reach it: a connection that broke without telling (a
 * dropped network path) or never delivers them (a pooler in transaction mode) is found out within this plus
 * the timeout.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * Listens on its own connection to the `catalogue_changed` notifications (one per table and committed
 * transaction, see the read_cache_notifications migration). It is `live` only once a notification it sent
 * itself has come back, and again at every heartbeat; otherwise the cache answers nothing from memory. Every
 * reconnection counts as a change, since notifications sent meanwhile are lost.
 */
export class PostgresChangeFeed implements ChangeFeed {
  live = false;
  generation = 0;
  private client?: pg.Client;
  private started = false;
  private closed = false;
  private retryMs = 0;
  private retryTimer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  /** This listener's own probe notifications, told apart from other processes' on the shared channel. */
  private readonly probeId = randomUUID();
  private probesSent = 0;
  /** The probes on their way back, by payload: the heartbeat's and any `caughtUp` calls'. */
  private readonly probesPending = new Map<string, () => void>();
  private scopedListener: (change: ScopedChange) => void = () => undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: ChangeFeedLog,
  ) {}

  onScopedChange(listener: (change: ScopedChange) => void): void {
    this.scopedListener = listener;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.connect();
  }

  async caughtUp(): Promise<void> {
    const client = this.client;
    if (client && this.live) await this.probe(client);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    this.live = false;
    const client = this.client;
    this.client = undefined;
    // A server that stopped answering must not hold up the shutdown.
    await Promise.race([client?.end().catch(() => undefined), delay(HEARTBEAT_TIMEOUT_MS)]);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'tradeshop read cache',
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === PROBE_CHANNEL) {
        this.probesPending.get(message.payload ?? '')?.();
        return;
      }
      const scoped = parseScopedChange(message.payload ?? '');
      if (scoped) this.scopedListener(scoped);
      else this.generation += 1;
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANGED_CHANNEL}`);
      await client.query(`listen ${PROBE_CHANNEL}`);
      await this.probe(client);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    if (this.retryMs > 0)
      this.log.info('Catalogue change notifications are back: the read cache is on again');
    this.retryMs = 0;
    this.generation += 1;
    this.live = true;
    this.heartbeat = setInterval(() => {
      this.probe(client).catch((error: unknown) => this.lost(client, error));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Notifies this listener itself and waits for the notification to come back. */
  private async probe(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const payload = `${this.probeId} ${(this.probesSent += 1)}`;
    const arrived = new Promise<void>((resolve, reject) => {
      this.probesPending.set(payload, resolve);
      timer = setTimeout(
        () => reject(new Error(`no notification came back within ${HEARTBEAT_TIMEOUT_MS} ms`)),
        HEARTBEAT_TIMEOUT_MS,
      );
    });
    // Awaited below, after the notify; a timeout before that must not count as unhandled meanwhile.
    arrived.catch(() => undefined);
    try {
      await client.query('select pg_notify($1, $2)', [PROBE_CHANNEL, payload]);
      await arrived;
    } finally {
      clearTimeout(timer);
      this.probesPending.delete(payload);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.live = false;
    this.generation += 1;
    clearInterval(this.heartbeat);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    if (this.retryMs === 0) {
      const reason = error instanceof Error ? error.message : 'the connection closed';
      this.log.warn(
        `Catalogue change notifications stopped (${reason}): the read cache is off until they return`,
      );
    }
    this.retryMs = Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, this.retryMs * 2));
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** For the embedded database, a single session that cannot hold a second, listening connection. */
export class NoChangeFeed implements ChangeFeed {
  readonly live = false;
  readonly generation = 0;
  onScopedChange(): void {}
  start(): void {}
  async caughtUp(): Promise<void> {}
  async close(): Promise<void> {}
}
