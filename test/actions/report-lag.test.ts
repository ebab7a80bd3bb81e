import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { LagReportSchema } from '../../src/schemas/lag-report.js';
import { runReportLag } from '../../src/services/lag/report-lag.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { hasDist, runActionEntry } from '../helpers/action-runner.js';
import { lagRemotes } from '../helpers/lag-remotes.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const setup = () => lagRemotes();

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
