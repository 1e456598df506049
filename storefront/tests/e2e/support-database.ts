import { Client } from 'pg';
import { appSetting } from './worker-app';

/** This worker's database (see app-server.ts). */
export function databaseUrl(): string {
  const url = new URL(process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${appSetting('E2E_DATABASE_NAME') ?? 'tradeshop_browser'}`;
  return url.toString();
}

/** Runs `work` with a connection of its own to the suite's database, closed afterwards. */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `prefix` followed by digits no other run of the suite uses, for names and numbers that must be unique. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now()}${Math.floor(Math.random() * 1e4)}`;
}
