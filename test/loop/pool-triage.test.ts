/**
 * Pool-aware triage (issue 28 item 4): a landing that breaks the tier only on the AMD pool. The harness sees the pool
 * the way run-tier gives it (UPSTREAM_INGEST_RUNNER_LABEL); bisected on AMD the culprit is found, the confirm run on
 * NVIDIA passes, and the verdict is "fails on AMD only" — not flaky — and the revert PR says so. Real git
 * repositories, the real CLI, the local GitHub API server with the real Octokit.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { judgePools } from '../../src/domain/tier/pool-verdict.js';
import { OpenRevertResultSchema, TrunkBisectResultSchema, TrunkConfirmResultSchema } from '../../src/schemas/loop.js';
import { bareRemote } from '../apply/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const AMD = 'self-hosted,amd-mi300';
const NVIDIA = 'self-hosted,nvidia-h100';
/** The fork's harness: the broken kernel fails only on AMD GPUs (the label run-tier gives the harness). */
const HARNESS =
  'if grep -rq BROKEN lib; then case ",$UPSTREAM_INGEST_RUNNER_LABEL," in *,amd-mi300,*) exit 1;; esac; fi; exit 0';

async function amdOnlyLanding() {
  return buildScenario({
    base: { 'lib/a.txt': 'a\n' },
    steps: [
      { id: 'u1', on: 'upstream', files: { 'lib/b.txt': 'b\n' }, message: 'core: add b' },
      { id: 'u2', on: 'upstream', files: { 'lib/c.txt': 'BROKEN\n' }, message: 'amdgpu: new wave size' },
      { id: 'u3', on: 'upstream', files: { 'lib/d.txt': 'd\n' }, message: 'core: add d' },
      { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' },
      { id: 'p2', on: 'fork', pick: 'u2', provenance: 'x' },
      { id: 'p3', on: 'fork', pick: 'u3', provenance: 'x' },
    ],
  });
}

describe('pool-aware trunk triage', () => {
  it('bisects on AMD, confirms on NVIDIA: "fails on AMD only", not flaky, and the revert proceeds', async () => {
    const s = await amdOnlyLanding();
    const dir = await makeTempDir('ui-pool-triage-');
    const bisect = (labels: string, out: string) =>
      runCli([
        ...['trunk-bisect', '--repo', s.dir, '--good', s.baseSha, '--bad', 'fork', '--verify', HARNESS],
        ...['--runner-label', labels, '--out', join(dir, out)],
      ]);

    // Before: bisecting on the NVIDIA label re-runs green and calls the AMD failure flaky.
    const onNvidia = await bisect(NVIDIA, 'nvidia.json');
    expect(onNvidia.code).toBe(0);
    expect(JSON.parse(onNvidia.stdout)).toMatchObject({ status: 'no-culprit', verdict: 'flaky', probes: 1 });

    // On the failing pool the culprit is found.
    expect((await bisect(AMD, 'culprit.json')).code).toBe(0);
    const culprit = TrunkBisectResultSchema.parse(JSON.parse(await readFile(join(dir, 'culprit.json'), 'utf8')));
    expect(culprit).toMatchObject({
      status: 'culprit',
      pool: ['self-hosted', 'amd-mi300'],
      culprit: { forkSha: s.sha('p2'), upstreamSha: s.sha('u2') },
    });

    // The confirm run on the other pool passes.
    const confirm = await runCli([
      ...['trunk-bisect', '--confirm', '--repo', s.dir, '--bad', 'fork', '--verify', HARNESS],
      ...['--runner-label', NVIDIA, '--out', join(dir, 'confirm-1.json')],
    ]);
    expect(confirm.code).toBe(0);
    expect(TrunkConfirmResultSchema.parse(JSON.parse(await readFile(join(dir, 'confirm-1.json'), 'utf8')))).toEqual({
      pool: ['self-hosted', 'nvidia-h100'],
      bad: s.sha('p3'),
      passed: true,
    });

    // The privileged job: the verdict is pool-only, the revert is opened and its text says so.
    const remote = await bareRemote();
    await s.git.run(['remote', 'add', 'origin', remote]);
    await s.git.run(['push', '-q', 'origin', 'fork:main']);
    const full = 'fork-org/pool-triage';
    server.state.addRepo(full);
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: full });
    const gho = join(dir, 'output');
    try {
      const revert = await runCli([
        ...['open-revert', '--repo', s.dir, '--culprit', join(dir, 'culprit.json')],
        ...['--confirm', join(dir, 'confirm-1.json'), '--trunk', 'main', '--tier', 'L1', '--json'],
        ...['--github-output', gho],
      ]);
      expect(revert.code).toBe(0);
      const result = OpenRevertResultSchema.parse(JSON.parse(revert.stdout));
      expect(result.status).toBe('opened');
      expect(result.reason).toMatch(
        /^fails on self-hosted,amd-mi300 only \(passes on self-hosted,nvidia-h100; not flaky/,
      );
    } finally {
      process.env = saved;
    }
    expect(await readFile(gho, 'utf8')).toMatch(/verdict=pool-only\n/);
    const [pr] = server.state.pulls(full);
    expect(pr!.body).toContain('fails on self-hosted,amd-mi300 only');
    expect(pr!.body).not.toMatch(/flaky, nothing reverted/);
  });

  it('a failure on the other pool too is "everywhere"; without a confirm run it stays unconfirmed', () => {
    const bad = 'b'.repeat(40);
    const bisect = TrunkBisectResultSchema.parse({
      status: 'culprit',
      culprit: { forkSha: 'c'.repeat(40), upstreamSha: null, subject: 'x' },
      good: 'a'.repeat(40),
      bad,
      probes: 3,
      reason: 'the tier fails from cccccccccccc on (3 probes)',
      pool: ['amd'],
    });
    expect(judgePools(bisect, [{ pool: ['nvidia'], bad, passed: false }])).toMatchObject({
      verdict: 'everywhere',
      reason: expect.stringContaining('fails on nvidia too'),
    });
    expect(judgePools(bisect, [])).toMatchObject({ verdict: 'unconfirmed', reason: bisect.reason });
    // A confirm of another commit, or of the same pool, says nothing about this one.
    expect(
      judgePools(bisect, [
        { pool: ['nvidia'], bad: 'd'.repeat(40), passed: true },
        { pool: ['amd'], bad, passed: true },
      ]).verdict,
    ).toBe('unconfirmed');
  });
});
