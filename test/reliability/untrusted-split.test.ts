/**
 * The security boundary of issue 13: code run on the fork's behalf (agent, verify command, harness) never shares a
 * process tree, a job or a git config with a write token. apply-bundle runs as a runner runs it, against a local bare
 * remote and the local GitHub API server; the agent and the verify command are a real hostile process (spy.ts) that
 * walks every ancestor's /proc/<pid>/environ for the token, writes to GITHUB_ENV / GITHUB_PATH and plants hooks and
 * an fsmonitor. Each must find nothing and change nothing that runs later.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runProcess } from '../../src/adapters/process/run-process.js';
import { ApplyArtifactSchema } from '../../src/schemas/apply-artifact.js';
import { entryArgs, runActionEntry, startNode, type ActionRun } from '../helpers/action-runner.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from '../apply/fixtures.js';
import { gitIn, reflogRemote, refValue } from './fixtures.js';
import { cases } from './record.js';
import { createSpy, HOOKS, type Spy } from './spy.js';

const reliabilityCase = cases('untrusted code and the token');

const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;
let api: GitHubTestServer;
let n = 0;

beforeAll(async () => {
  api = await startGitHubServer({ token: TOKEN });
});
afterAll(async () => {
  await api.close();
  await removeTempDirs();
});

interface Job {
  s: BuiltScenario;
  remote: string;
  full: string;
  spy: Spy;
  /** The runner's command files of the job, as the runner gives them to every step. */
  files: { GITHUB_ENV: string; GITHUB_PATH: string; GITHUB_STATE: string };
  commits: string;
}

async function job(): Promise<Job> {
  const s = await conflictScenario();
  const remote = await reflogRemote(s.dir);
  const full = `fork-org/split-${++n}`;
  api.state.addRepo(full);
  const spy = await createSpy(TOKEN);
  const runner = await makeTempDir('ui-runner-files-');
  const files = {
    GITHUB_ENV: join(runner, 'set_env'),
    GITHUB_PATH: join(runner, 'add_path'),
    GITHUB_STATE: join(runner, 'save_state'),
  };
  for (const f of Object.values(files)) await writeFile(f, '');
  return { s, remote, full, spy, files, commits: [s.sha('u1'), s.sha('u2'), s.sha('u4')].join(',') };
}

function step(t: Job, inputs: Record<string, string>): Promise<ActionRun> {
  return runActionEntry(
    'apply-bundle',
    {
      repo: t.s.dir,
      commits: t.commits,
      base: 'fork',
      upstream: 'upstream',
      push: t.remote,
      repository: t.full,
      'pr-base': 'main',
      'cache-rerere': 'false',
      ...inputs,
    },
    {
      source: true,
      env: {
        ...api.env(),
        ...t.spy.env,
        ...t.files,
        ACTIONS_RUNTIME_TOKEN: `actions-runtime-${TOKEN.slice(4, 12)}`,
        ACTIONS_CACHE_URL: 'http://127.0.0.1:1/',
      },
    },
  );
}

async function runnerFiles(t: Job): Promise<string> {
  const parts = await Promise.all(Object.values(t.files).map((f) => readFile(f, 'utf8')));
  return parts.join('');
}

/** Hooks or config a spy left in the clone, and whether any hook or fsmonitor ran. */
async function gitDirState(t: Job): Promise<{ hooks: string[]; config: string; attributes: string; ran: string[] }> {
  const hooks = (await readdir(join(t.s.dir, '.git', 'hooks')).catch(() => [] as string[])).filter((h) =>
    HOOKS.includes(h),
  );
  const config = await readFile(join(t.s.dir, '.git', 'config'), 'utf8');
  const attributes = await readFile(join(t.s.dir, '.git', 'info', 'attributes'), 'utf8').catch(() => '');
  return { hooks, config, attributes, ran: await t.spy.hookRuns() };
}

describe('the token and commands run for the fork', () => {
  reliabilityCase(
    'control: agent/verify in one step with the token (allow-untrusted-with-token)',
    "the spy does find the token in an ancestor's /proc/<pid>/environ: the residual risk the split removes, so the detector works",
    async (observe) => {
      const t = await job();
      const run = await step(t, {
        'on-conflict': 'agent',
        agent: t.spy.command('agent'),
        token: TOKEN,
        'allow-untrusted-with-token': 'true',
      });
      expect(run.code).toBe(0);
      const [report] = await t.spy.reports();
      expect(report!.ownEnv).toEqual([]);
      expect(report!.ancestorsWithToken.length).toBeGreaterThan(0);
      expect(run.stdout).toMatch(/allow-untrusted-with-token: the agent\/verify command runs in a process tree/);
      observe(
        `own env clean, but the token is in ancestor ${report!.ancestorsWithToken[0]!.replace(/^\d+:/, 'pid …:')}`,
      );
    },
    120_000,
  );

  reliabilityCase(
    'one step given a token and an agent (mode all, no opt-in)',
    'refused before anything runs, with one line naming the two-job recipe; the agent never starts',
    async (observe) => {
      const t = await job();
      const run = await step(t, { 'on-conflict': 'agent', agent: t.spy.command('agent'), token: TOKEN });
      expect(run.code).toBe(1);
      const line = run.stdout.split('\n').find((l) => l.startsWith('::error::'))!;
      expect(line).toMatch(/mode: prepare .* mode: publish/);
      expect(await t.spy.reports()).toEqual([]);
      expect(api.state.pulls(t.full)).toHaveLength(0);
      observe(line.slice(0, 170));
    },
    60_000,
  );

  reliabilityCase(
    'mode prepare given a token',
    'refused (one line), nothing runs',
    async (observe) => {
      const t = await job();
      const run = await step(t, {
        mode: 'prepare',
        'on-conflict': 'agent',
        agent: t.spy.command('agent'),
        token: TOKEN,
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::input 'token': mode prepare .* must hold no token/);
      expect(await t.spy.reports()).toEqual([]);
      observe('refused: input token in mode prepare');
    },
    60_000,
  );

  reliabilityCase(
    'two jobs: prepare runs a hostile agent and verify (token walk, GITHUB_ENV/GITHUB_PATH writes, hooks, fsmonitor, attributes), publish pushes',
    'prepare: no ancestor holds the token, the env files and .git are put back, the agent resolution is rejected (repo-config); publish re-checks and pushes; no hook or NODE_OPTIONS ever runs',
    async (observe) => {
      const t = await job();
      const artifactDir = join(await makeTempDir('ui-artifact-'), 'apply');
      const prepare = await step(t, {
        mode: 'prepare',
        token: '',
        'on-conflict': 'agent',
        agent: t.spy.command('agent', ['plant', 'env-files', 'tmp']),
        verify: t.spy.command('verify', ['tmp']),
        'artifact-dir': artifactDir,
      });
      expect(prepare.stderr).toBe('');
      expect(prepare.outputs['artifact-dir']).toBe(artifactDir);
      const reports = await t.spy.reports();
      expect(reports.map((r) => r.role).sort()).toEqual(['agent', 'verify']);
      for (const r of reports) {
        expect(r.ancestorsWithToken).toEqual([]);
        expect(r.ownEnv).toEqual([]);
        expect(r.ancestorsSeen).toBeGreaterThan(1);
        // Their temp files live in the run's own folder under RUNNER_TEMP, gone once the step ended.
        expect(r.tmpdir).toContain(join(prepare.runnerTemp, 'upstream-ingest-run-p'));
      }
      expect(reports.find((r) => r.role === 'agent')!.wrote).toEqual(['GITHUB_ENV', 'GITHUB_PATH']);
      expect(existsSync(reports.find((r) => r.role === 'agent')!.tmpFile!)).toBe(false);
      expect((await readdir(prepare.runnerTemp)).filter((e) => e.startsWith('upstream-ingest-run-'))).toEqual([]);
      expect(await runnerFiles(t)).toBe('');
      const state = await gitDirState(t);
      expect(state).toEqual({
        hooks: [],
        config: expect.not.stringMatching(/fsmonitor|hooksPath/),
        attributes: '',
        ran: [],
      });
      const result = JSON.parse(prepare.outputs.json!);
      const u2 = result.commits.find((c: { sha: string }) => c.sha === t.s.sha('u2'));
      expect(u2.status).toBe('rejected');
      expect(u2.guards.map((g: { name: string }) => g.name)).toContain('repo-config');
      expect(result.status).toBe('rejected');
      const artifact = ApplyArtifactSchema.parse(JSON.parse(await readFile(join(artifactDir, 'result.json'), 'utf8')));
      expect(artifact.artifact.chain.map((c) => c.upstream)).toEqual([t.s.sha('u1'), t.s.sha('u4')]);
      expect(result.verify.ok).toBe(true);
      expect(u2.reasons.join(' ')).toMatch(/\.git\/(config|hooks|info)/);

      // A rejected run publishes nothing, even from the privileged job.
      const skipped = await step(t, {
        mode: 'publish',
        token: TOKEN,
        'artifact-dir': artifactDir,
        'fail-on-conflict': 'false',
      });
      expect(skipped.code).toBe(0);
      expect(JSON.parse(skipped.outputs.json!).push).toMatchObject({ status: 'skipped' });
      expect(await refValue(t.remote, `refs/heads/${result.branch}`)).toBe('');

      // The same job with an honest agent (the verify command still walks for the token): resolved, then published.
      const honest = await step(t, {
        mode: 'prepare',
        token: '',
        'on-conflict': 'agent',
        agent: t.spy.command('agent'),
        verify: t.spy.command('verify'),
        'artifact-dir': artifactDir,
      });
      expect(honest.outputs.status).toBe('resolved');
      const walks = await t.spy.reports();
      expect(walks.flatMap((r) => r.ancestorsWithToken)).toEqual([]);
      const handover = ApplyArtifactSchema.parse(JSON.parse(await readFile(join(artifactDir, 'result.json'), 'utf8')));
      const publish = await step(t, { mode: 'publish', token: TOKEN, 'artifact-dir': artifactDir });
      expect(publish.stderr).toBe('');
      expect(publish.code).toBe(0);
      expect(publish.stdout).toMatch(/re-checked against the artifact: all as recorded/);
      expect(publish.outputs.head).toBe(handover.head);
      // The content guards re-run by publish agree with the prepare job's verdict on an honest resolution.
      expect(JSON.parse(publish.outputs.json!).review?.needed ?? false).toBe(
        JSON.parse(honest.outputs.json!).review?.needed ?? false,
      );
      expect(await refValue(t.remote, `refs/heads/${result.branch}`)).toBe(handover.head);
      const pulls = api.state.pulls(t.full);
      expect(pulls).toHaveLength(1);
      expect(publish.outputs['pr-number']).toBe(String(pulls[0]!.number));
      expect((await gitDirState(t)).ran).toEqual([]);
      expect(await runnerFiles(t)).toBe('');
      observe(
        `prepare: ${reports.length} spies saw ${reports.map((r) => r.ancestorsSeen).join('+')} ancestors, no token; ` +
          `u2 rejected (repo-config), env files restored, publish skipped it; honest re-run: ${walks.length} walks, ` +
          `no token; publish pushed ${handover.head.slice(0, 10)} and PR #${pulls[0]!.number}; no hook ran`,
      );
    },
    180_000,
  );

  reliabilityCase(
    'hooks (reference-transaction, pre-push, post-checkout, …) and core.fsmonitor planted in the clone before a run that pushes with the token',
    'no git call of the product runs them: the push and the PR happen, the hook log stays empty',
    async (observe) => {
      const t = await job();
      const { stdout } = await runProcess('bash', ['-c', `${t.spy.command('verify', ['plant'])}`], {
        cwd: t.s.dir,
        env: { ...process.env, ...t.spy.env },
        timeoutMs: 30_000,
      });
      expect(stdout).toBe('');
      expect((await gitDirState(t)).hooks.sort()).toEqual([...HOOKS].sort());
      await gitIn(t.s.dir, 'config', '--unset', 'core.hooksPath');
      await writeFile(join(t.s.dir, '.git', 'info', 'attributes'), '');
      const run = await step(t, { commits: [t.s.sha('u1'), t.s.sha('u4')].join(','), token: TOKEN });
      expect(run.code).toBe(0);
      expect(run.outputs.status).toBe('applied');
      expect(await refValue(t.remote, `refs/heads/${run.outputs.branch}`)).toBe(run.outputs.head);
      expect(await t.spy.hookRuns()).toEqual([]);
      observe(`${HOOKS.length} hooks + fsmonitor planted; pushed ${run.outputs.head!.slice(0, 10)}; none ran`);
    },
    120_000,
  );

  reliabilityCase(
    'publish given a tampered artifact (a commit claimed clean whose tree is not the pick, or a commit touching .github/)',
    'refused with the reason, nothing pushed, no PR',
    async (observe) => {
      const t = await job();
      const artifactDir = join(await makeTempDir('ui-artifact-'), 'apply');
      const prepare = await step(t, {
        mode: 'prepare',
        token: '',
        commits: [t.s.sha('u1'), t.s.sha('u4')].join(','),
        'artifact-dir': artifactDir,
      });
      expect(prepare.code).toBe(0);
      const artifact = JSON.parse(await readFile(join(artifactDir, 'result.json'), 'utf8'));
      // The untrusted job rewrites its last commit to add a workflow, keeps the provenance line, and records it all.
      const last = artifact.artifact.chain[1];
      const g = (...a: string[]) => gitIn(t.s.dir, ...a);
      await g('checkout', '-q', '--detach', last.sha);
      await writeFile(join(t.s.dir, 'evil.txt'), 'evil\n');
      await g('add', 'evil.txt');
      const message = await g('log', '-1', '--format=%B', last.sha);
      await g('-c', 'user.name=x', '-c', 'user.email=x@y', 'commit', '-q', '--amend', '-m', message);
      const forged = await g('rev-parse', 'HEAD');
      await g('branch', '-f', artifact.branch, forged);
      await g(
        'bundle',
        'create',
        '-q',
        join(artifactDir, 'bundle.git'),
        `refs/heads/${artifact.branch}`,
        `^${artifact.base.sha}`,
      );
      last.sha = forged;
      last.tree = await g('rev-parse', `${forged}^{tree}`);
      artifact.head = forged;
      artifact.commits.find((c: { sha: string }) => c.sha === last.upstream).forkSha = forged;
      await writeFile(join(artifactDir, 'result.json'), JSON.stringify(artifact));
      await g('checkout', '-q', 'fork');
      const publish = await step(t, { mode: 'publish', token: TOKEN, 'artifact-dir': artifactDir });
      expect(publish.code).toBe(1);
      const line = publish.stdout.split('\n').find((l) => l.startsWith('::error::'))!;
      expect(line).toMatch(/does not check out, nothing was pushed: .*not the cherry-pick of the upstream commit/);
      expect(await refValue(t.remote, `refs/heads/${artifact.branch}`)).toBe('');
      expect(api.state.pulls(t.full)).toHaveLength(0);
      observe(line.slice(0, 200));
    },
    120_000,
  );
});

describe('the review verdict across the hand-over', () => {
  reliabilityCase(
    "the untrusted job hides a resolution's review verdict in result.json (review.needed false, verdict accept)",
    'publish re-runs the content guards on the objects and labels the PR for review anyway',
    async (observe) => {
      const t = await job();
      const takesOurs = join(t.spy.dir, 'takes-ours.sh');
      await writeFile(
        takesOurs,
        `#!/usr/bin/env bash\nnode -e 'const t=require(process.argv[1]); console.log(t.conflictedPaths.join("\\n"))' "$1" | while IFS= read -r p; do git show ":2:$p" > "$p"; done\necho "kept the fork's version"\n`,
      );
      await import('node:fs/promises').then((m) => m.chmod(takesOurs, 0o755));
      const artifactDir = join(await makeTempDir('ui-artifact-'), 'apply');
      const prepare = await step(t, {
        mode: 'prepare',
        token: '',
        commits: t.s.sha('u2'),
        'on-conflict': 'agent',
        agent: `'${takesOurs}'`,
        'artifact-dir': artifactDir,
      });
      const claimed = JSON.parse(prepare.outputs.json!);
      expect(claimed).toMatchObject({ status: 'resolved', review: { needed: true } });
      const file = join(artifactDir, 'result.json');
      const forged = JSON.parse(await readFile(file, 'utf8'));
      forged.review = { ...forged.review, needed: false, reasons: [] };
      for (const c of forged.commits) {
        c.verdict = 'accept';
        c.guards = c.guards.map((g: { verdict?: string }) => ({ ...g, verdict: 'accept', ok: true, details: [] }));
      }
      await writeFile(file, JSON.stringify(forged));
      const publish = await step(t, { mode: 'publish', token: TOKEN, 'artifact-dir': artifactDir });
      expect(publish.code).toBe(0);
      const result = JSON.parse(publish.outputs.json!);
      expect(result.review.needed).toBe(true);
      const pr = api.state.pulls(t.full)[0]!;
      expect(api.state.issue(t.full, pr.number)!.labels).toContain(result.review.label);
      observe(`forged review.needed=false; publish re-derived: ${result.review.reasons[0]!.slice(0, 110)}`);
    },
    120_000,
  );
});

describe('harness processes', () => {
  reliabilityCase(
    'a harness (run through runProcess with the tier environment) walks its ancestors and writes GITHUB_ENV/GITHUB_PATH',
    'its environment has no runner channel, ACTIONS_* or INPUT_*; what it appends to the env files is put back and reported',
    async (observe) => {
      const spy = await createSpy(TOKEN);
      const runner = await makeTempDir('ui-runner-files-');
      const envFile = join(runner, 'set_env');
      const pathFile = join(runner, 'add_path');
      await writeFile(envFile, 'KEEP=1\n');
      await writeFile(pathFile, '');
      // A parent like a run-tier step: the runner's files and the token in its exec-time environment.
      const parent = join(runner, 'parent.mjs');
      await writeFile(
        parent,
        [
          `const { runProcess } = await import(${JSON.stringify(resolve('src/adapters/process/run-process.ts'))});`,
          `const { harnessEnv } = await import(${JSON.stringify(resolve('src/adapters/process/harness-runner.ts'))});`,
          `const out = await runProcess('bash', ['-c', process.argv[2]], { cwd: process.cwd(), env: harnessEnv(process.env, {}), timeoutMs: 30000 });`,
          `console.log(JSON.stringify({ exitCode: out.exitCode, touched: out.runnerFilesTouched ?? [] }));`,
        ].join('\n'),
      );
      // Started with spawn itself: runProcess would (rightly) not pass the runner's files on.
      const child = await startNode(
        ['--import', resolve('test/helpers/source-loader/register.mjs'), parent, spy.command('harness', ['env-files'])],
        {
          cwd: runner,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? runner,
            ...spy.env,
            GITHUB_ENV: envFile,
            GITHUB_PATH: pathFile,
            GITHUB_OUTPUT: join(runner, 'out'),
            INPUT_TOKEN: TOKEN,
            ACTIONS_RUNTIME_TOKEN: 'actions-runtime',
          },
        },
      ).done;
      const answer = JSON.parse(child.stdout.trim().split('\n').pop()!) as { exitCode: number; touched: string[] };
      expect(answer.touched.sort()).toEqual(['GITHUB_ENV', 'GITHUB_PATH']);
      const [report] = await spy.reports();
      expect(report!.ownEnv).toEqual([]);
      expect(report!.wrote).toEqual(['GITHUB_ENV', 'GITHUB_PATH']);
      expect(await readFile(envFile, 'utf8')).toBe('KEEP=1\n');
      expect(await readFile(pathFile, 'utf8')).toBe('');
      observe(
        `own env clean; wrote ${report!.wrote.join(', ')} (found in the parent's environ): both put back and reported`,
      );
    },
    60_000,
  );
});

/** The tests' git configuration (test/setup/git-env.cjs), as the action runner helper passes it on. */
function gitTestEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_NOSYSTEM', 'TMPDIR']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

describe('the CLI mirror', () => {
  reliabilityCase(
    'apply --prepare-out DIR (no token in the environment), then publish-bundle --from DIR --push --pr-repo',
    'the same branch head reaches the remote and one PR is opened; --prepare-out with --push, or a token with --agent, is refused',
    async (observe) => {
      const t = await job();
      const out = join(await makeTempDir('ui-artifact-'), 'apply');
      const cli = (args: string[], env: Record<string, string> = {}) =>
        startNode([...entryArgs('cli', true), ...args], {
          cwd: t.s.dir,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...gitTestEnv(), ...env },
        }).done;
      const common = ['--repo', t.s.dir, '--base', 'fork', '--upstream', 'upstream', '--commits', t.commits];
      const agent = ['--on-conflict', 'agent', '--agent', t.spy.command('agent')];
      const refusedPush = await cli(['apply', ...common, '--prepare-out', out, '--push', t.remote]);
      expect(refusedPush.code).toBe(2);
      const refusedToken = await cli(['apply', ...common, ...agent, '--prepare-out', out], { GITHUB_TOKEN: TOKEN });
      expect(refusedToken.code).toBe(2);
      expect(refusedToken.stderr).toMatch(/could read a credential \(environment GITHUB_TOKEN\)/);
      const prepared = await cli(['apply', ...common, ...agent, '--prepare-out', out, '--json'], t.spy.env);
      expect(prepared.code).toBe(0);
      const head = JSON.parse(prepared.stdout).head as string;
      expect((await t.spy.reports()).flatMap((r) => r.ancestorsWithToken)).toEqual([]);
      const published = await cli(
        ['publish-bundle', '--from', out, '--repo', t.s.dir, '--base', 'fork', '--push', t.remote, '--pr-repo', t.full],
        { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: api.url },
      );
      expect([published.code, published.stderr]).toEqual([0, expect.stringMatching(/all as recorded/)]);
      const branch = JSON.parse(prepared.stdout).branch as string;
      expect(await refValue(t.remote, `refs/heads/${branch}`)).toBe(head);
      expect(api.state.pulls(t.full)).toHaveLength(1);
      observe(
        `prepare exit 0 (head ${head.slice(0, 10)}), publish-bundle pushed it and opened 1 PR; 2 misuses refused (exit 2)`,
      );
    },
    180_000,
  );
});
