/**
 * `upstream-ingest audit-resolvers` on a generated fork (real git repositories) whose past conflicting picks carry
 * known resolutions: modify/delete kept deleted (fork-decision: exact), the fork's edit just above upstream's
 * (replay: exact), the same conflict resolved with a line from neither side (replay: wrong), the same line changed on
 * both sides (no line-wise replay), and picks reverted and picked again (rerere: exact). The replay rung runs its
 * built-in line-wise replay here (PATH holds git only), so the counts do not depend on the tools a machine has.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { generateAuditFork, type GeneratedAuditFork, type ResolutionKind } from '../../bench/audit-fork.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { AuditResolversReportSchema, type AuditResolversReport } from '../../src/schemas/audit-resolvers.js';
import { runCli, type CliRun } from '../helpers/cli.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((d) => join(d, name))
    .find((f) => existsSync(f));

const KIND: Record<number, ResolutionKind> = {
  1: 'adjacent',
  5: 'adjacent',
  9: 'adjacent',
  13: 'adjacent',
  2: 'adjacent-novel',
  6: 'adjacent-novel',
  10: 'adjacent-novel',
  3: 'merged',
  7: 'merged',
};
const kindOf = (p: number): ResolutionKind | undefined => (p % 4 === 0 ? 'deleted' : KIND[p]);
const REPICKED: Record<number, 'same' | 'changed'> = { 1: 'changed', 5: 'same' };

let dir: string;
let fork: GeneratedAuditFork;
let bin: string;

beforeAll(async () => {
  dir = await makeTempDir('ui-audit-resolvers-');
  fork = await generateAuditFork(createGitRunner(dir), dir, {
    picks: 40,
    files: 20,
    maxLines: 300,
    kindOf,
    repick: (p) => REPICKED[p],
  });
  bin = await makeTempDir('ui-audit-bin-');
  await symlink(onPath('git')!, join(bin, 'git'));
});

async function audit(...args: string[]): Promise<CliRun & { report: AuditResolversReport }> {
  const wiggle = args.includes('--wiggle');
  const extra = args.filter((a) => a !== '--wiggle');
  const saved = { path: process.env.PATH, interval: process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS };
  if (!wiggle) process.env.PATH = bin;
  process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS = '0';
  try {
    const run = await runCli(
      [
        'audit-resolvers',
        '--repo',
        dir,
        '--upstream',
        'upstream',
        '--fork',
        'fork',
        '--trailer',
        'Reactor Cherry-pick Revision',
        '--json',
        ...extra,
      ],
      { cwd: dir },
    );
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    return { ...run, report: AuditResolversReportSchema.parse(JSON.parse(run.stdout)) };
  } finally {
    process.env.PATH = saved.path;
    if (saved.interval === undefined) delete process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS;
    else process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS = saved.interval;
  }
}

const rung = (r: AuditResolversReport, name: string) => r.rungs.find((x) => x.rung === name)!;

describe('audit-resolvers (built-in replay)', () => {
  it('counts per rung what matches the fork, what is wrong, what lands and what the guards catch', async () => {
    const { report, stderr } = await audit('--state', 'resolvers-a.jsonl', '--out', 'resolvers.md');
    const conflicting = fork.picks.filter((p) => p.kind !== undefined);
    expect(conflicting).toHaveLength(10 + 4 + 3 + 2 + 2);
    expect(report).toMatchObject({ picksScanned: 42, conflictingPicks: conflicting.length });
    expect(report.rungs.map((r) => r.rung)).toEqual(['rerere', 'fork-decision', 'replay']);
    // rerere: the pick made again with the same resolution is exact; the one the engineer revised is wrong, and the
    // guards accept it: wrong but accepted, so rerere should not land unattended on this fork.
    expect(rung(report, 'rerere')).toMatchObject({
      proposals: 2,
      accepted: 2,
      exact: 1,
      wrongAccepted: 1,
      wrongCaught: 0,
      skipped: 19,
      guardsAcceptWrong: 1,
      advice: { maxVerdict: 'review' },
    });
    expect(rung(report, 'rerere').wrongExamples).toEqual([
      expect.stringMatching(/^fork [0-9a-f]{12} picks .*: rerere: /),
    ]);
    // fork-decision: every modify/delete, exact, accepted: enough evidence to land unattended.
    expect(rung(report, 'fork-decision')).toMatchObject({
      proposals: 10,
      accepted: 10,
      exact: 10,
      wrongAccepted: 0,
      skipped: 11,
      advice: { maxVerdict: 'accept' },
    });
    // The line-wise replay: exact where the fork kept both edits (5), wrong where it wrote a line from neither side
    // (4: the guards accept them all, but replay only proposes, so they are caught); it cannot place a change on a
    // line the other side changed too (2 failed).
    expect(rung(report, 'replay')).toMatchObject({
      proposals: 9,
      exact: 5,
      accepted: 0,
      wrongAccepted: 0,
      wrongCaught: 4,
      failed: 2,
      skipped: 10,
      guardsAcceptWrong: 4,
      advice: { maxVerdict: 'review' },
    });
    // The ladder: rerere first, then fork-decision, then replay's proposals held for review.
    expect(report.overall).toEqual({
      picks: 21,
      none: 2,
      proposals: 19,
      accepted: 12,
      exact: 15,
      whitespace: 0,
      wrongAccepted: 1,
      wrongCaught: 3,
    });
    // Progress on stderr with --json; the markdown report written, with the config that follows the history.
    expect(stderr).toMatch(/^audit-resolvers: \d+\/42 \(\d+%\)/m);
    const md = await readFile(join(dir, 'resolvers.md'), 'utf8');
    expect(md).toMatch(/^\| rerere \| 2 \(10%\) \| 2 \| 1 \(5%\) \| 0 \| 1 \| 0 \|$/m);
    expect(md).toMatch(/^\| fork-decision \| accept \| \*\*accept\*\* \| the guards accepted 10 proposal/m);
    expect(md).toMatch(/```yaml\nresolvers:\n {2}rerere: \{ maxVerdict: review \}\n```/);
  });

  it('the config lowering a rung to review counts its wrong proposal as caught (records reused)', async () => {
    await mkdir(join(dir, 'conf'), { recursive: true });
    await writeFile(join(dir, 'conf', 'plan.yml'), 'resolvers:\n  rerere: { maxVerdict: review }\n');
    const { report, stderr } = await audit('--state', 'resolvers-a.jsonl', '--config', 'conf/plan.yml');
    expect(stderr).toMatch(/42 fork commit\(s\) with a provenance line; 42 already replayed/);
    expect(rung(report, 'rerere')).toMatchObject({
      maxVerdict: 'review',
      accepted: 0,
      wrongAccepted: 0,
      wrongCaught: 1,
    });
    // The ladder goes on past rerere's review: the revised pick ends with replay's (wrong) proposal, held for review.
    expect(report.overall).toMatchObject({ accepted: 10, wrongAccepted: 0, wrongCaught: 4, exact: 15 });
  });

  it('a run killed part way continues from its state file to the same counts', async () => {
    const full = (await audit('--state', 'resolvers-b.jsonl', '--jobs', '1')).report;
    const path = join(dir, 'resolvers-b.jsonl');
    const lines = (await readFile(path, 'utf8')).split('\n');
    await writeFile(path, `${lines.slice(0, 1 + 16).join('\n')}\n${lines[17]!.slice(0, 30)}`);
    const resumed = await audit('--state', 'resolvers-b.jsonl', '--jobs', '3');
    expect(resumed.stderr).toMatch(/16 already replayed/);
    expect(resumed.report).toEqual(full);
  });

  it('refuses an unknown rung, and the agent rung without an agent, naming the flag (exit 2)', async () => {
    const run = await runCli(
      ['audit-resolvers', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--resolvers', 'union'],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/audit-resolvers --resolvers: unknown resolver 'union'/);
    const agent = await runCli(
      ['audit-resolvers', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--resolvers', 'replay,agent'],
      { cwd: dir },
    );
    expect(agent.code).toBe(2);
    expect(agent.stderr).toMatch(/audit-resolvers --resolvers: the agent rung needs an agent: give --agent/);
  });
});

// wiggle (a Debian/Ubuntu package) replays word-wise: where the machine has it, the replay rung proposes.
const withWiggle = runsWithTool(Boolean(onPath('wiggle'))) ? describe : describe.skip;

withWiggle('audit-resolvers (wiggle on PATH)', () => {
  it('replay: exact where the fork kept both changes, wrong where it wrote more; wrong lands only when raised', async () => {
    await mkdir(join(dir, 'conf'), { recursive: true });
    await writeFile(join(dir, 'conf', 'raise.yml'), 'resolvers:\n  replay: { maxVerdict: accept }\n');
    const { report } = await audit('--state', 'resolvers-w.jsonl', '--wiggle');
    expect(rung(report, 'replay')).toMatchObject({
      proposals: 11,
      exact: 7,
      accepted: 0,
      wrongAccepted: 0,
      wrongCaught: 4,
      guardsAcceptWrong: 4,
      maxVerdict: 'review',
      advice: { maxVerdict: 'review' },
    });
    const raised = (await audit('--state', 'resolvers-w.jsonl', '--wiggle', '--config', 'conf/raise.yml')).report;
    expect(rung(raised, 'replay')).toMatchObject({ maxVerdict: 'accept', accepted: 11, wrongAccepted: 4 });
  });
});
