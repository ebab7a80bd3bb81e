/**
 * Overlapping runs: two scheduled runs of the same workflow, or a re-run started while the first still runs. The git
 * shim holds both runs at the same point (before their push), so the overlap is certain, not a matter of timing.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { commitsBundleId } from '../../src/domain/apply/branch.js';
import { startActionEntry } from '../helpers/action-runner.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { lagRemotes } from '../helpers/lag-remotes.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { CLEAN, conflictScenario, repoState } from '../apply/fixtures.js';
import { createGitShim } from './git-shim.js';
import { gitIn, refUpdates, reflogRemote, refValue, rewrites } from './fixtures.js';
import { cases } from './record.js';
import { gate as runGate } from '../workflows/gate/gate-run.js';

const reliabilityCase = cases('concurrency');

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

let n = 0;
const IDS = ['u1', 'u4', 'u5'];

function applyBundle(s: BuiltScenario, remote: string, full: string, env: Record<string, string>) {
  return startActionEntry(
    'apply-bundle',
    {
      repo: s.dir,
      commits: IDS.map(s.sha).join(','),
      base: 'fork',
      upstream: 'upstream',
      push: remote,
      token: server.token,
      repository: full,
      'pr-base': 'main',
      'cache-rerere': 'false',
    },
    { source: true, env: { ...server.env(), ...env } },
  );
}

describe('two apply-bundle runs at once', () => {
  reliabilityCase(
    'two apply-bundle runs on the same bundle in the same clone',
    'the second refuses at once with one line naming the running one; the first finishes; one PR',
    async (observe) => {
      const s = await conflictScenario();
      const remote = await reflogRemote(s.dir);
      const full = `fork-org/concurrent-${++n}`;
      server.state.addRepo(full);
      const shim = await createGitShim();
      const first = await applyBundle(s, remote, full, shim.env({ pattern: ' push --porcelain ', when: 'before' }));
      await shim.waitStopped(1);
      const second = await (await applyBundle(s, remote, full, {})).done;
      expect(second.code).toBe(1);
      const errors = second.stdout.split('\n').filter((l) => l.startsWith('::error::'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/another apply run \(pid \d+ .*\) is working in .*wait for it to finish/);
      expect(second.outputs).toEqual({});
      await shim.release();
      const won = await first.done;
      expect(won).toMatchObject({ code: 0, outputs: { status: 'applied' } });
      expect(server.state.pulls(full)).toHaveLength(1);
      expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${won.outputs.branch}` });
      observe(`second run: exit ${second.code}, "${errors[0]!.slice(9, 90)}…"; first: ${won.outputs.status}, 1 PR`);
    },
    120_000,
  );

  reliabilityCase(
    'two apply-bundle runs on the same bundle from two runners (two clones), pushing at the same moment',
    'both converge on the same head without force: the branch is created once, one PR, both runs succeed',
    async (observe) => {
      const a = await conflictScenario();
      const b = await conflictScenario();
      const remote = await reflogRemote(a.dir);
      const full = `fork-org/concurrent-${++n}`;
      server.state.addRepo(full);
      const shim = await createGitShim();
      const hold = shim.env({ pattern: ' push --porcelain ', when: 'before' });
      const runs = [await applyBundle(a, remote, full, hold), await applyBundle(b, remote, full, hold)];
      await shim.waitStopped(2);
      await shim.release();
      const [ra, rb] = await Promise.all(runs.map((r) => r.done));
      for (const r of [ra!, rb!]) expect(r).toMatchObject({ code: 0, outputs: { status: 'applied' } });
      expect(ra!.outputs.head).toBe(rb!.outputs.head);
      const branch = `refs/heads/upstream-ingest/${commitsBundleId(IDS.map(a.sha))}`;
      expect(await refValue(remote, branch)).toBe(ra!.outputs.head);
      expect(await refUpdates(remote, branch)).toHaveLength(1);
      expect(await rewrites(remote, branch)).toEqual([]);
      expect(server.state.pulls(full)).toHaveLength(1);
      const pushes = [ra!, rb!].map((r) => JSON.parse(r.outputs.json!).push.status).sort();
      observe(`both exit 0 on ${ra!.outputs.head!.slice(0, 10)}; pushes: ${pushes.join(' + ')}; 1 ref update, 1 PR`);
    },
    120_000,
  );
});

// ---------------------------------------------------------------------------------------------------------------

const NOW = '2026-03-01T00:00:00Z';
const STATE = 'refs/heads/state';

function reportLag(work: string, upstreamRepo: string, env: Record<string, string>) {
  return startActionEntry(
    'report-lag',
    {
      'upstream-repository': upstreamRepo,
      'upstream-ref': 'upstream',
      path: work,
      now: NOW,
      'state-branch': 'state',
      'history-file': 'h.jsonl',
      'chart-file': 'h.svg',
    },
    { source: true, env },
  );
}

async function secondCheckout(originRepo: string, extraCommit: boolean): Promise<string> {
  const root = await makeTempDir('ui-second-');
  await createGitRunner(root).run(['clone', '-q', '--branch', 'fork', originRepo, 'work2']);
  const dir = join(root, 'work2');
  // One commit ahead: a different fork SHA, so a different record.
  if (extraCommit) await gitIn(dir, 'commit', '-q', '--allow-empty', '-m', 'fork: more work');
  return dir;
}

async function appendTogether(extraCommit: boolean) {
  const { upstreamRepo, originRepo, work } = await lagRemotes({ originLogsRefUpdates: true });
  const second = await secondCheckout(originRepo, extraCommit);
  const shim = await createGitShim();
  const hold = shim.env({ pattern: ' push --quiet ', when: 'before' });
  const runs = [await reportLag(work, upstreamRepo, hold), await reportLag(second, upstreamRepo, hold)];
  await shim.waitStopped(2);
  await shim.release();
  const results = await Promise.all(runs.map((r) => r.done));
  for (const r of results) expect(r.code).toBe(0);
  const lines = (await gitIn(originRepo, 'show', `${STATE}:h.jsonl`)).split('\n');
  const commits = (await gitIn(originRepo, 'rev-list', '--parents', STATE)).split('\n');
  // Linear: every commit has at most one parent; the log shows only creations and fast-forwards.
  expect(commits.every((c) => c.split(' ').length <= 2)).toBe(true);
  expect(await rewrites(originRepo, STATE)).toEqual([]);
  const retried = results.some((r) => /moved while writing; retrying/.test(r.stdout));
  return { lines, commits, results, retried, originRepo, updates: (await refUpdates(originRepo, STATE)).length };
}

describe('two history appends at once', () => {
  reliabilityCase(
    'two report-lag runs (different fork SHAs) push the history at the same moment',
    'the loser re-reads the branch and appends on top: both records kept, fast-forwards only',
    async (observe) => {
      const r = await appendTogether(true);
      expect(r.lines).toHaveLength(2);
      expect(r.commits).toHaveLength(2);
      expect(r.retried).toBe(true);
      observe(`2 records, 2 linear commits, ${r.updates} ref updates, no rewrite; the loser retried`);
    },
    120_000,
  );

  reliabilityCase(
    'two report-lag runs for the same upstream/fork pair push at the same moment',
    'one record (the second is deduplicated after re-reading), the branch never rewritten',
    async (observe) => {
      const r = await appendTogether(false);
      expect(r.lines).toHaveLength(1);
      expect(r.commits).toHaveLength(1);
      // Both runs may write the identical commit in the same second (then the second push is up to date), or the
      // second re-reads the branch after losing the race and finds its record: either way nothing is duplicated.
      const outputs = new Set(r.results.map((x) => x.outputs['history-commit']).filter(Boolean));
      expect([...outputs]).toEqual([await gitIn(r.originRepo, 'rev-parse', STATE)]);
      observe(`1 record, 1 commit, ${r.updates} ref update; both runs report that one commit or none`);
    },
    120_000,
  );
});

// ---------------------------------------------------------------------------------------------------------------

/** The gate as CI runs it on this repository (`check-workflows --self`), in this process. */
const gate = (files: string[]) => runGate(['--self', ...files]);

describe('workflow concurrency groups (the workflow gate)', () => {
  reliabilityCase(
    'a writing workflow without a concurrency group, or one that cancels a run in progress',
    'the gate flags both: overlapping scheduled runs must queue, never be cut off mid-push',
    async (observe) => {
      const dir = await makeTempDir('ui-gate-');
      const file = join(dir, 'writer.yml');
      await writeFile(
        file,
        [
          'name: writer',
          'on:',
          '  schedule:',
          "    - cron: '0 4 * * *'",
          'permissions: {}',
          'concurrency:',
          '  group: fixture-writer-${{ github.repository }}',
          '  cancel-in-progress: true',
          'jobs:',
          '  ingest:',
          '    runs-on: ubuntu-latest',
          '    timeout-minutes: 10',
          '    permissions:',
          '      contents: write',
          '      pull-requests: write',
          '    steps:',
          '      - run: echo ingest',
          '',
        ].join('\n'),
      );
      const noGroup = join(dir, 'no-group.yml');
      await writeFile(
        noGroup,
        (await readFile(file, 'utf8')).replace(/concurrency:\n.*\n.*\n/, '').replace('name: writer', 'name: no-group'),
      );
      const run = await gate([file, noGroup]);
      expect(run.code).toBe(1);
      expect(run.out).toMatch(/writer\.yml:\d+:\d+ concurrency .*cancel-in-progress/);
      expect(run.out).toMatch(/no-group\.yml:\d+:\d+ concurrency workflow-level concurrency is missing/);
      const ours = await gate([]);
      expect(ours.err).toMatch(/\b0 findings/);
      observe(
        run.out
          .split('\n')
          .filter((l) => /concurrency|cancel/.test(l))
          .map((l) => l.replace(/^.*\//, ''))
          .join(' | '),
      );
    },
    120_000,
  );
});
