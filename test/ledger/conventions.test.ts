/**
 * The ledger on a generated fork that records its ingestion the way real forks do (src/demo/fork-conventions.ts:
 * every convention of ../shared/FACTS.md with its hostile variants). The expected class of every upstream commit is
 * known: lag must agree on 100% of them, commit by commit, and plan must see the same pending set.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildConventionFork, type ConventionFork } from '../../src/demo/fork-conventions.js';
import { renderPlanSummary, renderPlanText } from '../../src/domain/plan/plan-render.js';
import { ExplainSchema } from '../../src/schemas/explain.js';
import { LagReportSchema, type LagReport } from '../../src/schemas/lag-report.js';
import { runReportLag } from '../../src/services/lag/report-lag.js';
import { readHunks } from '../../src/adapters/git/read/diff-hunks.js';
import { readIngestionState } from '../../src/services/ledger/ingestion-state.js';
import { loadLedgerInputs } from '../../src/services/ledger/inputs.js';
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

  it('reads the reverted picks and the content check in one zero-context patch process, with the same report', async () => {
    const real = createGitRunner(f.dir);
    const patchReads: string[][] = [];
    const git: typeof real = {
      ...real,
      run: (args, options) => {
        if (args.includes('diff-tree') && args.includes('-U0'))
          patchReads.push(
            String(options?.input ?? '')
              .trim()
              .split('\n'),
          );
        return real.run(args, options);
      },
    };
    const again = await runReportLag(
      { upstreamRef: 'upstream', fetch: false, forkRef: 'fork', extraTrailerKeys: [], configPath, now: new Date(NOW) },
      { git, logger: new RecordingLogger() },
    );
    expect(again.report).toEqual(report);
    // One read holds the commit whose reverted pick is retried for a later line change, and the content check's.
    expect(patchReads).toHaveLength(1);
    expect(patchReads[0]).toContain(f.cases.revertRetried);
    expect(patchReads[0]!.length).toBeGreaterThan(1);
  });

  it('keeps the patches it read for plan, exactly as readHunks reads them', async () => {
    const {
      config: _config,
      configPath: _path,
      ledgerPath: _ledger,
      ...inputs
    } = await loadLedgerInputs({ config: configPath, trailers: [] }, { base: f.dir });
    const git = createGitRunner(f.dir);
    const state = await readIngestionState(
      { upstream: 'upstream', fork: 'fork', ...inputs },
      { git, logger: new RecordingLogger() },
    );
    // The content check's undecided commits and the reverted picks' (the retried one among them).
    expect(state.patches.size).toBeGreaterThan(10);
    expect(state.patches.has(f.cases.revertRetried)).toBe(true);
    const again = await readHunks(git, [...state.patches.keys()]);
    expect(again.commits).toEqual(state.patches);
  });

  it('counts the evidence, lists the unresolved reference with the fork commit that wrote it, and both days-behind figures', () => {
    const expectedVia = (v: string) => [...f.expected.values()].filter((e) => e.via.includes(v)).length;
    for (const v of [
      'trailer',
      'pr-number',
      'section',
      'patch-id',
      'content',
      'reapply',
      'path-rule',
      'revert',
      'ledger',
    ] as const)
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
    // Every pending commit has a verdict: held ones are predicted on the fork tip as well.
    expect(plan.held.length).toBeGreaterThan(0);
    expect(plan.pending.filter((p) => p.prediction === 'unknown')).toEqual([]);
    for (const h of plan.held)
      expect([h.sha, h.prediction]).toEqual([h.sha, expect.stringMatching(/^(clean|conflict)$/)]);
    expect(renderPlanText(plan)).toMatch(/\[ledger-defer\] held, predicted (clean|conflict) /);
    expect(renderPlanSummary(plan)).toMatch(/ledger-defer held, predicted (clean|conflict)/);
    // A pick the fork reverted is held with the revert's reason: the failing tier, the run and the evidence.
    const sticky = plan.held.find((h) => h.sha === f.cases.stickyRevert)!;
    expect(sticky.kind).toBe('ledger-defer');
    expect(sticky.reason).toMatch(/tier L2 failed, run https:\/\/ci\.example\/runs\/74: L2 fails on trunk/);
    // Retried once upstream changed the reverted lines: plannable again, in a bundle.
    expect(plan.held.map((h) => h.sha)).not.toContain(f.cases.revertRetried);
    expect(plan.bundles.flatMap((b) => b.commits)).toContain(f.cases.revertRetried);
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

  it("classifying only some commits (apply --commits) gives each the whole ledger's ingested verdict, reading only their paths", async () => {
    // The ledger's inputs as lag reads them (the config's trailers, rules and ledger file).
    const {
      config: _config,
      configPath: _path,
      ledgerPath: _ledger,
      ...inputs
    } = await loadLedgerInputs({ config: configPath, trailers: [] }, { base: f.dir });
    const whole = new Map(report.commits.map((c) => [c.sha, c]));
    const upstream = report.commits.map((c) => c.sha);
    // Every named case alone (reverts of pending commits, content behind a pending commit, reapplies, patch-ids...),
    // and a spread of commits together.
    const sets = [
      ...Object.values(f.cases).map((sha) => [sha]),
      upstream.filter((_, i) => i % 7 === 3),
      [f.cases.upstreamRevertOfPending, f.cases.content, f.cases.contentBehindPending],
    ];
    const wrong: string[] = [];
    for (const only of sets) {
      const state = await readIngestionState(
        { upstream: 'upstream', fork: 'fork', ...inputs, only },
        { git: createGitRunner(f.dir), logger: new RecordingLogger() },
      );
      const got = new Map(state.classified.map((c) => [c.sha, c]));
      for (const sha of only) {
        const w = whole.get(sha)!;
        const c = got.get(sha);
        const view = (x: { status: string; via: string[]; forkCommits: string[] } | undefined) =>
          x?.status === 'ingested' ? { via: x.via, forkCommits: x.forkCommits } : 'not ingested';
        if (JSON.stringify(view(c)) !== JSON.stringify(view(w)))
          wrong.push(`${sha.slice(0, 10)}: got ${JSON.stringify(view(c))}, whole ${JSON.stringify(view(w))}`);
      }
      // Only the listed commits (and what they revert) are classified, and only their paths were read.
      const asked = new Set(state.classified.map((c) => c.sha));
      for (const sha of only) expect(asked.has(sha)).toBe(true);
      expect(asked.size).toBeLessThan(upstream.length / 2);
      expect(state.upstreamCommits.filter((c) => c.paths && !asked.has(c.sha))).toEqual([]);
    }
    expect(wrong).toEqual([]);
  });

  it("lag reads upstream's paths only for commits no live pick names (and a reverted pick's later ones), with the same classes", async () => {
    const {
      config: _config,
      configPath: _path,
      ledgerPath: _ledger,
      ...inputs
    } = await loadLedgerInputs({ config: configPath, trailers: [] }, { base: f.dir });
    const read = (pathsFor: 'all' | 'evidence') =>
      readIngestionState(
        { upstream: 'upstream', fork: 'fork', ...inputs, pathsFor },
        { git: createGitRunner(f.dir), logger: new RecordingLogger() },
      );
    const [all, evidence] = await Promise.all([read('all'), read('evidence')]);
    // Every class and every piece of evidence is that of a read with every path.
    expect(evidence.classified).toEqual(all.classified);
    expect([...evidence.content.decided]).toEqual([...all.content.decided]);
    const named = (sha: string) => evidence.analysis.picksByUpstream.has(sha);
    const single = evidence.upstreamCommits.filter((c) => c.parents.length <= 1);
    // The commits whose class can depend on their paths have them...
    expect(single.filter((c) => !named(c.sha) && !c.paths).map((c) => c.sha)).toEqual([]);
    // ...and named ones before the first tracked reverted pick were never diffed (the whole read diffs them all).
    const stuck = evidence.analysis.revertedPicksByUpstream;
    const firstTracked = single.findIndex((c) => stuck.has(c.sha) && !named(c.sha));
    expect(firstTracked).toBeGreaterThan(0);
    const early = single.slice(0, firstTracked).filter((c) => named(c.sha));
    expect(early.length).toBeGreaterThan(10);
    expect(early.filter((c) => c.paths)).toEqual([]);
    expect(all.upstreamCommits.filter((c) => c.parents.length <= 1 && !c.paths)).toEqual([]);
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

    it('shows a reapply, a content match behind a pending commit, a sticky revert, and why content was not tried', async () => {
      const x = ExplainSchema.parse(JSON.parse((await explain(f.cases.reapply, '--json')).stdout)).commits[0]!;
      expect([x.status, x.via]).toEqual(['ingested', ['reapply']]);
      expect(x.evidence).toContainEqual(expect.objectContaining({ via: 'reapply', counted: true }));
      const c = ExplainSchema.parse(JSON.parse((await explain(f.cases.contentBehindPending, '--json')).stdout))
        .commits[0]!;
      expect([c.status, c.via]).toEqual(['ingested', ['content']]);
      const r = await explain(f.cases.stickyRevert);
      expect(r.stdout).toContain('declared defer via revert: reverted by');
      expect(r.stdout).toContain('tier L2 failed');
      const retried = await explain(f.cases.revertRetried);
      expect(retried.stdout).toContain('pending: in the backlog');
      expect(retried.stdout).toMatch(/retried: upstream [0-9a-f]{10} changes the lines the revert took out/);
      const byRevert = await explain(f.cases.revertRetriedByUpstreamRevert);
      expect(byRevert.stdout).toMatch(/retried: upstream reverted it in [0-9a-f]{10}/);
      const revertOfPending = await explain(f.cases.upstreamRevertOfPending);
      expect(revertOfPending.stdout).toMatch(
        /looked for content: not tried \(it reverts [0-9a-f]{10}, which the fork lacks: alone it would be empty\)/,
      );
      // A declared commit's pick is not tried, and explain names the declaration that really exists.
      const w = await explain(f.cases.wontPortAndPickedInOneBody);
      expect(w.stdout).toContain('looked for content: not tried (it is declared wont-port (section))');
      expect(w.stdout).not.toMatch(/wont-port\/skip/);
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
