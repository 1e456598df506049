import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDirectory } from './data-directory-lock';

describe('the embedded database directory lock', () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'tradeshop-pglite-'));
  });

  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('refuses a data directory another running process holds', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(directory, 'tradeshop.pid'), String(other.pid));
      expect(() => lockDataDirectory(directory)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    writeFileSync(join(directory, 'tradeshop.pid'), '999999999');
    const release = lockDataDirectory(directory);
    expect(existsSync(join(directory, 'tradeshop.pid'))).toBe(true);
    release();
    expect(existsSync(join(directory, 'tradeshop.pid'))).toBe(false);
  });
});
