import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRepo } from '../../src/adapters/github/client.js';
import { provenanceLines, squashMessage } from '../../src/domain/land/decide.js';
import { LandResultSchema } from '../../src/schemas/loop.js';
import { runLand } from '../../src/services/loop/land.js';
import { testClient } from '../github/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const hex = (n: number) => n.toString(16).padStart(40, 'd');
let repos = 0;

/** A fork with one PR of every kind `land` must tell apart. */
function forkWithPulls() {
  const full = `fork-org/land-${++repos}`;
  server.state.addRepo(full);
  const s = server.state;
  const pr = (
    head: string,
    sha: string,
    fields: { base?: string; labels?: string[]; l1?: 'success' | 'failure' | 'pending' },
  ) => {
    s.setBranch(full, head, sha);
    const pull = s.seedPull(full, {
      head,
      base: fields.base ?? 'main',
      title: `[upstream-ingest] ${head}`,
      labels: fields.labels ?? [],
    });
    if (fields.l1) s.seedStatus(full, sha, { state: fields.l1, context: 'upstream-ingest/L1' });
    return pull;
  };
  const green = pr('upstream-ingest/aaaaaaaaaaa1', hex(1), { l1: 'success' });
  s.seedPullCommits(full, green.number, [
    { sha: hex(11), message: `core: first (upstream#12)\n\n(cherry picked from commit ${hex(101)})\n` },
    { sha: hex(12), message: `core: second\n\nUpstream-Commit: ${hex(102)}\n` },
  ]);
  const stacked = pr('upstream-ingest/bbbbbbbbbbb2', hex(2), { base: 'upstream-ingest/aaaaaaaaaaa1', l1: 'success' });
  const review = pr('upstream-ingest/ccccccccccc3', hex(3), { labels: ['upstream-ingest:review'], l1: 'success' });
  const red = pr('upstream-ingest/ddddddddddd4', hex(4), { l1: 'failure' });
  const running = pr('upstream-ingest/eeeeeeeeeee5', hex(5), { l1: 'pending' });
  s.seedPullCommits(full, running.number, [{ sha: hex(15), message: `x\n\n(cherry picked from commit ${hex(105)})` }]);
  const blocked = pr('upstream-ingest/fffffffffff6', hex(6), { l1: 'success' });
  s.pull(full, blocked.number)!.mergeable = false;
  const feature = pr('feature/x', hex(7), { l1: 'success' });
  return { full, repo: parseRepo(full), green, stacked, review, red, running, blocked, feature };
}

describe('land on green', () => {
  it('merges what passed, retargets the stacked PR, never merges review, red or unmergeable PRs', async () => {
    const f = forkWithPulls();
    const { client, logger } = testClient(server);
    const settings = {
      repo: f.repo,
      trunk: 'main',
      method: 'squash' as const,
      autoMerge: true,
      requiredChecks: ['upstream-ingest/L1'],
    };
    const result = await runLand(settings, { client, logger });
    LandResultSchema.parse(result);
    expect(result.merged.map((m) => m.number)).toEqual([f.green.number]);
    expect(result.retargeted).toEqual([{ number: f.stacked.number, from: 'upstream-ingest/aaaaaaaaaaa1', to: 'main' }]);
    expect(result.review.map((m) => m.number)).toEqual([f.review.number]);
    expect(result.failing.map((m) => m.number)).toEqual([f.red.number]);
    expect(result.autoMerge.map((m) => m.number)).toEqual([f.running.number]);
    expect(result.unmergeable.map((m) => m.number)).toEqual([f.blocked.number]);
    expect(result.unmergeable[0]!.reason).toMatch(/405.*next run rebases/);

    const merged = server.state.pull(f.full, f.green.number)!;
    expect(merged.mergedWith?.method).toBe('squash');
    // The squash commit carries every provenance line, whatever style each commit used.
    expect(merged.mergedWith?.message).toContain(`(cherry picked from commit ${hex(101)})`);
    expect(merged.mergedWith?.message).toContain(`Upstream-Commit: ${hex(102)}`);
    expect(server.state.pull(f.full, f.stacked.number)!.baseRef).toBe('main');
    for (const n of [f.review, f.red, f.blocked, f.feature, f.running, f.stacked].map((p) => p.number))
      expect([n, server.state.pull(f.full, n)!.merged]).toEqual([n, false]);
    expect(server.state.pull(f.full, f.running.number)!.autoMerge).toMatchObject({ method: 'SQUASH' });
    expect(server.state.pull(f.full, f.running.number)!.autoMerge?.body).toBe(
      `* x\n\n(cherry picked from commit ${hex(105)})\n`,
    );

    // The next run: the retargeted PR now lands on trunk; nothing is merged twice, the unmergeable PR is reported
    // again and still not forced.
    const again = await runLand(settings, { client, logger });
    expect(again.merged.map((m) => m.number)).toEqual([f.stacked.number]);
    expect((await runLand(settings, { client, logger })).merged).toEqual([]);
    expect(again.unmergeable.map((m) => m.number)).toEqual([f.blocked.number]);
    expect(server.requestsTo('PUT', new RegExp(`/pulls/${f.green.number}/merge$`))).toHaveLength(1);
  });

  it('merges with the merge method keeping the commits, and waits without auto-merge (the CLI)', async () => {
    const f = forkWithPulls();
    const out = join(await makeTempDir('ui-land-'), 'land.json');
    const gho = join(await makeTempDir('ui-land-'), 'output');
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: f.full });
    try {
      const run = await runCli(['land', '--trunk', 'main', '--out', out, '--github-output', gho]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^1 merged, 0 auto-merge, 2 waiting, 1 for review, 1 failing, 1 unmergeable/);
    } finally {
      process.env = saved;
    }
    const result = LandResultSchema.parse(JSON.parse(await readFile(out, 'utf8')));
    expect(result.merged[0]).toMatchObject({ number: f.green.number, method: 'merge' });
    expect(server.state.pull(f.full, f.green.number)!.mergedWith).toMatchObject({ method: 'merge', message: null });
    expect(server.state.pull(f.full, f.running.number)!.autoMerge).toBeUndefined();
    expect(await readFile(gho, 'utf8')).toBe(
      `merged=[${f.green.number}]\nunmergeable=[${f.blocked.number}]\nblocked=[]\n`,
    );
  });

  it('rejects a bad method in one line', async () => {
    const run = await runCli(['land', '--trunk', 'main', '--method', 'octopus', '--github-repo', 'o/n']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/method.*merge, squash or rebase/);
  });
});

describe('squash message', () => {
  it('keeps every provenance line once, in order', () => {
    const messages = [
      `a\n\n(cherry picked from commit ${hex(1)})`,
      `b\n\nUpstream-Commit: ${hex(2)}\nSigned-off-by: X <x@y>`,
      `c\n\n(cherry picked from commit ${hex(1)})`,
    ];
    expect(provenanceLines(messages)).toEqual([`(cherry picked from commit ${hex(1)})`, `Upstream-Commit: ${hex(2)}`]);
    expect(squashMessage({ number: 7, title: 'T' }, messages).title).toBe('T (#7)');
  });
});
