import { Command } from 'commander';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRepo } from '../../src/adapters/github/client.js';
import { registerDigestCommand } from '../../src/cli/commands/digest.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { periodOf } from '../../src/domain/digest/period.js';
import { sparkline } from '../../src/domain/digest/render-digest.js';
import { historyRecord } from '../../src/domain/ledger/lag-history.js';
import type { LagReport } from '../../src/schemas/lag-report.js';
import { postCommitStatus, statusState } from '../../src/services/loop/commit-status.js';
import { runCompareBench } from '../../src/services/bench/compare.js';
import { parseBenchRecords } from '../../src/domain/bench/records.js';
import { buildDigest, publishDigest } from '../../src/services/report/digest.js';
import { readStateFile } from '../../src/adapters/git/state/state-file.js';
import { syncSloIssue } from '../../src/services/report/slo-issue.js';
import { updateStateBranch } from '../../src/adapters/git/state/state-branch.js';
import { silentLogger } from '../../src/shared/logger.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { testClient } from '../github/fixtures.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { BUNDLE_KEY, forkWithLag, NOW } from './chain-fixtures.js';

let server: GitHubTestServer;
let s: BuiltScenario;
let report: LagReport;
beforeAll(async () => {
  server = await startGitHubServer();
  ({ s, report } = await forkWithLag());
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

let n = 0;
function freshRepo() {
  const full = `fork-org/chain-${++n}`;
  server.state.addRepo(full);
  return { full, repo: parseRepo(full) };
}

describe('periods', () => {
  it('names ISO weeks, days and months, and the one before', () => {
    expect(periodOf(NOW, 'week')).toMatchObject({ key: '2026-W10', start: new Date('2026-03-02T00:00:00Z') });
    expect(periodOf(new Date('2021-01-03T12:00:00Z'), 'week').key).toBe('2020-W53');
    expect(periodOf(new Date('2024-12-30T00:00:00Z'), 'week').key).toBe('2025-W01');
    expect(periodOf(NOW, 'day').key).toBe('2026-03-06');
    expect(periodOf(NOW, 'month')).toMatchObject({ key: '2026-03', end: new Date('2026-04-01T00:00:00Z') });
    expect(periodOf(new Date(periodOf(NOW, 'week').start.getTime() - 1), 'week').key).toBe('2026-W09');
    expect(sparkline([3, 1, 2])).toBe('█▁▅');
  });
});

describe('lag SLO issue', () => {
  it('opens one issue while the SLO is exceeded, keeps it current, and closes it on recovery', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const deps = { client, logger: new RecordingLogger() };
    const base = {
      repo,
      report,
      id: 'triton-lang/triton@main',
      labels: ['upstream-ingest:lag-slo'],
      upstreamRepo: 'triton-lang/triton',
    };
    expect(report.daysBehind).toBeGreaterThan(10);

    const opened = await syncSloIssue({ ...base, sloDays: 7 }, deps);
    expect(opened).toMatchObject({ exceeded: true, action: 'created' });
    const issue = server.state.issue(full, opened.issue!.number)!;
    expect(issue.title).toMatch(/^Upstream lag SLO exceeded: \d+(\.\d+)? days behind \(SLO 7 days\)$/);
    expect(issue.labels).toEqual(['upstream-ingest:lag-slo']);
    // Upstream subjects cannot ping, cross-reference or inject HTML into the issue.
    expect(issue.body).toContain('@\u200beveryone');
    expect(issue.body).not.toContain('<img');
    expect(issue.body).toContain('](https://github.com/triton-lang/triton/issues/12)');

    expect((await syncSloIssue({ ...base, sloDays: 7 }, deps)).action).toBe('unchanged');
    expect((await syncSloIssue({ ...base, sloDays: 8 }, deps)).action).toBe('updated');

    const recovered = await syncSloIssue({ ...base, sloDays: 365 }, deps);
    expect(recovered).toMatchObject({ exceeded: false, action: 'closed' });
    expect(server.state.issue(full, opened.issue!.number)!.state).toBe('closed');
    expect(server.state.comments(full, opened.issue!.number).map((c) => c.body)).toEqual([
      expect.stringMatching(/^Back within the SLO: .* Closing\.$/),
    ]);
    expect((await syncSloIssue({ ...base, sloDays: 365 }, deps)).action).toBe('already-closed');
    expect(server.state.issues(full)).toHaveLength(1);

    const reopened = await syncSloIssue({ ...base, sloDays: 7 }, deps);
    expect(reopened.action).toBe('reopened');
    expect(reopened.issue!.number).toBe(opened.issue!.number);
  });

  it('does nothing when the SLO is met and no issue exists', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const writes = () => server.requests.filter((r) => r.method !== 'GET').length;
    const before = writes();
    const result = await syncSloIssue(
      { repo, report, sloDays: 365, id: 'x', labels: ['upstream-ingest:lag-slo'] },
      { client, logger: silentLogger },
    );
    expect(result).toEqual({ exceeded: false, action: 'none' });
    expect(writes()).toBe(before);
    expect(server.state.issues(full)).toHaveLength(0);
  });
});

describe('commit status of a tier verdict', () => {
  it('maps verdicts so that only a pass is green', async () => {
    expect(
      ['pass', 'fail', 'infra-fail', 'pending', 'skipped', 'cancelled'].map((v) => statusState(v as never)),
    ).toEqual(['success', 'failure', 'error', 'pending', 'error', 'error']);
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const sha = s.sha('p4');
    await postCommitStatus(
      {
        repo,
        sha,
        context: 'upstream-ingest/L1',
        verdict: 'infra-fail',
        targetUrl: 'https://github.com/o/r/actions/runs/1',
      },
      { client, logger: silentLogger },
    );
    await postCommitStatus(
      { repo, sha, context: 'upstream-ingest/L1', verdict: 'pass' },
      { client, logger: silentLogger },
    );
    const statuses = server.state.statuses(full, sha);
    expect(statuses.map((x) => [x.context, x.state])).toEqual([
      ['upstream-ingest/L1', 'error'],
      ['upstream-ingest/L1', 'success'],
    ]);
    expect(statuses[0]!.description).toMatch(/infrastructure/);
    expect(statuses[0]!.targetUrl).toBe('https://github.com/o/r/actions/runs/1');
  });
});

describe('periodic digest', () => {
  const STATE = 'upstream-ingest/state';

  /** The lag history report-lag would have written: the end of last week, then three measurements this week. */
  async function seedHistory(): Promise<void> {
    const at = (iso: string, daysBehind: number, backlog: number) =>
      JSON.stringify({
        ...historyRecord(report),
        recordedAt: iso,
        daysBehind,
        backlog,
        forkSha: s.sha(iso < '2026-03-04' ? 'p1' : 'p4'),
      });
    const lines = [
      at('2026-02-27T06:00:00Z', 11, 6),
      at('2026-03-02T06:00:00Z', 12, 5),
      at('2026-03-04T06:00:00Z', 13, 3),
      at('2026-03-06T06:00:00Z', report.daysBehind, report.backlog),
      'not json',
    ];
    await updateStateBranch(s.git, { branch: STATE, logger: silentLogger }, () => ({
      files: { 'lag/history.jsonl': `${lines.join('\n')}\n` },
      message: 'seed',
    }));
  }

  /** A real compare-bench result (fork-local and inherited regressions), recorded through the CLI as the workflow does. */
  async function recordBenchThroughCli(): Promise<string> {
    const dir = await makeTempDir('ui-bench-');
    const demo = generateDemoBenchResults(7);
    const files: Record<string, string> = {};
    for (const side of ['baseline', 'candidate', 'upstreamBaseline', 'upstreamCandidate'] as const) {
      files[side] = join(dir, `${side}.json`);
      await writeFile(files[side], JSON.stringify(demo[side]));
    }
    const result = await runCompareBench(
      {
        ...DEFAULT_COMPARE_SETTINGS,
        format: 'auto',
        files: {
          baseline: [files.baseline!],
          candidate: [files.candidate!],
          aaBaseline: [],
          upstreamBaseline: [files.upstreamBaseline!],
          upstreamCandidate: [files.upstreamCandidate!],
        },
      },
      { logger: silentLogger },
    );
    const resultFile = join(dir, 'result.json');
    await mkdir(dir, { recursive: true });
    await writeFile(resultFile, JSON.stringify(result));
    const args = [
      '--repo',
      s.dir,
      '--result',
      resultFile,
      '--runner-label',
      'nvidia-h100',
      '--sha',
      'fork',
      '--now',
      '2026-03-05T23:00:00Z',
    ];
    expect(await cli('record-bench', ...args)).toMatch(/^recorded [0-9a-f]{40}\n$/);
    expect(await cli('record-bench', ...args)).toBe('already recorded\n');
    return demo.expected.inheritedRegression;
  }

  async function cli(...argv: string[]): Promise<string> {
    let out = '';
    const ctx: CliContext = { stdout: (t) => (out += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
    const program = new Command().exitOverride();
    registerDigestCommand(program, ctx);
    await program.parseAsync(argv, { from: 'user' });
    return out;
  }

  it('reports landed, deferred, trend and attributed benchmark changes, one comment per period updated in place', async () => {
    await seedHistory();
    const inherited = await recordBenchThroughCli();
    const bench = parseBenchRecords((await readStateFile(s.git, { branch: STATE }, 'bench/history.jsonl'))!);
    expect(bench.records).toHaveLength(1);
    expect(bench.records[0]!.changes.length).toBeGreaterThan(0);

    const logger = new RecordingLogger();
    const settings = {
      period: periodOf(NOW, 'week'),
      report,
      state: { branch: STATE },
      historyFile: 'lag/history.jsonl',
      benchFile: 'bench/history.jsonl',
      forkRef: 'fork',
      trailerKeys: [BUNDLE_KEY],
      upstreamRepo: 'triton-lang/triton',
    };
    const digest = await buildDigest(settings, { git: s.git, logger });
    // This week: the bundle commit (u2, u3) and the pick of u4; p1 landed last week, the fork's own commit is not a pick.
    expect(digest.summary).toMatchObject({ landedForkCommits: 2, landedUpstreamCommits: 3, deferred: 1, benchRuns: 1 });
    expect(digest.summary.regressions.inherited).toBeGreaterThanOrEqual(1);
    expect(digest.summary.regressions.forkLocal).toBeGreaterThanOrEqual(1);
    expect(digest.skippedLines).toBe(1);
    expect(digest.body).toContain('## upstream-ingest digest: 2026-W10');
    expect(digest.body).toContain('needs the new allocator (@\u200bfork-team)');
    expect(digest.body).toMatch(/\| backlog \| \d+ \| -\d+ \|/);
    expect(digest.body).toContain(inherited.replace(/_/g, '\\_'));
    expect(digest.body).toMatch(/\| upstream \|/);
    expect(digest.body).not.toContain('<img');

    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const publish = {
      repo,
      id: 'triton-lang/triton',
      issueTitle: 'upstream-ingest digest',
      labels: ['upstream-ingest:digest'],
      periodKind: 'week' as const,
    };
    const first = await publishDigest(digest, publish, { client, logger });
    expect(first.comment?.action).toBe('created');
    expect((await publishDigest(digest, publish, { client, logger })).comment?.action).toBe('unchanged');
    const later = await buildDigest({ ...settings, report: { ...report, deferred: [] } }, { git: s.git, logger });
    expect((await publishDigest(later, publish, { client, logger })).comment?.action).toBe('updated');
    const nextWeek = await buildDigest(
      { ...settings, period: periodOf(new Date('2026-03-10T00:00:00Z'), 'week') },
      { git: s.git, logger },
    );
    expect(nextWeek.summary.landedForkCommits).toBe(0);
    expect(nextWeek.body).toContain('No lag measurement in this period.');
    await publishDigest(nextWeek, publish, { client, logger });

    expect(server.state.issues(full)).toHaveLength(1);
    const comments = server.state.comments(full, first.issue!.number);
    expect(comments.map((c) => c.body.split('\n')[0])).toEqual([
      '## upstream-ingest digest: 2026-W10',
      '## upstream-ingest digest: 2026-W11',
    ]);
  });

  it('prints the digest without GitHub', async () => {
    const out = await cli(
      'digest',
      '--repo',
      s.dir,
      '--fork',
      'fork',
      '--period',
      'month',
      '--now',
      NOW.toISOString(),
      '--trailer',
      BUNDLE_KEY,
      '--print',
    );
    expect(out).toContain('## upstream-ingest digest: 2026-03');
    expect(out).toContain('No lag report was given.');
    expect(out).toMatch(/3 upstream commits in 2 fork commits/);
  });
});
