/**
 * The suite's settings for this Jest worker's own app: the global setup boots one app per worker and names its
 * settings `E2E_BASE_URL_<worker>` and so on; without those (an app started by hand), the plain name applies.
 */
type AppSetting = 'E2E_BASE_URL' | 'E2E_MAIL_URL' | 'E2E_DATABASE_NAME';

export function workerVariable(setting: AppSetting, worker: number): string {
  return `${setting}_${worker}`;
}

export function appSetting(setting: AppSetting): string | undefined {
  // Jest numbers its workers from 1; a run in band is worker 1.
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return process.env[workerVariable(setting, worker)] ?? process.env[setting];
}
