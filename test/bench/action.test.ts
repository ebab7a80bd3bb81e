import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { run } from '../../src/actions/compare-bench/run.js';
import type { ActionIO } from '../../src/actions/runtime.js';
import { createGitHubClient } from '../../src/adapters/github/client.js';
import { marker } from '../../src/adapters/github/issues.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { CompareBenchResultSchema } from '../../src/schemas/bench.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { hasDist, runActionEntry } from '../helpers/action-runner.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { FakeCache } from './fake-cache.js';

interface FakeRun {
  io: ActionIO;
  outputs: Record<string, string>;
  failures: string[];
  secrets: string[];
  logger: RecordingLogger;
  summary(): string;
}

/** The runner as the action sees it: inputs by name ('' when unset), outputs, summary, failure. */
function fakeIO(inputs: Record<string, string>, env: Record<string, string>): FakeRun {
  const outputs: Record<string, string> = {};
  const failures: string[] = [];
  const secrets: string[] = [];
  const logger = new RecordingLogger();
  let summary = '';
  const io: ActionIO = {
    input: (name) => inputs[name] ?? '',
    setOutput: (name, value) => {
      outputs[name] = value;
    },
    appendSummary: async (markdown) => {
      summary += markdown;
    },
    setSecret: (value) => secrets.push(value),
    fail: (message) => failures.push(message),
    logger,
    env,
  };
  return { io, outputs, failures, secrets, logger, summary: () => summary };
}

let server: GitHubTestServer;
let s: BuiltScenario;
let files: string;
let temp: string;
let cache: FakeCache;
const REPO = 'fork-org/triton';
let prNumber: number;

beforeAll(async () => {
  server = await startGitHubServer({ repos: [REPO] });
  prNumber = server.state.seedPull(REPO, { head: 'feature', title: 'Faster attention (maybe)' }).number;
  s = await buildScenario({
    steps: ['c1', 'c2'].map((id) => ({ id, on: 'upstream' as const, files: { [`${id}.txt`]: id } })),
  });
  cache = new FakeCache(s.dir);
  files = await makeTempDir('ui-cb-action-files-');
  temp = await makeTempDir('ui-cb-action-temp-');
  const demo = generateDemoBenchResults(7);
  await writeFile(join(files, 'base.json'), JSON.stringify(demo.baseline));
  await writeFile(join(files, 'cand.json'), JSON.stringify(demo.candidate));
  await writeFile(
    join(files, 'event.json'),
    JSON.stringify({ pull_request: { number: prNumber, base: { sha: s.sha('c2') } } }),
  );
});

afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const deps = () => ({
  cache,
  workdir: s.dir,
  createClient: (token: string, io: ActionIO) =>
    createGitHubClient({ ...server.clientOptions(), token, logger: io.logger }),
});

describe('compare-bench action', () => {
  it('on the default branch: no baseline yet, so it saves the candidate as the baseline of its commit', async () => {
    const push = fakeIO(
      { candidate: join(files, 'base.json'), 'baseline-cache': 'save', 'runner-label': 'nvidia-h100' },
      { GITHUB_SHA: s.sha('c1'), RUNNER_TEMP: temp },
    );
    await run(push.io, deps());
    expect(push.failures).toEqual([]);
    expect(push.outputs['verdict']).toBe('inconclusive');
    expect(push.outputs['baseline-cache-key']).toBe(`upstream-ingest-bench-v1-default-nvidia-h100-${s.sha('c1')}`);
    expect(push.summary()).toMatch(/no baseline yet/);
  });

  it('on a pull request: restores the nearest ancestor’s baseline, fails the step, writes outputs, summary, SVG and one PR comment', async () => {
    const env = {
      RUNNER_TEMP: temp,
      GITHUB_EVENT_PATH: join(files, 'event.json'),
      GITHUB_REPOSITORY: REPO,
      UPSTREAM_INGEST_RUNNER_LABEL: 'nvidia-h100',
    };
    const inputs = { candidate: join(files, 'cand.json'), 'baseline-cache': 'restore', 'github-token': server.token };
    const pr = fakeIO(inputs, env);
    await run(pr.io, deps());
    expect(pr.outputs['baseline-source']).toBe(`cache:${s.sha('c1')}`);
    expect(pr.logger.messages('info').join()).toMatch(/1 commit\(s\) before the base/);
    expect(pr.outputs['verdict']).toBe('regressed');
    expect(pr.outputs['gate-failed']).toBe('true');
    expect(pr.failures).toEqual(['benchmarks default: verdict regressed (fails on regressed)']);
    expect(pr.secrets).toEqual([server.token]);
    const result = CompareBenchResultSchema.parse(JSON.parse(pr.outputs['json']!));
    expect(result.counts.regressed).toBe(2);
    expect(JSON.parse(await readFile(pr.outputs['json-file']!, 'utf8'))).toEqual(result);
    expect(XMLValidator.validate(await readFile(pr.outputs['svg-file']!, 'utf8'))).toBe(true);
    expect(pr.summary()).toMatch(/### 🔴 Benchmarks `default`: regressed/);

    const comments = () => server.state.comments(REPO, prNumber);
    expect(comments()).toHaveLength(1);
    const mark = marker('compare-bench', 'default');
    expect(comments()[0]!.body).toContain(mark);
    expect(comments()[0]!.body).toContain('flash\\_attention/fwd');
    expect(pr.outputs['comment-url']).toMatch(new RegExp(`/${REPO}/(issues|pull)/${prNumber}#issuecomment-\\d+`));

    // A re-run with a different outcome updates the same comment; another suite gets its own.
    const again = fakeIO({ ...inputs, 'fail-on': 'never', baseline: join(files, 'cand.json') }, env);
    await run(again.io, deps());
    expect(again.failures).toEqual([]);
    // Identical inputs: nothing regressed (a noisy kernel may stay undecided).
    expect(['no-change', 'inconclusive']).toContain(again.outputs['verdict']);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toContain(`\`default\`: ${again.outputs['verdict']}`);
    const other = fakeIO({ ...inputs, suite: 'softmax', baseline: join(files, 'cand.json') }, env);
    await run(other.io, deps());
    expect(comments()).toHaveLength(2);
    expect(comments()[1]!.body).toContain(marker('compare-bench', 'softmax'));
  });

  it('a comment that cannot be written (read-only token) does not hide the verdict', async () => {
    const io = fakeIO(
      { candidate: join(files, 'cand.json'), baseline: join(files, 'base.json'), 'github-token': 'ghs_wrong_token' },
      { RUNNER_TEMP: temp, GITHUB_EVENT_PATH: join(files, 'event.json'), GITHUB_REPOSITORY: REPO },
    );
    await run(io.io, {
      ...deps(),
      createClient: (token, aio) =>
        createGitHubClient({ ...server.clientOptions(), token, logger: aio.logger, maxRetries: 0 }),
    });
    expect(io.outputs['verdict']).toBe('regressed');
    expect(io.logger.messages('warning').join()).toMatch(/PR comment not written/);
    expect(io.failures).toHaveLength(1);
  });

  it('input errors fail the step with the input named', async () => {
    const io = fakeIO(
      { candidate: join(files, 'cand.json'), baseline: join(files, 'base.json'), 'min-effect': 'lots' },
      { RUNNER_TEMP: temp },
    );
    await run(io.io, deps());
    expect(io.failures).toEqual([expect.stringMatching(/^input 'min-effect': expected a number \(got 'lots'\)/)]);
    const none = fakeIO({}, { RUNNER_TEMP: temp });
    await run(none.io, deps());
    expect(none.failures).toEqual([expect.stringMatching(/^input 'candidate'/)]);
  });

  it('a candidate missing baseline benchmarks fails the step with the reason; on-missing: warn lets it pass', async () => {
    const demo = generateDemoBenchResults(7);
    const partial = { ...demo.baseline, benchmarks: demo.baseline.benchmarks.slice(1) };
    await writeFile(join(files, 'partial.json'), JSON.stringify(partial));
    const inputs = { candidate: join(files, 'partial.json'), baseline: join(files, 'base.json'), comment: 'false' };
    const failing = fakeIO(inputs, { RUNNER_TEMP: temp });
    await run(failing.io, deps());
    expect(failing.outputs['verdict']).toBe('inconclusive');
    expect(failing.outputs['gate-failed']).toBe('true');
    expect(failing.failures).toEqual([
      'benchmarks default: 1 baseline benchmark(s) missing from the candidate (pass --on-missing warn to allow)',
    ]);
    const warned = fakeIO({ ...inputs, 'on-missing': 'warn', utest: 'normal' }, { RUNNER_TEMP: temp });
    await run(warned.io, deps());
    expect(warned.failures).toEqual([]);
    const result = CompareBenchResultSchema.parse(JSON.parse(warned.outputs['json']!));
    expect(result.settings).toEqual(expect.objectContaining({ onMissing: 'warn', utest: 'normal' }));
    expect(warned.summary()).toMatch(/\*\*Why:\*\* none regressed/);
  });

  const e2e = hasDist('compare-bench') ? it : it.skip;
  e2e('dist/compare-bench/index.js runs like on a runner (skipped until the lead builds dist/)', async () => {
    const r = await runActionEntry('compare-bench', {
      baseline: join(files, 'base.json'),
      candidate: join(files, 'cand.json'),
      comment: 'false',
    });
    expect(r.code).toBe(1);
    expect(r.outputs['verdict']).toBe('regressed');
    expect(r.summary).toMatch(/Benchmarks `default`: regressed/);
    expect(existsSync(r.outputs['svg-file']!)).toBe(true);
  });
});
