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
import { conflictsOnReplay, type ReplayedFile } from '../../domain/apply/judge-resolution.js';
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
        const cases = await replayBatch(deps.git, batch);
        const fresh: Rec[] = [];
        for (let k = 0; k < batch.length; k++) {
          const c = cases[k];
          fresh.push(
            c
              ? { sha: batch[k]!.sha, conflicted: true, result: await audit.judge(c) }
              : { sha: batch[k]!.sha, conflicted: false },
          );
        }
        if (state) await state.append(fresh);
        else for (const r of fresh) records.set(r.sha, r);
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
 * Replays a batch of picks: each upstream commit's change against its parent, the fork's files before the pick, and
 * the fork's commit. A pick is a case when at least one text file conflicts; binary files are left out.
 */
export async function replayBatch(
  git: GitRunner,
  picks: readonly ProvenancePick[],
): Promise<Array<ReplayCase | undefined>> {
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
      return need === 'none' ? [] : [{ ...c, ours: o, need, resolvedSpec: `${p.sha}:${c.path}` }];
    });
  });
  const specs = wanted.flat().flatMap((w) => [w.before, w.ours, w.after, w.resolvedSpec].filter((s) => s !== null));
  const blobs = await readBlobs(git, [...new Set(specs)]);
  return picks.map((pick, k) => {
    const files: ReplayedFile[] = [];
    for (const w of wanted[k]!) {
      const text = (id: string | null) => {
        if (id === null) return null;
        return blobs.get(id) ?? undefined;
      };
      const [base, o, theirs] = [text(w.before), text(w.ours), text(w.after)];
      // A binary (or unreadable) side: nothing a text guard or resolver could judge.
      if (base === undefined || o === undefined || theirs === undefined) continue;
      if (w.need === 'content' && !conflictsOnReplay(base, o, theirs)) continue;
      files.push({ path: w.path, base, ours: o, theirs, resolved: blobs.get(w.resolvedSpec) ?? null });
    }
    if (files.length === 0) return undefined;
    return {
      pick,
      id: pick.sha.slice(0, 12),
      label: `fork ${pick.sha.slice(0, 12)} picks ${pick.upstream.slice(0, 12)}: ${pick.subject.slice(0, 80)}`,
      files,
    };
  });
}
