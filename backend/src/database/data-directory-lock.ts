import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite takes no lock of its own: two processes on one data directory would corrupt it. */
export function lockDataDirectory(directory: string): () => void {
  const lockFile = join(directory, 'tradeshop.pid');
  let holder = NaN;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    // No lock file: nobody holds the directory.
  }
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${directory} is in use by process ${holder} (a running npm start?). Stop it first.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
