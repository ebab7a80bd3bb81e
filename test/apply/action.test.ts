import { cp, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheModule } from '../../src/adapters/cache/cache-module.js';
import { run } from '../../src/actions/apply-bundle/run.js';
import type { ActionIO } from '../../src/actions/runtime.js';
import { ApplyResultSchema } from '../../src/schemas/apply-result.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { actionInputs } from '../helpers/action-io.js';
import { hasDist, runActionEntry } from '../helpers/action-runner.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { git } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, conflictScenario, writeAgent, writePlan } from './fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

interface FakeRun {
  io: ActionIO;
  outputs: Record<string, string>;
  summary: string[];
  failures: string[];
  secrets: string[];
  logger: RecordingLogger;
}

/** An ActionIO over plain data, with the action.yml defaults applied the way the runner applies them. */
async function fakeIO(given: Record<string, string>, env: Record<string, string>): Promise<FakeRun> {
  const values = await actionInputs('apply-bundle', given);
  const logger = new RecordingLogger();
  const fake: FakeRun = { outputs: {}, summary: [], failures: [], secrets: [], logger, io: undefined as never };
  fake.io = {
    input: (name) => values[name] ?? '',
    setOutput: (name, value) => void (fake.outputs[name] = value),
    appendSummary: async (md) => void fake.summary.push(md),
    setSecret: (v) => void fake.secrets.push(v),
    fail: (m) => void fake.failures.push(m),
    logger,
    env: { RUNNER_TEMP: await makeTempDir('ui-runner-'), GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '1', ...env },
  };
  return fake;
}

/** @actions/cache stand-in backed by a directory: the same restore-key prefix semantics. */
function directoryCache(store: string): CacheModule & { saved: string[]; restored: string[] } {
  const saved: string[] = [];
  const restored: string[] = [];
  return {
    saved,
    restored,
    async restoreCache(paths, primaryKey, restoreKeys = []) {
      const keys = await readdir(store).catch(() => [] as string[]);
      const hit = keys.includes(primaryKey)
        ? primaryKey
        : restoreKeys
            .map((p) =>
              keys
                .filter((k) => k.startsWith(p))
                .sort()
                .pop(),
            )
            .find(Boolean);
      if (!hit) return undefined;
      await cp(join(store, hit), paths[0]!, { recursive: true });
      restored.push(hit);
      return hit;
    },
    async saveCache(paths, key) {
      await mkdir(store, { recursive: true });
      await cp(paths[0]!, join(store, key), { recursive: true });
      saved.push(key);
      return 1;
    },
  };
}

describe('apply-bundle action', () => {
  it('applies a plan bundle, pushes, sets the outputs and writes the job summary', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    const { path } = await writePlan(s, ['u1', 'u2', 'u3', 'u4'], { dir: s.dir });
    const fake = await fakeIO(
      {
        repo: s.dir,
        plan: 'plan.json',
        bundle: 'abcdef012345',
        base: 'fork',
        push: remote,
        'create-pr': 'false',
        upstream: 'upstream',
        'upstream-repo': 'triton-lang/triton',
      },
      // The plan file is named relative to the workspace, where the runner checked the fork out.
      { GITHUB_WORKSPACE: s.dir },
    );
    expect(path).toBe(join(s.dir, 'plan.json'));
    await run(fake.io, { cache: directoryCache(await makeTempDir('ui-cache-')) });
    expect(fake.failures).toEqual([]);
    expect(fake.outputs.status).toBe('partial');
    expect(fake.outputs.branch).toBe('upstream-ingest/abcdef012345');
    expect(fake.outputs.head).toBe(await git(s, 'rev-parse', 'upstream-ingest/abcdef012345'));
    expect(fake.outputs['pr-number']).toBe('');
    const json = ApplyResultSchema.parse(JSON.parse(fake.outputs.json!));
    expect(json.push?.status).toBe('pushed');
    expect(fake.summary.join('')).toMatch(/^## upstream-ingest apply-bundle: partial/);
    expect(fake.summary.join('')).toMatch(/\| DEFERRED \|/);
    expect(fake.summary.join('')).not.toContain('::set-output');
  });

  it('opens the PR with the token and reports its number and URL', async () => {
    const s = await conflictScenario();
    const fake = await fakeIO(
      {
        repo: s.dir,
        commits: `${s.sha('u1')}\n${s.sha('u4')}`,
        base: 'fork',
        push: await bareRemote(),
        token: server.token,
        repository: 'fork-org/action-pr',
        upstream: 'upstream',
      },
      { GITHUB_API_URL: server.url },
    );
    await run(fake.io, { cache: directoryCache(await makeTempDir('ui-cache-')) });
    expect(fake.failures).toEqual([]);
    expect(fake.secrets).toEqual([server.token]);
    const pulls = server.state.pulls('fork-org/action-pr');
    expect(pulls).toHaveLength(1);
    expect(fake.outputs['pr-number']).toBe(String(pulls[0]!.number));
    expect(fake.outputs['pr-url']).toBe(`https://github.com/fork-org/action-pr/pull/${pulls[0]!.number}`);
    expect(pulls[0]!.baseRef).toBe('fork');
    expect(fake.logger.messages().join('\n')).not.toContain(server.token);
  });

  it('fails the step on a conflict, after setting the outputs', async () => {
    const s = await conflictScenario();
    const fake = await fakeIO(
      { repo: s.dir, commits: s.sha('u2'), base: 'fork', push: '', 'on-conflict': 'stop', upstream: 'upstream' },
      {},
    );
    await run(fake.io, { cache: directoryCache(await makeTempDir('ui-cache-')) });
    expect(fake.outputs.status).toBe('conflict');
    expect(fake.failures).toEqual([expect.stringMatching(/^apply-bundle: conflict/)]);
  });

  it('keeps the rerere cache between runs with the cache module: the second run reuses the resolution', async () => {
    const store = await makeTempDir('ui-cache-');
    const cache = directoryCache(store);
    const agent = await writeAgent('resolves');
    const first = await conflictScenario();
    const a = await fakeIO(
      {
        repo: first.dir,
        commits: first.sha('u2'),
        base: 'fork',
        push: '',
        'on-conflict': 'agent',
        agent,
        upstream: 'upstream',
      },
      { GITHUB_RUN_ID: '1' },
    );
    await run(a.io, { cache });
    expect(a.outputs.status).toBe('resolved');
    expect(cache.saved).toEqual(['upstream-ingest-rerere-commits-1-1']);
    const second = await conflictScenario();
    const b = await fakeIO(
      {
        repo: second.dir,
        commits: second.sha('u2'),
        base: 'fork',
        push: '',
        'on-conflict': 'agent',
        agent: '/bin/false',
        upstream: 'upstream',
      },
      { GITHUB_RUN_ID: '2' },
    );
    await run(b.io, { cache });
    expect(cache.restored).toEqual(['upstream-ingest-rerere-commits-1-1']);
    expect(b.outputs.status).toBe('resolved');
    // Replayed by rerere, yet recorded with its origin (the agent), so a replay writes the same commit.
    expect(JSON.parse(b.outputs.json!).commits[0].resolution.via).toBe('agent');
  });

  it('names the input when one is invalid', async () => {
    const fake = await fakeIO({ repo: '.', commits: 'zzz', base: 'fork' }, {});
    await run(fake.io, { cache: directoryCache(await makeTempDir('ui-cache-')) });
    expect(fake.failures).toEqual([expect.stringMatching(/^input 'commits': expected commit SHAs/)]);
  });

  const e2e = hasDist('apply-bundle') ? it : it.skip;
  e2e('runs as `node dist/apply-bundle/index.js` (skipped until the lead builds dist/)', async () => {
    const s = await conflictScenario();
    const res = await runActionEntry('apply-bundle', {
      repo: s.dir,
      commits: s.sha('u1'),
      base: 'fork',
      push: '',
      upstream: 'upstream',
      'cache-rerere': 'false',
    });
    expect(res.code).toBe(0);
    expect(res.outputs.status).toBe('applied');
    expect(res.summary).toContain('upstream-ingest apply-bundle: applied');
  });
});
