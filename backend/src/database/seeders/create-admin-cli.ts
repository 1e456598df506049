import { buildAppConfig, ConfigurationError, loadEnvFile } from '../../config/app-config';
import {
  describeDatabaseError,
  openDatabase,
  prepareDatabase,
  type DatabaseHandle,
} from '../database-handle';
import { FirstAdministratorError } from './first-administrator';

const USAGE =
  'Usage: npm run create-admin -- --email you@example.com [--name "Your Name"]; the password comes from ' +
  'ADMIN_PASSWORD or is read from standard input.';

class UsageError extends Error {}

export function parseArguments(args: readonly string[]): { email: string; name?: string } {
  const parsed: { email?: string; name?: string } = {};
  for (let position = 0; position < args.length; position++) {
    const [flag, inline] = args[position].split(/=(.*)/s, 2);
    const value = () => {
      const text = inline ?? args[++position];
      if (!text) throw new UsageError(`${flag} needs a value. ${USAGE}`);
      return text;
    };
    if (flag === '--email') parsed.email = value();
    else if (flag === '--name') parsed.name = value();
    else throw new UsageError(`Unknown argument "${args[position]}". ${USAGE}`);
  }
  if (!parsed.email) throw new UsageError(`--email is required. ${USAGE}`);
  return { email: parsed.email, name: parsed.name };
}

/** The first line of standard input; on a terminal typed without echo. Never printed or logged. */
async function readPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write('Password for the administrator (not shown): ');
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  let password = '';
  try {
    for await (const chunk of stdin) {
      for (const character of chunk as string) {
        if (character === '\r' || character === '\n') return password;
        if (character === '\u0003') throw new UsageError('Cancelled.');
        if (character === '\u007f') password = password.slice(0, -1);
        else password += character;
      }
    }
    return password;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stdout.write('\n');
  }
}

/**
 * `npm run create-admin`: the one-time command that makes a new shop usable. Migrates, seeds an empty database as
 * the start would (in production: the reference data, no demo accounts), and creates the first administrator
 * unless an active one exists.
 */
async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  loadEnvFile();
  const password = process.env.ADMIN_PASSWORD || (await readPassword());
  if (!password) throw new UsageError(`No password was given. ${USAGE}`);
  const config = buildAppConfig({
    ...process.env,
    ADMIN_EMAIL: args.email,
    ADMIN_PASSWORD: password,
    ADMIN_NAME: args.name ?? process.env.ADMIN_NAME,
  });
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(config);
    const { administrator } = await prepareDatabase(database, config, (message) =>
      process.stdout.write(`${message}\n`),
    );
    if (administrator && !administrator.created) {
      throw new FirstAdministratorError(
        'An active administrator exists already; nothing was changed. Add further users in the back office.',
      );
    }
  } catch (error) {
    if (error instanceof FirstAdministratorError || !database) throw error;
    throw new Error(describeDatabaseError(error, database));
  } finally {
    await database?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigurationError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${known || error instanceof FirstAdministratorError ? message : `Failed: ${message}`}\n`,
    );
    process.exitCode = 1;
  });
}
