/**
 * The daily loop of the demo, driven by the product's own services in the order the workflows call them, against
 * the local GitHub API server (src/demo/github-sim) and a bare repository standing in for the fork on GitHub:
 * land (what passed its checks) → the trunk tier → trunk-bisect and open-revert on a failure, green-ref on a pass →
 * report-lag, plan and the dashboard (take the ticked requests) side by side → ingest-matrix (selectBundles) →
 * apply in prepare mode and publish-bundle for each bundle (conflicts through the resolver ladder, guarded) → the
 * dashboard with the day's facts. A scripted maintainer reads the dashboard and approves or rejects the resolutions waiting for review.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitRunner } from '../adapters/git/run/git-runner.js';
import type { GitHubClient, RepoRef } from '../adapters/github/client.js';
import { REVIEW_LABEL } from '../domain/apply/review.js';
import type { RevertLine } from '../domain/dashboard/render.js';
import { selectBundles, type BundleRequest } from '../domain/ingest/select-bundles.js';
import { STATE_BRANCH, STATE_FILES } from '../domain/state-layout.js';
import type { ApplyResult } from '../schemas/apply-result.js';
import type { LagReport } from '../schemas/lag-report.js';
import type { LedgerFile } from '../schemas/ledger.js';
import type { LandResult } from '../schemas/loop.js';
import type { Plan } from '../schemas/plan.js';
import { parseApplyOptions } from '../services/apply/options.js';
import { writeArtifact } from '../services/apply/artifact.js';
import { githubPullRequests } from '../services/apply/publish.js';
import type { PullRequestPort } from '../services/apply/settings.js';
import { publishBundle } from '../services/apply/publish-bundle.js';
import { runApply } from '../services/apply/run-apply.js';
import { runReportLag } from '../services/lag/report-lag.js';
import { postCommitStatus } from '../services/loop/commit-status.js';
import { advanceWhenGreen, DEFAULT_GREEN_REF } from '../services/loop/green-ref.js';
import { runLand } from '../services/loop/land.js';
import { openRevert } from '../services/loop/open-revert.js';
import { runTrunkBisect } from '../services/loop/trunk-bisect.js';
import { parsePlanOptions } from '../services/plan/options.js';
import { runPlan } from '../services/plan/plan.js';
import { PlanCacheFile } from '../adapters/cache/plan-cache.js';
import { runDashboard } from '../services/report/dashboard.js';
import { gatherFacts } from '../services/report/dashboard-facts.js';
import type { Logger } from '../shared/logger.js';
import { programOptionFace } from '../shared/options-face.js';
import { fetchOrigin, firstParentTimes, revParse, setRef, treeContains } from './demo-git.js';
import type { PhaseTimer } from './phase-timer.js';

export interface DayRecord {
  day: number;
  date: string;
  contiguousDaysBehind: number;
  frontierDaysBehind: number;
  backlog: number;
  /** Upstream commits that reached trunk this day (merged bundle PRs). */
  landed: number;
  /** Of those, from risky chains (conflicts resolved by the ladder). */
  landedRisky: number;
  /** Commits the day's applies left out (conflicts no rung solved, verify culprits). */
  deferred: number;
  /** Bundle PRs open at the end of the day. */
  prsOpen: number;
}

export type LoopEventKind =
  | 'landed'
  | 'stacked'
  | 'split'
  | 'resolved'
  | 'review'
  | 'approved'
  | 'rejected'
  | 'trunk-failure'
  | 'reverted'
  | 'green'
  | 'unmergeable';

export interface LoopEvent {
  day: number;
  kind: LoopEventKind;
  text: string;
}

export interface LoopOutcome {
  days: DayRecord[];
  events: LoopEvent[];
  /** Day 1's lag report and plan: the first-day picture. */
  firstLag: LagReport;
  firstPlan: Plan;
  /** Every apply result, in order, with the day it ran. */
  applies: Array<{ day: number; result: ApplyResult }>;
  /** The dashboard issue: its number, the action of each day's update, and its body at the end. */
  dashboard: { number: number; actions: string[]; body: string };
}

export interface LoopOptions {
  git: GitRunner;
  client: GitHubClient;
  repo: RepoRef;
  /** Called after anything pushed to the fork on GitHub: the server shows the new branches. */
  pushed: () => Promise<void>;
  days: number;
  firstDay: Date;
  /** The upstream ref revealed day by day (refs/heads/upstream-today follows it). */
  upstreamRef: string;
  trailerKey: string;
  ledgerPath: string;
  maxBundlesPerDay: number;
  /** Where each apply's prepare artifact goes. */
  workDir: string;
  /**
   * More checkouts of the fork for prepare jobs: the workflow's matrix runs each bundle's prepare as its own job on
   * its own runner, side by side. Each is a clone with its own work tree, index and apply lock.
   */
  lanes: GitRunner[];
  /** Called as each simulated day starts (the GitHub server dates its merges with it). */
  onDay?: (now: Date) => void;
  logger: Logger;
  timer: PhaseTimer;
}

export const VERIFY_MARK = 'DEMO-VERIFY-FAILS';
export const TRUNK_MARK = 'DEMO-L2-FAILS';
/**
 * What each simulated suite reads, as a real one reads its own folder: the apply verify command (the Python unit
 * tests) and the trunk's L2 (the backend). Each grep of the whole tree cost ~9 ms of git CPU, ~40 of them a run.
 */
export const VERIFY_SCOPE = 'python/test';
export const TRUNK_SCOPE = 'lib';
const DAY_MS = 86_400_000;
const L1 = 'upstream-ingest/L1';
const L2 = 'upstream-ingest/L2';
const TODAY = 'upstream-today';
const TRUNK = 'origin/main';
/** The plan cache between days (ingest.yml keeps it with actions/cache: `.upstream-ingest-cache/plan-cache.json`). */
const PLAN_CACHE = 'plan-cache.json';

/** The loop's memory between days: what GitHub does not hold (the prepare jobs' results, the ledger). */
interface LoopState {
  ledger: LedgerFile;
  /** Each bundle branch's latest apply result (what its open PR carries). */
  byBranch: Map<string, { day: number; result: ApplyResult }>;
  reverts: RevertLine[];
  dashboardActions: string[];
  dashboardNumber: number;
  /** Proposals the maintainer has decided so far (they alternate: approve, reject, …). */
  reviewed: number;
}

export async function runDailyLoop(options: LoopOptions): Promise<LoopOutcome> {
  const { git, timer } = options;
  const upstreamAt = await timer.phase('loop: upstream by day', () => upstreamByDay(git, options.upstreamRef));
  const state: LoopState = {
    ledger: { entries: [] },
    byBranch: new Map(),
    reverts: [],
    dashboardActions: [],
    dashboardNumber: 0,
    reviewed: 0,
  };
  await writeLedger(options.ledgerPath, state.ledger);
  const days: DayRecord[] = [];
  const events: LoopEvent[] = [];
  const applies: LoopOutcome['applies'] = [];
  let first: { lag: LagReport; plan: Plan } | undefined;
  let body = '';
  for (let day = 1; day <= options.days; day++) {
    const now = new Date(options.firstDay.getTime() + (day - 1) * DAY_MS);
    const note = (kind: LoopEventKind, text: string) => {
      events.push({ day, kind, text });
      options.logger.info(`      day ${day}: ${text}`);
    };
    options.onDay?.(now);
    const today = upstreamAt(now);
    await setRef(git, `refs/heads/${TODAY}`, today);
    const ctx = { ...options, state, day, now, note, today };
    const landed = await timer.phase('land', () => landToday(ctx));
    const { land } = landed;
    // The trunk tier is its own workflow (validate, on the push to main), the ingest job another: both start from
    // what landed. The ingest job's three reads need neither each other (the plan builds its own ledger) nor the
    // tier, and the other runners' checkouts fetch meanwhile: all run side by side on the machine's cores. The
    // tier ends before the matrix starts, so its revert PR and events come before the day's bundles, as they did.
    const [, lag, plan, requests] = await Promise.all([
      timer.phase('trunk tier', () => checkTrunk(ctx, landed)),
      timer.phase('report-lag', () => reportLag(ctx)),
      timer.phase('plan', () => plan_(ctx)),
      timer.phase('dashboard', () => takeRequests(ctx)),
      timer.phase('checkouts fetch', () => Promise.all(ctx.lanes.map((lane) => syncLane(lane, ctx.today)))),
    ]);
    first ??= { lag, plan };
    const results = await timer.phase('apply (prepare + publish)', () => ingest(ctx, plan, requests));
    for (const result of results) applies.push({ day, result });
    body = await timer.phase('dashboard', () => updateDashboard(ctx, { lag, plan, results, land }));
    await timer.phase('maintainer', () => maintainer(ctx, land, body, results));
    const landedToday = land.merged.map((m) => state.byBranch.get(m.branch)?.result).filter((r) => r !== undefined);
    const record: DayRecord = {
      day,
      date: now.toISOString(),
      contiguousDaysBehind: lag.daysBehind,
      frontierDaysBehind: lag.frontierDaysBehind,
      backlog: lag.backlog,
      landed: landedToday.reduce((n, r) => n + r.counts.landed, 0),
      landedRisky: landedToday.filter((r) => r.bundle?.kind === 'risky-chain').reduce((n, r) => n + r.counts.landed, 0),
      deferred: results.reduce((n, r) => n + r.counts.deferred, 0),
      prsOpen: (await openPulls(ctx)).length,
    };
    days.push(record);
    options.logger.info(
      `      day ${day}: ${record.landed} landed (${record.landedRisky} risky), ${record.prsOpen} PRs open, ` +
        `backlog ${record.backlog}, ${record.contiguousDaysBehind} / ${record.frontierDaysBehind} days behind`,
    );
  }
  return {
    days,
    events,
    firstLag: first!.lag,
    firstPlan: first!.plan,
    applies,
    dashboard: { number: state.dashboardNumber, actions: state.dashboardActions, body },
  };
}

type DayContext = LoopOptions & {
  state: LoopState;
  day: number;
  now: Date;
  /** The upstream commit revealed today (refs/heads/upstream-today). */
  today: string;
  note: (kind: LoopEventKind, text: string) => void;
};

interface Landed {
  land: LandResult;
  /** The fork's main before and after the land job. */
  before: string;
  after: string;
}

/** The privileged land job: what passed its checks merges; the day's checkout fetches what it made. */
async function landToday(ctx: DayContext): Promise<Landed> {
  const { git, client, repo } = ctx;
  // Only land moves the fork's main, and the previous day's fetch after it is the last change: day 1 fetches.
  if (ctx.day === 1) await fetchOrigin(git);
  const before = await revParse(git, TRUNK);
  const land = await runLand(
    { repo, trunk: 'main', method: 'merge', autoMerge: false, requiredChecks: [L1], reviewLabel: REVIEW_LABEL },
    { client, logger: quiet(ctx.logger) },
  );
  for (const m of land.merged) {
    const landed = ctx.state.byBranch.get(m.branch)?.result;
    ctx.note('landed', `land merged #${m.number} (${m.branch}): ${landed?.counts.landed ?? 0} upstream commits`);
  }
  for (const u of land.unmergeable) ctx.note('unmergeable', `#${u.number} conflicts with the newer trunk`);
  await fetchOrigin(git);
  return { land, before, after: await revParse(git, TRUNK) };
}

/**
 * The trunk tier on what landed: a failure is bisected and its culprit reverted through a PR (which lands on a later
 * day like any other); a pass moves the green ref.
 */
async function checkTrunk(ctx: DayContext, { before, after }: Landed): Promise<void> {
  const { git, client, repo } = ctx;
  if (after === before) return;
  const fails = await treeContains(git, after, TRUNK_MARK, TRUNK_SCOPE);
  const status = (sha: string, context: string, pass: boolean) =>
    postCommitStatus({ repo, sha, context, verdict: pass ? 'pass' : 'fail' }, { client, logger: quiet(ctx.logger) });
  await status(after, L1, true);
  await status(after, L2, !fails);
  if (!fails) {
    const green = await advanceWhenGreen(
      { ref: DEFAULT_GREEN_REF, remote: 'origin', candidate: after, trunk: TRUNK },
      { git, logger: quiet(ctx.logger) },
      { client, repo, required: ['L1', 'L2'] },
    );
    if (green.action !== 'partial') ctx.note('green', `green-ref ${green.action}: ${green.green?.slice(0, 12)}`);
    return;
  }
  await ctx.timer.phase('trunk-bisect', async () => {
    const bisect = await runTrunkBisect(
      {
        good: before,
        bad: after,
        verify: `! grep -rqs ${TRUNK_MARK} ${TRUNK_SCOPE}`,
        verifyTimeoutMs: 60_000,
        classification: 'fail',
        trailerKeys: [ctx.trailerKey],
        tempDir: ctx.workDir,
      },
      { git, logger: quiet(ctx.logger) },
    );
    ctx.note('trunk-failure', `L2 fails on trunk after the landing; trunk-bisect: ${bisect.reason}`);
    const revert = await openRevert(
      {
        bisect,
        trunk: 'main',
        remote: 'origin',
        repo,
        tier: 'L2',
        runUrl: `https://ci.example/demo/day-${ctx.day}`,
      },
      { git, client, logger: quiet(ctx.logger) },
    );
    await ctx.pushed();
    if (revert.culprit && revert.pr && revert.branch) {
      ctx.state.reverts.push({
        culprit: revert.culprit.forkSha,
        subject: revert.culprit.subject,
        reason: revert.reason,
        pr: revert.pr,
      });
      // The revert PR's own checks: L1 passes on it, so the next land merges it.
      await fetchOrigin(git);
      await status(await revParse(git, `origin/${revert.branch}`), L1, true);
      ctx.note('reverted', `open-revert opened #${revert.pr.number} reverting ${revert.culprit.forkSha.slice(0, 12)}`);
    }
  });
}

async function reportLag(ctx: DayContext): Promise<LagReport> {
  const { report } = await runReportLag(
    {
      upstreamRef: TODAY,
      fetch: false,
      forkRef: TRUNK,
      extraTrailerKeys: [ctx.trailerKey],
      ledgerPath: ctx.ledgerPath,
      history: { branch: STATE_BRANCH, file: STATE_FILES.lag, chart: 'lag/lag.svg' },
      now: ctx.now,
    },
    { git: ctx.git, logger: quiet(ctx.logger) },
  );
  return report;
}

/**
 * The plan step as ingest.yml runs it: with the cross-run plan cache the workflow restores from the previous run
 * (`cache-file`), so each day merges only what the day changed.
 */
async function plan_(ctx: DayContext): Promise<Plan> {
  const { settings, cachePath } = await parsePlanOptions(
    {
      repo: ctx.git.cwd,
      upstream: TODAY,
      fork: TRUNK,
      trailers: [ctx.trailerKey],
      ledger: ctx.ledgerPath,
      cache: join(ctx.workDir, PLAN_CACHE),
    },
    { face: programOptionFace('demo plan') },
  );
  const logger = quiet(ctx.logger);
  const cache = cachePath ? await PlanCacheFile.load(cachePath, logger) : undefined;
  return runPlan({ ...settings, now: ctx.now }, { git: ctx.git, logger, ...(cache ? { cache } : {}) });
}

/** The dashboard run before the matrix: the ticked requests handed to this run. */
async function takeRequests(ctx: DayContext): Promise<BundleRequest[]> {
  const outcome = await runDashboard(
    { repo: ctx.repo, consume: { by: `day ${ctx.day} run` }, now: ctx.now },
    { client: ctx.client, logger: quiet(ctx.logger) },
  );
  ctx.state.dashboardNumber = outcome.issue.number;
  ctx.state.dashboardActions.push(outcome.action);
  return outcome.taken.map((t) => ({ action: t.action, bundle: t.bundle }));
}

/** ingest-matrix, then each bundle's prepare job (apply --prepare-out) and publish job (publish-bundle). */
async function ingest(ctx: DayContext, plan: Plan, requests: BundleRequest[]): Promise<ApplyResult[]> {
  const open = await openPulls(ctx);
  const carried = new Set(
    open.flatMap((p) => ctx.state.byBranch.get(p.branch)?.result.commits.map((c) => c.sha) ?? []),
  );
  // A bundle whose commits an open PR already carries waits for that PR (landed, or closed by a person).
  const fresh = { ...plan, bundles: plan.bundles.filter((b) => !b.commits.some((c) => carried.has(c))) };
  const selection = selectBundles(fresh, {
    max: ctx.maxBundlesPerDay,
    lanes: ['low-risk', 'risky', 'toolchain'],
    maxOrder: 2,
    requests,
  });
  const pullRequests = githubPullRequests(ctx.client, ctx.repo);
  const runners = lanePool([ctx.git, ...ctx.lanes]);
  const results: ApplyResult[] = [];
  // As in the workflow, where each bundle's prepare is a matrix job and its publish (no work tree, no fork code) a
  // later one: prepares run side by side, one per free checkout, and so do the publishes, each as soon as its prepare
  // is done. Their PRs open in matrix order and the day's events are written in it, so PR numbers and events come
  // out the same whichever job ends first. A stacked bundle's prepare waits for the publishes before it (its base is
  // the branch an earlier one pushes); the bundles after it do not.
  const jobs: Array<Promise<unknown>> = [];
  let recorded: Promise<void> = Promise.resolve();
  let previousPr: Promise<unknown> = Promise.resolve();
  for (const [index, entry] of selection.matrix.include.entries()) {
    const before = recorded;
    const prepared = (async () => {
      if (entry.stackOn) await before;
      const lane = await runners.take(index);
      try {
        return await prepareBundle(ctx, lane, plan, entry);
      } finally {
        runners.give(lane);
      }
    })();
    const turn = previousPr;
    const published = (async () => {
      const { result, dir, base } = await prepared;
      if (result.counts.landed === 0) return { result, published: false };
      return {
        result: await publish(ctx, { dir, base, pullRequests: inTurn(pullRequests, turn) }, entry),
        published: true,
      };
    })();
    // The next PR waits for this one and every one before it (a bundle that publishes nothing passes its turn on).
    previousPr = Promise.all([turn, published]).catch(() => undefined);
    jobs.push(prepared, published);
    recorded = (async () => {
      await before;
      if (entry.stackOn) ctx.note('stacked', `bundle ${entry.bundle} is stacked on ${entry.stackOn}`);
      const { result, published: isPublished } = await published;
      results[index] = result;
      if (isPublished) await record(ctx, entry, result);
    })();
  }
  // Every job ends before the day goes on, also when one failed: none is left writing behind an error.
  await Promise.allSettled([...jobs, recorded]);
  await recorded;
  return results.filter((r) => r !== undefined);
}

/** The PR port, each PR opened only after `turn` (the previous bundle's publish) is done: numbers in matrix order. */
function inTurn(port: PullRequestPort, turn: Promise<unknown>): PullRequestPort {
  return {
    marker: (kind, id) => port.marker(kind, id),
    upsert: async (input) => {
      await turn;
      return port.upsert(input);
    },
  };
}

/** One bundle's prepare job (apply --prepare-out) in one runner's checkout. */
async function prepareBundle(
  ctx: DayContext,
  lane: GitRunner,
  plan: Plan,
  entry: { bundle: string; lane: string; stackOn?: string | null },
): Promise<{ result: ApplyResult; dir: string; base: string }> {
  // A stacked bundle's base is a branch pushed today: the job's checkout fetches it.
  if (entry.stackOn) await fetchOrigin(lane);
  const base = entry.stackOn ? `origin/${entry.stackOn}` : TRUNK;
  const dir = join(ctx.workDir, `day-${ctx.day}-${entry.bundle}`);
  const { settings } = await parseApplyOptions(
    {
      repo: lane.cwd,
      base,
      onConflict: entry.lane === 'risky' ? 'resolve' : 'defer',
      ...(entry.lane === 'risky' ? { resolvers: ['rerere', 'fork-decision', 'replay'] } : {}),
      verify: `! git grep -q ${VERIFY_MARK} HEAD -- ${VERIFY_SCOPE}`,
      verifyTimeout: 60,
      splitOnFailure: true,
      trailers: [ctx.trailerKey],
      upstream: TODAY,
      prepareOut: dir,
    },
    { face: programOptionFace('demo apply'), source: { kind: 'plan', plan, bundleId: entry.bundle } },
  );
  const result = await ctx.timer.phase('  apply --prepare-out', async () => {
    const applied = await runApply(settings, { git: lane, logger: quiet(ctx.logger) });
    await writeArtifact(lane, dir, applied);
    return applied;
  });
  return { result, dir, base };
}

/**
 * A runner's checkout brought to today, as a job's checkout would be: what land merged fetched from the fork on
 * GitHub, today's upstream at refs/heads/upstream-today.
 */
async function syncLane(lane: GitRunner, today: string): Promise<void> {
  await fetchOrigin(lane);
  await setRef(lane, `refs/heads/${TODAY}`, today);
}

/**
 * The runners free to take a prepare job: `take` waits for one, `give` hands it back to the waiting job first in the
 * matrix. A stacked bundle asks late (after the publish of the bundle it stacks on) but comes early in the matrix:
 * served in the order jobs asked, the day's chain of stacked bundles would wait behind every small bundle.
 */
function lanePool(lanes: GitRunner[]): {
  take: (order: number) => Promise<GitRunner>;
  give: (lane: GitRunner) => void;
} {
  const free = [...lanes];
  const waiting: Array<{ order: number; start: (lane: GitRunner) => void }> = [];
  return {
    take: (order) => {
      const lane = free.shift();
      if (lane) return Promise.resolve(lane);
      return new Promise((start) => {
        waiting.push({ order, start });
        waiting.sort((x, y) => x.order - y.order);
      });
    },
    give: (lane) => {
      const next = waiting.shift();
      if (next) next.start(lane);
      else free.push(lane);
    },
  };
}

/** One bundle's publish job. */
async function publish(
  ctx: DayContext,
  where: { dir: string; base: string; pullRequests: PullRequestPort },
  entry: { stackOn?: string | null },
): Promise<ApplyResult> {
  const result = await ctx.timer.phase('  publish-bundle', () =>
    publishBundle(
      {
        from: where.dir,
        base: where.base,
        push: { remote: 'origin' },
        pullRequest: { base: entry.stackOn ?? 'main' },
        allowPaths: [],
      },
      { git: ctx.git, logger: quiet(ctx.logger), pullRequests: where.pullRequests },
    ),
  );
  await ctx.pushed();
  return result;
}

/**
 * What the loop keeps of a published bundle, its events, and its PR's L1 check (the verify command passed on this
 * head in prepare).
 */
async function record(ctx: DayContext, entry: { bundle: string; branch: string }, result: ApplyResult): Promise<void> {
  ctx.state.byBranch.set(entry.branch, { day: ctx.day, result });
  describe(ctx, entry.bundle, result);
  if (result.pr && ['applied', 'partial', 'resolved'].includes(result.status))
    await postCommitStatus(
      { repo: ctx.repo, sha: result.head, context: L1, verdict: 'pass' },
      { client: ctx.client, logger: quiet(ctx.logger) },
    );
}

function describe(ctx: DayContext, bundle: string, result: ApplyResult): void {
  if (result.verify?.culprits.length)
    ctx.note('split', `bundle ${bundle} split by verify: ${result.verify.culprits.length} culprit(s) deferred`);
  const vias = result.commits.filter((c) => c.resolution).map((c) => c.resolution?.via ?? 'resolver');
  if (!vias.length) return;
  if (result.review?.needed)
    ctx.note('review', `bundle ${bundle} (#${result.pr?.number}): ${vias.join(', ')} proposed a resolution; review`);
  else ctx.note('resolved', `bundle ${bundle}: ${vias.join(', ')} resolved a conflict the guards accept`);
}

async function updateDashboard(
  ctx: DayContext,
  day: { lag: LagReport; plan: Plan; results: ApplyResult[]; land: LandResult },
): Promise<string> {
  const facts = await gatherFacts({ ...day, reverts: ctx.state.reverts, git: ctx.git, forkRef: TRUNK });
  const outcome = await runDashboard(
    { repo: ctx.repo, facts, now: ctx.now, upstreamRepo: 'upstream/project' },
    { client: ctx.client, logger: quiet(ctx.logger) },
  );
  ctx.state.dashboardActions.push(outcome.action);
  const issue = await ctx.client.rest.issues.get({ ...ctx.repo, issue_number: outcome.issue.number });
  return issue.data.body ?? '';
}

/**
 * The maintainer reads the dashboard's "waiting for a review" list and decides each proposal: the first, third, …
 * approved (the review label removed, so the next land merges it once its checks pass), the others rejected (the PR
 * closed and its upstream commits deferred in the ledger with the reason, so no run proposes them again).
 */
async function maintainer(ctx: DayContext, land: LandResult, body: string, results: ApplyResult[]): Promise<void> {
  // "Risky chains that need a person": no rung solved them; the maintainer takes them (deferred in the ledger with
  // the reason), so the loop stops retrying them and they leave the dashboard's list.
  for (const [, bundle] of body.matchAll(/^### Chain `([0-9a-f]{12})`/gm)) {
    const stuck = results.find((r) => r.bundle?.id === bundle)?.commits.filter((c) => c.status !== 'clean');
    for (const c of stuck ?? [])
      declare(ctx.state.ledger, { commit: c.sha, disposition: 'defer', reason: `chain ${bundle}: a person ports it` });
  }
  await writeLedger(ctx.ledgerPath, ctx.state.ledger);
  for (const pr of land.review) {
    const approve = ctx.state.reviewed++ % 2 === 0;
    const carried = ctx.state.byBranch.get(pr.branch)?.result;
    if (approve) {
      await ctx.client.rest.issues.removeLabel({ ...ctx.repo, issue_number: pr.number, name: REVIEW_LABEL });
      ctx.note('approved', `the maintainer approved #${pr.number} (${pr.branch}): land merges it`);
    } else {
      await ctx.client.rest.pulls.update({ ...ctx.repo, pull_number: pr.number, state: 'closed' });
      for (const c of carried?.commits.filter((x) => x.resolution) ?? [])
        declare(ctx.state.ledger, {
          commit: c.sha,
          disposition: 'defer',
          reason: `resolution rejected in review of #${pr.number}: a person ports it`,
        });
      await writeLedger(ctx.ledgerPath, ctx.state.ledger);
      ctx.note('rejected', `the maintainer rejected #${pr.number} (${pr.branch}): closed, deferred in the ledger`);
    }
  }
}

async function openPulls(ctx: LoopOptions): Promise<Array<{ number: number; branch: string }>> {
  const pulls = await ctx.client.paginate(ctx.client.rest.pulls.list, { ...ctx.repo, state: 'open', per_page: 100 });
  return pulls.map((p) => ({ number: p.number, branch: p.head.ref }));
}

/** The newest first-parent upstream commit at or before a time. */
async function upstreamByDay(git: GitRunner, ref: string): Promise<(at: Date) => string> {
  const commits = await firstParentTimes(git, ref);
  return (at) => (commits.find((c) => c.at <= at.getTime()) ?? commits[commits.length - 1]!).sha;
}

function quiet(logger: Logger): Logger {
  return { info: logger.debug.bind(logger), warning: logger.debug.bind(logger), debug: logger.debug.bind(logger) };
}

/** One ledger entry per commit: a later declaration replaces an earlier one (the ledger refuses duplicates). */
function declare(ledger: LedgerFile, entry: LedgerFile['entries'][number]): void {
  ledger.entries = [...ledger.entries.filter((e) => e.commit !== entry.commit), entry];
}

async function writeLedger(path: string, ledger: LedgerFile): Promise<void> {
  await writeFile(path, `${JSON.stringify(ledger, null, 2)}\n`);
}
