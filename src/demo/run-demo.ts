/**
 * `upstream-ingest demo`: the whole chain on this machine, offline, on a generated realistic upstream/fork pair:
 * report-lag → plan-bundles → apply-bundle for every low-risk bundle and one agent-resolved risky chain → the L1 tier
 * with real harness processes → compare-bench with a real regression → report-lag again. Writes summary.md,
 * plan.json, results.json and an index.html report with SVG charts.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGitRunner, type GitRunner } from '../adapters/git/run/git-runner.js';
import { generateDemoBenchResults } from './demo-bench-data.js';
import { DEFAULT_COMPARE_SETTINGS } from '../domain/bench/compare.js';
import { renderBenchMarkdown } from '../domain/bench/render-markdown.js';
import { renderBenchSvg } from '../domain/bench/render-svg.js';
import { renderLagChart, type LagPoint, type LandingMark } from '../domain/charts/lag-chart.js';
import { renderLagSummary } from '../domain/ledger/lag-summary.js';
import {
  lagChangeLine,
  lagSeriesFromDays,
  landingOutcome,
  loopSections,
  planMarkdown,
  planSections,
  type ReportDay,
} from './demo-report.js';
import { renderHtmlReport, type ReportSection } from '../domain/report/html-report.js';
import type { ApplyResult } from '../schemas/apply-result.js';
import type { CompareBenchResult } from '../schemas/bench.js';
import type { LagReport } from '../schemas/lag-report.js';
import type { Plan } from '../schemas/plan.js';
import type { TierResult } from '../schemas/tier-result.js';
import { runApply } from '../services/apply/run-apply.js';
import { parseApplyOptions } from '../services/apply/options.js';
import { runCompareBench } from '../services/bench/compare.js';
import { runLag } from '../services/lag/lag.js';
import { programOptionFace } from '../shared/options-face.js';
import { parsePlanOptions } from '../services/plan/options.js';
import { runPlan } from '../services/plan/plan.js';
import { defaultTierDeps, loadTierConfig, runTier } from '../services/tier/index.js';
import { ConfigurationError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import type { DayRecord, LoopEvent } from './daily-loop.js';
import { checkout, commitDate, commitFile, revParse, setRef, type Person } from './demo-git.js';
import { demoTierConfig, JUNIT_FROM_FILES_HARNESS, SILENT_HARNESS } from './demo-harnesses.js';
import { runLoopDemo } from './loop-demo.js';
import { parseShapeRecords, replayShapes } from './shape-replay.js';

export interface DemoOptions {
  out: string;
  /** Low-risk bundles to land (all by default). */
  maxBundles?: number;
  seed?: number;
  /** Days of the daily loop (step 8), default 10. */
  days?: number;
}

export interface DemoOutcome {
  lagBefore: LagReport;
  lagAfter: LagReport;
  plan: Plan;
  applies: ApplyResult[];
  agentApply: ApplyResult | null;
  tier: TierResult;
  bench: CompareBenchResult;
  /** The daily loop (step 8): one record per simulated day, and what happened on the way. */
  days: DayRecord[];
  loopEvents: LoopEvent[];
  loopFirstDay: string;
  files: string[];
  table: string;
}

const MARKER = '.upstream-ingest-demo';
const DEMO_TRAILER = 'Upstream-Commit';

/** The package root (where package.json says upstream-ingest), from the source file or the bundle alike. */
export function packageRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'examples', 'agents'))) return dir;
    if (dirname(dir) === dir) throw new Error('cannot find the upstream-ingest package root');
  }
}

export async function runDemo(options: DemoOptions, logger: Logger): Promise<DemoOutcome> {
  const out = resolve(options.out);
  await prepareOutDir(out);
  const root = packageRoot();
  const repoDir = join(out, 'repo');
  const step = (n: number, text: string) => logger.info(`[${n}/8] ${text}`);

  step(1, 'building a realistic upstream/fork pair from the embedded Triton/FBTriton history shapes');
  const sample = JSON.parse(await readFile(join(root, 'src', 'demo', 'sample-shapes.json'), 'utf8')) as {
    upstream: unknown;
    fork: unknown;
  };
  const built = await replayShapes(repoDir, {
    upstream: parseShapeRecords(JSON.stringify(sample.upstream), 'demo upstream sample'),
    fork: parseShapeRecords(JSON.stringify(sample.fork), 'demo fork sample'),
    pickFraction: 0.35,
    patchIdFraction: 0.05,
    unpickedTailFraction: 0.4,
    trailerKey: DEMO_TRAILER,
    seed: options.seed ?? 7,
  });
  const git = createGitRunner(repoDir);
  await addAdditiveConflict(git);
  await checkout(git, 'fork');
  const forkBefore = await revParse(git, 'fork');
  const upstreamTip = await commitDate(git, 'upstream');
  // "Now" is two days after the newest upstream commit: the demo's numbers do not depend on the day it runs.
  const now = new Date(Date.parse(upstreamTip) + 2 * 86_400_000);
  const ingestion = { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [DEMO_TRAILER] };
  logger.info(
    `      ${built.upstreamCommits + 1} upstream commits, ${built.forkOwnCommits + 1} fork-own commits, ` +
      `${built.pickedWithTrailer} picked with trailers, ${built.pickedWithoutTrailer} without`,
  );

  step(2, 'report-lag: what the fork lacks, counting out-of-order picks');
  const lagPoints: LagPoint[] = [];
  const landings: LandingMark[] = [];
  let clock = now.getTime();
  const measure = async (): Promise<LagReport> => {
    const report = await runLag({ ...ingestion, now }, { git, logger: quiet(logger) });
    lagPoints.push({
      at: new Date(clock).toISOString(),
      daysBehind: report.daysBehind,
      frontierDaysBehind: report.frontierDaysBehind,
      backlog: report.backlog,
    });
    clock += 6 * 3600_000;
    return report;
  };
  const lagBefore = await measure();
  logger.info(
    `      backlog ${lagBefore.backlog} of ${lagBefore.counts.missingByAncestry} missing by ancestry, ` +
      `${lagBefore.daysBehind} days behind, ${lagBefore.holes} holes`,
  );

  step(3, 'plan-bundles: dependencies, exact conflict prediction, risk, bundles');
  const planOptions = await parsePlanOptions(
    { repo: git.cwd, upstream: 'upstream', fork: 'fork', trailers: [DEMO_TRAILER] },
    { face: programOptionFace('demo plan') },
  );
  const plan = await runPlan({ ...planOptions.settings, now }, { git, logger: quiet(logger) });
  const kinds = countBy(plan.bundles.map((b) => b.kind));
  logger.info(
    `      ${plan.pending.length} pending → ${plan.bundles.length} bundles (${describeCounts(kinds)}), ${plan.held.length} held`,
  );

  step(4, 'apply-bundle: land every low-risk bundle (PR merges simulated by moving the fork branch)');
  const applies: ApplyResult[] = [];
  const lowRisk = plan.bundles.filter((b) => b.kind === 'low-risk').slice(0, options.maxBundles ?? Infinity);
  for (const bundle of lowRisk) {
    const result = await applyBundle(git, plan, bundle.id, 'defer', logger);
    applies.push(result);
    await land(git, result);
    landings.push(landingMark(result, clock));
    await measure();
  }
  const agentChain = plan.bundles.find((b) => b.kind === 'risky-chain' && b.predictedConflicts.includes(ADDITIVE_PATH));
  let agentApply: ApplyResult | null = null;
  if (agentChain) {
    logger.info(`      risky chain ${agentChain.id}: conflict in ${ADDITIVE_PATH}, resolved by the example agent`);
    const agent = `node '${join(root, 'examples', 'agents', 'union-merge-agent.mjs').replace(/'/g, "'\\''")}'`;
    agentApply = await applyBundle(git, plan, agentChain.id, 'agent', logger, agent);
    await land(git, agentApply);
    landings.push(landingMark(agentApply, clock));
    await measure();
  }

  step(5, 'run-tier L1: diff-selected harnesses as real processes, cross-checked');
  await checkout(git, 'fork');
  const harnessDir = join(out, 'harness');
  await mkdir(harnessDir, { recursive: true });
  await writeFile(join(harnessDir, 'junit-from-files.mjs'), JUNIT_FROM_FILES_HARNESS);
  await writeFile(join(harnessDir, 'silent.sh'), SILENT_HARNESS);
  await chmod(join(harnessDir, 'silent.sh'), 0o755);
  const tierConfigPath = join(out, 'tiers.yaml');
  await writeFile(tierConfigPath, demoTierConfig(harnessDir));
  const tier = await runTier(
    {
      configPath: tierConfigPath,
      config: await loadTierConfig(tierConfigPath),
      tier: 'L1',
      repoDir,
      changedFrom: forkBefore,
      runnerLabel: null,
    },
    defaultTierDeps(quiet(logger)),
  );
  logger.info(`      verdict ${tier.verdict}: ${tier.verdictReason}`);

  step(6, 'compare-bench: candidate vs baseline, with upstream attribution');
  const benchDir = join(out, 'bench');
  await mkdir(benchDir, { recursive: true });
  const data = generateDemoBenchResults(options.seed ?? 7);
  const benchFiles: Record<string, unknown> = {
    'baseline.json': data.baseline,
    'candidate.json': data.candidate,
    'upstream-baseline.json': data.upstreamBaseline,
    'upstream-candidate.json': data.upstreamCandidate,
  };
  for (const [name, content] of Object.entries(benchFiles))
    await writeFile(join(benchDir, name), JSON.stringify(content, null, 2));
  const bench = await runCompareBench(
    {
      ...DEFAULT_COMPARE_SETTINGS,
      suite: 'demo-kernels',
      format: 'auto',
      files: {
        baseline: [join(benchDir, 'baseline.json')],
        candidate: [join(benchDir, 'candidate.json')],
        aaBaseline: [],
        upstreamBaseline: [join(benchDir, 'upstream-baseline.json')],
        upstreamCandidate: [join(benchDir, 'upstream-candidate.json')],
      },
    },
    { logger: quiet(logger) },
  );
  logger.info(`      verdict ${bench.verdict}, geomean ratio ${bench.geomeanRatio?.toFixed(3) ?? '—'}`);

  step(7, 'report-lag again');
  const lagAfter = await measure();
  logger.info(
    `      backlog ${lagBefore.backlog} → ${lagAfter.backlog}, days behind ${lagBefore.daysBehind} → ${lagAfter.daysBehind}`,
  );

  step(8, `the daily loop over ${options.days ?? 10} days: upstream advances, plan, apply both lanes, land on green`);
  const loop = await runLoopDemo(
    {
      root,
      repoDir: join(out, 'loop-repo'),
      days: options.days ?? 10,
      seed: options.seed ?? 7,
      agent: `node '${join(root, 'examples', 'agents', 'union-merge-agent.mjs').replace(/'/g, "'\\''")}'`,
      trailerKey: DEMO_TRAILER,
    },
    logger,
  );
  const outcome = {
    lagBefore,
    lagAfter,
    plan,
    applies,
    agentApply,
    tier,
    bench,
    days: loop.days,
    loopEvents: loop.events,
    loopFirstDay: loop.firstDay.toISOString(),
  };
  const files = await writeOutputs(out, outcome, lagPoints, landings);
  return { ...outcome, files, table: renderTable(outcome) };
}

/** Refuses to clear a directory that is not an earlier demo output. */
async function prepareOutDir(out: string): Promise<void> {
  if (existsSync(out)) {
    const entries = await readdir(out);
    if (entries.length > 0 && !entries.includes(MARKER)) {
      throw new ConfigurationError(
        `--out ${out} exists and is not a demo output directory; choose an empty or new directory`,
      );
    }
    await rm(out, { recursive: true, force: true });
  }
  await mkdir(out, { recursive: true });
  await writeFile(
    join(out, MARKER),
    'written by upstream-ingest demo; the whole directory is replaced on the next run\n',
  );
}

const ADDITIVE_PATH = 'lib/Registry/passes.txt';

/**
 * A conflict of the commonest real kind: the fork and upstream both add entries to the same list. The fork's own
 * commit comes first; the upstream commit (the newest upstream) then conflicts on pick, and an agent can resolve it.
 */
async function addAdditiveConflict(git: GitRunner): Promise<void> {
  const fork = [
    'triton-gpu-combine',
    'triton-gpu-pipeline',
    'fork-tlx-propagate-layout',
    'fork-tlx-insert-barriers',
    '',
  ].join('\n');
  const upstream = [
    'triton-gpu-combine',
    'triton-gpu-pipeline',
    'tritongpu-optimize-dot-operands',
    'tritongpu-hoist-tmem-alloc',
    '',
  ].join('\n');
  await commitOne(git, 'fork', ADDITIVE_PATH, fork, '[TLX] register the fork passes', {
    name: 'Fork Dev',
    email: 'fork-dev@example.com',
  });
  await commitOne(git, 'upstream', ADDITIVE_PATH, upstream, '[BACKEND] register the new optimisation passes (#10999)', {
    name: 'Upstream Dev',
    email: 'upstream-dev@example.com',
  });
}

async function commitOne(git: GitRunner, branch: string, path: string, content: string, message: string, who: Person) {
  // An hour after the branch's tip: the conflict is the newest commit on both sides.
  await commitFile(git, { branch, path, content, message, who, gap: 3600 });
}

async function applyBundle(
  git: GitRunner,
  plan: Plan,
  bundleId: string,
  onConflict: 'defer' | 'agent',
  logger: Logger,
  agent?: string,
) {
  // The options parser every face uses: the demo states only what it chooses, never a default.
  const { settings } = await parseApplyOptions(
    { repo: git.cwd, base: 'fork', onConflict, agent, agentTimeout: 60, verifyTimeout: 60, trailers: [DEMO_TRAILER] },
    { face: programOptionFace('demo apply'), source: { kind: 'plan', plan, bundleId } },
  );
  return runApply(settings, { git, logger: quiet(logger) });
}

/** Simulates the bundle's PR being merged: the fork branch moves to the bundle branch head (a fast-forward). */
async function land(git: GitRunner, result: ApplyResult): Promise<void> {
  if (!['applied', 'partial', 'resolved'].includes(result.status) || result.counts.landed === 0) return;
  await setRef(git, 'refs/heads/fork', result.head, result.base.sha);
}

function quiet(logger: Logger): Logger {
  return { info: logger.debug.bind(logger), warning: logger.warning.bind(logger), debug: logger.debug.bind(logger) };
}

function countBy(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

function describeCounts(counts: Record<string, number>): string {
  return (
    Object.entries(counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ') || 'none'
  );
}

type Outcome = Omit<DemoOutcome, 'files' | 'table'>;

function outcomeRows(o: Outcome): Array<[string, string]> {
  const landed = o.applies.reduce((n, a) => n + a.counts.landed, 0);
  const deferred = o.applies.reduce((n, a) => n + a.counts.deferred, 0);
  return [
    [
      'lag before',
      `${o.lagBefore.backlog} pending, ${o.lagBefore.daysBehind} days behind, ${o.lagBefore.ingestedOutOfOrder} already picked out of order`,
    ],
    [
      'plan',
      `${o.plan.pending.length} pending → ${o.plan.bundles.length} bundles (${describeCounts(countBy(o.plan.bundles.map((b) => b.kind)))}), ${o.plan.held.length} held`,
    ],
    ['low-risk bundles', `${o.applies.length} applied: ${landed} commits landed, ${deferred} deferred`],
    [
      'agent-resolved chain',
      o.agentApply
        ? `${o.agentApply.status}: ${o.agentApply.counts.resolved} resolved, ${o.agentApply.counts.landed} landed`
        : 'none',
    ],
    [
      'L1 tier',
      `${o.tier.verdict}: ${o.tier.harnesses.length} harnesses ran, ${o.tier.anomalies.length} anomalies (${[...new Set(o.tier.anomalies.map((a) => a.kind))].join(', ') || 'none'})`,
    ],
    [
      'benchmarks',
      `${o.bench.verdict}: ${o.bench.counts.regressed} regressed, ${o.bench.counts.improved} improved, geomean ${o.bench.geomeanRatio?.toFixed(3) ?? '—'}`,
    ],
    ['lag after', `${o.lagAfter.backlog} pending, ${o.lagAfter.daysBehind} days behind`],
    ['daily loop', loopLine(o.days, o.loopEvents)],
  ];
}

function loopLine(days: readonly DayRecord[], events: readonly LoopEvent[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 'not run';
  const kinds = countBy(events.map((e) => e.kind));
  return (
    `${days.length} days: backlog ${first.backlog} → ${last.backlog}, contiguous ${first.contiguousDaysBehind} → ` +
    `${last.contiguousDaysBehind} days, frontier ${first.frontierDaysBehind} → ${last.frontierDaysBehind} days; ` +
    `${days.reduce((n, d) => n + d.landed, 0)} landed (${days.reduce((n, d) => n + d.landedRisky, 0)} risky); ` +
    describeCounts(kinds)
  );
}

function renderTable(o: Outcome): string {
  const rows = outcomeRows(o);
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}

/** The mark of a bundle landing at `clock` on the lag chart. */
function landingMark(result: ApplyResult, clock: number): LandingMark {
  return {
    at: new Date(clock).toISOString(),
    label: `bundle ${result.bundle?.id ?? '-'}: ${result.counts.landed} commits (${result.status})`,
    outcome: landingOutcome(result.status),
  };
}

async function writeOutputs(
  out: string,
  o: Outcome,
  lagPoints: LagPoint[],
  landings: LandingMark[] = [],
  days?: readonly ReportDay[],
): Promise<string[]> {
  const series = days?.length ? lagSeriesFromDays(days) : { points: lagPoints, landings };
  const lagSvg = renderLagChart(series.points, {
    title: days?.length
      ? 'Demo: both pins and the backlog, day by day'
      : 'Demo: both pins and the backlog while bundles land',
    landings: series.landings,
  });
  const benchSvg = renderBenchSvg(o.bench);
  const files: Record<string, string> = {
    'plan.json': `${JSON.stringify(o.plan, null, 2)}\n`,
    'results.json': `${JSON.stringify({ lagBefore: o.lagBefore, applies: o.applies, agentApply: o.agentApply, tier: o.tier, bench: o.bench, lagAfter: o.lagAfter, days: o.days, loopEvents: o.loopEvents }, null, 2)}\n`,
    'lag.svg': lagSvg,
    'bench.svg': benchSvg,
    'summary.md': renderSummary(o),
    'index.html': renderHtmlReport({
      title: 'upstream-ingest demo',
      subtitle: 'The whole chain on a generated upstream/fork pair shaped like the real Triton and FBTriton histories.',
      sections: htmlSections(o, lagSvg, benchSvg),
    }),
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(out, name), text);
  return Object.keys(files).map((f) => join(out, f));
}

function renderSummary(o: Outcome): string {
  return [
    '# upstream-ingest demo',
    '',
    '```text',
    renderTable(o).trimEnd(),
    '```',
    '',
    renderLagSummary(o.lagAfter, { limit: 5 }),
    planMarkdown(o.plan, [...o.applies, ...(o.agentApply ? [o.agentApply] : [])]),
    '## Bundles applied',
    '',
    '| bundle | kind | status | landed | deferred | resolved |',
    '|---|---|---|---|---|---|',
    ...[...o.applies, ...(o.agentApply ? [o.agentApply] : [])].map(
      (a) =>
        `| \`${a.bundle?.id ?? '-'}\` | ${a.bundle?.kind ?? '-'} | ${a.status} | ${a.counts.landed} | ${a.counts.deferred} | ${a.counts.resolved} |`,
    ),
    '',
    '## L1 tier',
    '',
    `Verdict **${o.tier.verdict}**: ${o.tier.verdictReason}`,
    '',
    ...o.tier.anomalies.map((a) => `- \`${a.kind}\`: ${a.detail}`),
    '',
    '## Benchmarks',
    '',
    renderBenchMarkdown(o.bench),
    '',
    '## The daily loop',
    '',
    '| day | contiguous days behind | frontier days behind | backlog | landed | from risky chains | deferred | PRs open |',
    '|---|---|---|---|---|---|---|---|',
    ...o.days.map(
      (d) =>
        `| ${d.day} | ${d.contiguousDaysBehind} | ${d.frontierDaysBehind} | ${d.backlog} | ${d.landed} | ${d.landedRisky} | ${d.deferred} | ${d.prsOpen} |`,
    ),
    '',
    ...o.loopEvents
      .filter((e) => e.kind !== 'stacked' && e.kind !== 'guard-rejected')
      .slice(0, 20)
      .map((e) => `- day ${e.day}: ${e.text}`),
    ...o.loopEvents
      .filter((e) => e.kind === 'guard-rejected')
      .slice(0, 1)
      .map((e) => `- day ${e.day}: ${e.text}`),
  ].join('\n');
}

function htmlSections(o: Outcome, lagSvg: string, benchSvg: string): ReportSection[] {
  return [
    ...loopSections(o.days, new Date(o.loopFirstDay)),
    { title: 'What happened', table: { head: ['step', 'outcome'], rows: outcomeRows(o) } },
    {
      title: 'Lag',
      text: `${lagChangeLine(o.lagBefore, o.lagAfter)} The solid line is the contiguous pin (the oldest commit still missing), the dashed one the frontier (the newest commit taken); between them are the holes. Triangles mark bundles landing.`,
      svg: lagSvg,
      table: {
        head: ['', 'before', 'after'],
        rows: [
          ['backlog', String(o.lagBefore.backlog), String(o.lagAfter.backlog)],
          ['days behind', String(o.lagBefore.daysBehind), String(o.lagAfter.daysBehind)],
          ['holes', String(o.lagBefore.holes), String(o.lagAfter.holes)],
          ['ingested out of order', String(o.lagBefore.ingestedOutOfOrder), String(o.lagAfter.ingestedOutOfOrder)],
        ],
      },
    },
    ...planSections(o.plan, [...o.applies, ...(o.agentApply ? [o.agentApply] : [])]),
    {
      title: 'Bundles applied',
      table: {
        head: ['bundle', 'status', 'landed', 'deferred', 'resolved'],
        rows: [...o.applies, ...(o.agentApply ? [o.agentApply] : [])].map((a) => [
          a.bundle?.id ?? '-',
          a.status,
          String(a.counts.landed),
          String(a.counts.deferred),
          String(a.counts.resolved),
        ]),
      },
    },
    {
      title: `L1 tier: ${o.tier.verdict}`,
      text: o.tier.verdictReason,
      table: {
        head: ['harness', 'exit', 'tests', 'failed', 'anomalies'],
        rows: o.tier.harnesses.map((h) => [
          h.name,
          String(h.exitCode),
          String(h.tests.total),
          String(h.tests.failed),
          h.anomalies.map((a) => a.kind).join(', '),
        ]),
      },
    },
    {
      title: `Benchmarks: ${o.bench.verdict}`,
      svg: benchSvg,
      table: {
        head: ['benchmark', 'status', 'ratio'],
        rows: o.bench.benchmarks
          .filter((b) => b.status !== 'unchanged')
          .map((b) => [b.name, b.status, b.ratio === null ? '—' : b.ratio.toFixed(3)]),
      },
    },
  ];
}
