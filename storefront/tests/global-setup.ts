import { mkdirSync } from 'node:fs';
import { REPORTS_DIR, startApps } from './app-server';
import { workerVariable } from './e2e/worker-app';

/**
 * Boots backend + storefront + admin on a fresh database for each Jest worker, unless E2E_BASE_URL points at a
 * running app. Each worker's tests find their app through `E2E_BASE_URL_<worker>` and its siblings.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  mkdirSync(REPORTS_DIR, { recursive: true });
  if (process.env.E2E_BASE_URL) return;
  const apps = await startApps(Math.max(1, globalConfig.maxWorkers));
  globalThis.__TRADESHOP_APPS__ = apps;
  apps.forEach((app, index) => {
    const worker = index + 1;
    process.env[workerVariable('E2E_BASE_URL', worker)] = app.baseUrl;
    process.env[workerVariable('E2E_MAIL_URL', worker)] = app.mailUrl;
    process.env[workerVariable('E2E_DATABASE_NAME', worker)] = app.databaseName;
  });
}
