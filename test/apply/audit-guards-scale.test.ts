/**
 * `audit-guards` as a long run on a generated fork (bench/audit-fork.ts, the generator of the bench's 1,000-pick
 * fork, here at 60 picks): every conflicting pick found, progress on stderr also with --json, --since and --jobs,
 * and a run that was killed continues from its state file to the same result.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateAuditFork, type GeneratedAuditFork } from '../../bench/audit-fork.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { AuditGuardsReportSchema, type AuditGuardsReport } from '../../src/schemas/audit-guards.js';
import { runCli, type CliRun } from '../helpers/cli.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

let dir: string;
let fork: GeneratedAuditFork;

beforeAll(async () => {
  dir = await makeTempDir('ui-audit-scale-');
  fork = await generateAuditFork(createGitRunner(dir), dir, { picks: 60, files: 30, maxLines: 400 });
});

const TRAILER = ['--trailer', 'Reactor Cherry-pick Revision'];

async function audit(...extra: string[]): Promise<CliRun & { report: AuditGuardsReport }> {
  const previous = process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS;
  process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS = '0';
  try {
    const run = await runCli(
      ['audit-guards', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', ...TRAILER, '--json', ...extra],
      { cwd: dir },
    );
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    return { ...run, report: AuditGuardsReportSchema.parse(JSON.parse(run.stdout)) };
  } finally {
    if (previous === undefined) delete process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS;
    else process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS = previous;
  }
}

describe('audit-guards at scale', () => {
  it('finds every conflicting pick of the fork (both provenance styles) and shows progress with --json', async () => {
    const { report, stderr } = await audit('--state', 'audit-a.jsonl');
    const conflicting = fork.picks.filter((p) => p.kind !== undefined);
    expect(report.picksScanned).toBe(60);
    expect(report.resolvedPicks).toBe(conflicting.length);
    expect(report.kinds.find((k) => k.kind === 'real')!.total).toBe(conflicting.length);
    // Progress lines on stderr, the JSON alone on stdout.
    expect(stderr).toMatch(/^audit-guards: \d+\/60 \(\d+%\) after [\d.]+s/m);
    expect(stderr).toMatch(/^audit-guards: done, 60\/60 \(100%\)/m);
  });

  it('a run killed part way continues from its state file to the same result', async () => {
    const full = (await audit('--state', 'audit-b.jsonl', '--jobs', '1')).report;
    const path = join(dir, 'audit-b.jsonl');
    const lines = (await readFile(path, 'utf8')).split('\n');
    // What a kill leaves: the header, the records appended so far, and a torn last line.
    await writeFile(path, `${lines.slice(0, 1 + 20).join('\n')}\n${lines[21]!.slice(0, 25)}`);
    const resumed = await audit('--state', 'audit-b.jsonl', '--jobs', '3');
    expect(resumed.stderr).toMatch(/60 fork commit\(s\) with a provenance line; 20 already replayed/);
    expect(resumed.stderr).toMatch(/\(20 replayed by an earlier run\)/);
    expect(resumed.report).toEqual(full);
    // The state file is whole again: every fork commit once.
    const records = (await readFile(path, 'utf8'))
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l) as { sha: string });
    expect(new Set(records.map((r) => r.sha)).size).toBe(60);
    expect(records).toHaveLength(60);
  });

  it('reuses what the state file holds (a record changed there shows in the result); --fresh replays again', async () => {
    const path = join(dir, 'audit-c.jsonl');
    const first = (await audit('--state', 'audit-c.jsonl')).report;
    const text = await readFile(path, 'utf8');
    const edited = text.replace(
      /"kind":"real","total":1,"accept":1,"review":0/,
      '"kind":"real","total":1,"accept":0,"review":1',
    );
    expect(edited).not.toBe(text);
    await writeFile(path, edited);
    const real = (r: AuditGuardsReport) => r.kinds.find((k) => k.kind === 'real')!;
    const reused = (await audit('--state', 'audit-c.jsonl')).report;
    expect(real(reused).accept).toBe(real(first).accept - 1);
    const fresh = (await audit('--state', 'audit-c.jsonl', '--fresh')).report;
    expect(fresh).toEqual(first);
  });

  it('--since keeps the fork commits committed since then; --limit the newest conflicting picks', async () => {
    const from = fork.picks[40]!;
    const since = new Date((from.time - 1) * 1000).toISOString();
    const { report } = await audit('--since', since, '--state', 'audit-d.jsonl');
    expect(report.picksScanned).toBe(20);
    expect(report.resolvedPicks).toBe(fork.picks.slice(40).filter((p) => p.kind !== undefined).length);
    const limited = (await audit('--limit', '3', '--state', 'audit-d.jsonl')).report;
    expect(limited.resolvedPicks).toBe(3);
    const newest = fork.picks.filter((p) => p.kind !== undefined).slice(-3);
    // Scanned up to (and with) the third newest conflicting pick.
    expect(limited.picksScanned).toBe(60 - newest[0]!.index);
  });

  it('refuses a --since that is not a date, naming the flag (exit 2)', async () => {
    const run = await runCli(
      ['audit-guards', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--since', 'last tuesday'],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/audit-guards --since: expected a date/)]);
  });
});
