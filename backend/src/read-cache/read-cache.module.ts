import { type DynamicModule, Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { type ChangeFeed, NoChangeFeed, PostgresChangeFeed } from './catalogue-change-feed';
import { CachedReadInterceptor } from './cached-read.interceptor';
import { ReadCache } from './read-cache';

const CHANGE_FEED = Symbol('CHANGE_FEED');

/**
 * The per-process cache of public catalogue and search answers, kept current by PostgreSQL's change
 * notifications. The HTTP application opens the listening connection at start (create-app.ts); the worker,
 * which answers no reads, never does.
 */
@Global()
@Module({})
export class ReadCacheModule implements OnApplicationShutdown {
  constructor(@Inject(CHANGE_FEED) private readonly feed: ChangeFeed) {}

  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    // The embedded database is one session: it cannot hold the listening connection the cache needs.
    const maxBytes = config.database.mode === 'server' ? config.readCache.maxBytes : 0;
    return {
      module: ReadCacheModule,
      providers: [
        {
          provide: CHANGE_FEED,
          inject: [PinoLogger],
          useFactory: (logger: PinoLogger): ChangeFeed => {
            logger.setContext('ReadCache');
            return maxBytes > 0 ? new PostgresChangeFeed(databaseUrl, logger) : new NoChangeFeed();
          },
        },
        {
          provide: ReadCache,
          inject: [CHANGE_FEED],
          useFactory: (feed: ChangeFeed) => new ReadCache(feed, maxBytes),
        },
        CachedReadInterceptor,
      ],
      exports: [ReadCache, CachedReadInterceptor],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed.close();
  }
}
