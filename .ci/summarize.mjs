// Sums passed/failed counts from the Vitest and Playwright JSON reports in a directory and
// prints the closing line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  let p = 0,
    f = 0,
    s = 0;
  if ('numPassedTests' in report) {
    // Vitest: a file that failed to load counts as a failure too.
    p = report.numPassedTests;
    f = report.numFailedTests + (report.testResults ?? []).filter((r) => r.status === 'failed' && !(r.assertionResults ?? []).length).length;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry.
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  }
  console.log(`  ${file}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
