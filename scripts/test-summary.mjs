// Totals every jest report in reports/ (written with `--json --outputFile`) into one line that CI reads:
// `N passed, M failed`. Exits 1 when a test failed, a suite could not run, or no report was found.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const reportsDir = fileURLToPath(new URL('../reports/', import.meta.url));

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

if (files.length === 0) console.error('No test report found in reports/');
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || files.length === 0 ? 1 : 0;
