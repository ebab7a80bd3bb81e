// `npm run reliability-report`: runs the fault and abuse suite (test/reliability, the same tests `npm test` runs) with
// case recording on, then prints one table row per case — fault or abuse → expected outcome → observed → pass — and
// the totals. Exits non-zero when any case failed or the suite itself could not run. The hostile corpus
// (test/reliability/hostile-corpus.test.ts) runs in full here (UPSTREAM_INGEST_RELIABILITY_FULL=1); `npm test` runs a
// sample of it.
// Usage: node scripts/reliability-report.mjs [--markdown FILE] [extra jest arguments...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
let markdownFile;
const markdownAt = args.indexOf('--markdown');
if (markdownAt >= 0) {
  markdownFile = args[markdownAt + 1];
  args.splice(markdownAt, 2);
}

const dir = mkdtempSync(join(tmpdir(), 'ui-reliability-report-'));
const recordFile = join(dir, 'cases.jsonl');
writeFileSync(recordFile, '');
const jest = spawnSync(
  process.execPath,
  ['node_modules/jest/bin/jest.js', '--roots', '<rootDir>/test/reliability', '--ci', ...args],
  {
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
      UPSTREAM_INGEST_RELIABILITY_RECORD: recordFile,
      UPSTREAM_INGEST_RELIABILITY_FULL: '1',
    },
    // A case that blocks the event loop (a synchronous read of a FIFO) would stop jest's own timeouts: the whole run
    // is bounded too, and a run killed here is a failed report with the cases recorded so far.
    timeout: 60 * 60 * 1000,
    killSignal: 'SIGKILL',
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  },
);
const records = readFileSync(recordFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
rmSync(dir, { recursive: true, force: true });

const cell = (text) =>
  String(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const rows = records
  .sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name))
  .map(
    (r, i) =>
      `| ${i + 1} | ${cell(r.area)} | ${cell(r.class ?? '')} | ${cell(r.name)} | ${cell(r.expected)} | ${cell(r.observed)} | ${r.pass ? 'pass' : '**FAIL**'} |`,
  );
const passed = records.filter((r) => r.pass).length;
const areas = [...new Set(records.map((r) => r.area))];
const byArea = areas.map((area) => {
  const of = records.filter((r) => r.area === area);
  return `${area}: ${of.filter((r) => r.pass).length}/${of.length}`;
});
// Issue 31: the failures that matter most, counted by class. A failed case of a class is one such failure observed
// (a crash: a stack trace or exit 3; a hang; an unsafe exit 0: a success that hides a wrong or dangerous result).
const CLASSES = ['crash', 'hang', 'unsafe exit 0'];
const classed = records.filter((r) => CLASSES.includes(r.class));
const byClass = CLASSES.map((c) => {
  const of = records.filter((r) => r.class === c);
  return `${c === 'crash' ? 'crashes' : c === 'hang' ? 'hangs' : 'unsafe exit 0'}: ${of.filter((r) => !r.pass).length} (of ${of.length} cases tried)`;
});
const hostile = `Hostile inputs: ${classed.length} (${classed.filter((r) => r.pass).length} handled, ${classed.filter((r) => !r.pass).length} failed)`;
const table = [
  '| # | area | class | fault or abuse | expected | observed | result |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Cases tried: ${records.length}, passed: ${passed}, failed: ${records.length - passed} (${byArea.join('; ')})`,
  `By class: ${byClass.join('; ')}`,
  hostile,
  '',
].join('\n');
process.stdout.write(table);
if (markdownFile) writeFileSync(markdownFile, table);

const jestFailed = jest.status !== 0;
if (jestFailed) {
  // The table cannot show a suite that failed to load or a test that crashed before recording: jest's output can.
  process.stderr.write(jest.stderr.split('\n').slice(-80).join('\n'));
  process.stderr.write(`\nreliability-report: jest exited ${jest.status ?? jest.signal}\n`);
}
if (records.length === 0) process.stderr.write('reliability-report: no case was recorded\n');
// Issue 31: 250 hostile inputs at least, each with its class.
const tooFew = !args.length && classed.length < 250;
if (tooFew) process.stderr.write(`reliability-report: only ${classed.length} classed hostile inputs (250 wanted)\n`);
// The security cases of issue 13 must be in the table, not just pass when they happen to run: a filtered or broken
// run that skipped them is a failed report.
const REQUIRED = [
  ['untrusted code and the token', /ancestor|hostile agent/i],
  ['untrusted code and the token', /hooks .*fsmonitor/i],
  ['untrusted code and the token', /harness/i],
  ['hostile text', /NEL/],
  ['hostile refs', /--branch naming the base branch/],
  ['git faults', /missing blob, with a missing tree, and with an unborn HEAD/],
  ['git faults', /partial clone with missing blobs: lag/],
  ['crash consistency', /rerere recorded the agent resolution/],
  ['temp files', /kill -9/],
  ['bench gate', /empty candidate/],
  ['hostile refs', /every git call|INPUT_TOKEN/],
  ['untrusted code and the token', /tier harness \(run-tier action\)/],
  ['crash consistency', /stale MERGE_RR\.lock/],
  ['crash consistency', /MERGE_RR\.lock a live process/],
  // Issue 31: each class of the red team's findings, and the token's two new routes.
  ['hostile input', /corrupt packed-refs/],
  ['hostile input', /FIFO nobody writes as --plan/],
  ['hostile input', /fd::3/],
  ['hostile input', /parent killed with SIGKILL/],
  ['hostile input', /already names a remote-tracking ref/],
  ['hostile input', /2× slowdown on one repetition/],
  ['untrusted code and the token', /expression defaults evaluated/],
  ['untrusted code and the token', /publish-bundle with GITHUB_TOKEN after ~\/\.gitconfig/],
  ['untrusted code and the token', /plain --push .* GITHUB_TOKEN/],
  ['untrusted code and the token', /CLI tier \(runs the harnesses\)/],
  ['untrusted code and the token', /publish-bundle started from inside a tier harness/],
  // Issue 31's bar: the full corpus of each family ran.
  ...[
    'hostile files',
    'benchmark formats',
    'JUnit reports',
    'corrupt repositories',
    'hostile refs',
    'hostile remotes',
    'hostile numbers',
    'hostile config keys',
    'hostile upstream text',
  ].map((family) => ['hostile corpus', new RegExp(`^${family}: `)]),
  // The corpus of real resolutions lives in ../shared: required where it is there (developers, CI), not in a user's clone.
  ...(existsSync(join('..', 'shared', 'corpus', 'resolutions')) ? [['guard verdicts', /guard corpus/]] : []),
];
const missing = args.length
  ? []
  : REQUIRED.filter(([area, name]) => !records.some((r) => r.area === area && name.test(r.name)));
for (const [area, name] of missing) process.stderr.write(`reliability-report: missing case ${area}: ${name}\n`);
process.exit(jestFailed || records.length === 0 || passed !== records.length || missing.length || tooFew ? 1 : 0);
