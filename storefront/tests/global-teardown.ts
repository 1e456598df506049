import { stopApp } from './app-server';

export default async function globalTeardown(): Promise<void> {
  const app = globalThis.__TRADESHOP_APP__;
  if (app) await stopApp(app);
}
