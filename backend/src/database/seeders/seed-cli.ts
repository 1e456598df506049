import pg from 'pg';
import { buildAppConfig, ConfigurationError, loadEnvFile } from '../../config/app-config';
import { describeDatabaseError } from '../database-handle';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded-postgres';
import { migrateDatabase } from '../migrate';
import { seedDatabase } from './seed';

const USAGE = 'Usage: npm run seed -- [--products N] [--reset]';

class UsageError extends Error {}

interface Arguments {
  products?: number;
  reset: boolean;
}

export function parseArguments(args: readonly string[]): Arguments {
  const parsed: Arguments = { reset: false };
  for (let position = 0; position < args.length; position++) {
    const [flag, inline] = args[position].split('=', 2);
    switch (flag) {
      case '--reset':
        parsed.reset = true;
        break;
      case '--products': {
        const text = (inline ?? args[++position] ?? '').replace(/[_,]/g, '');
        const products = Number(text);
        if (text === '' || !Number.isInteger(products) || products < 0) {
          throw new UsageError(`--products needs a whole number of products, not "${text}". ${USAGE}`);
        }
        parsed.products = products;
        break;
      }
      default:
        throw new UsageError(`Unknown argument "${args[position]}". ${USAGE}`);
    }
  }
  return parsed;
}

function log(message: string): void {
  process.stdout.write(`[seed] ${message}\n`);
}

/** Migrates, then seeds; on the server given by DATABASE_URL, otherwise in the embedded database under DATA_DIR. */
async function main(): Promise<void> {
  const started = performance.now();
  if (process.argv.includes('--help')) {
    log(USAGE);
    return;
  }
  const args = parseArguments(process.argv.slice(2));
  loadEnvFile();
  const config = buildAppConfig(process.env);
  const products = args.products ?? config.seedProducts;
  const mode = config.database.mode;

  let embedded: EmbeddedPostgres | null = null;
  let url = config.database.url ?? '';
  try {
    if (mode === 'embedded') {
      log(`Using the embedded database in ${config.dataDir}`);
      embedded = await startEmbeddedPostgres(config.dataDir);
      url = embedded.url;
    }
    const applied = await migrateDatabase(url);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const summary = await seedDatabase(client, {
        products,
        supportsCopy: mode === 'server',
        reset: args.reset,
        // Demo logins with passwords the README prints never reach a production database.
        demoAccounts: config.env !== 'production',
        log,
      });
      if (summary.productsAdded === 0 && !summary.referenceData) {
        log(
          `Nothing to do: the catalogue already has ${summary.productsTotal} products (use --reset to start over).`,
        );
      }
    } finally {
      await client.end();
    }
  } catch (error) {
    throw error instanceof Error && !(error instanceof RangeError)
      ? new DatabaseFailure(error, url, mode)
      : error;
  } finally {
    await embedded?.stop();
  }
  log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

class DatabaseFailure extends Error {
  constructor(cause: Error, url: string, mode: 'embedded' | 'server') {
    super(describeDatabaseError(cause, { url, mode }));
  }
}

/** One readable line, never a stack trace: the person running the command needs the cause, not our internals. */
function oneLine(error: unknown): string {
  if (error instanceof ConfigurationError) {
    return error.message
      .split('\n')
      .map((line) => line.replace(/^\s*-\s*/, '').trim())
      .filter(Boolean)
      .join(' ')
      .replace(/:\s+/, ': ');
  }
  if (error instanceof AggregateError && error.errors.length > 0) return oneLine(error.errors[0]);
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] || 'unknown error';
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`[seed] Seeding failed: ${oneLine(error)}\n`);
    process.exitCode = 1;
  });
}
