import { type DynamicModule, Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { type ChangeFeed, NoChangeFeed, PostgresChangeFeed } from './catalogue-change-feed';
import { CachedReadInterceptor } from './cached-read.interceptor';
import { ReadCache } from './read-cache';
import { ConfigurationCache } from './configuration-cache';

const CHANGE_FEED = Symbol('CHANGE_FEED');

/**
 * The per-process caches kept current by PostgreSQL's change notifications: the public catalogue and search
 * answers (`READ_CACHE_MB`, 0 turns it off), and the shop configuration the buying path reads
 * (`CONFIGURATION_CACHE`). The HTTP application opens the listening connection at start (create-app.ts); the
 * worker, which answers no shoppers, never does, so it reads configuration from the database every time.
 */
@Global()
@Module({})
export class ReadCacheModule implements OnApplicationShutdown {
  constructor(@Inject(CHANGE_FEED) private readonly feed: ChangeFeed) {}

  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    // The embedded database is one session: it cannot hold the listening connection the cache needs.
    const server = config.database.mode === 'server';
    const maxBytes = server ? config.readCache.maxBytes : 0;
    const configurationCache = server && config.configurationCache;
    return {
      module: ReadCacheModule,
      providers: [
        {
          provide: CHANGE_FEED,
          inject: [PinoLogger],
          useFactory: (logger: PinoLogger): ChangeFeed => {
            logger.setContext('ReadCache');
            return maxBytes > 0 || configurationCache
              ? new PostgresChangeFeed(databaseUrl, logger)
              : new NoChangeFeed();
          },
        },
        {
          provide: ReadCache,
          inject: [CHANGE_FEED],
          useFactory: (feed: ChangeFeed) => new ReadCache(feed, maxBytes),
        },
        {
          provide: ConfigurationCache,
          inject: [CHANGE_FEED],
          useFactory: (feed: ChangeFeed) => new ConfigurationCache(feed, configurationCache),
        },
        CachedReadInterceptor,
      ],
      exports: [ReadCache, ConfigurationCache, CachedReadInterceptor],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed.close();
  }
}
