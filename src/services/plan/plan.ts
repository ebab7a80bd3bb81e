import { readHunks } from '../../adapters/git/read/diff-hunks.js';
import {
  PickPredictor,
  type PickCache,
  type PickToPredict,
  type PredictMode,
  type PredictResult,
} from '../../adapters/git/pick/merge-tree.js';
import { noProgressFactory, type ProgressFactory } from '../../shared/progress.js';
import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { subjectOf, type ChangedPath, type CommitRecord } from '../../domain/commit.js';
import type { ClassifiedCommit } from '../../domain/ledger/classify.js';
import { revertEdges, textualEdges, type TrackedCommit } from '../../domain/plan/dependencies.js';
import { declaredEdges, ledgerHolds, propagateHolds, type Hold } from '../../domain/plan/holds.js';
import { changedLines, type CommitHunks } from '../../domain/plan/hunks.js';
import { assemblePlan, type PlannerCommit, type PredictionInput } from '../../domain/plan/planner.js';
import { compileRiskRules } from '../../domain/plan/risk.js';
import {
  ciHoldReason,
  type AllowedCiState,
  type UpstreamCiSource,
  type UpstreamCiState,
} from '../../domain/plan/upstream-ci.js';
import type { PlanConfig } from '../../schemas/plan-config.js';
import { PLAN_SCHEMA_VERSION, PlanSchema, type Plan } from '../../schemas/plan.js';
import {
  readIngestionState,
  type IngestionDeps,
  type IngestionSettings,
  type IngestionState,
  type ProvisionalBacklog,
} from '../ledger/ingestion-state.js';
import type { HistoryCache } from '../ledger/history-read.js';
import { isAncestor } from '../../adapters/git/read/ancestry.js';
import { short } from '../../shared/short-sha.js';
import { ONE_SHOT_PARSE } from '../../shared/one-shot-parse.js';

export interface PlanSettings extends IngestionSettings {
  /** Risk rules, toolchain lane, bundle size (trailers and ledger are already in the ingestion settings). */
  config: Pick<PlanConfig, 'risky' | 'toolchain' | 'riskThreshold' | 'maxBundleSize'> &
    Partial<Pick<PlanConfig, 'upstreamCiAllow'>>;
  /** Plan only the N oldest pending commits. */
  limit?: number;
  /** The plan's `generatedAt` (the only field that differs between two runs on the same inputs). */
  now: Date;
  /** How merge-tree runs; `batch` unless testing the fallback. */
  predictMode?: PredictMode;
  /** Classify every upstream commit even with a limit (tests compare the window with the whole read). */
  classifyAll?: boolean;
}

export interface PlanDeps extends IngestionDeps {
  /** Upstream CI results; without one, no commit is held for CI. */
  ci?: UpstreamCiSource;
  /** Progress of the conflict prediction (the long part); silent when absent. */
  progress?: ProgressFactory;
  /** The cross-run cache (hunks by upstream SHA, pick verdicts by their inputs); saved at the end of the plan. */
  cache?: PlanCache;
}

export interface PlanCache extends PickCache {
  hunksOf(sha: string): CommitHunks | undefined;
  setHunks(hunks: CommitHunks): void;
  save(): Promise<void>;
  /** Commit records and patch-ids for the ledger's history read, when the cache keeps them. */
  readonly history?: HistoryCache;
  /** How many pick verdicts it holds (a cache that answers merges makes merging ahead of the ledger a waste). */
  readonly pickCount?: number;
}

const CI_CONCURRENCY = 8;

/** Plans the backlog: dependencies, holds, conflict prediction, risk, bundles. */
export async function runPlan(settings: PlanSettings, deps: PlanDeps): Promise<Plan> {
  const merges = new Merges(settings, deps);
  try {
    return await planWith(settings, deps, merges);
  } finally {
    await merges.close();
  }
}

async function planWith(settings: PlanSettings, deps: PlanDeps, merges: Merges): Promise<Plan> {
  const { git, logger } = deps;
  const kept = deps.history ?? deps.cache?.history;
  // With a limit, only the oldest commits up to the limit-th unreached one are classified (their classes are exact).
  const state = await readIngestionState(
    {
      ...settings,
      ...(settings.limit !== undefined && !settings.classifyAll ? { unreachedWanted: settings.limit } : {}),
    },
    {
      ...deps,
      ...(kept ? { history: kept } : {}),
      ...(merges.ahead ? { onProvisionalBacklog: (b: ProvisionalBacklog) => merges.startAhead(b) } : {}),
    },
  );
  merges.stopAhead();
  const unreached = state.classified.filter((c) => !c.reached);
  const backlog = settings.limit !== undefined ? unreached.slice(0, settings.limit) : unreached;
  const base = {
    schemaVersion: PLAN_SCHEMA_VERSION,
    generatedAt: settings.now.toISOString(),
    upstream: state.upstream,
    fork: state.fork,
    mergeBase: state.mergeBase.sha,
    ...(state.incomplete?.length ? { incomplete: true as const, incompleteReasons: [...state.incomplete] } : {}),
  } as const;
  if (!backlog.length) {
    logger.info('Nothing pending: the plan is empty');
    return { ...base, pending: [], bundles: [], held: [] };
  }
  logger.info(
    state.classifiedThrough === undefined
      ? `Planning ${backlog.length} of ${unreached.length} pending upstream commits`
      : `Planning the ${backlog.length} oldest pending upstream commits`,
  );
  const records = new Map(state.upstreamCommits.map((c) => [c.sha, c]));
  const order = backlog.map((c) => c.sha);
  const pending = new Set(order);

  const reachedBlockers = await blockerStates(git, state, backlog);
  const holds = ledgerHolds(backlog, (ref) => reachedBlockers.get(ref));
  for (const [sha, hold] of await ciHolds(
    deps.ci,
    order.filter((s) => !holds.has(s)),
    settings.config.upstreamCiAllow ?? [],
  ))
    holds.set(sha, hold);
  const predict = (shas: readonly string[], sideWork?: PromiseLike<unknown>) => {
    const toPredict = shas.map((sha) => ({
      sha,
      parent: records.get(sha)?.parents[0],
      ...(records.get(sha)?.paths ? { paths: records.get(sha)!.paths! } : {}),
      ...(records.get(sha) ? { committedAt: records.get(sha)!.committedAt } : {}),
    }));
    const predicting = (deps.progress ?? noProgressFactory)('predicting picks', toPredict.length);
    return merges
      .predict(state.fork.sha, toPredict, {
        onProgress: (_done, sha) => predicting.tick(1, sha.slice(0, 10)),
        ...(deps.cache ? { cache: deps.cache } : {}),
        ...(sideWork ? { sideWork } : {}),
      })
      .finally(() => predicting.done());
  };
  // A hold spreads along dependency edges from a held commit only: with none held, every commit is predicted, so
  // the merges start now, beside the hunk read and the dependencies, instead of after them; they go one at a time
  // until that work is done (it takes the other core), then speculate as the clean rate allows.
  let sideDone = () => {};
  const sideWork = new Promise<void>((done) => (sideDone = done));
  const early = holds.size ? undefined : predict(order, sideWork);
  early?.catch(() => undefined); // awaited below

  // Only a path two pending commits touch can carry an edge: the hunk read and the line tracking keep to those.
  const scope = backlogScope(state, pending);
  const hunks = await readBacklogHunks(git, scope, deps.cache, state.patches);
  if (hunks.failed.size) {
    logger.warning(
      `${hunks.failed.size} patches could not be read (missing objects); their whole files count as changed`,
    );
  }
  const tracked = trackedCommits(scope, hunks.commits);
  // Links and labels are read for pending commits only, each pointing back: the commits up to the newest one do.
  const newest = state.upstreamCommits.findLastIndex((c) => pending.has(c.sha));
  const subjects = new Map(
    state.upstreamCommits
      .slice(0, newest + 1)
      .filter((c) => c.parents.length <= 1)
      .map((c) => [c.sha, subjectOf(c.message)]),
  );
  // The ledger paired every missing commit already; a commit's link depends only on the commits before it (and refs
  // resolve against all of them), so the links up to the newest pending commit are the ledger's, not computed again.
  const links = state.revertLinks.filter((l) => subjects.has(l.sha));
  const edges = [
    ...textualEdges(tracked),
    ...revertEdges(links, pending, subjects),
    ...declaredEdges(backlog, pending),
  ];
  logger.info(`${edges.length} dependency edges among pending commits`);
  const allHolds = propagateHolds(order, edges, holds);
  // What the plan needs besides the verdicts is made while the merges run (one at a time until it is): after the last
  // one, only the bundles are.
  const plannerCommits: PlannerCommit[] = backlog.map((c) => {
    const h = hunks.commits.get(c.sha);
    return {
      sha: c.sha,
      subject: c.subject,
      committedAt: c.committedAt,
      paths: (records.get(c.sha)?.paths ?? []).map((p) => p.path),
      ...(h ? { changedLines: changedLines(h) } : {}),
      binaryPaths: h ? h.files.filter((f) => f.binary).map((f) => f.path) : [],
    };
  });
  const forkTouched = forkOwnPaths(
    state,
    backlog,
    plannerCommits.flatMap((c) => c.paths),
  );
  const rules = compileRiskRules(settings.config);
  sideDone();

  const predicted = await (early ?? predict(order.filter((s) => !allHolds.has(s))));
  // Held commits are predicted too, on the fork tip in their own run (so the verdicts of the others stay those of
  // the picks that will be made): a deferral says "held, predicted clean/conflict" rather than nothing.
  const heldOrder = order.filter((s) => allHolds.has(s));
  const heldPredicted = heldOrder.length ? await predict(heldOrder) : undefined;
  if (predicted.cache)
    logger.info(`plan cache: ${predicted.cache.hits} verdicts reused, ${predicted.cache.misses} merged again`);
  if (predicted.kept)
    logger.debug(`${predicted.kept} of ${predicted.verdicts.length} verdicts merged ahead, while the ledger was read`);
  await deps.cache?.save().catch((error: unknown) => logger.warning(`plan cache not saved: ${String(error)}`));
  const predictions = new Map<string, PredictionInput>(
    predicted.verdicts.map((v) => [
      v.sha,
      { verdict: v.verdict, conflictPaths: v.conflictPaths, ...(v.reason ? { reason: v.reason } : {}) },
    ]),
  );
  const heldPredictions = new Map<string, PredictionInput>(
    (heldPredicted?.verdicts ?? []).map((v) => [
      v.sha,
      { verdict: v.verdict, conflictPaths: v.conflictPaths, ...(v.reason ? { reason: v.reason } : {}) },
    ]),
  );
  const counts = countBy(predicted.verdicts.map((v) => v.verdict));
  logger.info(
    `Predicted ${predicted.verdicts.length} picks (${predicted.mode}): ${
      Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') || 'none'
    }`,
  );

  const plan = assemblePlan({
    ...base,
    commits: plannerCommits,
    edges,
    holds: allHolds,
    predictions,
    heldPredictions,
    forkTouched,
    revertLinks: links,
    rules,
    maxBundleSize: settings.config.maxBundleSize,
  });
  logger.info(
    `${plan.bundles.length} bundles (${
      Object.entries(countBy(plan.bundles.map((b) => b.kind)))
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') || 'none'
    }), ${plan.held.length} held`,
  );
  // The plan is a contract with apply-bundle: never write one that does not match its schema.
  return PlanSchema.parse(
    {
      ...plan,
      ...(state.incomplete?.length ? { incomplete: true, incompleteReasons: [...state.incomplete] } : {}),
    },
    ONE_SHOT_PARSE,
  );
}

/**
 * The plan's merges, on one `PickPredictor`. Ahead of the ledger: as soon as provenance and the ledger are read, the
 * provisional backlog's picks are merged one at a time (the ledger's own reads take the other core), until the ledger
 * has classified the window. The final passes then take every merge they share with that one (same commit, same
 * simulated tip) and merge the rest: the verdicts are those of one sequential pass over the final list. Not with a
 * cache that holds verdicts (it answers most merges), the per-commit fallback, or upstream CI holds (what they hold
 * is known only after the lookups, and every held commit changes the chain of tips after it). Its merge processes
 * start with the plan, beside the history read, so that the first merge ahead does not wait for them.
 */
class Merges {
  readonly ahead: boolean;
  /** Opened on the fork ref when the plan starts: its merge processes start beside the history read. */
  private warmed: Promise<PickPredictor | undefined> | undefined;
  private opened: Promise<PickPredictor> | undefined;
  private stopped = false;

  constructor(
    private readonly settings: PlanSettings,
    private readonly deps: PlanDeps,
  ) {
    this.ahead = (settings.predictMode ?? 'batch') === 'batch' && !deps.ci && !((deps.cache?.pickCount ?? 0) > 0);
    if (!this.ahead) return;
    // A failure here is no answer: the ledger reports a bad ref, and the fork tip's SHA opens a predictor of its own.
    this.warmed = PickPredictor.open(deps.git, settings.fork, this.options())
      .then((p) => {
        p.warm();
        return p;
      })
      .catch(() => undefined);
  }

  startAhead(backlog: ProvisionalBacklog): void {
    if (this.opened || !backlog.commits.length) return;
    this.deps.logger.debug(`merging ahead of the ledger: ${backlog.commits.length} provisional picks`);
    const predictor = this.open(backlog.forkSha, backlog.tipObjects);
    const commits: PickToPredict[] = backlog.commits.map((c) => ({
      sha: c.sha,
      parent: c.parents[0],
      committedAt: c.committedAt,
    }));
    // Its verdicts are not read: the merges it ran are, by the final passes.
    void predictor
      .then((p) => p.predict(commits, { maxWidth: 1, stop: () => this.stopped }))
      .then((r) => this.deps.logger.debug(`merged ${r.merged} picks ahead of the ledger`))
      .catch(() => undefined);
  }

  stopAhead(): void {
    this.stopped = true;
  }

  predict(
    tip: string,
    commits: readonly PickToPredict[],
    options: Parameters<PickPredictor['predict']>[1],
  ): Promise<PredictResult> {
    return this.open(tip).then((p) => p.predict(commits, options));
  }

  async close(): Promise<void> {
    this.stopped = true;
    const [warmed, opened] = await Promise.all([this.warmed, this.opened?.catch(() => undefined)]);
    await Promise.all([warmed !== opened ? warmed?.close() : undefined, opened?.close()]);
  }

  /** The predictor for the fork tip (a full SHA): the one opened at the start when the ref still names that tip. */
  private open(tip: string, tipObjects?: ProvisionalBacklog['tipObjects']): Promise<PickPredictor> {
    this.opened ??= (async () => {
      const warmed = await this.warmed;
      if (warmed?.tipCommit === tip) return warmed;
      await warmed?.close();
      return PickPredictor.open(this.deps.git, tip, { ...this.options(), ...(tipObjects ? { tipObjects } : {}) });
    })();
    return this.opened;
  }

  private options() {
    return { logger: this.deps.logger, ...(this.settings.predictMode ? { mode: this.settings.predictMode } : {}) };
  }
}

/** The commits from the oldest pending one to the newest, and the paths two pending commits touch. */
interface BacklogScope {
  /** The commits the line tracking walks, oldest first, each with the shared paths it can matter for. */
  commits: Array<{ commit: CommitRecord; pending: boolean; paths: ChangedPath[] }>;
  /** What the hunk read reads, in history order: the pending commits (their sizes come from their patches, whatever
   * they touch) and the commits the line tracking walks. */
  read: string[];
}

function backlogScope(state: IngestionState, pending: ReadonlySet<string>): BacklogScope {
  const shared = sharedPaths(state.upstreamCommits.filter((c) => pending.has(c.sha)));
  const [first, last] = span(state.upstreamCommits, pending);
  const tracked = state.upstreamCommits.slice(first, last + 1).filter((c) => c.parents.length <= 1);
  // Per shared path, the positions of its first and last pending change: a commit in between moves lines that a
  // later pending commit may touch; one before the first only moves lines no pending commit owns yet, one after the
  // last moves lines no pending commit reads again. Neither can change an edge.
  const window = new Map<string, [number, number]>();
  tracked.forEach((c, i) => {
    if (!pending.has(c.sha)) return;
    for (const p of c.paths ?? []) {
      if (!shared.has(p.path)) continue;
      const w = window.get(p.path);
      if (w) w[1] = i;
      else window.set(p.path, [i, i]);
    }
  });
  const commits: BacklogScope['commits'] = [];
  const read: string[] = [];
  tracked.forEach((c, i) => {
    const isPending = pending.has(c.sha);
    const paths = (c.paths ?? []).filter((p) => {
      const w = window.get(p.path);
      return w !== undefined && (isPending || (w[0] < i && i < w[1]));
    });
    if (paths.length) commits.push({ commit: c, pending: isPending, paths });
    if (paths.length || isPending) read.push(c.sha);
  });
  return { commits, read };
}

/**
 * One diff-tree for the pending commits and for the commits between two pending changes of a path two pending
 * commits touch (they move and take over lines; other paths cannot create an edge).
 */
async function readBacklogHunks(
  git: GitRunner,
  scope: BacklogScope,
  cache: PlanCache | undefined,
  ledgerRead: ReadonlyMap<string, CommitHunks>,
) {
  // Hunks of a commit never change: read only the ones no earlier run kept and the ledger did not just read.
  const cached = new Map<string, CommitHunks>();
  const known = new Map<string, CommitHunks>();
  for (const sha of scope.read) {
    const kept = cache?.hunksOf(sha);
    if (kept) cached.set(sha, kept);
    const h = kept ?? ledgerRead.get(sha);
    if (h) known.set(sha, h);
  }
  const read = await readHunks(
    git,
    scope.read.filter((sha) => !known.has(sha)),
  );
  // The cache keeps, for the next run, what this run read itself or got from the ledger.
  for (const sha of scope.read) {
    const h = cached.has(sha) ? undefined : (read.commits.get(sha) ?? known.get(sha));
    if (h) cache?.setHunks(h);
  }
  return { commits: new Map([...known, ...read.commits]), failed: read.failed };
}

/** The commits the line tracking walks, each with its shared paths only (no other path can make an edge). */
function trackedCommits(scope: BacklogScope, hunks: ReadonlyMap<string, CommitHunks>): TrackedCommit[] {
  return scope.commits.map(({ commit: c, pending, paths }) => {
    const h = hunks.get(c.sha);
    return { sha: c.sha, subject: subjectOf(c.message), pending, paths, ...(h ? { hunks: h } : {}) };
  });
}

function sharedPaths(commits: readonly CommitRecord[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const c of commits) {
    for (const p of new Set((c.paths ?? []).map((x) => x.path))) {
      if (seen.has(p)) shared.add(p);
      else seen.add(p);
    }
  }
  return shared;
}

function span(commits: readonly CommitRecord[], pending: ReadonlySet<string>): [number, number] {
  let first = -1;
  let last = -1;
  commits.forEach((c, i) => {
    if (!pending.has(c.sha)) return;
    if (first < 0) first = i;
    last = i;
  });
  return [first, last];
}

/**
 * Paths changed by the fork's own commits since the merge-base: not picks (provenance, or the patch-id or message
 * of an upstream commit up to the newest planned one) nor their reverts. Up to the newest planned commit, because a
 * plan with a limit classifies only that far: a fork commit that merely equals a newer upstream commit counts as the
 * fork's own, as it is for the planned commits (the fork has a change upstream made after them).
 */
function forkOwnPaths(
  state: IngestionState,
  backlog: readonly ClassifiedCommit[],
  backlogPaths: Iterable<string>,
): Map<string, string[]> {
  const newest = backlog.at(-1)?.index ?? -1;
  const picks = new Set<string>();
  for (const c of state.classified) {
    if (c.index > newest) break;
    for (const f of c.forkCommits) picks.add(f);
  }
  // Only the planned commits' paths are looked up: 10,000 fork commits at LLVM scale touch many more.
  const wanted = new Set(backlogPaths);
  const out = new Map<string, string[]>();
  for (const f of state.forkCommits) {
    if (f.parents.length > 1 || picks.has(f.sha) || state.analysis.withProvenance.has(f.sha)) continue;
    for (const p of f.paths ?? []) {
      if (!wanted.has(p.path)) continue;
      // Appended in place: a path 1,000 fork commits touch is not copied 1,000 times (10,000 fork commits at LLVM scale).
      const list = out.get(p.path);
      if (list) list.push(f.sha);
      else out.set(p.path, [f.sha]);
    }
  }
  return out;
}

/**
 * Whether each ledger blocker is reached: known upstream commits by their classification; anything else by
 * ancestry of the fork tip. Unknown refs map to undefined.
 */
async function blockerStates(
  git: GitRunner,
  state: IngestionState,
  backlog: IngestionState['classified'],
): Promise<Map<string, boolean | undefined>> {
  const bySha = new Map(state.classified.map((c) => [c.sha, c]));
  const out = new Map<string, boolean | undefined>();
  for (const c of backlog) {
    const ref = c.ledger?.disposition === 'defer' ? c.ledger.blockedBy : undefined;
    if (!ref || out.has(ref)) continue;
    const known = bySha.get(ref);
    if (known) {
      out.set(ref, known.reached);
      continue;
    }
    const sha = /^[0-9a-f]{7,64}$/.test(ref) ? await tryResolveCommit(git, ref) : undefined;
    if (!sha) {
      out.set(ref, undefined);
      continue;
    }
    out.set(ref, await isAncestor(git, sha, state.fork.sha));
  }
  return out;
}

async function ciHolds(
  ci: UpstreamCiSource | undefined,
  shas: readonly string[],
  allow: readonly AllowedCiState[],
): Promise<Map<string, Hold>> {
  const holds = new Map<string, Hold>();
  if (!ci || !shas.length) return holds;
  const states: UpstreamCiState[] = new Array(shas.length);
  let next = 0;
  const worker = async () => {
    while (next < shas.length) {
      const i = next++;
      states[i] = await ci.state(shas[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CI_CONCURRENCY, shas.length) }, worker));
  shas.forEach((sha, i) => {
    const reason = ciHoldReason(states[i]!, allow);
    if (reason) holds.set(sha, { kind: 'upstream-ci', reason: `${reason} (${short(sha)})` });
  });
  return holds;
}

function countBy(items: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[i] = (out[i] ?? 0) + 1;
  return out;
}
