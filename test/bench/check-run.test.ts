import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../../src/actions/compare-bench/run.js';
import type { ActionIO } from '../../src/actions/runtime.js';
import { createGitHubClient } from '../../src/adapters/github/client.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { FakeCache } from './fake-cache.js';

const REPO = 'fork-org/triton';
const HEAD = 'a'.repeat(40);
let server: GitHubTestServer;
let dir: string;

beforeAll(async () => {
  server = await startGitHubServer({ repos: [REPO] });
  dir = await makeTempDir('ui-cb-check-');
  const demo = generateDemoBenchResults(7);
  await writeFile(join(dir, 'base.json'), JSON.stringify(demo.baseline));
  await writeFile(join(dir, 'cand.json'), JSON.stringify(demo.candidate));
  await writeFile(join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7, head: { sha: HEAD } } }));
});

afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

async function action(
  inputs: Record<string, string>,
): Promise<{ outputs: Record<string, string>; failures: string[] }> {
  const outputs: Record<string, string> = {};
  const failures: string[] = [];
  const io: ActionIO = {
    input: (name) => inputs[name] ?? '',
    setOutput: (name, value) => {
      outputs[name] = value;
    },
    appendSummary: async () => {},
    setSecret: () => {},
    fail: (message) => failures.push(message),
    logger: new RecordingLogger(),
    env: {
      RUNNER_TEMP: dir,
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_REPOSITORY: REPO,
      GITHUB_RUN_ID: '42',
      GITHUB_SHA: 'b'.repeat(40),
    },
  };
  await run(io, {
    cache: new FakeCache(dir),
    workdir: dir,
    createClient: (token, aio) => createGitHubClient({ ...server.clientOptions(), token, logger: aio.logger }),
  });
  return { outputs, failures };
}

describe('compare-bench action check-run', () => {
  it('reports the gate as one check run on the PR head, updated in place on a re-run', async () => {
    const base = { candidate: join(dir, 'cand.json'), comment: 'false', 'github-token': server.token };
    const first = await action({ ...base, baseline: join(dir, 'base.json'), 'check-run': 'true' });
    expect(first.failures).toHaveLength(1);
    const runs = () => server.state.checkRuns(REPO, HEAD);
    expect(runs()).toHaveLength(1);
    expect(runs()[0]).toEqual(
      expect.objectContaining({
        name: 'upstream-ingest / bench default',
        conclusion: 'failure',
        detailsUrl: `https://github.com/${REPO}/actions/runs/42`,
      }),
    );
    expect(runs()[0]!.output?.summary).toMatch(/Benchmarks `default`: regressed/);
    expect(first.outputs['check-run-url']).toBeTruthy();

    const again = await action({ ...base, baseline: join(dir, 'cand.json'), 'check-run': 'true', 'fail-on': 'never' });
    expect(again.failures).toEqual([]);
    expect(runs()).toHaveLength(1);
    expect(runs()[0]!.conclusion).toBe('success');

    const off = await action({ ...base, baseline: join(dir, 'base.json'), suite: 'other' });
    expect(off.outputs['check-run-url']).toBeUndefined();
    expect(runs()).toHaveLength(1);
  });
});
