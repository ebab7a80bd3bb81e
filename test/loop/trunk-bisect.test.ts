import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { parseRepo } from '../../src/adapters/github/client.js';
import { OpenRevertResultSchema, TrunkBisectResultSchema } from '../../src/schemas/loop.js';
import { runLag } from '../../src/services/lag/lag.js';
import { openRevert, revertBranch } from '../../src/services/loop/open-revert.js';
import { runTrunkBisect } from '../../src/services/loop/trunk-bisect.js';
import { planOf } from '../plan/plan-helpers.js';
import { silentLogger } from '../../src/shared/logger.js';
import { bareRemote } from '../apply/fixtures.js';
import { testClient } from '../github/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario, git } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const VERIFY = `! grep -rq BROKEN lib`;

/** A landing of three picks onto trunk, the second of which breaks the tier. */
async function brokenLanding() {
  const s = await buildScenario({
    base: { 'lib/a.txt': 'a\n' },
    steps: [
      { id: 'u1', on: 'upstream', files: { 'lib/b.txt': 'b\n' }, message: 'core: add b' },
      { id: 'u2', on: 'upstream', files: { 'lib/c.txt': 'BROKEN\n' }, message: 'core: add c' },
      { id: 'u3', on: 'upstream', files: { 'lib/d.txt': 'd\n' }, message: 'core: add d' },
      { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' },
      { id: 'p2', on: 'fork', pick: 'u2', provenance: 'x' },
      { id: 'p3', on: 'fork', pick: 'u3', provenance: 'x' },
    ],
  });
  return s;
}

describe('trunk failure after a landing', () => {
  it('bisects to the culprit, opens one revert PR; the next plan defers it with its reason until upstream changes it', async () => {
    const s = await brokenLanding();
    const bisect = await runTrunkBisect(
      { good: s.baseSha, bad: 'fork', verify: VERIFY, verifyTimeoutMs: 30_000, classification: 'fail' },
      { git: s.git, logger: silentLogger },
    );
    expect(bisect).toMatchObject({
      status: 'culprit',
      culprit: { forkSha: s.sha('p2'), upstreamSha: s.sha('u2'), subject: 'core: add c' },
    });
    expect(bisect.probes).toBeGreaterThanOrEqual(2);
    expect((await s.git.run(['worktree', 'list'])).stdout.trim().split('\n')).toHaveLength(1); // nothing left behind
    expect((await s.git.run(['rev-parse', '--abbrev-ref', 'HEAD'])).stdout.trim()).toBe('fork');

    const remote = await bareRemote();
    await s.git.run(['remote', 'add', 'origin', remote]);
    await s.git.run(['push', '-q', 'origin', 'fork:main']);
    const full = 'fork-org/bisect-1';
    server.state.addRepo(full);
    const { client } = testClient(server);
    const settings = {
      bisect,
      trunk: 'main',
      remote: 'origin',
      repo: parseRepo(full),
      tier: 'L1',
      runUrl: 'https://ci.example/runs/41',
    };
    // The revert is written without a work tree: the privileged job checks out none of the fork's files.
    const commands: string[] = [];
    const recording = {
      cwd: s.git.cwd,
      run: (args: readonly string[], o?: object) => (commands.push(args.join(' ')), s.git.run(args, o)),
    };
    const opened = await openRevert(settings, { git: recording, client, logger: silentLogger });
    expect(opened.status).toBe('opened');
    expect(commands.filter((c) => /(^| )(worktree|revert|checkout|reset) /.test(c))).toEqual([]);
    expect(commands.some((c) => c.includes('commit-tree'))).toBe(true);
    const branch = revertBranch(s.sha('p2'));
    const head = (await createGitRunner(remote).run(['rev-parse', branch])).stdout.trim();
    const message = await git(s, 'show', '-s', '--format=%B', head);
    expect(message).toContain(`This reverts commit ${s.sha('p2')}.`);
    // A re-run after a crash: the same commit, the same PR.
    const again = await openRevert(settings, { git: s.git, client, logger: silentLogger });
    expect(again).toMatchObject({ status: 'exists', pr: opened.pr });
    expect(server.state.pulls(full)).toHaveLength(1);
    expect((await createGitRunner(remote).run(['rev-parse', branch])).stdout.trim()).toBe(head);

    // Merged, the revert makes the upstream commit pending again.
    const before = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-02-01'), extraTrailerKeys: [] },
      { git: s.git, logger: silentLogger },
    );
    await s.git.run(['update-ref', 'refs/heads/fork', head]);
    const after = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-02-01'), extraTrailerKeys: [] },
      { git: s.git, logger: silentLogger },
    );
    expect(before.backlog).toBe(0);
    expect(after.backlog).toBe(1);
    expect(after.pending.map((p) => p.sha)).toEqual([s.sha('u2')]);
    // Sticky: the revert is a deferral whose reason names the tier, the run and the bisect evidence.
    expect(after.deferred).toEqual([
      expect.objectContaining({ sha: s.sha('u2'), via: 'revert', source: head, reason: expect.any(String) }),
    ]);
    const reason = after.deferred[0]!.reason;
    expect(reason).toContain('tier L1 failed, run https://ci.example/runs/41');
    expect(reason).toContain('L1 fails on trunk from this commit on: the tier fails from');
    const deferredPlan = (await planOf(s)).plan;
    expect(deferredPlan.bundles).toEqual([]);
    expect(deferredPlan.held).toEqual([
      expect.objectContaining({ sha: s.sha('u2'), kind: 'ledger-defer', reason: expect.stringContaining(reason) }),
    ]);
    // Held, and still predicted on the fork tip.
    expect(deferredPlan.held[0]!.prediction).toBe('clean');

    // Upstream changes the reverted lines again: the commit is plannable, with the change that touches it.
    await s.git.run(['checkout', '-q', 'upstream']);
    await writeFile(join(s.dir, 'lib/c.txt'), 'fixed\n');
    await s.git.run(['commit', '-qam', 'core: fix c']);
    const fix = (await s.git.run(['rev-parse', 'HEAD'])).stdout.trim();
    await s.git.run(['checkout', '-q', 'fork']);
    const retried = (await planOf(s)).plan;
    expect(retried.held).toEqual([]);
    expect(retried.bundles.flatMap((b) => b.commits)).toEqual([s.sha('u2'), fix]);
  });

  it('plans a reverted pick again when a person asks for a retry (plan --retry)', async () => {
    const s = await brokenLanding();
    // The loop's revert of the culprit pick, landed on trunk.
    await s.git.run(['revert', '--no-edit', s.sha('p2')]);
    const held = await runCli([
      'plan',
      '--repo',
      s.dir,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--json',
      '--no-cache',
    ]);
    expect(held.code).toBe(0);
    expect(JSON.parse(held.stdout)).toMatchObject({ bundles: [], held: [{ sha: s.sha('u2'), kind: 'ledger-defer' }] });
    const asked = await runCli([
      ...['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--json', '--no-cache'],
      ...['--retry', s.sha('u2').slice(0, 12)],
    ]);
    expect(asked.code).toBe(0);
    const plan = JSON.parse(asked.stdout) as { bundles: Array<{ commits: string[] }>; held: unknown[] };
    expect(plan.held).toEqual([]);
    expect(plan.bundles.flatMap((b) => b.commits)).toEqual([s.sha('u2')]);
    const bad = await runCli(['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--retry', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--retry/);
  });

  it('reverts nothing for an infrastructure or flaky failure (the CLI, as the untrusted job runs it)', async () => {
    const s = await brokenLanding();
    const dir = await makeTempDir('ui-bisect-');
    const infra = await runCli([
      ...['trunk-bisect', '--repo', s.dir, '--good', s.baseSha, '--bad', 'fork', '--verify', VERIFY],
      ...['--classification', 'infra-fail', '--out', join(dir, 'infra.json')],
    ]);
    expect(infra.code).toBe(0);
    expect(TrunkBisectResultSchema.parse(JSON.parse(await readFile(join(dir, 'infra.json'), 'utf8')))).toMatchObject({
      status: 'skipped',
      culprit: null,
      probes: 0,
    });
    // A tier that passes on the failing commit when probed again was flaky.
    const flaky = await runCli([
      'trunk-bisect',
      '--repo',
      s.dir,
      '--good',
      s.baseSha,
      '--bad',
      'fork',
      '--verify',
      'true',
    ]);
    expect(JSON.parse(flaky.stdout)).toMatchObject({ status: 'no-culprit', probes: 1 });

    const full = 'fork-org/bisect-2';
    server.state.addRepo(full);
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: full });
    try {
      const revert = await runCli([
        ...['open-revert', '--repo', s.dir, '--culprit', join(dir, 'infra.json'), '--trunk', 'main', '--json'],
      ]);
      expect(revert.code).toBe(0);
      expect(OpenRevertResultSchema.parse(JSON.parse(revert.stdout)).status).toBe('skipped');
    } finally {
      process.env = saved;
    }
    expect(server.state.pulls(full)).toHaveLength(0);
  });
});
