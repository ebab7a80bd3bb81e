/**
 * Crash consistency of apply-bundle: the action runs as a runner runs it (a real process with INPUT_* variables,
 * pushing to a real remote and opening its PR on the local GitHub API server) and is killed with SIGKILL — the whole
 * process group, as when a runner dies — at each checkpoint. The re-run must converge to what one uninterrupted run
 * gives: the same branch head, exactly one PR, a remote branch created once and never rewritten, the base untouched,
 * a clean work tree.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { marker } from '../../src/adapters/github/issues.js';
import { commitsBundleId } from '../../src/domain/apply/branch.js';
import { startActionEntry, type ActionRun } from '../helpers/action-runner.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { CLEAN, conflictScenario, repoState, writeAgent } from '../apply/fixtures.js';
import { createGitShim, type StopAt } from './git-shim.js';
import { refUpdates, reflogRemote, refValue, rewrites } from './fixtures.js';
import { cases } from './record.js';
import { scaled } from '../helpers/time-scale.js';

const reliabilityCase = cases('crash consistency');

let server: GitHubTestServer;
let expectedHead = '';
beforeAll(async () => {
  server = await startGitHubServer();
  // One uninterrupted run: the head every interrupted run must converge to.
  const reference = await setup();
  const run = await (await startApply(reference)).done;
  expect(run).toMatchObject({ code: 0, outputs: { status: 'resolved' } });
  expectedHead = run.outputs.head!;
}, scaled(120_000));
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const IDS = ['u1', 'u2', 'u3', 'u4'];
let n = 0;

interface Setup {
  s: BuiltScenario;
  dir: string;
  /** The bundle branch: `upstream-ingest/<hash of the commit list>`. */
  branch: string;
  remote: string;
  full: string;
  commits: string;
  forkBefore: string;
  agent: string;
  agentRuns: string;
}

async function setup(): Promise<Setup> {
  const s = await conflictScenario();
  const remote = await reflogRemote(s.dir);
  const full = `fork-org/crash-apply-${++n}`;
  server.state.addRepo(full);
  const resolves = await writeAgent('resolves');
  const agentRuns = join(dirname(resolves), 'agent-runs');
  await writeFile(agentRuns, '');
  const commits = IDS.map(s.sha);
  return {
    s,
    dir: s.dir,
    branch: `upstream-ingest/${commitsBundleId(commits)}`,
    remote,
    full,
    commits: commits.join(','),
    forkBefore: await refValue(s.dir, 'refs/heads/fork'),
    // Counts its runs: a resolution kept at a checkpoint must not be asked for again.
    agent: `echo run >> '${agentRuns}'; '${resolves}'`,
    agentRuns,
  };
}

function startApply(t: Setup, env: Record<string, string> = {}, inputs: Record<string, string> = {}) {
  return startActionEntry(
    'apply-bundle',
    {
      repo: t.dir,
      commits: t.commits,
      base: 'fork',
      upstream: 'upstream',
      'on-conflict': 'agent',
      agent: t.agent,
      push: t.remote,
      token: server.token,
      // One step with a token and an agent: refused since issue 13 unless opted into (these tests exercise it).
      'allow-untrusted-with-token': 'true',
      repository: t.full,
      'pr-base': 'main',
      'upstream-repo': 'triton-lang/triton',
      'cache-rerere': 'false',
      ...inputs,
    },
    { source: true, env: { ...server.env(), GITHUB_RUN_ID: '7', ...env } },
  );
}

async function agentRuns(t: Setup): Promise<number> {
  return (await readFile(t.agentRuns, 'utf8')).split('\n').filter(Boolean).length;
}

/** Kills the run once `reached` says the checkpoint is reached; returns the killed run's result. */
async function killAt(
  t: Setup,
  stop: StopAt | undefined,
  reached?: () => Promise<boolean>,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  const shim = await createGitShim();
  const run = await startApply(t, shim.env(stop), inputs);
  if (stop) await shim.waitStopped(1, scaled(90_000));
  if (reached) {
    for (const end = Date.now() + scaled(90_000); !(await reached());) {
      if (Date.now() > end) throw new Error('the checkpoint was never reached');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  run.kill();
  const killed = await run.done;
  expect(killed.signal).toBe('SIGKILL');
  expect(killed.outputs).toEqual({});
  return killed;
}

/** The re-run after the crash, and everything that must then hold. Returns a one-line observation. */
async function rerunConverges(t: Setup, inputs: Record<string, string> = {}): Promise<string> {
  const run = await (await startApply(t, {}, inputs)).done;
  expect(run.stderr).toBe('');
  expect(run).toMatchObject({ code: 0, outputs: { status: 'resolved', head: expectedHead } });
  const branch = run.outputs.branch!;
  const pulls = server.state.pulls(t.full);
  expect(pulls).toHaveLength(1);
  expect(pulls[0]).toMatchObject({ state: 'open', headRef: branch, baseRef: 'main' });
  expect(pulls[0]!.body).toContain(marker('apply-bundle', JSON.parse(run.outputs.json!).bundle.id));
  expect(run.outputs['pr-number']).toBe(String(pulls[0]!.number));
  expect(await refValue(t.remote, `refs/heads/${branch}`)).toBe(expectedHead);
  const updates = await refUpdates(t.remote, `refs/heads/${branch}`);
  expect(updates).toHaveLength(1);
  expect(await rewrites(t.remote, `refs/heads/${branch}`)).toEqual([]);
  expect(await refValue(t.dir, 'refs/heads/fork')).toBe(t.forkBefore);
  expect(await refValue(t.remote, 'refs/heads/fork')).toBe(t.forkBefore);
  expect(branch).toBe(t.branch);
  expect(await repoState(t.s)).toEqual({ ...CLEAN, head: `refs/heads/${branch}` });
  expect(run.summary).toContain(`Pull request: [#${pulls[0]!.number}]`);
  return `re-run: head ${expectedHead.slice(0, 10)}, 1 PR (#${pulls[0]!.number}), remote branch written ${updates.length}×, base unchanged, tree clean`;
}

describe('apply-bundle killed with SIGKILL, then run again', () => {
  reliabilityCase(
    'apply-bundle killed mid cherry-pick (conflict stopped, markers in the tree)',
    'the re-run ends the stale pick, resolves again and converges: same head, one PR, base unchanged',
    async (observe) => {
      const t = await setup();
      await killAt(t, { pattern: ' cherry-pick --allow-empty-message ', when: 'after' });
      expect(existsSync(join(t.dir, '.git', 'CHERRY_PICK_HEAD'))).toBe(true);
      expect(existsSync(join(t.dir, '.git', 'upstream-ingest-apply.lock'))).toBe(true);
      observe(`killed with CHERRY_PICK_HEAD and the apply lock left; ${await rerunConverges(t)}`);
    },
    120_000,
  );

  reliabilityCase(
    'apply-bundle killed while the agent resolves a conflict',
    'the re-run ends the pick the dead run left, asks the agent again and converges to the same head',
    async (observe) => {
      const t = await setup();
      const hangs = await writeAgent('hangs');
      const slow = { ...t, agent: `'${hangs}'` };
      const shim = await createGitShim();
      const run = await startApply(slow, shim.env());
      const pidFile = join(dirname(hangs), 'agent-pid');
      for (const end = Date.now() + scaled(90_000); !existsSync(pidFile);) {
        if (Date.now() > end) throw new Error('the agent never started');
        await new Promise((r) => setTimeout(r, 50));
      }
      run.kill();
      await run.done;
      // The agent runs in its own process group (so its timeout can kill its tree): end what this test started.
      for (const f of ['agent-pid', 'agent-child-pid']) {
        const pid = Number(await readFile(join(dirname(hangs), f), 'utf8').catch(() => '0'));
        if (pid > 0) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        }
      }
      expect(existsSync(join(t.dir, '.git', 'CHERRY_PICK_HEAD'))).toBe(true);
      observe(`killed during the agent; ${await rerunConverges(t)}`);
    },
    120_000,
  );

  reliabilityCase(
    'apply-bundle killed right after the branch was created (resolution checkpoint)',
    'the re-run reuses the checkpointed resolution (no second agent call) and converges',
    async (observe) => {
      const t = await setup();
      await killAt(t, { pattern: ' update-ref .*refs/heads/upstream-ingest/', when: 'after' });
      expect(await refValue(t.dir, `refs/heads/${t.branch}`)).not.toBe('');
      expect(await agentRuns(t)).toBe(1);
      const result = await rerunConverges(t);
      expect(await agentRuns(t)).toBe(1);
      observe(`killed with the branch at the resolved commit; agent ran once in total; ${result}`);
    },
    120_000,
  );

  reliabilityCase(
    'apply-bundle killed after rerere recorded the agent resolution, before the branch kept it (kill -9)',
    'the re-run replays the resolution through rerere yet records its origin (agent): the same commit, same head, no second agent call',
    async (observe) => {
      const t = await setup();
      // One rerere cache for both runs, as the actions cache gives a re-run.
      const cache = { 'rerere-cache': join(dirname(t.agentRuns), 'rerere') };
      await killAt(t, { pattern: 'rerere\\.autoUpdate=true rerere $', when: 'after' }, undefined, cache);
      expect(await refValue(t.dir, `refs/heads/${t.branch}`)).toBe('');
      expect(await agentRuns(t)).toBe(1);
      const result = await rerunConverges(t, cache);
      expect(await agentRuns(t)).toBe(1);
      observe(`killed with the resolution only in rerere; agent ran once in total; ${result}`);
    },
    120_000,
  );

  reliabilityCase(
    'apply-bundle killed after the push, before the PR',
    'the re-run finds the branch up to date (no second push) and opens exactly one PR',
    async (observe) => {
      const t = await setup();
      await killAt(t, { pattern: ' push --porcelain ', when: 'after' });
      expect(server.state.pulls(t.full)).toHaveLength(0);
      expect(await refUpdates(t.remote, `refs/heads/${t.branch}`)).toHaveLength(1);
      observe(`killed with the branch pushed and no PR; ${await rerunConverges(t)}`);
    },
    120_000,
  );

  reliabilityCase(
    'apply-bundle killed after the PR was created, before its answer and the job summary',
    'the re-run finds the PR by head and marker and updates it: still exactly one PR',
    async (observe) => {
      const t = await setup();
      server.inject({ method: 'POST', path: `/repos/${t.full}/pulls`, afterWrite: true, delayMs: 120_000 });
      await killAt(t, undefined, async () => server.state.pulls(t.full).length === 1);
      observe(`killed with the PR written and no output or summary; ${await rerunConverges(t)}`);
    },
    120_000,
  );
});
