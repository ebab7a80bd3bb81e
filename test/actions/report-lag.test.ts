import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/git-runner.js';
import { LagReportSchema } from '../../src/schemas/lag-report.js';
import { runReportLag } from '../../src/services/report-lag.js';
import { RecordingLogger } from '../../src/shared/logger.js';
import { hasDist, runActionEntry } from '../helpers/action-runner.js';
import { buildScenario, git, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

interface Setup {
  s: BuiltScenario;
  upstreamRepo: string;
  originRepo: string;
  work: string;
}

/** An upstream repository, the fork's origin (bare) and a full checkout of the fork, like a runner has. */
async function setup(): Promise<Setup> {
  const s = await buildScenario({
    steps: [
      { id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' }, message: 'Fix @octocat bug (#12) <b>bold</b>' },
      { id: 'u2', on: 'upstream', files: { 'b.txt': 'b\n' }, message: '::set-output name=x::pwned' },
      { id: 'u3', on: 'upstream', files: { 'c.txt': 'c\n' }, message: 'third' },
      { id: 'p2', on: 'fork', pick: 'u2', provenance: { key: 'Upstream-Commit' } },
    ],
  });
  const root = await makeTempDir('ui-remotes-');
  const upstreamRepo = join(root, 'upstream.git');
  const originRepo = join(root, 'origin.git');
  const work = join(root, 'work');
  const g = createGitRunner(root);
  await g.run(['clone', '-q', '--bare', s.dir, upstreamRepo]);
  await g.run(['clone', '-q', '--bare', s.dir, originRepo]);
  await g.run(['clone', '-q', '--branch', 'fork', originRepo, work]);
  return { s, upstreamRepo, originRepo, work };
}

const NOW = '2026-03-01T00:00:00Z';

describe('report-lag service', () => {
  it('records one history line per upstream/fork pair, with a chart, and never rewrites the branch', async () => {
    const { upstreamRepo, originRepo, work } = await setup();
    const settings = {
      upstream: { url: upstreamRepo },
      upstreamRef: 'upstream',
      fetch: true,
      forkRef: 'HEAD',
      extraTrailerKeys: [],
      now: new Date(NOW),
      history: {
        branch: 'upstream-ingest/state',
        remote: 'origin',
        file: 'lag/history.jsonl',
        chart: 'lag/history.svg',
      },
    };
    const deps = { git: createGitRunner(work), logger: new RecordingLogger() };
    const first = await runReportLag(settings, deps);
    expect(first.history?.appended).toBe(true);
    const again = await runReportLag(settings, deps);
    expect(again.history).toEqual(expect.objectContaining({ appended: false, records: 1 }));
    const origin = createGitRunner(originRepo);
    const log = (await origin.run(['log', '--format=%H', 'upstream-ingest/state'])).stdout.trim().split('\n');
    expect(log).toHaveLength(1);
    const history = (await origin.run(['show', 'upstream-ingest/state:lag/history.jsonl'])).stdout;
    expect(history.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(history)).toEqual(expect.objectContaining({ backlog: 2, forkSha: first.report.fork.sha }));
    const chart = (await origin.run(['show', 'upstream-ingest/state:lag/history.svg'])).stdout;
    expect(chart).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(chart).toContain('class="series-days"');
  });

  it('keeps both records when two runs append at once, as fast-forwards only', async () => {
    const { upstreamRepo, originRepo, work } = await setup();
    const root = await makeTempDir('ui-second-');
    await createGitRunner(root).run(['clone', '-q', '--branch', 'fork', originRepo, 'work2']);
    const second = join(root, 'work2');
    // The second checkout is one commit ahead: a different fork SHA, so a different record.
    await git({ git: createGitRunner(second) }, 'commit', '-q', '--allow-empty', '-m', 'fork: more work');
    const run = (dir: string) =>
      runReportLag(
        {
          upstream: { url: upstreamRepo },
          upstreamRef: 'upstream',
          fetch: true,
          forkRef: 'HEAD',
          extraTrailerKeys: [],
          now: new Date(NOW),
          history: { branch: 'state', remote: 'origin', file: 'h.jsonl', chart: 'h.svg' },
        },
        { git: createGitRunner(dir), logger: new RecordingLogger() },
      );
    const results = await Promise.all([run(work), run(second)]);
    expect(results.every((r) => r.history?.appended)).toBe(true);
    const origin = createGitRunner(originRepo);
    const lines = (await origin.run(['show', 'state:h.jsonl'])).stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    // Linear history: the second writer built on the first one's commit.
    const commits = (await origin.run(['rev-list', '--parents', 'state'])).stdout.trim().split('\n');
    expect(commits).toHaveLength(2);
    expect(commits[0]!.split(' ')).toHaveLength(2);
  });
});

const describeDist = hasDist('report-lag') ? describe : describe.skip;
describeDist('report-lag action (node dist/report-lag/index.js, as a runner runs it)', () => {
  it('sets its outputs, writes the summary and the history, and flags the SLO', async () => {
    const { s, upstreamRepo, originRepo, work } = await setup();
    const run = await runActionEntry('report-lag', {
      'upstream-repository': upstreamRepo,
      'upstream-ref': 'upstream',
      path: work,
      'slo-days': '30',
      now: NOW,
      token: 'ghs_secretTokenValue123',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.backlog).toBe('2');
    expect(run.outputs.holes).toBe('1');
    expect(run.outputs['frontier-sha']).toBe(s.sha('u2'));
    expect(run.outputs['contiguous-sha']).toBe(s.baseSha);
    expect(Number(run.outputs['days-behind'])).toBeGreaterThan(30);
    expect(run.outputs['slo-exceeded']).toBe('true');
    expect(run.outputs['history-commit']).toMatch(/^[0-9a-f]{40}$/);
    const report = LagReportSchema.parse(JSON.parse(run.outputs.json!));
    expect(report.pending.map((p) => p.sha)).toEqual([s.sha('u1'), s.sha('u3')]);
    expect(run.summary).toContain('## Upstream lag');
    expect(run.summary).toContain('SLO exceeded');
    expect(run.summary).toContain(s.sha('u1').slice(0, 10));
    // Upstream text is neutralised: no live mention, no HTML, no workflow command.
    expect(run.summary).not.toMatch(/@octocat/);
    expect(run.summary).not.toContain('<b>');
    expect(run.stdout).not.toMatch(/^::set-output/m);
    // The only place the token may appear is the runner's own masking command.
    const logs = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(logs.join('\n') + run.summary + JSON.stringify(run.outputs)).not.toContain('ghs_secretTokenValue123');
    expect(run.stdout).toContain('::add-mask::ghs_secretTokenValue123');
    const origin = createGitRunner(originRepo);
    expect((await origin.run(['rev-parse', 'upstream-ingest/state'])).stdout.trim()).toBe(
      run.outputs['history-commit'],
    );

    const rerun = await runActionEntry('report-lag', {
      'upstream-repository': upstreamRepo,
      'upstream-ref': 'upstream',
      path: work,
      now: NOW,
    });
    expect(rerun.code).toBe(0);
    expect(rerun.outputs['history-commit']).toBe('');
    expect(rerun.outputs['slo-exceeded']).toBe('false');
  });

  it('fails with one clear line on a bad input and on a shallow checkout', async () => {
    const { upstreamRepo, originRepo } = await setup();
    const bad = await runActionEntry('report-lag', { 'upstream-repository': upstreamRepo, 'slo-days': 'soon' });
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toMatch(/::error::input 'slo-days': expected a number/);

    const root = await makeTempDir();
    await createGitRunner(root).run([
      'clone',
      '-q',
      '--depth',
      '1',
      '--branch',
      'fork',
      `file://${originRepo}`,
      'shallow',
    ]);
    const shallow = await runActionEntry('report-lag', {
      'upstream-repository': upstreamRepo,
      'upstream-ref': 'upstream',
      path: join(root, 'shallow'),
    });
    expect(shallow.code).not.toBe(0);
    expect(shallow.stdout).toMatch(/::error::.*shallow.*fetch-depth: 0/);
  });
});
