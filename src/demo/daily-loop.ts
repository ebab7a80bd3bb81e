/**
 * The daily loop of the demo: every simulated day upstream advances, the loop measures the lag, plans, applies the
 * low-risk bundles and the risky chains (through the example agent, guarded, with split on failure) in dependency
 * order, merges the PRs whose checks pass, and answers a trunk failure with a bisect and a revert. The same services
 * the workflows call; GitHub is simulated by branches (a PR is a branch, a merge is a merge commit into `fork`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitRunner } from '../adapters/git/run/git-runner.js';
import { pickByHand, revertCommit } from '../adapters/git/worktree/probe-worktree.js';
import { selectBundles, type MatrixEntry } from '../domain/ingest/select-bundles.js';
import type { ApplyResult } from '../schemas/apply-result.js';
import type { LagReport } from '../schemas/lag-report.js';
import type { LedgerFile } from '../schemas/ledger.js';
import type { Plan } from '../schemas/plan.js';
import { runApply } from '../services/apply/run-apply.js';
import { DEFAULT_COMMITTER } from '../services/apply/settings.js';
import { runLag } from '../services/lag/lag.js';
import { parseApplyOptions } from '../services/apply/options.js';
import { programOptionFace } from '../shared/options-face.js';
import { parsePlanOptions } from '../services/plan/options.js';
import { runPlan } from '../services/plan/plan.js';
import { revertMessage } from '../services/loop/open-revert.js';
import { runTrunkBisect } from '../services/loop/trunk-bisect.js';
import type { Logger } from '../shared/logger.js';
import { firstParents, firstParentTimes, mergeInto, revParse, setRef, treeContains } from './demo-git.js';

export interface DayRecord {
  day: number;
  contiguousDaysBehind: number;
  frontierDaysBehind: number;
  backlog: number;
  /** Upstream commits that reached trunk this day (merged PRs). */
  landed: number;
  /** Of those, from risky chains (through the agent). */
  landedRisky: number;
  /** Commits left out this day (conflicts the agent or a guard gave up on, verify culprits, reverts). */
  deferred: number;
  /** Bundle PRs open at the end of the day (applied, not merged yet). */
  prsOpen: number;
}

export interface LoopEvent {
  day: number;
  kind: 'guard-rejected' | 'split' | 'unmergeable' | 'stacked' | 'trunk-failure' | 'reverted' | 'manual';
  text: string;
}

export interface LoopOptions {
  git: GitRunner;
  days: number;
  /** Shell command of the example agent. */
  agent: string;
  trailerKey: string;
  /** The checks: verify (PR CI, split on failure) fails on VERIFY_MARK, the trunk tier on TRUNK_MARK. */
  logger: Logger;
  maxBundlesPerDay: number;
  /** The upstream ref the loop reveals day by day, and when the first day is. */
  upstreamRef: string;
  firstDay: Date;
}

export const VERIFY_MARK = 'DEMO-VERIFY-FAILS';
export const TRUNK_MARK = 'DEMO-L2-FAILS';
const DAY_MS = 86_400_000;

interface OpenPr {
  entry: MatrixEntry;
  result: ApplyResult;
  /** The branch it merges into: `fork`, or the dependency's branch while that is open. */
  base: string;
  day: number;
}

/** Runs the loop; `fork` moves as PRs merge, `upstream-today` as days pass. */
export async function runDailyLoop(options: LoopOptions): Promise<{ days: DayRecord[]; events: LoopEvent[] }> {
  const { git, logger } = options;
  const upstreamDays = await upstreamByDay(git, options.upstreamRef);
  const days: DayRecord[] = [];
  const events: LoopEvent[] = [];
  const ledger: LedgerFile = { entries: [] };
  let open: OpenPr[] = [];
  /** Upstream commits the agent could not get past the guards: on the dashboard, for a person. */
  const stuck = new Map<string, { bundle: string; subject: string }>();
  const verify = `! git grep -q ${VERIFY_MARK} HEAD -- .`;
  for (let day = 1; day <= options.days; day++) {
    const now = new Date(options.firstDay.getTime() + (day - 1) * DAY_MS);
    const visible = upstreamDays(now);
    await setRef(git, 'refs/heads/upstream-today', visible);
    const ingestion = { upstream: 'upstream-today', fork: 'fork', extraTrailerKeys: [options.trailerKey], ledger };
    const note = (kind: LoopEvent['kind'], text: string) => {
      events.push({ day, kind, text });
      logger.info(`      day ${day}: ${text}`);
    };
    let landed = 0;
    let landedRisky = 0;
    let deferred = 0;

    // Land on green first: yesterday's PRs whose checks passed merge; a stacked PR follows its dependency.
    const merged = await landOnGreen(git, open, note);
    for (const m of merged) {
      landed += m.result.counts.landed;
      if (m.entry.lane === 'risky') landedRisky += m.result.counts.landed;
    }
    open = open.filter((p) => !merged.includes(p));

    // A trunk tier failure after the landing: bisect the landed commits and revert the culprit. The ledger reads
    // the revert as a deferral with its reason (no declaration here): the next plan leaves the commit out until
    // upstream changes its lines again.
    if (merged.length && (await trunkFails(git))) {
      const outcome = await bisectAndRevert(git, merged, options, now);
      note('trunk-failure', `L2 fails on trunk after the landing; bisect: ${outcome.reason}`);
      if (outcome.upstream) {
        landed -= 1;
        deferred += 1;
        note(
          'reverted',
          `reverted ${outcome.forkSha.slice(0, 12)}; the ledger defers upstream ${outcome.upstream.slice(0, 12)} until upstream changes it again`,
        );
      }
    }

    const planOptions = await parsePlanOptions(
      {
        repo: git.cwd,
        upstream: ingestion.upstream,
        fork: ingestion.fork,
        trailers: [options.trailerKey],
        limit: 60,
      },
      { face: programOptionFace('demo loop plan') },
    );
    // The day's ledger lives in memory: the loop's person declares as the days go.
    const plan = await runPlan({ ...planOptions.settings, ledger, now }, { git, logger: quietLogger(logger) });
    const openIds = new Set(open.map((p) => p.entry.bundle));
    // A person reads the dashboard: each day they take the two oldest pending commits no PR carries (chains the
    // agent could not get past the guards, commits held behind them) and resolve them by hand, as a PR like any
    // other; the chains they have not reached yet are ticked "defer" so the loop does not retry them in vain.
    const carried = new Set(open.flatMap((p) => p.result.commits?.map((c) => c.sha) ?? []));
    const stuckShas = new Set(stuck.keys());
    const byHand = plan.pending
      .map((c) => c.sha)
      .filter((sha) => !carried.has(sha) && (stuckShas.has(sha) || !plan.bundles.some((b) => b.commits.includes(sha))))
      .slice(0, 2);
    for (const sha of byHand) {
      const pr = await resolveByHand(git, sha, { bundle: stuck.get(sha)?.bundle ?? 'held', subject: '' }, day);
      stuck.delete(sha);
      stuckShas.add(sha);
      if (typeof pr === 'object') {
        open.push(pr);
        note('manual', `a maintainer resolved ${sha.slice(0, 12)} by hand from the dashboard (PR ${pr.entry.branch})`);
      } else {
        // Nothing left to pick (the fork has the change) or a delete/modify conflict: the person declares it.
        const reason = pr === 'empty' ? 'the fork already has this change' : 'conflicts with a fork-deleted file';
        declare(ledger, { commit: sha, disposition: 'skip', reason: `by hand from the dashboard: ${reason}` });
        note('manual', `a maintainer skipped ${sha.slice(0, 12)} in the ledger: ${reason}`);
      }
    }
    const requests = plan.bundles
      .filter((b) => b.commits.some((c) => stuckShas.has(c)))
      .map((b) => ({ action: 'defer' as const, bundle: b.id }));
    const selection = selectBundles(withoutOpen(plan, openIds), {
      max: options.maxBundlesPerDay,
      lanes: ['low-risk', 'risky'],
      maxOrder: 2,
      requests,
    });
    const forkHead = await revParse(git, 'fork');
    const branches = new Map<string, string>();
    for (const entry of selection.matrix.include) {
      const base = entry.stackOn ? branches.get(entry.stackOn) : forkHead;
      if (!base) continue;
      if (entry.stackOn)
        note('stacked', `bundle ${entry.bundle} is stacked on ${entry.stackOn} (order ${entry.order})`);
      const result = await apply(git, plan, entry, base, options, verify);
      deferred += result.deferred.length;
      for (const c of result.commits.filter((x) => x.status === 'rejected' || x.guards.some((g) => !g.ok))) {
        note('guard-rejected', `a guard rejected the agent's resolution of ${c.sha.slice(0, 12)} (${failedGuards(c)})`);
        stuck.set(c.sha, { bundle: entry.bundle, subject: c.subject });
      }
      if (result.verify?.culprits.length)
        note(
          'split',
          `bundle ${entry.bundle} split by verify: ${result.verify.culprits.length} culprit(s) deferred, the rest lands`,
        );
      if (result.counts.landed > 0 && ['applied', 'partial', 'resolved'].includes(result.status)) {
        branches.set(entry.branch, result.head);
        open.push({ entry, result, base: entry.stackOn ?? 'fork', day });
      }
    }
    const lag = await measure(git, ingestion, now);
    days.push({
      day,
      contiguousDaysBehind: lag.daysBehind,
      frontierDaysBehind: lag.frontierDaysBehind,
      backlog: lag.backlog,
      landed,
      landedRisky,
      deferred,
      prsOpen: open.length,
    });
    logger.info(
      `      day ${day}: ${landed} landed (${landedRisky} risky), ${open.length} PRs open, backlog ${lag.backlog}, ` +
        `${lag.daysBehind} / ${lag.frontierDaysBehind} days behind`,
    );
  }
  return { days, events };
}

/**
 * What the maintainer does with a chain on the dashboard: picks the commit taking upstream's side of each conflict,
 * reviews it, and opens the PR (here: a branch that land-on-green merges like the others).
 */
async function resolveByHand(
  git: GitRunner,
  sha: string,
  chain: { bundle: string; subject: string },
  day: number,
): Promise<OpenPr | 'empty' | 'conflict'> {
  const dir = await mkdtemp(join(tmpdir(), 'upstream-ingest-demo-manual-'));
  try {
    const fork = await revParse(git, 'fork');
    const picked = await pickByHand(git, { dir: join(dir, 'wt'), onto: fork, sha });
    if (picked.status !== 'picked') return picked.status;
    const head = picked.head;
    const branch = `upstream-ingest/manual-${sha.slice(0, 12)}`;
    await setRef(git, `refs/heads/${branch}`, head);
    const entry: MatrixEntry = {
      bundle: chain.bundle,
      kind: 'risky-chain',
      lane: 'risky',
      order: 0,
      stackOn: null,
      branch,
      commits: 1,
      onConflict: 'agent',
    };
    const result = { head, counts: { landed: 1 }, commits: [{ sha }] } as ApplyResult;
    return { entry, result, base: 'fork', day };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function failedGuards(c: ApplyResult['commits'][number]): string {
  return (
    c.guards
      .filter((g) => !g.ok)
      .map((g) => g.name)
      .join(', ') ||
    c.reasons[0] ||
    'rejected'
  );
}

/** A plan without the bundles whose PR is already open (they wait for their merge, not a second apply). */
function withoutOpen(plan: Plan, open: ReadonlySet<string>): Plan {
  return { ...plan, bundles: plan.bundles.filter((b) => !open.has(b.id)) };
}

async function apply(
  git: GitRunner,
  plan: Plan,
  entry: MatrixEntry,
  base: string,
  options: LoopOptions,
  verify: string,
): Promise<ApplyResult> {
  // The options parser every face uses: the loop states only what it chooses, never a default.
  const { settings } = await parseApplyOptions(
    {
      repo: git.cwd,
      base,
      onConflict: entry.onConflict,
      ...(entry.onConflict === 'agent' ? { agent: options.agent } : {}),
      agentTimeout: 60,
      verify,
      verifyTimeout: 60,
      splitOnFailure: true,
      trailers: [options.trailerKey],
      upstream: 'upstream-today',
    },
    { face: programOptionFace('demo loop apply'), source: { kind: 'plan', plan, bundleId: entry.bundle } },
  );
  return runApply(settings, { git, logger: quietLogger(options.logger) });
}

/**
 * Merge on green, as `land` does on GitHub: a PR into `fork` is merged (a merge commit; git merge-tree decides
 * whether it is mergeable, and a conflicting one waits for a rebase); a stacked PR is retargeted once its base landed.
 */
async function landOnGreen(
  git: GitRunner,
  open: OpenPr[],
  note: (kind: LoopEvent['kind'], text: string) => void,
): Promise<OpenPr[]> {
  const merged: OpenPr[] = [];
  const landedBranches = new Set<string>();
  for (const pr of open) {
    if (pr.base !== 'fork') {
      if (!landedBranches.has(pr.base)) continue;
      pr.base = 'fork';
    }
    const message = `Merge bundle ${pr.entry.bundle} (${pr.entry.lane})`;
    if (!(await mergeInto(git, 'fork', pr.result.head, message, DEFAULT_COMMITTER))) {
      note('unmergeable', `bundle ${pr.entry.bundle} conflicts with the newer trunk: not merged, rebased next run`);
      continue;
    }
    landedBranches.add(pr.entry.branch);
    merged.push(pr);
  }
  // PRs that could not merge are closed here and re-applied from the new trunk by the next plan (the rebase).
  for (const pr of open) if (!merged.includes(pr) && pr.base === 'fork') pr.base = 'closed';
  return merged;
}

async function trunkFails(git: GitRunner): Promise<boolean> {
  return treeContains(git, 'fork', TRUNK_MARK);
}

async function bisectAndRevert(
  git: GitRunner,
  merged: OpenPr[],
  options: LoopOptions,
  now: Date,
): Promise<{ reason: string; forkSha: string; upstream: string | null }> {
  // Trunk before this landing is the first parent of the first merge of the day.
  const trunk = await firstParents(git, 'fork', merged.length + 1);
  const good = trunk[trunk.length - 1]!;
  const bisect = await runTrunkBisect(
    {
      good,
      bad: 'fork',
      verify: `! grep -rqs ${TRUNK_MARK} --exclude-dir=.git .`,
      verifyTimeoutMs: 60_000,
      classification: 'fail',
      trailerKeys: [options.trailerKey],
    },
    { git, logger: quietLogger(options.logger) },
  );
  if (bisect.status !== 'culprit' || !bisect.culprit) return { reason: bisect.reason, forkSha: '', upstream: null };
  const dir = await mkdtemp(join(tmpdir(), 'upstream-ingest-demo-revert-'));
  try {
    const fork = await revParse(git, 'fork');
    const sha = await revertCommit(git, {
      dir: join(dir, 'wt'),
      onto: fork,
      culprit: bisect.culprit.forkSha,
      // The message open-revert writes (tier, run, evidence): the ledger's deferral reason.
      message: revertMessage(bisect.culprit.subject, {
        bisect,
        trunk: 'fork',
        remote: 'origin',
        repo: { owner: 'demo', repo: 'fork' },
        tier: 'L2',
        runUrl: `https://ci.example/demo/day-${now.toISOString().slice(0, 10)}`,
      }),
      identity: DEFAULT_COMMITTER,
      date: `${Math.floor(now.getTime() / 1000)} +0000`,
    });
    if (sha) await setRef(git, 'refs/heads/fork', sha, fork);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { reason: bisect.reason, forkSha: bisect.culprit.forkSha, upstream: bisect.culprit.upstreamSha };
}

type Ingestion = Omit<Parameters<typeof runLag>[0], 'now'>;

async function measure(git: GitRunner, ingestion: Ingestion, now: Date): Promise<LagReport> {
  return runLag({ ...ingestion, now }, { git, logger: silentLogger });
}

/** The newest first-parent upstream commit at or before a time. */
async function upstreamByDay(git: GitRunner, ref: string): Promise<(at: Date) => string> {
  const commits = await firstParentTimes(git, ref);
  return (at) => (commits.find((c) => c.at <= at.getTime()) ?? commits[commits.length - 1]!).sha;
}

const silentLogger: Logger = { info: () => undefined, warning: () => undefined, debug: () => undefined };

function quietLogger(logger: Logger): Logger {
  return { info: logger.debug.bind(logger), warning: logger.debug.bind(logger), debug: logger.debug.bind(logger) };
}

/** One ledger entry per commit: a later declaration replaces an earlier one (the ledger refuses duplicates). */
function declare(ledger: LedgerFile, entry: LedgerFile['entries'][number]): void {
  ledger.entries = [...ledger.entries.filter((e) => e.commit !== entry.commit), entry];
}
