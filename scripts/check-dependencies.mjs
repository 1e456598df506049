// Run by .ci/run. The registry reachable from CI has no audit endpoint, so this stands in for `npm audit`:
// it prints `npm outdated` for the direct dependencies of every workspace (for reading, never failing, and
// skipped when the registry cannot be reached) and exits 1 when a denied package is anywhere in the installed
// tree, as package-lock.json records it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTDATED_TIMEOUT_MS = 90_000;

/** Packages with known advisories and no fixed release on npm; the reason is printed when one is found. */
export const DENIED_PACKAGES = new Map([
  [
    'xlsx',
    'SheetJS stopped publishing to npm at 0.18.5: prototype pollution (CVE-2023-30533) and ReDoS ' +
      '(CVE-2024-22363) are fixed only in releases outside npm; the importer reads spreadsheets with exceljs',
  ],
  [
    'request',
    'deprecated and unmaintained: server-side request forgery through redirects (CVE-2023-28155) unfixed',
  ],
  ['node-serialize', 'remote code execution when unserialising input (CVE-2017-5941), never fixed'],
  ['flatmap-stream', 'published with malware that stole wallet keys (the event-stream incident)'],
]);

/** The package a lock file entry installs (`node_modules/a/node_modules/@s/b` is `@s/b`), or undefined. */
export function packageNameOf(lockPath) {
  const at = lockPath.lastIndexOf('node_modules/');
  return at === -1 ? undefined : lockPath.slice(at + 'node_modules/'.length);
}

/** Every denied package in the lock file, with where it is installed and its version. */
export function deniedIn(lock, denied = DENIED_PACKAGES) {
  return Object.entries(lock.packages ?? {}).flatMap(([lockPath, entry]) => {
    const name = packageNameOf(lockPath);
    return name && denied.has(name)
      ? [{ name, version: entry.version, lockPath, reason: denied.get(name) }]
      : [];
  });
}

function printOutdated() {
  console.log('Direct dependencies with newer releases (for reading; this does not fail the build):');
  const result = spawnSync(
    'npm',
    ['outdated', '--workspaces', '--include-workspace-root', '--fetch-retries=1'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: OUTDATED_TIMEOUT_MS,
    },
  );
  // npm outdated exits 1 when something is outdated; only no answer at all means the registry was not reached.
  const npmError = /npm (error|ERR!) (code .*)/.exec(result.stderr ?? '');
  if (result.error || npmError || (result.status !== 0 && result.status !== 1)) {
    console.log(
      `  (skipped, the registry did not answer: ${result.error?.message ?? npmError?.[2] ?? result.stderr})`,
    );
    return;
  }
  console.log(result.stdout.trim() || '  none');
}

function main() {
  printOutdated();
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  const found = deniedIn(lock);
  if (found.length === 0) {
    console.log(`\nNone of the ${DENIED_PACKAGES.size} denied packages is installed.`);
    return;
  }
  console.error('\nDenied packages in the dependency tree (remove them or what pulls them in, see npm why):');
  for (const { name, version, lockPath, reason } of found) {
    console.error(`  ${name}@${version} at ${lockPath}: ${reason}`);
  }
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
