import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside the Jest reports, in a folder of its own: test-summary.mjs reads every `reports/*.json` as a report. */
const FILE = join(__dirname, '..', '..', '..', 'reports', 'faults', 'recovery-times.json');

export interface Recovery {
  /** The fault, as the README's table names it. */
  fault: string;
  /** From the fault's end (the server back, the process restarted) to the first answer that is whole again. */
  recoveryMs: number;
  /** Anything else measured on the way, e.g. how many requests were refused meanwhile. */
  [measure: string]: string | number;
}

/** Prints a fault's recovery time and adds it to reports/faults/recovery-times.json (one run of the suite). */
export function recordRecovery(recovery: Recovery): void {
  mkdirSync(join(FILE, '..'), { recursive: true });
  let recorded: Recovery[] = [];
  try {
    recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Recovery[];
  } catch {
    // The first fault of the run.
  }
  recorded = [...recorded.filter((entry) => entry.fault !== recovery.fault), recovery];
  writeFileSync(FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  process.stdout.write(
    `fault: ${recovery.fault}: recovered in ${recovery.recoveryMs} ms ${JSON.stringify(recovery)}\n`,
  );
}

/** Calls `attempt` until it answers something `done` accepts; returns that answer and how long it took. */
export async function timeUntil<T>(
  attempt: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await attempt();
    if (done(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs)
      throw new Error(`not recovered after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
