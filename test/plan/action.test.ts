import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../../src/actions/plan-bundles/run.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { PlanSchema } from '../../src/schemas/plan.js';
import { hasDist, runActionEntry } from '../helpers/action-runner.js';
import { actionInputs, RecordingActionIO } from '../helpers/action-io.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

describe('plan-bundles action', () => {
  let s: BuiltScenario;
  let upstreamRepo: string;
  let work: string;
  let temp: string;
  beforeAll(async () => {
    s = await buildScenario({
      base: { 'lib/sched.cpp': text(20), 'cmake/llvm-hash.txt': 'aaaa\n' },
      steps: [
        { id: 'f1', on: 'fork', files: { 'lib/sched.cpp': text(20, { 5: 'fork' }) } },
        {
          id: 'u1',
          on: 'upstream',
          files: { 'lib/sched.cpp': text(20, { 5: 'upstream' }) },
          message: 'Fix @octocat <img src=x> (#12) ::warning::x',
        },
        { id: 'u2', on: 'upstream', files: { 'a.txt': 'a\n' } },
        { id: 'u3', on: 'upstream', files: { 'cmake/llvm-hash.txt': 'bbbb\n' } },
        { id: 'u4', on: 'upstream', files: { 'b.txt': 'b\n' } },
      ],
    });
    const root = await makeTempDir('ui-plan-action-');
    upstreamRepo = join(root, 'upstream.git');
    work = join(root, 'work');
    temp = join(root, 'runner-temp');
    const g = createGitRunner(root);
    await g.run(['clone', '-q', '--bare', s.dir, upstreamRepo]);
    await g.run(['clone', '-q', '--branch', 'fork', s.dir, work]);
  });

  it('fetches upstream, writes the plan file, and sets matrix, counts and a job summary', async () => {
    await writeFile(join(work, 'plan.yml'), 'maxBundleSize: 1\n');
    const io = new RecordingActionIO(
      await actionInputs('plan-bundles', {
        'upstream-repository': upstreamRepo,
        'upstream-ref': 'upstream',
        config: 'plan.yml',
        path: work,
      }),
      { RUNNER_TEMP: temp, GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: work },
    );
    await run(io);
    expect(io.failed).toEqual([]);
    expect(io.outputs.plan).toBe(join(temp, 'upstream-ingest', 'plan.json'));
    const plan = PlanSchema.parse(JSON.parse(await readFile(io.outputs.plan!, 'utf8')));
    expect(plan.pending).toHaveLength(4);
    expect(io.outputs.pending).toBe('4');
    expect(io.outputs.bundles).toBe(String(plan.bundles.length));
    expect(io.outputs.held).toBe('0');
    const matrix = JSON.parse(io.outputs.matrix!) as { include: Array<{ bundle: string; kind: string }> };
    expect(matrix.include.map((m) => m.kind)).toEqual(['low-risk', 'low-risk', 'toolchain', 'risky-chain']);
    expect(matrix.include.map((m) => m.bundle)).toEqual(plan.bundles.map((b) => b.id));
    // One table row per bundle, the riskiest commits, and upstream text neutralised.
    const rows = io.summary.split('\n').filter((l) => /^\| \d+ \| `[0-9a-f]{12}` \|/.test(l));
    expect(rows).toHaveLength(plan.bundles.length);
    expect(io.summary).toContain('### Riskiest commits');
    expect(io.summary).toContain('lib/sched.cpp');
    expect(io.summary).not.toMatch(/@octocat|<img|::warning::/);
  });

  it('keeps a cross-run cache in cache-file: the second run reuses verdicts and plans the same', async () => {
    const plans: unknown[] = [];
    const logs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const io = new RecordingActionIO(
        await actionInputs('plan-bundles', {
          'upstream-repository': upstreamRepo,
          'upstream-ref': 'upstream',
          'cache-file': 'cache/plan-cache.json',
          'plan-file': `plan-${i}.json`,
          path: work,
        }),
        { RUNNER_TEMP: temp, GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: work },
      );
      await run(io);
      expect(io.failed).toEqual([]);
      const plan = JSON.parse(await readFile(io.outputs.plan!, 'utf8')) as Record<string, unknown>;
      plans.push({ ...plan, generatedAt: '' });
      logs.push(io.logger.messages('info').join('\n'));
    }
    expect(plans[1]).toEqual(plans[0]);
    expect(logs[0]).toMatch(/plan cache: 0 verdicts reused/);
    expect(logs[1]).toMatch(/plan cache: [1-9]\d* verdicts reused, 0 merged again/);
    const saved = JSON.parse(await readFile(join(work, 'cache', 'plan-cache.json'), 'utf8')) as { version: number };
    expect(saved.version).toBe(1);
  });

  it('fails the step with one line naming a bad input', async () => {
    const io = new RecordingActionIO(
      await actionInputs('plan-bundles', { 'upstream-ref': 'upstream', limit: 'ten', path: work }),
      {
        RUNNER_TEMP: temp,
      },
    );
    await run(io);
    expect(io.failed).toEqual([expect.stringMatching(/^input 'limit': expected a whole number/)]);
  });

  const e2e = hasDist('plan-bundles') ? it : it.skip;
  e2e(
    'runs as node dist/plan-bundles/index.js the way a runner does (skipped until the lead builds dist/)',
    async () => {
      const res = await runActionEntry('plan-bundles', { 'upstream-ref': 'origin/upstream', path: work });
      expect(res.code).toBe(0);
      expect(res.outputs.pending).toBe('4');
      expect(JSON.parse(res.outputs.matrix!).include.length).toBeGreaterThan(0);
      expect(res.summary).toContain('upstream-ingest: bundle plan');
    },
  );
});
