/**
 * The change points gate (issue 28 item 3): a step in a generated benchmark history, attributed to the range of a
 * landed bundle (a pick with provenance), files one regression issue (a re-run files none), and `land` holds a green
 * bundle PR on the bench's paths until the issue is acknowledged. Real git repositories, the real CLI, the local
 * GitHub API server with the real Octokit.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { updateStateBranch } from '../../src/adapters/git/state/state-branch.js';
import { ACK_LABEL, REGRESSION_LABEL } from '../../src/domain/bench/regression-issues.js';
import { createRng, gaussian } from '../../src/domain/bench/rng.js';
import type { BenchDigestRecord } from '../../src/schemas/bench-digest.js';
import { LandResultSchema } from '../../src/schemas/loop.js';
import { silentLogger } from '../../src/shared/logger.js';
import { testClient } from '../github/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

let server: GitHubTestServer;
let s: BuiltScenario;
let work: string;
const FULL = 'fork-org/bench-gate';

beforeAll(async () => {
  server = await startGitHubServer();
  server.state.addRepo(FULL);
  const steps: Step[] = [
    {
      id: 'u1',
      on: 'upstream',
      files: { 'kernels/matmul.py': 'slow = True\n' },
      message: 'matmul: take the slow path',
    },
  ];
  const forkIds: string[] = [];
  for (let i = 0; i < 30; i++) {
    const id = `f${i}`;
    forkIds.push(id);
    steps.push(
      i === 15
        ? { id, on: 'fork', pick: 'u1', provenance: 'x' }
        : { id, on: 'fork', files: { [`fork-${i}.txt`]: `${i}\n` }, message: `Fork change ${i}` },
    );
  }
  s = await buildScenario({
    base: { '.github/CODEOWNERS': '* @fork-admins\nkernels/ @kernel-team\n', 'kernels/matmul.py': 'fast\n' },
    steps,
  });
  const rng = createRng(5);
  const records: BenchDigestRecord[] = forkIds.map((id, i) => ({
    recordedAt: new Date(Date.UTC(2026, 2, 2, i)).toISOString(),
    suite: 'kernels',
    runnerLabel: 'nvidia-h100',
    sha: s.sha(id),
    verdict: 'no-change',
    geomeanRatio: 1,
    changes: [],
    values: {
      'matmul/fp16': (i >= 15 ? 1.08 : 1) * 1e-3 * Math.exp(0.01 * gaussian(rng)),
      'softmax/fp32': 2e-4 * Math.exp(0.01 * gaussian(rng)),
    },
  }));
  await updateStateBranch(s.git, { branch: 'upstream-ingest/state', logger: silentLogger }, () => ({
    files: { 'bench/history.jsonl': records.map((r) => JSON.stringify(r)).join('\n') + '\n' },
    message: 'bench history\n',
  }));
  work = await makeTempDir('bench-gate-');
  await writeFile(
    join(work, 'workloads.yml'),
    [
      'changePoints:',
      '  blockLanding: true',
      'workloads:',
      '  - name: matmul kernels',
      '    kind: kernel',
      "    paths: ['kernels/**']",
      "    owners: ['@ml/matmul-owners']",
      "    benches: ['matmul/*']",
      '',
    ].join('\n'),
  );
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

async function withGitHub<T>(fn: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: FULL });
  try {
    return await fn();
  } finally {
    process.env = saved;
  }
}

const regressions = () => server.state.issues(FULL).filter((i) => i.labels.includes(REGRESSION_LABEL));

/** A green bundle PR changing `files`. */
function greenBundle(name: string, files: string[]) {
  const sha = (Math.floor(Math.random() * 1e12) + 1e12).toString(16).padStart(40, 'a');
  server.state.setBranch(FULL, `upstream-ingest/${name}`, sha);
  const pull = server.state.seedPull(FULL, { head: `upstream-ingest/${name}`, base: 'main', title: name, labels: [] });
  server.state.seedStatus(FULL, sha, { state: 'success', context: 'upstream-ingest/L1' });
  server.state.seedPullFiles(FULL, pull.number, files);
  return pull;
}

describe('change points gate', () => {
  it('files one issue per regression range with range, suspects and owners; land holds until acknowledged', async () => {
    const history = join(work, 'history.json');
    const hist = await runCli(['compare-bench', 'history', '--repo', s.dir, '--json']);
    expect(hist.code).toBe(0);
    await writeFile(history, hist.stdout);

    const args = ['bench-regressions', '--history', history, '--workloads', join(work, 'workloads.yml')];
    const first = await withGitHub(() => runCli([...args, '--repo', s.dir, '--json']));
    expect(first.code).toBe(0);
    const filed = JSON.parse(first.stdout) as Array<{ action: string; blocksLanding: boolean; id: string }>;
    expect(filed).toEqual([expect.objectContaining({ action: 'created', blocksLanding: true })]);
    expect(filed[0]!.id).toMatch(/^kernels\/nvidia-h100\/matmul\/fp16@/);
    expect(regressions()).toHaveLength(1);
    const issue = regressions()[0]!;
    expect(issue.title).toMatch(/^Benchmark regression: matmul\/fp16 \+\d+\.\d% in [0-9a-f]{12}\.\.[0-9a-f]{12}$/);
    // The range, the suspect upstream commit (the pick and the upstream commit it names), both kinds of owners.
    expect(issue.body).toContain(s.sha('f15').slice(0, 12));
    expect(issue.body).toContain(`upstream \`${s.sha('u1').slice(0, 12)}\``);
    expect(issue.body).toContain('matmul: take the slow path');
    expect(issue.body).toMatch(/Owners: @ml\/matmul-owners, @kernel-team/);
    expect(issue.body).not.toContain('@fork-admins');
    expect(issue.body).not.toContain('softmax');

    // A re-run (the next trunk run): found by its marker, nothing written.
    const writes = server.requestsTo('POST', /\/issues$/).length;
    const again = await withGitHub(() => runCli([...args, '--repo', s.dir, '--json']));
    expect(JSON.parse(again.stdout)).toEqual([expect.objectContaining({ action: 'exists', blocksLanding: false })]);
    expect(regressions()).toHaveLength(1);
    expect(server.requestsTo('POST', /\/issues$/)).toHaveLength(writes);
    expect(server.requestsTo('PATCH', /\/issues\/\d+$/)).toHaveLength(0);

    // Landing: the bundle touching the kernels is held (exit 1, reason in land.json); the other one lands.
    const held = greenBundle('aaaaaaaaaaa1', ['kernels/matmul.py', 'README.md']);
    const free = greenBundle('bbbbbbbbbbb2', ['docs/intro.md']);
    const out = join(work, 'land.json');
    const land = () => withGitHub(() => runCli(['land', '--trunk', 'main', '--out', out]));
    const refused = await land();
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/1 merged.*1 held by benchmark regressions/);
    const result = LandResultSchema.parse(JSON.parse(await readFile(out, 'utf8')));
    expect(result.merged.map((m) => m.number)).toEqual([free.number]);
    expect(result.blocked).toEqual([expect.objectContaining({ number: held.number, issues: [issue.number] })]);
    expect(result.waiting).toEqual([
      expect.objectContaining({ number: held.number, reason: expect.stringContaining(`#${issue.number}`) }),
    ]);
    expect(result.waiting[0]!.reason).toContain(ACK_LABEL);
    expect(server.state.pull(FULL, held.number)!.merged).toBe(false);

    // Still held on the next run; acknowledged by a person, it lands.
    expect((await land()).code).toBe(1);
    const { client } = testClient(server);
    const [owner, repo] = FULL.split('/') as [string, string];
    await client.rest.issues.addLabels({ owner, repo, issue_number: issue.number, labels: [ACK_LABEL] });
    const landed = await land();
    expect(landed.code).toBe(0);
    expect(LandResultSchema.parse(JSON.parse(await readFile(out, 'utf8'))).merged.map((m) => m.number)).toEqual([
      held.number,
    ]);
    expect(server.state.pull(FULL, held.number)!.merged).toBe(true);
  });

  it('a closed issue releases landing too, and is never filed again', async () => {
    const { client } = testClient(server);
    const [owner, repo] = FULL.split('/') as [string, string];
    const issue = regressions()[0]!;
    await client.rest.issues.update({ owner, repo, issue_number: issue.number, state: 'closed' });
    const history = join(work, 'history.json');
    const run = await withGitHub(() => runCli(['bench-regressions', '--history', history, '--repo', s.dir, '--json']));
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ action: 'exists' })]);
    expect(regressions()).toHaveLength(1);
    expect(server.state.issue(FULL, issue.number)!.state).toBe('closed');
    const pull = greenBundle('ccccccccccc3', ['kernels/matmul.py']);
    const land = await withGitHub(() => runCli(['land', '--trunk', 'main']));
    expect(land.code).toBe(0);
    expect(server.state.pull(FULL, pull.number)!.merged).toBe(true);
  });

  it('the same step with a range moved by later history is not filed again; another step is', async () => {
    const history = JSON.parse(await readFile(join(work, 'history.json'), 'utf8')) as {
      changes: Array<{ fromSha: string; toSha: string; sha: string; commits: Array<{ sha: string }> }>;
    };
    const change = history.changes[0]!;
    const ids = Array.from({ length: 30 }, (_, i) => s.sha(`f${i}`));
    const at = (sha: string) => ids.indexOf(sha);
    // One more measured commit on the left: a new range, the same step.
    const moved = { ...change, fromSha: ids[at(change.fromSha) - 1]! };
    // A later step of the same benchmark, far from the first.
    const later = {
      ...change,
      sha: ids[27]!,
      fromSha: ids[26]!,
      toSha: ids[28]!,
      commits: [
        { ...change.commits[0]!, sha: ids[28]! },
        { ...change.commits[0]!, sha: ids[27]! },
      ],
    };
    const file = join(work, 'moved.json');
    await writeFile(file, JSON.stringify({ ...history, changes: [moved, later] }));
    const run = await withGitHub(() => runCli(['bench-regressions', '--history', file, '--repo', s.dir, '--json']));
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as Array<{ action: string }>).map((r) => r.action)).toEqual(['exists', 'created']);
    expect(regressions()).toHaveLength(2);
  });
});
