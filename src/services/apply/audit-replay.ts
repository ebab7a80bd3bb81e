/**
 * The replay machinery of the audits (`audit-guards`, `audit-resolvers`): lists the fork's own picks (a provenance
 * line naming an upstream commit), replays each upstream commit onto the pick's parent from git objects alone (a
 * batch of picks per few git processes), and hands every pick that conflicts, with what the fork committed, to the
 * audit's judge. Long runs show progress, run `jobs` batches at a time, and keep one record per fork commit in a
 * state file, so a run that is killed continues where it stopped and ends with the same result.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { openAuditState, type AuditState } from '../../adapters/files/guard-audit-state.js';
import { readBlobs } from '../../adapters/git/read/blob-read.js';
import { changedBlobs, objectIds } from '../../adapters/git/read/pick-replay.js';
import { listProvenancePicks, type ProvenancePick } from '../../adapters/git/read/provenance-picks.js';
import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import { gitCommonDir } from '../../adapters/git/run/git-dir.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { replayNeedByIds } from '../../domain/apply/audit-replay.js';
import type { AuditCase } from '../../domain/apply/guard-audit.js';
import { conflictedOf, conflictsOnReplay } from '../../domain/apply/judge-resolution.js';
import { DEFAULT_DIFF_BOUND, type DiffBound } from '../../domain/apply/guards.js';
import { predictCherryPicks } from '../../adapters/git/pick/merge-tree.js';
import { resolveCommits } from '../../adapters/git/read/branch-commits.js';
import { committedGuardInput } from './judge-commit.js';
import type { ProvenanceStyle } from '../../domain/apply/provenance.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { noProgressFactory, type ProgressFactory } from '../../shared/progress.js';

export interface ReplaySettings {
  upstream: string;
  fork: string;
  styles: readonly ProvenanceStyle[];
  /** At most this many conflicting picks (newest first); default all. */
  limit?: number;
  /** Only fork commits committed since this date (git's `--since`). */
  since?: string;
  /** Batches replayed at a time (default 2). */
  jobs?: number;
  /** The guards' diff bound, for the guard input of each conflicting pick. */
  bound?: DiffBound;
  /**
   * The resume state: `path` (default: `upstream-ingest/audit/<audit>.jsonl` in the git dir); `fresh` ignores what
   * it holds; `version` (the suite's) is part of what the records depend on, so an upgraded suite replays again.
   * Absent: no state.
   */
  state?: { path?: string; fresh?: boolean; version?: string };
}

export interface ReplayDeps {
  git: GitRunner;
  logger: Logger;
  progress?: ProgressFactory;
}

/** A past pick whose replay conflicts: the conflicted files with what the fork committed. */
export interface ReplayCase extends AuditCase {
  pick: ProvenancePick;
}

export interface ReplayAudit<R> {
  /** The audit's name: the progress label and the state file's header. */
  name: string;
  /** Everything else a record depends on (the settings of the judge), for the state file's header. */
  key: string;
  schema: z.ZodType<R>;
  judge(c: ReplayCase): Promise<R> | R;
  /**
   * Whether a judgement is final (default: always). One that is not (the agent's budget ran out on it) counts in this
   * run but is not written to the state file, so the next run judges that pick again.
   */
  final?(result: R): boolean;
}

export interface ReplayOutcome<R> {
  /** Fork commits with a provenance line that were looked at (all, or up to the limit). */
  scanned: number;
  /** Of those, replayed by an earlier run (from the state file). */
  reused: number;
  /** The conflicting picks and their judgement, newest first. */
  results: Array<{ pick: ProvenancePick; result: R }>;
}

/** Picks per batch: few git processes each, and a state record written often enough to lose little to a kill. */
const BATCH = 16;
const STATE_VERSION = 1;

export async function replayForkPicks<R>(
  settings: ReplaySettings,
  deps: ReplayDeps,
  audit: ReplayAudit<R>,
): Promise<ReplayOutcome<R>> {
  for (const [name, ref] of [
    ['upstream', settings.upstream],
    ['fork', settings.fork],
  ] as const) {
    if (!(await tryResolveCommit(deps.git, ref)))
      throw new ConfigurationError(`${name}: unknown revision '${ref}'`, 'fetch it first or check the name');
  }
  const picks = await listProvenancePicks(deps.git, settings);
  const Record = z.object({ sha: z.string(), conflicted: z.boolean(), result: audit.schema.optional() });
  type Rec = z.output<typeof Record>;
  const state: AuditState<Rec> | undefined = settings.state
    ? await openAuditState(
        settings.state.path ?? join(await gitCommonDir(deps.git), 'upstream-ingest', 'audit', `${audit.name}.jsonl`),
        {
          state: audit.name,
          version: STATE_VERSION,
          key: settings.state.version ? `${settings.state.version} ${audit.key}` : audit.key,
        },
        Record,
        settings.state.fresh ? { fresh: true } : {},
      )
    : undefined;
  const records = state?.records ?? new Map<string, Rec>();
  const known = picks.filter((p) => records.has(p.sha)).length;
  deps.logger.info(
    `${picks.length} fork commit(s) with a provenance line${settings.since ? ` since ${settings.since}` : ''}` +
      (state ? `; ${known} already replayed (state: ${state.path})` : ''),
  );
  const progress = (deps.progress ?? noProgressFactory)(audit.name, picks.length);
  const jobs = Math.max(1, settings.jobs ?? 2);
  const results: ReplayOutcome<R>['results'] = [];
  let scanned = 0;
  let reused = 0;
  let next = 0;
  const full = () => settings.limit !== undefined && results.length >= settings.limit;
  while (next < picks.length && !full()) {
    const wave = picks.slice(next, next + BATCH * jobs);
    next += wave.length;
    const todo = wave.filter((p) => !records.has(p.sha));
    const done = wave.length - todo.length;
    if (done) progress.tick(done, `${results.length} conflicting`);
    const batches = Array.from({ length: Math.ceil(todo.length / BATCH) }, (_, k) =>
      todo.slice(k * BATCH, (k + 1) * BATCH),
    );
    await Promise.all(
      batches.map(async (batch) => {
        const cases = await replayBatch(deps.git, batch, settings.bound ?? DEFAULT_DIFF_BOUND);
        const fresh: Rec[] = [];
        for (let k = 0; k < batch.length; k++) {
          const c = cases[k];
          fresh.push(
            c
              ? { sha: batch[k]!.sha, conflicted: true, result: await audit.judge(c) }
              : { sha: batch[k]!.sha, conflicted: false },
          );
        }
        const final = (r: Rec) => r.result === undefined || (audit.final?.(r.result as R) ?? true);
        if (state) await state.append(fresh.filter(final));
        for (const r of fresh) records.set(r.sha, r);
        progress.tick(batch.length, `${results.length} conflicting so far`);
      }),
    );
    for (const p of wave) {
      if (full()) break;
      const r = records.get(p.sha)!;
      scanned++;
      if (!todo.includes(p)) reused++;
      if (r.conflicted && r.result !== undefined) results.push({ pick: p, result: r.result as R });
    }
  }
  progress.done(`${results.length} conflicting of ${scanned}`);
  return { scanned, reused, results };
}

/**
 * Replays a batch of picks. A cheap sieve first, for the whole batch: each upstream commit's change against its parent
 * and the fork's files before the pick, as blob ids, then as texts where both sides changed a file (the three-way
 * view). A pick it keeps goes through git's own merge of the replay (merge-tree: the merge a cherry-pick makes,
 * renames followed) for its conflicted paths, and is judged on the input apply builds for a stopped pick
 * (judge-commit.ts), so an audit's verdicts are apply's on the same resolution.
 */
export async function replayBatch(
  git: GitRunner,
  picks: readonly ProvenancePick[],
  bound: DiffBound = DEFAULT_DIFF_BOUND,
): Promise<Array<ReplayCase | undefined>> {
  const sieved = await sieveBatch(git, picks);
  return Promise.all(picks.map((pick, k) => (sieved[k] ? exactCase(git, pick, sieved[k]!, bound) : undefined)));
}

/** The pick as git's merge sees it: undefined when git merges it cleanly after all. */
async function exactCase(
  git: GitRunner,
  pick: ProvenancePick,
  upstream: string,
  bound: DiffBound,
): Promise<ReplayCase | undefined> {
  const [parent] = await resolveCommits(git, [`${upstream}^`]);
  if (!parent) return undefined;
  const { verdicts } = await predictCherryPicks(git, pick.parent, [{ sha: upstream, parent }], {
    mode: 'per-commit',
    advance: false,
  });
  const conflicted = verdicts[0]?.verdict === 'conflict' ? verdicts[0].conflictPaths : [];
  if (conflicted.length === 0) return undefined;
  const input = await committedGuardInput(
    git,
    { parent: pick.parent, sha: pick.sha, upstream, conflicted },
    {
      allowPaths: [],
      bound,
    },
  );
  return {
    pick,
    id: pick.sha.slice(0, 12),
    label: `fork ${pick.sha.slice(0, 12)} picks ${pick.upstream.slice(0, 12)}: ${pick.subject.slice(0, 80)}`,
    files: conflictedOf(input),
    input,
  };
}

/** Per pick, the upstream commit's id when its replay may conflict on some text file; else undefined. */
async function sieveBatch(git: GitRunner, picks: readonly ProvenancePick[]): Promise<Array<string | undefined>> {
  const commits = await objectIds(
    git,
    picks.map((p) => p.upstream),
    'commit',
  );
  const upstreamOf = (p: ProvenancePick) => commits.get(p.upstream) ?? null;
  const changes = await changedBlobs(
    git,
    picks.map(upstreamOf).filter((c): c is string => c !== null),
  );
  const oursSpecs = picks.flatMap((p) => {
    const u = upstreamOf(p);
    return u ? (changes.get(u) ?? []).map((c) => `${p.parent}:${c.path}`) : [];
  });
  const ours = await objectIds(git, oursSpecs, 'blob');
  const wanted = picks.map((p) => {
    const u = upstreamOf(p);
    if (!u) return [];
    return (changes.get(u) ?? []).flatMap((c) => {
      const o = ours.get(`${p.parent}:${c.path}`) ?? null;
      const need = replayNeedByIds(c.before, o, c.after);
      return need === 'none' ? [] : [{ ...c, ours: o, need }];
    });
  });
  // Only the files both sides changed are read, and only to tell a real overlap from changes side by side.
  const specs = wanted
    .flat()
    .flatMap((w) => (w.need === 'content' ? [w.before, w.ours, w.after] : []).filter((s) => s !== null));
  const blobs = await readBlobs(git, [...new Set(specs)]);
  return picks.map((pick, k) => {
    const text = (id: string | null) => {
      if (id === null) return null;
      return blobs.get(id) ?? undefined;
    };
    for (const w of wanted[k]!) {
      // modify/delete, add/add: git stops on these whatever the texts.
      if (w.need === 'conflict') return upstreamOf(pick) ?? undefined;
      const [base, o, theirs] = [text(w.before), text(w.ours), text(w.after)];
      // A binary (or unreadable) side: nothing a text guard or resolver could judge.
      if (base === undefined || o === undefined || theirs === undefined) continue;
      if (conflictsOnReplay(base, o, theirs)) return upstreamOf(pick) ?? undefined;
    }
    return undefined;
  });
}
