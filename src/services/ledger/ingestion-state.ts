import { readHunks, type CommitHunks, type HunkReadResult } from '../../adapters/git/read/diff-hunks.js';
import {
  contentAlreadyPresent,
  type AddedLinesReader,
  listTipBlobs,
  prefetchContentInputs,
  type ContentCheck,
  type ContentInputs,
  type LinesCheckStore,
  type TipListing,
} from '../../adapters/git/read/content-present.js';
import { asUserError, GitError } from '../../adapters/git/run/git-errors.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { resolveTipsAtOnce } from '../../adapters/git/read/history-tips.js';
import type { TipObjects } from '../../adapters/git/pick/merge-tree.js';
import { noProgressFactory, type ProgressFactory } from '../../shared/progress.js';
import { assertRepository, committerDate, isShallow, mergeBase, resolveCommit } from '../../adapters/git/read/refs.js';
import type { ChangedPath, CommitRecord } from '../../domain/commit.js';
import { classifyUpstream, reclassify, type ClassifiedCommit } from '../../domain/ledger/classify.js';
import {
  analyzeForkHistory,
  matchPatchIds,
  patchIdCandidates,
  readForkMessages,
  type ForkAnalysis,
  type ForkMessages,
  type ResolvedClaim,
} from '../../domain/ledger/fork-history.js';
import { resolveLedger, type ResolvedLedger } from '../../domain/ledger/ledger-entries.js';
import { contentCandidates } from '../../domain/ledger/content-candidates.js';
import { reapplyCredits, upstreamRevertLinks, type RevertDeferral } from '../../domain/ledger/reverted-picks.js';
import type { RevertLink } from '../../domain/plan/dependencies.js';
import { revertedPicks, revertHunkCommits, revertPathCommits } from './reverted-picks.js';
import { SharedPatchRead } from './shared-patches.js';
import { compilePathRules } from '../../domain/ledger/path-rules.js';
import { compileRules, type CompiledRules } from '../../domain/ledger/rules.js';
import type { LedgerFile, NotApplicableRule, ProvenanceRule } from '../../schemas/ledger.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { short } from '../../shared/short-sha.js';
import {
  cachedPatchIds,
  fillPaths,
  readBothHistories,
  readPaths,
  setPaths,
  type HistoryCache,
  type PatchIdStore,
} from './history-read.js';

export interface IngestionSettings {
  upstream: string;
  fork: string;
  /** Keys besides the defaults (`Upstream-Commit`, `Original Commit`, and `cherry-pick -x`). */
  extraTrailerKeys: readonly string[];
  ledger?: LedgerFile;
  ledgerSource?: string;
  /** Config `provenanceRules`: user rules besides the built-in ones. */
  provenanceRules?: readonly ProvenanceRule[];
  /** Config `notApplicable`: path rules that declare commits wont-port. */
  notApplicable?: readonly NotApplicableRule[];
  /**
   * Classify only the oldest upstream commits, up to the one that makes this many unreached (plan --limit). Each
   * commit's class depends on its own evidence and on earlier commits only, so theirs are those of a whole read.
   */
  unreachedWanted?: number;
  /** Upstream commits (SHA prefixes of 7+) whose reverted pick a person asked to retry (the dashboard's box). */
  retry?: readonly string[];
  /**
   * `evidence`: changed paths are read only for the commits whose class can depend on them, not in either whole log
   * (lag: the classes are the same). On the fork: commits without provenance (the patch-id candidates). Upstream
   * (in a whole read): commits no live pick names (patch-ids, path rules, the content check) and, when a reverted
   * pick is tracked, every commit from it on. Other records keep no paths. Default `all`: every record carries them.
   */
  pathsFor?: 'all' | 'evidence';
  /**
   * Classify only these upstream commits (full SHAs: apply --commits). Both histories' messages are read whole
   * (provenance, PR numbers, reverts and reapplies), but paths, patch-ids and the content check only for these and
   * the commits they revert (a revert's check waits on its target's). Whether each is ingested, and by what, is the
   * whole ledger's answer; the fork's reverts of picks are not read (they never make a commit ingested, they defer
   * it). `classified` then holds these commits only.
   * Their paths are read in the process that reads the paths of the fork commits a patch-id may need (not a second
   * one after upstream's log), and the content check looks up only their paths at the fork tip, not the tip's whole
   * tree.
   */
  only?: readonly string[];
  /**
   * The two tips as full SHAs, already resolved in a repository known to be complete (apply checked both, and that
   * the clone is not shallow): no process reads them again.
   */
  tips?: { upstream: string; fork: string };
}

export interface IngestionDeps {
  git: GitRunner;
  logger: Logger;
  /** Progress of the long steps (reading history, patch-ids) for a person watching; silent when absent. */
  progress?: ProgressFactory;
  /** Commit records and patch-ids kept across runs (immutable per SHA); everything is read from git without. */
  history?: HistoryCache;
  /**
   * Told once, as soon as both logs, provenance and the ledger are read (long before the patch-ids, the content check
   * and the fork's reverted picks are): the upstream commits, oldest first, that nothing reaches so far and that no
   * declaration defers, with the fork tip. Most of them stay pending: plan starts its merges on them.
   */
  onProvisionalBacklog?: (backlog: ProvisionalBacklog) => void;
}

/** The pending commits as they look before the slower evidence is in (`onProvisionalBacklog`). */
export interface ProvisionalBacklog {
  commits: readonly CommitRecord[];
  forkSha: string;
  /** The fork tip's commit, tree and object directory, when the first `rev-parse` read them. */
  tipObjects?: TipObjects;
}

/** Everything the ledger knows about upstream vs fork; lag and plan are views of it. */
export interface IngestionState {
  upstream: { ref: string; sha: string };
  fork: { ref: string; sha: string };
  mergeBase: { sha: string; committedAt: string };
  trailerKeys: string[];
  /** Upstream commits missing by ancestry, oldest first, with changed paths (`pathsFor: 'evidence'`: some only). */
  upstreamCommits: CommitRecord[];
  /** Fork-only commits, oldest first, with changed paths. */
  forkCommits: CommitRecord[];
  analysis: ForkAnalysis;
  ledger: ResolvedLedger;
  classified: ClassifiedCommit[];
  rules: CompiledRules;
  /** The upstream commits patch-ids were computed for (explain says whether one was looked at). */
  patchIdChecked: Set<string>;
  /** How each not-otherwise-ingested commit's pick onto the fork tip came out. */
  content: ContentCheck;
  /** Why an unreached commit's pick was not tried onto the fork tip (explain says it). */
  contentNotTried: Map<string, string>;
  /** Upstream reverts and relands, paired with what they revert or reland. */
  revertLinks: RevertLink[];
  /**
   * Zero-context hunks of the upstream commits whose patches the ledger read (the content check's undecided commits,
   * the reverted picks'), exactly as `readHunks` gives them: plan's hunk read need not read these again.
   */
  patches: Map<string, CommitHunks>;
  /** Why the result may be incomplete (objects missing and no promisor to fetch them): never silently. */
  incomplete?: string[];
  /**
   * With `unreachedWanted`: how many of `upstreamCommits` (oldest first) were classified; `classified` holds those
   * only, and later records may lack their paths.
   */
  classifiedThrough?: number;
}

/** A plan's window is half as wide again as the first estimate, and some commits more. */
const WINDOW_MARGIN = 1.5;
const WINDOW_SLACK = 64;

export async function readIngestionState(settings: IngestionSettings, deps: IngestionDeps): Promise<IngestionState> {
  const { git, logger } = deps;
  // This is the fixed cost of every lag, plan and apply run: one process answers when all is well.
  // Tips the caller resolved already (apply --commits) come without the tree and object directory: the content
  // check then finds them itself.
  const tipsRead = settings.tips ? undefined : await resolveTipsAtOnce(git, settings.upstream, settings.fork);
  const tips = settings.tips ?? tipsRead;
  const [upstreamSha, forkSha] = tips ? [tips.upstream, tips.fork] : await checkedTips(settings, git);
  const tipObjects = tipsRead
    ? { tipCommit: tipsRead.fork, tipTree: tipsRead.forkTree, objects: tipsRead.objects }
    : undefined;
  const rules = compileRules(settings.extraTrailerKeys, settings.provenanceRules ?? []);
  const trailerKeys = rules.trailerKeys;
  logger.info(`Reading history: upstream ${short(upstreamSha)}, fork ${short(forkSha)}`);
  let upstreamCommits: CommitRecord[];
  let forkCommits: CommitRecord[];
  let base: string;
  let baseDate: string;
  const reading = (deps.progress ?? noProgressFactory)('reading history');
  let forkMessages: ForkMessages | undefined;
  let earlyForkFill: Promise<void> = Promise.resolve();
  /** With `only`: the paths of those commits and of the fork's, read in one process once the fork's log is read. */
  let onlyPaths: Promise<Map<string, ChangedPath[]>> | undefined;
  /** Upstream's reverts and reapplies, when found with the fork's commits (one walk read both). */
  let earlyLinks: { upstream: readonly CommitRecord[]; links: RevertLink[] } | undefined;
  const wholeLogs = settings.unreachedWanted === undefined && !settings.only;
  const evidenceOnly = settings.pathsFor === 'evidence';
  const historyRead = readBothHistories(
    git,
    upstreamSha,
    forkSha,
    deps.history,
    (fork, upstream) => {
      forkMessages = readForkMessages(fork, rules);
      // The fork commits whose paths a patch-id may need (no provenance) are a subset of those whose messages name
      // no pick (a bundle list in the subject always does): theirs are read now, beside upstream's log, so that the
      // patch-ids need not wait for a read after it.
      const { readings } = forkMessages;
      const named = (c: CommitRecord) => {
        const r = readings.get(c.sha);
        return Boolean(r && (r.subject?.list.length || r.claims.some((k) => k.meaning === 'picked')));
      };
      const unnamed = fork.filter((c) => c.parents.length <= 1 && !c.paths && !named(c));
      if (settings.only) {
        // Asked about a few commits, theirs are read in the same process: their upstream records come later.
        // Read at once with upstream's (one walk), the commits they revert are known too: theirs come in it as well.
        earlyLinks = upstream && { upstream, links: upstreamRevertLinks(upstream) };
        const asked = earlyLinks ? withRevertTargets(settings.only, revertTargetsOf(earlyLinks.links)) : settings.only;
        const shas = [...new Set([...asked, ...unnamed.map((c) => c.sha)])];
        onlyPaths = readPaths(git, shas);
        onlyPaths.catch(() => undefined); // awaited below
        earlyForkFill = onlyPaths.then((read) => setPaths(unnamed, read, deps.history));
      } else earlyForkFill = fillPaths(git, unnamed, deps.history);
      earlyForkFill.catch(() => undefined); // awaited with the exact fill below
    },
    // A plan with a limit diffs only its window upstream, and on the fork only commits without provenance (whose
    // paths are known after the messages are read); lag reads both logs without paths, then the paths of the commits
    // whose class can depend on them; a plan of everything reads both sides whole, each log beside the other. Asked
    // about a few commits, neither log carries paths: both sides are read in one walk where that gives each side its
    // own log's order.
    {
      paths: wholeLogs && !evidenceOnly,
      ...(evidenceOnly ? { forkPaths: false } : {}),
      ...(settings.only ? { oneWalk: true } : {}),
    },
  );
  historyRead.catch(() => undefined); // awaited below
  // The content check answers from the fork tip's tree: listed beside the history read (started after its logs,
  // which take longer), as it needs nothing from it. Asked about a few commits, it looks up their paths alone.
  const tipListing = settings.only ? undefined : listTipBlobs(git, forkSha);
  tipListing?.catch(() => undefined); // a failed listing is not an answer: the check then reads the paths itself
  try {
    const read = await historyRead;
    upstreamCommits = read.upstream;
    forkCommits = read.fork;
    if (onlyPaths) {
      const paths = await onlyPaths;
      // The commits asked about and, read in one walk, those they revert.
      setPaths(
        upstreamCommits.filter((c) => paths.has(c.sha)),
        paths,
        deps.history,
      );
    }
    if (read.reused)
      logger.info(`history cache: ${read.reused.cached} commit records reused, ${read.reused.read} read`);
    // The upstream log's boundary names the merge-base when it is one commit (a fork that never merges upstream);
    // else (a merging fork, or nothing missing) git walks for it.
    const info = read.base ?? (await walkedMergeBase(git, settings, upstreamSha, forkSha));
    base = info.sha;
    baseDate = info.committedAt;
  } catch (error) {
    throw asUserError(error, 'reading history');
  } finally {
    reading.done();
  }
  logger.info(`Merge-base ${short(base)}`);
  logger.info(
    `${upstreamCommits.length} upstream commits missing by ancestry; ${forkCommits.length} fork-only commits`,
  );

  const incomplete: string[] = [];
  const analysis = analyzeForkHistory(upstreamCommits, forkCommits, rules, forkMessages);
  // Reverts and reapplies are read from upstream's messages (all of them, also for a plan's window: a reapply after
  // the window handles commits inside it), and the fork's reverts of picks with their reasons.
  const links = earlyLinks?.upstream === upstreamCommits ? earlyLinks.links : upstreamRevertLinks(upstreamCommits);
  const reapplied = reapplyCredits(upstreamCommits, links, (sha) => analysis.picksByUpstream.has(sha));
  // Read beside the patch-ids and the content check's inputs (git works on both); classification awaits it.
  const revertsOf = revertTargetsOf(links);
  const only = settings.only ? withRevertTargets(settings.only, revertsOf) : undefined;
  const revertRetry = settings.retry ? { retry: settings.retry } : {};
  // Lag's whole read: upstream's changed paths only where a class can depend on them — the commits no live pick
  // names (patch-ids, path rules, the content check) and those a tracked reverted pick looks at. A named commit is
  // ingested whatever its paths say: at LLVM scale this leaves a third of upstream's tree diffs unread.
  const evidenceWhole = wholeLogs && evidenceOnly;
  if (evidenceWhole) {
    const needed = new Set(
      upstreamCommits.filter((c) => c.parents.length <= 1 && !analysis.picksByUpstream.has(c.sha)),
    );
    for (const c of revertPathCommits(upstreamCommits, forkCommits, analysis, links, revertRetry)) needed.add(c);
    await fillPaths(git, [...needed], deps.history).catch((e: unknown) => {
      throw asUserError(e, 'reading history');
    });
  }
  // A whole read (lag, a plan of everything) reads the reverted picks' hunks with the content check's added lines,
  // in one process: the content check's first batch is known a moment later, and classification waits for both.
  const revertCommits =
    wholeLogs && !only ? revertHunkCommits(upstreamCommits, forkCommits, analysis, links, revertRetry) : undefined;
  const share = revertCommits?.length ? new SharedPatchRead(git, revertCommits) : undefined;
  const reverted = (
    only
      ? Promise.resolve(new Map<string, RevertDeferral>())
      : revertedPicks(git, upstreamCommits, forkCommits, analysis, links, {
          ...revertRetry,
          ...(deps.history ? { history: deps.history } : {}),
          ...(share ? { hunks: share.revertHunks } : {}),
        })
  ).catch((e: unknown) => {
    throw asUserError(e, 'reading reverted picks');
  });
  reverted.catch(() => undefined); // awaited in classifyPart
  // Resolved when first needed: a whole read resolves it while git computes the patch-ids, not before.
  let resolved: { ledger: ResolvedLedger; pathRule: ReturnType<typeof compilePathRules> } | undefined;
  const rulesOf = () => {
    if (resolved) return resolved;
    const ledger = resolveLedger(
      settings.ledger,
      upstreamCommits.map((c) => c.sha),
      settings.ledgerSource ?? 'ledger',
    );
    for (const w of ledger.warnings) logger.warning(w);
    return (resolved = { ledger, pathRule: compilePathRules(settings.notApplicable ?? []) });
  };
  if (deps.onProvisionalBacklog && !only)
    deps.onProvisionalBacklog({
      commits: provisionalBacklog(upstreamCommits, analysis, rulesOf().ledger, reapplied, settings.unreachedWanted),
      forkSha,
      ...(tipObjects ? { tipObjects } : {}),
    });
  // A plan's window reads the paths it lacks: after this read's, which fills every later commit's, not beside it.
  if (!wholeLogs && !only) await reverted.catch(() => undefined);
  // Every patch the content check reads is kept for plan (its hunk read would read the same commits again).
  const patches = new Map<string, CommitHunks>();
  const keep = (r: HunkReadResult) => {
    for (const [sha, h] of r.commits) patches.set(sha, h);
    return r;
  };
  const readAdded: AddedLinesReader = (shas) =>
    (share ? share.readAdded(shas) : readHunks(git, shas, { addedLines: true })).then(keep);
  const memo: ClassifyMemo = {
    patchIds: deps.history ?? patchIdMemo(),
    content: { present: new Set(), decided: new Map() },
  };
  const classifyInputs: ClassifyInputs = {
    git,
    logger,
    forkSha,
    forkCommits,
    analysis,
    rulesOf,
    tipListing,
    incomplete,
    memo,
    reapplied,
    reverted,
    revertsOf,
    ...(only ? { only } : {}),
    readAdded,
    ...(share ? { release: () => share.release() } : {}),
    ...(tipObjects ? { tipObjects } : {}),
    ...(linesStore(deps.history) ?? {}),
  };
  const wanted = settings.unreachedWanted;
  let end =
    wanted === undefined
      ? upstreamCommits.length
      : firstWindow(upstreamCommits, analysis, rulesOf().ledger, wanted, reapplied);
  // Paths only where a step reads them: the fork commits a patch-id or the fork's own changes may need, and the window.
  const forkFill = earlyForkFill.then(() =>
    fillPaths(
      git,
      forkCommits.filter((c) => c.parents.length <= 1 && !analysis.withProvenance.has(c.sha)),
      deps.history,
    ),
  );
  forkFill.catch(() => undefined); // awaited below
  let part: ClassifiedPart;
  for (;;) {
    const window = upstreamCommits.slice(0, end);
    const needPaths = only ? window.filter((c) => only.has(c.sha)) : evidenceWhole ? [] : window;
    await Promise.all([fillPaths(git, needPaths, deps.history), forkFill]).catch((e: unknown) => {
      throw asUserError(e, 'reading history');
    });
    part = await classifyPart(window, classifyInputs, deps.progress);
    const next = wanted === undefined ? end : nextWindow(upstreamCommits, end, part.classified, wanted);
    if (next <= end) break;
    logger.debug(`classified ${end} upstream commits; reading ${next - end} more`);
    end = next;
  }
  if (end < upstreamCommits.length)
    logger.info(
      `Classified the ${end} oldest of ${upstreamCommits.length} upstream commits (a window holding the ${wanted} oldest unreached)`,
    );
  const { classified, content, patchIdChecked, contentNotTried } = part;
  return {
    // A window widened asks again about what it adds: a step skipped there is reported once.
    ...(incomplete.length ? { incomplete: [...new Set(incomplete)] } : {}),
    upstream: { ref: settings.upstream, sha: upstreamSha },
    fork: { ref: settings.fork, sha: forkSha },
    mergeBase: { sha: base, committedAt: baseDate },
    trailerKeys,
    upstreamCommits,
    forkCommits,
    analysis,
    ledger: rulesOf().ledger,
    classified,
    rules,
    patchIdChecked,
    content,
    contentNotTried,
    revertLinks: links,
    patches,
    ...(end < upstreamCommits.length ? { classifiedThrough: end } : {}),
  };
}

/**
 * The one-question checks, side by side, when the one-process read of the tips did not answer. Their errors are
 * reported in order of what they imply: not a repository, then shallow (a ref may just be cut off), then refs.
 */
async function checkedTips(settings: IngestionSettings, git: GitRunner): Promise<[string, string]> {
  const [, , upstreamSha, forkSha] = (await Promise.allSettled([
    assertRepository(git),
    isShallow(git).then((shallow) => {
      if (shallow) {
        throw new ConfigurationError(
          `${git.cwd} is a shallow clone: ancestry and provenance need the full history`,
          'fetch with fetch-depth: 0 (actions/checkout) or run git fetch --unshallow',
        );
      }
    }),
    resolveCommit(git, settings.upstream, 'upstream'),
    resolveCommit(git, settings.fork, 'fork'),
  ]).then((results) =>
    results.map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    }),
  )) as [void, void, string, string];
  return [upstreamSha, forkSha];
}

async function walkedMergeBase(
  git: GitRunner,
  settings: IngestionSettings,
  upstreamSha: string,
  forkSha: string,
): Promise<{ sha: string; committedAt: string }> {
  const sha = await mergeBase(git, upstreamSha, forkSha);
  if (!sha) {
    throw new ConfigurationError(
      `upstream ${settings.upstream} and fork ${settings.fork} have no common history (unrelated histories)`,
      'check that the fork ref really is a fork of the upstream ref',
    );
  }
  return { sha, committedAt: await committerDate(git, sha) };
}

/** Patch-ids and content verdicts already computed: a wider window asks again only about the commits it adds. */
interface ClassifyMemo {
  /** The history cache when there is one (patch-ids never change), else this run's own. */
  patchIds: PatchIdStore;
  /** Every content verdict so far (each is of its commit alone, onto the fork tip). */
  content: ContentCheck;
}

function patchIdMemo(): PatchIdStore {
  const ids = new Map<string, string>();
  return { patchId: (sha) => ids.get(sha), setPatchId: (sha, id) => ids.set(sha, id) };
}

interface ClassifyInputs {
  git: GitRunner;
  logger: Logger;
  forkSha: string;
  forkCommits: readonly CommitRecord[];
  analysis: ForkAnalysis;
  /** The ledger file resolved and the path rules compiled (once, when first asked). */
  rulesOf: () => { ledger: ResolvedLedger; pathRule: ReturnType<typeof compilePathRules> };
  /** The fork tip's whole tree (absent: the content check looks up the paths it needs). */
  tipListing: Promise<TipListing> | undefined;
  incomplete: string[];
  memo: ClassifyMemo;
  reapplied: ReadonlyMap<string, string>;
  reverted: Promise<ReadonlyMap<string, RevertDeferral>>;
  /** Upstream revert → the commits it reverts. */
  revertsOf: ReadonlyMap<string, readonly string[]>;
  /** `only`: the commits classified (with the commits they revert); every other one is left out. */
  only?: ReadonlySet<string>;
  /** How the content check reads patches (shared with the reverted picks in a whole read; kept for plan). */
  readAdded: AddedLinesReader;
  /** Called once the first content check is done: the reverted picks may then read their own patches. */
  release?: () => void;
  /** The fork tip's commit, tree and object directory, from the first `rev-parse` (the content check's merges). */
  tipObjects?: TipObjects;
  /** The history cache's lines-check outcomes, where it keeps them (a commit whose tip blobs stay is not read). */
  lines?: LinesCheckStore;
}

/** The history cache as the content check's store of lines outcomes, where it is one. */
function linesStore(history: HistoryCache | undefined): { lines: LinesCheckStore } | undefined {
  return history?.linesCheck && history.setLinesCheck ? { lines: history as LinesCheckStore } : undefined;
}

interface ClassifiedPart {
  classified: ClassifiedCommit[];
  content: ContentCheck;
  patchIdChecked: Set<string>;
  contentNotTried: Map<string, string>;
}

/**
 * Classifies the oldest upstream commits (all of them, or a window): provenance, then patch-ids (running in git while
 * the rest is classified), then content already present. Each commit's class depends on its own evidence and on
 * earlier commits only, so a window's classes are exactly those of the whole range.
 */
async function classifyPart(
  upstream: readonly CommitRecord[],
  inputs: ClassifyInputs,
  progress: ProgressFactory | undefined,
): Promise<ClassifiedPart> {
  const { git, logger, forkSha, analysis, incomplete, memo, only } = inputs;
  const asked = only ? upstream.filter((c) => only.has(c.sha)) : upstream;
  const candidates = patchIdCandidates(asked, inputs.forkCommits, analysis);
  // The patch-ids run in git while everything that does not need them is classified here; the few commits they
  // match are classified again after (each commit's class depends on its own evidence alone).
  let ids: Promise<Map<string, string>> | undefined;
  if (candidates.upstream.length && candidates.fork.length) {
    logger.debug(`patch-id: ${candidates.upstream.length} upstream × ${candidates.fork.length} fork candidates`);
    const hashing = (progress ?? noProgressFactory)('patch-ids', candidates.upstream.length + candidates.fork.length);
    ids = cachedPatchIds(git, [...candidates.upstream, ...candidates.fork], memo.patchIds)
      .finally(() => {
        hashing.tick(candidates.upstream.length + candidates.fork.length);
        hashing.done();
      })
      .catch((e: unknown) => {
        // Missing blobs (partial clone without a promisor, snapshots) make patch-ids impossible, not the ledger:
        // provenance still counts, and the report says what was skipped.
        if (e instanceof GitError && e.advice?.includes('objects are missing')) {
          logger.warning(`patch-id matching skipped: ${e.message}`);
          incomplete.push(`patch-id matching skipped (objects are missing): ${e.message}`);
          return new Map<string, string>();
        }
        throw asUserError(e, 'computing patch-ids');
      });
    ids.catch(() => undefined); // awaited below
  }
  // The content check below asks about commits no provenance names; its inputs are read now, beside the
  // patch-ids (started first: git works while this runs).
  const contentInputs = prefetchContentInputs(
    git,
    forkSha,
    asked.filter(
      (c) => c.parents.length === 1 && !analysis.picksByUpstream.has(c.sha) && !memo.content.decided.has(c.sha),
    ),
    inputs.tipListing,
    // A few commits asked about: the tip's blobs at their paths are read whole with their ids (one process).
    only ? { contents: true } : {},
  );
  contentInputs.catch(() => undefined); // its error, if any, surfaces from the check that reads the inputs again
  const { ledger, pathRule } = inputs.rulesOf();
  const { reapplied } = inputs;
  const records = new Map(upstream.map((c) => [c.sha, c]));
  // Classified first without the fork's reverted picks (read beside this): they bear only on the commits whose pick
  // the fork reverted, which are classified again once they are known.
  const unreverted = classifyUpstream(upstream, analysis, {
    patchMatches: new Map(),
    ledger,
    pathRule,
    reapplied,
    reverted: new Map(),
  });
  // The content check starts now, beside the patch-ids and the reverted picks, on the commits unreached without
  // them and on those whose pick was reverted: a superset of what the rounds below ask about (patch-ids only reach
  // more; a revert is asked about once its target is present). Each verdict is of its commit alone onto the fork
  // tip, so the rounds take theirs from the memo; a failure here is the rounds' to report (they ask again).
  const stuck = analysis.revertedPicksByUpstream;
  const early = memoContent(
    inputs,
    unreverted
      .filter((c) => (!c.reached || stuck.has(c.sha)) && (!only || only.has(c.sha)))
      .map((c) => records.get(c.sha)!),
    contentInputs,
  )
    .catch(() => undefined)
    // Awaited by the reverted picks below when it read no patch: whatever happened, they may read their own now.
    .finally(() => inputs.release?.());
  const reverted = await inputs.reverted;
  const withoutPatchIds = reverted.size
    ? reclassify(unreverted, records, new Set(reverted.keys()), analysis, {
        patchMatches: new Map(),
        ledger,
        pathRule,
        reapplied,
        reverted,
      })
    : unreverted;
  let patchMatches = new Map<string, string[]>();
  if (ids) {
    const found = await ids;
    const pick = (shas: string[]) => new Map(shas.flatMap((s) => (found.has(s) ? [[s, found.get(s)!] as const] : [])));
    patchMatches = matchPatchIds(pick(candidates.upstream), pick(candidates.fork));
  }
  const first = patchMatches.size
    ? reclassify(withoutPatchIds, records, new Set(patchMatches.keys()), analysis, {
        patchMatches,
        ledger,
        pathRule,
        reapplied,
        reverted,
      })
    : withoutPatchIds;
  // Content already present: what would still be picked (pending or deferred) is tried onto the fork tip — the
  // same predictor plan uses — and an empty pick counts as ingested, so lag and plan see one pending set, whatever
  // earlier pending commits touch. A revert of a still-unreached commit is not tried: alone it would be empty.
  await early;
  const unreached = first.filter((c) => !c.reached && (!only || only.has(c.sha))).map((c) => records.get(c.sha)!);
  const content: ContentCheck = { present: new Set(), decided: new Map() };
  const unreachedSet = new Set(unreached.map((c) => c.sha));
  // Rounds: a revert whose target is found present is tried in the next round (at most a few rounds).
  for (let round = 0; round < 4; round++) {
    const batch = contentCandidates(
      unreached,
      content.present,
      new Set(content.decided.keys()),
      (sha) => unreachedSet.has(sha) && !content.present.has(sha),
      inputs.revertsOf,
    );
    if (!batch.length) break;
    const found = await memoContent(inputs, batch, contentInputs).catch((e: unknown) => {
      if (e instanceof GitError && e.advice?.includes('objects are missing')) {
        logger.warning(`content check skipped: ${e.message}`);
        incomplete.push(`content check skipped (objects are missing): ${e.message}`);
        return undefined;
      }
      throw asUserError(e, 'checking content already present');
    });
    if (!found) break;
    for (const [sha, v] of found.decided) content.decided.set(sha, v);
    for (const sha of found.present) content.present.add(sha);
    if (!found.present.size) break;
  }
  if (content.present.size) logger.info(`${content.present.size} upstream commits are already present by content`);
  const all = content.present.size
    ? reclassify(first, records, content.present, analysis, {
        patchMatches,
        ledger,
        pathRule,
        content: content.present,
        reapplied,
        reverted,
      })
    : first;
  const classified = only ? all.filter((c) => only.has(c.sha)) : all;
  const contentNotTried = new Map<string, string>();
  for (const c of classified) {
    if (c.status === 'ingested' || content.decided.has(c.sha)) continue;
    if (c.reached)
      contentNotTried.set(c.sha, `it is declared ${c.ledger?.disposition ?? 'reached'} (${c.via.join(', ')})`);
    else {
      const target = inputs.revertsOf.get(c.sha)?.find((t) => unreachedSet.has(t) && !content.present.has(t));
      contentNotTried.set(
        c.sha,
        target
          ? `it reverts ${short(target)}, which the fork lacks: alone it would be empty`
          : incomplete.some((i) => i.startsWith('content check skipped'))
            ? 'the check was skipped (objects are missing)'
            : 'the check did not reach it in this run',
      );
    }
  }
  return { classified, content, patchIdChecked: new Set(candidates.upstream), contentNotTried };
}

/** Upstream revert → the commits it reverts. */
function revertTargetsOf(links: readonly RevertLink[]): Map<string, readonly string[]> {
  return new Map(links.filter((l) => l.kind === 'revert').map((l) => [l.sha, l.targets]));
}

/** The commits asked about, and (transitively) the upstream commits they revert. */
function withRevertTargets(shas: readonly string[], revertsOf: ReadonlyMap<string, readonly string[]>): Set<string> {
  const out = new Set(shas);
  const stack = [...shas];
  while (stack.length)
    for (const t of revertsOf.get(stack.pop()!) ?? [])
      if (!out.has(t)) {
        out.add(t);
        stack.push(t);
      }
  return out;
}

/** The content check of a batch, asking git only about commits no earlier window decided (a verdict is per commit). */
async function memoContent(
  inputs: ClassifyInputs,
  batch: readonly CommitRecord[],
  prefetched: Promise<ContentInputs>,
): Promise<ContentCheck> {
  const known = inputs.memo.content;
  const fresh = batch.filter((c) => !known.decided.has(c.sha));
  if (fresh.length) {
    const found = await contentAlreadyPresent(
      inputs.git,
      inputs.forkSha,
      fresh.map((c) => ({ sha: c.sha, parent: c.parents[0], committedAt: c.committedAt })),
      inputs.logger,
      prefetched,
      inputs.readAdded,
      inputs.tipObjects,
      inputs.lines,
    );
    for (const [sha, v] of found.decided) known.decided.set(sha, v);
    for (const sha of found.present) known.present.add(sha);
  }
  const out: ContentCheck = { present: new Set(), decided: new Map() };
  for (const c of batch) {
    const verdict = known.decided.get(c.sha);
    if (verdict === undefined) continue;
    out.decided.set(c.sha, verdict);
    if (known.present.has(c.sha)) out.present.add(c.sha);
  }
  return out;
}

/**
 * Where a plan's window first ends: past the commit that makes `wanted` commits that no live pick names and no
 * declaration reaches (patch-ids, content and path rules may reach more: the window then widens), with some margin.
 */
function firstWindow(
  upstream: readonly CommitRecord[],
  analysis: ForkAnalysis,
  ledger: ResolvedLedger,
  wanted: number,
  reapplied: ReadonlyMap<string, string>,
): number {
  let open = 0;
  for (let i = 0; i < upstream.length; i++) {
    const c = upstream[i]!;
    if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha) || reapplied.has(c.sha)) continue;
    if (declaredReached(c.sha, analysis, ledger)) continue;
    if (++open >= wanted) return Math.min(upstream.length, Math.ceil((i + 1) * WINDOW_MARGIN) + WINDOW_SLACK);
  }
  return upstream.length;
}

/** Whether the ledger file, else the latest live declaration in a fork message, reaches the commit (an estimate). */
function declaredReached(sha: string, analysis: ForkAnalysis, ledger: ResolvedLedger): boolean {
  const declared = declarationOf(sha, analysis, ledger);
  return declared !== undefined && declared !== 'defer';
}

/** The ledger file's disposition of a commit, else that of the latest live declaration in a fork message. */
function declarationOf(sha: string, analysis: ForkAnalysis, ledger: ResolvedLedger): string | undefined {
  const entry = ledger.bySha.get(sha);
  if (entry) return entry.disposition;
  let latest: ResolvedClaim | undefined;
  for (const k of analysis.claims.get(sha) ?? [])
    if (k.live && k.meaning !== 'picked' && (!latest || k.forkIndex >= latest.forkIndex)) latest = k;
  return latest?.meaning;
}

/**
 * The oldest upstream commits (up to `wanted`) that no live pick names, no reapply credits and nothing declares:
 * an estimate of the pending ones, made from provenance and the ledger alone (patch-ids, the content check and the
 * fork's reverted picks come later and may reach some; a deferral is held, so it is left out).
 */
function provisionalBacklog(
  upstream: readonly CommitRecord[],
  analysis: ForkAnalysis,
  ledger: ResolvedLedger,
  reapplied: ReadonlyMap<string, string>,
  wanted = Infinity,
): CommitRecord[] {
  const out: CommitRecord[] = [];
  for (const c of upstream) {
    if (out.length >= wanted) break;
    if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha) || reapplied.has(c.sha)) continue;
    if (declarationOf(c.sha, analysis, ledger) === undefined) out.push(c);
  }
  return out;
}

/** A wider window when this one holds fewer than `wanted` unreached commits or misses a blocker of one; else `end`. */
function nextWindow(
  upstream: readonly CommitRecord[],
  end: number,
  classified: readonly ClassifiedCommit[],
  wanted: number,
): number {
  if (end >= upstream.length) return end;
  const unreached = classified.filter((c) => !c.reached);
  if (unreached.length < wanted) {
    const rate = Math.max(unreached.length / Math.max(end, 1), 0.05);
    return Math.min(
      upstream.length,
      end + Math.ceil(((wanted - unreached.length) / rate) * WINDOW_MARGIN) + WINDOW_SLACK,
    );
  }
  // A deferral blocked by a later upstream commit needs that commit's class (plan holds it until it is reached).
  const blockers = new Set(
    unreached
      .slice(0, wanted)
      .flatMap((c) => (c.ledger?.disposition === 'defer' && c.ledger.blockedBy ? [c.ledger.blockedBy] : [])),
  );
  let last = end;
  if (blockers.size)
    upstream.forEach((c, i) => {
      if (i >= end && blockers.has(c.sha)) last = Math.max(last, i + 1);
    });
  return last;
}
