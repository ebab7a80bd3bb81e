/**
 * The ledger on a generated fork that records its ingestion the way real forks do (src/demo/fork-conventions.ts:
 * every convention of ../shared/FACTS.md with its hostile variants). The expected class of every upstream commit is
 * known: lag must agree on 100% of them, commit by commit, and plan must see the same pending set.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildConventionFork, type ConventionFork } from '../../src/demo/fork-conventions.js';
import { ExplainSchema } from '../../src/schemas/explain.js';
import { LagReportSchema, type LagReport } from '../../src/schemas/lag-report.js';
import { runReportLag } from '../../src/services/lag/report-lag.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runCli } from '../helpers/cli.js';
import { conventionPlanSettings } from '../plan/plan-helpers.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const NOW = '2026-09-01T00:00:00Z';

describe('lag on a fork that records ingestion by every real convention', () => {
  let f: ConventionFork;
  let configPath: string;
  let ledgerPath: string;
  let report: LagReport;
  beforeAll(async () => {
    f = await buildConventionFork(await makeTempDir('ui-conventions-'), 2);
    const files = await makeTempDir('ui-conventions-files-');
    ledgerPath = join(files, 'ledger.json');
    configPath = join(files, 'config.json');
    await writeFile(ledgerPath, JSON.stringify(f.ledger));
    await writeFile(configPath, JSON.stringify({ ...f.config, ledger: ledgerPath }));
    const result = await runReportLag(
      { upstreamRef: 'upstream', fetch: false, forkRef: 'fork', extraTrailerKeys: [], configPath, now: new Date(NOW) },
      { git: createGitRunner(f.dir), logger: new RecordingLogger() },
    );
    report = result.report;
  });

  it('agrees with the expected class of every upstream commit (100%)', () => {
    expect(LagReportSchema.parse(report)).toEqual(report);
    expect(report.commits).toHaveLength(f.expected.size);
    const deferred = new Map(report.deferred.map((d) => [d.sha, d]));
    const contradicted = new Set(report.contradictions.map((c) => c.sha));
    const wrong: string[] = [];
    for (const c of report.commits) {
      const e = f.expected.get(c.sha);
      const got = {
        status: c.status,
        via: c.via,
        ...(c.disposition ? { disposition: c.disposition } : {}),
        ...(deferred.get(c.sha)?.unblocked !== undefined ? { unblocked: deferred.get(c.sha)!.unblocked } : {}),
        ...(contradicted.has(c.sha) ? { contradiction: true } : {}),
      };
      if (JSON.stringify(got) !== JSON.stringify(e))
        wrong.push(`${c.sha.slice(0, 10)}: got ${JSON.stringify(got)}, expected ${JSON.stringify(e)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('counts the evidence, lists the unresolved reference with the fork commit that wrote it, and both days-behind figures', () => {
    const expectedVia = (v: string) => [...f.expected.values()].filter((e) => e.via.includes(v)).length;
    for (const v of ['trailer', 'pr-number', 'section', 'patch-id', 'content', 'path-rule', 'ledger'] as const)
      expect([v, report.counts.via[v]]).toEqual([v, expectedVia(v)]);
    const refs = report.provenance.unresolvedRefs.filter((r) => r.ref === `#${f.unresolvedPr}`);
    expect(refs).toHaveLength(2);
    expect(refs[0]!.line).toContain(`#${f.unresolvedPr}`);
    expect(report.counts.unblocked).toBe(4);
    // The upstream tip is months before NOW: days behind the tip stays put while days behind now grows.
    expect(report.daysBehindTip).toBeLessThan(report.daysBehind);
    expect(report.daysBehindTip).toBeGreaterThan(0);
  });

  it('the lag CLI with --config gives the same report, and prints both days-behind figures', async () => {
    const args = [
      'lag',
      '--repo',
      f.dir,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--config',
      configPath,
      '--now',
      NOW,
    ];
    const json = await runCli([...args, '--json']);
    expect(json.code).toBe(0);
    const r = LagReportSchema.parse(JSON.parse(json.stdout));
    expect(r.commits).toEqual(report.commits);
    expect(r.backlog).toBe(report.backlog);
    const text = await runCli(args);
    expect(text.stdout).toMatch(/days behind:\s+[\d.]+ \(oldest pending to now\)/);
    expect(text.stdout).toMatch(/days behind tip:\s+[\d.]+ \(oldest pending to the upstream tip/);
    expect(text.stdout).toMatch(/landed: READY/);
  });

  it('plan sees the same pending set as lag', async () => {
    const plan = await runPlan(conventionPlanSettings(f, new Date(NOW)), {
      git: createGitRunner(f.dir),
      logger: new RecordingLogger(),
    });
    expect(plan.pending.map((p) => p.sha).sort()).toEqual(report.pending.map((p) => p.sha).sort());
    expect(plan.held.filter((h) => h.kind === 'empty')).toEqual([]);
  });

  it('a plan with a limit classifies only its window, and equals the plan of the whole classification', async () => {
    const settings = conventionPlanSettings(f, new Date(NOW));
    const windowed: number[] = [];
    for (const limit of [1, 4, 15, 40]) {
      const logger = new RecordingLogger();
      const window = await runPlan({ ...settings, limit }, { git: createGitRunner(f.dir), logger });
      const whole = await runPlan(
        { ...settings, limit, classifyAll: true },
        { git: createGitRunner(f.dir), logger: new RecordingLogger() },
      );
      expect([limit, window]).toEqual([limit, whole]);
      expect(window.pending.map((p) => p.sha)).toEqual(report.pending.slice(0, limit).map((p) => p.sha));
      if (logger.messages('info').some((m) => m.startsWith('Classified the'))) windowed.push(limit);
    }
    // The smallest limit did classify a window only (else this compares the whole read with itself).
    expect(windowed).toContain(1);
  });

  describe('explain', () => {
    const explain = (...args: string[]) =>
      runCli(['explain', ...args, '--repo', f.dir, '--upstream', 'upstream', '--fork', 'fork', '--config', configPath]);

    it('names the fork commit, the rule and the exact line for an ingested commit, by PR number', async () => {
      const pr = report.commits.findIndex((c) => c.sha === f.cases.deferredThenPicked) + 1;
      expect(pr).toBeGreaterThan(0);
      const res = await explain(f.cases.deferredThenPicked, '--json');
      expect(res.code).toBe(0);
      const x = ExplainSchema.parse(JSON.parse(res.stdout));
      const c = x.commits[0]!;
      expect(c.status).toBe('ingested');
      expect(c.via).toEqual(['pr-number']);
      const counted = c.evidence.filter((e) => e.counted);
      expect(counted).toEqual([
        expect.objectContaining({ via: 'pr-number', rule: 'pick-subject', forkCommit: expect.any(String) }),
      ]);
      expect(counted[0]!.line).toMatch(/^\[pick\] /);
      // The earlier deferral is shown, and why it did not count.
      expect(c.evidence).toContainEqual(expect.objectContaining({ meaning: 'defer', counted: false }));
      const byNumber = await explain(`#${c.prNumber}`);
      expect(byNumber.code).toBe(0);
      expect(byNumber.stdout).toContain('ingested, via pr-number');
      expect(byNumber.stdout).toContain('line: [pick]');
    });

    it('says what was looked for and not found for a pending commit', async () => {
      const res = await explain(f.cases.forkPrEqualsUpstreamPr.slice(0, 12));
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('pending: in the backlog');
      expect(res.stdout).toMatch(/looked for pr-number: no live fork subject/);
      expect(res.stdout).toMatch(/looked for content: its pick onto the fork tip is not empty/);
    });

    it('reports an unknown PR number and rejects a malformed query with one line', async () => {
      const res = await explain(`#${f.unresolvedPr}`);
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/no upstream commit missing by ancestry has PR #900000.*unresolved/);
      const bad = await explain('not-a-commit');
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    });
  });
});
