// Totals every jest report in reports/ (written with `--json --outputFile`) into one line that CI reads:
// `N passed, M failed`. Every workspace script that writes a report (`test`, `test:browser`) is expected to have
// left one: a missing report means that run never finished (it crashed, timed out or was not started), and
// counts as one failure. Exits 1 when a test failed, a suite could not run, or a report is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, join } from 'node:path';

const rootDir = fileURLToPath(new URL('../', import.meta.url));
const reportsDir = join(rootDir, 'reports');
const reportingScripts = ['test', 'test:browser'];

/** The report files the workspaces' test scripts write, by name, with the script that writes each. */
function expectedReports() {
  const expected = new Map();
  const { workspaces } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8'));
  for (const workspace of workspaces) {
    const { scripts = {} } = JSON.parse(readFileSync(join(rootDir, workspace, 'package.json'), 'utf8'));
    for (const script of reportingScripts) {
      const outputFile = /--outputFile[= ](\S+\.json)/.exec(scripts[script] ?? '')?.[1];
      if (outputFile) expected.set(basename(outputFile), `npm run ${script} -w ${workspace}`);
    }
  }
  return expected;
}

let files = [];
try {
  files = readdirSync(reportsDir).filter((name) => name.endsWith('.json'));
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of files.sort()) {
  let report;
  try {
    report = JSON.parse(readFileSync(join(reportsDir, name), 'utf8'));
  } catch (error) {
    // A truncated report means its run died midway: that is a failure, not nothing.
    console.error(`reports/${name}: unreadable (${error.message}); counted as one failure`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

for (const [name, script] of expectedReports()) {
  if (files.includes(name)) continue;
  console.error(`reports/${name}: missing (${script} left no report); counted as one failure`);
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
