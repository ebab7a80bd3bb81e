/**
 * git faults: rejected pushes, lock files and half-done operations left by a dead process, objects missing from a
 * partial clone, a shallow clone. Real repositories, real remotes (bare repositories with hooks and server-side
 * settings), the real CLI where the user would see the outcome.
 */
import { runCli } from '../helpers/cli.js';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { EXIT } from '../../src/cli/context.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { runReportLag } from '../../src/services/lag/report-lag.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, git, type BuiltScenario } from '../helpers/scenario.js';
import { lagRemotes } from '../helpers/lag-remotes.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import {
  bareRemote,
  baseSettings,
  CLEAN,
  conflictScenario,
  leaveInterruptedState,
  repoState,
} from '../apply/fixtures.js';
import { text } from '../plan/plan-helpers.js';
import { refSnapshot, refValue } from './fixtures.js';
import { cases } from './record.js';

const reliabilityCase = cases('git faults');

afterAll(removeTempDirs);

async function apply(s: BuiltScenario, settings: ApplySettings, logger = new RecordingLogger()) {
  const base = await git(s, 'rev-parse', settings.base);
  const result = await runApply(settings, { git: createGitRunner(s.dir), logger });
  expect(await git(s, 'rev-parse', settings.base)).toBe(base);
  return result;
}

describe('rejected pushes', () => {
  reliabilityCase(
    'push rejected as non-fast-forward by a server that denies them',
    'apply reports rejected with the server reason, keeps its local branch, never forces, the remote untouched',
    async (observe) => {
      const s = await conflictScenario();
      const remote = await bareRemote();
      await createGitRunner(remote).run(['config', 'receive.denyNonFastForwards', 'true']);
      const branch = 'ingest/nff';
      // A previous run of another bundle under the same branch name: replacing it is not a fast-forward.
      await s.git.run(['push', '-q', remote, `${s.sha('u6')}:refs/heads/${branch}`]);
      const r = await apply(s, baseSettings([s.sha('u1')], { push: { remote }, branch }));
      expect(r.status).toBe('rejected');
      expect(r.push).toMatchObject({ status: 'rejected', expected: s.sha('u6') });
      expect(r.push?.reason).toMatch(/non-fast-forward/);
      expect(await refValue(remote, `refs/heads/${branch}`)).toBe(s.sha('u6'));
      expect(await git(s, 'rev-parse', r.branch)).toBe(r.head);
      expect(await repoState(s)).toMatchObject(CLEAN);
      observe(`rejected: "${r.push!.reason}"; remote unchanged; local branch at ${r.head.slice(0, 10)}`);
    },
  );

  reliabilityCase(
    'push declined by a pre-receive hook',
    'apply reports rejected with the hook message; the local result is kept; nothing reaches the remote',
    async (observe) => {
      const s = await conflictScenario();
      const remote = await bareRemote({ rejecting: true });
      const r = await apply(s, baseSettings([s.sha('u1')], { push: { remote } }));
      expect(r.status).toBe('rejected');
      expect(r.push?.status).toBe('rejected');
      expect(r.push?.reason).toMatch(/server-side hook declined the push: pushes to this repository are frozen/);
      expect(r.commits[0]!.status).toBe('clean');
      expect(await git(s, 'rev-parse', r.branch)).toBe(r.head);
      expect(await refValue(remote, `refs/heads/${r.branch}`)).toBe('');
      expect(await repoState(s)).toMatchObject(CLEAN);
      observe(`rejected: "${r.push!.reason}"`);
    },
  );

  reliabilityCase(
    'someone pushes the bundle branch while the run works (stale lease)',
    'the push is refused (never forced): rejected, with advice to re-run; the other push survives',
    async (observe) => {
      const s = await conflictScenario();
      const remote = await bareRemote();
      const branch = 'ingest/race';
      await s.git.run(['push', '-q', remote, `fork:refs/heads/${branch}`]);
      // The "agent" stands in for another actor: it resolves the conflict, and meanwhile someone pushes the branch.
      const dir = await makeTempDir('ui-agent-');
      const agent = join(dir, 'race.sh');
      await writeFile(
        agent,
        `#!/usr/bin/env bash\nset -e\nsed -i -e '/^<<<<<<< /d' -e '/^=======$/d' -e '/^>>>>>>> /d' src/core.txt\n` +
          `git push -q --force "${remote}" upstream:refs/heads/${branch}\n`,
      );
      await chmod(agent, 0o755);
      const r = await apply(s, baseSettings([s.sha('u2')], { push: { remote }, branch, onConflict: 'agent', agent }));
      expect(r.status).toBe('rejected');
      expect(r.push).toMatchObject({ status: 'rejected', expected: await git(s, 'rev-parse', 'fork') });
      expect(r.push?.reason).toMatch(/remote branch changed after this run read it/);
      expect(await refValue(remote, `refs/heads/${branch}`)).toBe(s.sha('u6'));
      observe(`rejected: "${(r.push?.reason ?? '').slice(0, 80)}…"; the other push kept`);
    },
  );
});

describe('leftovers of a dead process', () => {
  reliabilityCase(
    'interrupted cherry-pick, stale index.lock and a stale apply lock left by a killed run',
    'the next run ends the pick, removes the stale locks with warnings and converges to the uninterrupted head',
    async (observe) => {
      const reference = await conflictScenario();
      const settings = (s: BuiltScenario) => baseSettings(['u1', 'u2', 'u3', 'u4'].map(s.sha));
      const expected = await apply(reference, settings(reference));
      const s = await conflictScenario();
      await leaveInterruptedState(s, s.sha('u2'));
      expect(existsSync(join(s.dir, '.git', 'CHERRY_PICK_HEAD'))).toBe(true);
      const logger = new RecordingLogger();
      const r = await apply(s, settings(s), logger);
      expect(r.head).toBe(expected.head);
      expect(r.status).toBe('partial');
      const warnings = logger.messages('warning').join('\n');
      expect(warnings).toMatch(/stale .*index\.lock[\s\S]*interrupted cherry-pick/);
      expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${r.branch}` });
      observe(`converged on ${r.head.slice(0, 10)}; warnings: ${logger.messages('warning').length}`);
    },
  );

  reliabilityCase(
    'index.lock held by a live git process',
    'apply refuses with the holder pid and leaves the lock in place',
    async (observe) => {
      const s = await conflictScenario();
      const lock = join(s.dir, '.git', 'index.lock');
      const holder = spawn('bash', ['-c', `exec 3>>"${lock}"; sleep 30`], { stdio: 'ignore' });
      try {
        for (let i = 0; i < 50 && !existsSync(lock); i++) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, 100));
        const error = await apply(s, baseSettings([s.sha('u1')])).catch((e: unknown) => e);
        expect(String(error)).toMatch(/index\.lock is held by a running process \(pid \d+\)/);
        expect(existsSync(lock)).toBe(true);
        observe(String(error).slice(0, 160));
      } finally {
        holder.kill('SIGKILL');
      }
    },
  );

  reliabilityCase(
    'stale lock of the state-branch index left by a report-lag run killed while writing history',
    'the next history append is not blocked: it writes with its own index and records the run',
    async (observe) => {
      const { upstreamRepo, work } = await lagRemotes();
      const gitDir = join(work, '.git');
      await writeFile(join(gitDir, 'upstream-ingest-state.index'), 'half-written');
      await writeFile(join(gitDir, 'upstream-ingest-state.index.lock'), '');
      const logger = new RecordingLogger();
      const result = await runReportLag(
        {
          upstream: { url: upstreamRepo },
          upstreamRef: 'upstream',
          fetch: true,
          forkRef: 'HEAD',
          extraTrailerKeys: [],
          now: new Date('2026-03-01T00:00:00Z'),
          history: { branch: 'state', remote: 'origin', file: 'h.jsonl', chart: 'h.svg' },
        },
        { git: createGitRunner(work), logger },
      );
      expect(result.history).toMatchObject({ appended: true, records: 1 });
      observe(`history appended (${result.history!.records} record) despite the stale lock`);
    },
  );
});

describe('missing objects and missing history', () => {
  /**
   * A blobless clone of the fork whose promisor remote has gone away (a snapshot, an offline runner): trees are all
   * there, the blobs of upstream-only changes are not, and git cannot fetch them.
   */
  async function partialClone(): Promise<{ s: BuiltScenario; dir: string }> {
    const s = await buildScenario({
      base: { 'v.txt': text(8), 'w.txt': text(4, {}, 'w') },
      steps: [
        // The fork changes v.txt far from u1's change: planning u1 needs a content merge, hence u1's blob.
        { id: 'f1', on: 'fork', files: { 'v.txt': text(8, { 8: 'fork line' }), 'own.txt': 'own\n' } },
        { id: 'u1', on: 'upstream', files: { 'v.txt': text(8, { 1: 'upstream line' }) }, message: 'u1: edit v' },
        { id: 'u2', on: 'upstream', files: { 'x.txt': 'x\n' }, message: 'u2: add x' },
        { id: 'u3', on: 'upstream', files: { 'w.txt': text(4, { 2: 'u3' }, 'w') }, message: 'u3: edit w' },
        // Picked without provenance: only a patch-id can find it, and that needs u3's blobs.
        { id: 'p3', on: 'fork', pick: 'u3', provenance: 'none' },
      ],
    });
    await s.git.run(['config', 'uploadpack.allowFilter', 'true']);
    const root = await makeTempDir('ui-partial-');
    const dir = join(root, 'clone');
    const g = createGitRunner(root);
    await g.run(['clone', '-q', '--filter=blob:none', '--no-local', '--branch', 'fork', `file://${s.dir}`, dir]);
    await createGitRunner(dir).run(['fetch', '-q', 'origin', '+refs/heads/upstream:refs/remotes/origin/upstream']);
    await createGitRunner(dir).run(['config', 'remote.origin.url', join(root, 'gone.git')]);
    const missing = await createGitRunner(dir).run(['rev-list', '--objects', '--missing=print', 'origin/upstream']);
    expect(missing.stdout).toMatch(/^\?[0-9a-f]{40}$/m);
    return { s, dir };
  }

  reliabilityCase(
    'partial clone with missing blobs: lag',
    'lag still reports (provenance works); patch-id matching is skipped with a warning naming the missing objects, and the JSON says incomplete: true with why',
    async (observe) => {
      const { dir } = await partialClone();
      const r = await runCli(['lag', '--repo', dir, '--upstream', 'origin/upstream', '--fork', 'HEAD', '--json']);
      expect(r.code).toBe(EXIT.ok);
      const report = JSON.parse(r.stdout);
      expect(report).toMatchObject({ backlog: 3, incomplete: true });
      expect(report.incompleteReasons.join(' ')).toMatch(/objects are missing/);
      expect(r.stderr).toMatch(/warning: patch-id matching skipped: .*objects are missing/);
      observe(
        `exit 0, backlog 3; ${r.stderr
          .split('\n')
          .find((l) => l.startsWith('warning'))!
          .slice(0, 120)}…`,
      );
    },
  );

  reliabilityCase(
    'partial clone with missing blobs: plan',
    'the commit that cannot be evaluated is risky with the reason; the rest is planned',
    async (observe) => {
      const { s, dir } = await partialClone();
      const r = await runCli(['plan', '--repo', dir, '--upstream', 'origin/upstream', '--fork', 'HEAD', '--json']);
      expect(r.code).toBe(EXIT.ok);
      const plan = JSON.parse(r.stdout) as {
        pending: { sha: string; prediction: string; risk: { reasons: string[] } }[];
        incomplete?: boolean;
        incompleteReasons?: string[];
      };
      expect(plan.incomplete).toBe(true);
      expect(plan.incompleteReasons!.join(' ')).toMatch(/objects are missing/);
      const u1 = plan.pending.find((p) => p.sha === s.sha('u1'))!;
      expect(u1.prediction).toBe('unknown');
      expect(u1.risk.reasons[0]).toMatch(/^could not be evaluated: /);
      expect(plan.pending.find((p) => p.sha === s.sha('u2'))!.prediction).toBe('clean');
      observe(`u1: ${u1.risk.reasons[0]!.slice(0, 110)}…; u2 clean`);
    },
  );

  reliabilityCase(
    'partial clone with missing blobs: apply',
    'one clear line naming the missing objects (exit 2, no stack), the work tree left clean, no branch',
    async (observe) => {
      const { s, dir } = await partialClone();
      const before = await refSnapshot(dir);
      const r = await runCli(['apply', '--repo', dir, '--commits', s.sha('u1'), '--base', 'HEAD']);
      expect(r.code).toBe(EXIT.usage);
      const line = r.stderr.split('\n').find((l) => l.startsWith('upstream-ingest: error:'))!;
      expect(line).toMatch(/objects are missing \(partial or snapshot clone\)/);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      expect(await refSnapshot(dir)).toBe(before);
      expect(
        await createGitRunner(dir)
          .run(['status', '--porcelain'])
          .then((x) => x.stdout),
      ).toBe('');
      observe(line.slice(0, 170));
    },
  );

  reliabilityCase(
    'shallow clone: lag, plan and apply',
    'each refuses with one line saying to fetch the full history (fetch-depth: 0), exit 2',
    async (observe) => {
      const s = await conflictScenario();
      const root = await makeTempDir('ui-shallow-');
      await createGitRunner(root).run(['clone', '-q', '--depth', '2', '--no-single-branch', `file://${s.dir}`, 'c']);
      const dir = join(root, 'c');
      const runs = [
        await runCli(['lag', '--repo', dir, '--upstream', 'origin/upstream', '--fork', 'origin/fork']),
        await runCli(['plan', '--repo', dir, '--upstream', 'origin/upstream', '--fork', 'origin/fork']),
        await runCli(['apply', '--repo', dir, '--commits', s.sha('u1'), '--base', 'origin/fork']),
      ];
      for (const r of runs) {
        expect(r.code).toBe(EXIT.usage);
        expect(r.stderr).toMatch(/^upstream-ingest: error: .*shallow.*fetch-depth: 0/m);
      }
      observe(runs.map((r) => `exit ${r.code}`).join(', ') + `: ${runs[2]!.stderr.trim().slice(0, 120)}`);
    },
  );
});
