import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { parseRepo } from '../../src/adapters/github/client.js';
import { OpenRevertResultSchema, TrunkBisectResultSchema } from '../../src/schemas/loop.js';
import { runLag } from '../../src/services/lag/lag.js';
import { openRevert, revertBranch } from '../../src/services/loop/open-revert.js';
import { runTrunkBisect } from '../../src/services/loop/trunk-bisect.js';
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
  it('bisects the landed commits to the culprit, opens one revert PR, and the ledger sees the pick pending again', async () => {
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
    const settings = { bisect, trunk: 'main', remote: 'origin', repo: parseRepo(full), tier: 'L1' };
    const opened = await openRevert(settings, { git: s.git, client, logger: silentLogger });
    expect(opened.status).toBe('opened');
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
