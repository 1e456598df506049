import { stopApp } from './app-server';

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__TRADESHOP_APPS__ ?? []).map(stopApp));
}
