import { mkdirSync } from 'node:fs';
import { REPORTS_DIR, startApp } from './app-server';

/** Boots backend + storefront + admin on a fresh database, unless E2E_BASE_URL points at a running app. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(REPORTS_DIR, { recursive: true });
  if (process.env.E2E_BASE_URL) return;
  const app = await startApp();
  globalThis.__TRADESHOP_APP__ = app;
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_MAIL_URL = app.mailUrl;
}
