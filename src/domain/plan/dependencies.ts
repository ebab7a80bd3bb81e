import type { ChangedPath } from '../commit.js';
import { revertedRefs } from '../ledger/provenance.js';
import { ShaIndex } from '../ledger/sha-index.js';
import type { CommitHunks } from './hunks.js';
import { LineOwners, type Touch } from './line-owners.js';
import { short } from '../../shared/short-sha.js';

export type EdgeKind = 'textual' | 'path' | 'revert' | 'reland' | 'declared';

/** `from` must land after `to`. */
export interface DependencyEdge {
  from: string;
  to: string;
  kind: EdgeKind;
  reason: string;
}

export interface TrackedCommit {
  sha: string;
  subject: string;
  /** A graph node (pending); other commits only move lines and reset ownership (the fork has them). */
  pending: boolean;
  paths: readonly ChangedPath[];
  /** Absent when the patch could not be read: the commit then owns and depends on its paths' whole files. */
  hunks?: CommitHunks;
}

/**
 * Textual and path dependencies between pending commits, tracked through every commit in between (oldest first):
 * B depends on A when B changes or abuts lines A last changed, or touches a path A created or deleted (a rename is
 * a delete plus a create).
 */
export function textualEdges(commits: readonly TrackedCommit[]): DependencyEdge[] {
  const files = new Map<string, LineOwners>();
  const pathEvents = new Map<string, { sha: string; event: 'created' | 'deleted' }>();
  const subjects = new Map(commits.map((c) => [c.sha, c.subject]));
  const edges: DependencyEdge[] = [];
  const tracker = (path: string) => {
    let t = files.get(path);
    if (!t) files.set(path, (t = new LineOwners()));
    return t;
  };
  for (const c of commits) {
    const owner = c.pending ? c.sha : null;
    const found = new Map<string, DependencyEdge>();
    // The reason is written only for an edge that is kept: most touches are of commits the fork has (no owner),
    // of a commit already found, or come from a commit that is not pending.
    const add = (to: string, kind: EdgeKind, reason: () => string) => {
      if (!c.pending || to === c.sha || found.has(to)) return;
      found.set(to, { from: c.sha, to, kind, reason: reason() });
    };
    for (const p of c.paths) {
      const ev = pathEvents.get(p.path);
      if (ev)
        add(
          ev.sha,
          'path',
          () => `path: touches ${p.path}, which ${short(ev.sha)} ${ev.event} (${subjects.get(ev.sha) ?? ''})`,
        );
    }
    const byPath = new Map((c.hunks?.files ?? []).map((f) => [f.path, f]));
    for (const p of c.paths) {
      const t = tracker(p.path);
      const f = byPath.get(p.path);
      if (!f || f.binary) {
        // No line information (binary, or the patch could not be read): the whole file counts.
        if (p.status === 'A') t.reset();
        const why = f?.binary ? ' (binary)' : '';
        for (const touch of t.replaceAll(owner)) {
          add(
            touch.owner,
            'textual',
            () => `textual: changes ${p.path}${why}, last changed by ${label(touch.owner, subjects)}`,
          );
        }
      } else {
        if (f.created) t.reset();
        for (const touch of t.apply(f.hunks, owner))
          add(touch.owner, 'textual', () => textualReason(p.path, touch, subjects));
      }
      if (p.status === 'D' || f?.deleted) t.reset();
    }
    for (const p of c.paths) {
      if (p.status === 'A' || p.status === 'D') {
        if (owner) pathEvents.set(p.path, { sha: owner, event: p.status === 'A' ? 'created' : 'deleted' });
        else pathEvents.delete(p.path);
      }
    }
    edges.push(...found.values());
  }
  return edges;
}

function label(sha: string, subjects: ReadonlyMap<string, string>): string {
  return `${short(sha)} (${subjects.get(sha) ?? ''})`;
}

function textualReason(path: string, t: Touch, subjects: ReadonlyMap<string, string>): string {
  if (t.adjacent) return `textual: changes ${path} next to line ${t.from}, which ${label(t.owner, subjects)} changed`;
  const lines = t.from === t.to ? `line ${t.from}` : `lines ${t.from}-${t.to}`;
  return `textual: changes ${path} ${lines}, last changed by ${label(t.owner, subjects)}`;
}

export interface HistoryCommit {
  sha: string;
  subject: string;
  message: string;
}

export interface RevertLink {
  sha: string;
  kind: 'revert' | 'reland';
  /** The commits it pairs with (the reverted commit; for a reland, the revert and the original), when known. */
  targets: string[];
  /** What it names, for reasons when no target is known: a subject or a SHA. */
  named: string;
}

const REVERT_SUBJECT = /^Revert "(.+)"(?:\s*\(#\d+\))?\s*$/;
// `Reland "X (#10)" (#14)`, `[Reland] X (#15)`, and `Reapply "X (#7918)" (#8029) (#8129)` (git's own word for a
// revert of a revert): matched after the trailing PR numbers are taken off.
const RELAND_SUBJECT = /^(?:Reland:|\[Reland\]|Re-?land|Reapply:?)\s*"?(.+?)"?\s*$/i;
const TRAILING_PRS = /(?:\s*\(#\d+\))+\s*$/;

/** Subjects compared without the PR suffix (` (#1234)`), spacing or case: squash merges renumber them. */
export function normalizeSubject(subject: string): string {
  return subject
    .replace(/(\s*\(#\d+\))+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Pairs reverts and relands with what they revert or reland, among the upstream commits missing by ancestry (oldest
 * first): `This reverts commit X` (a full SHA or a unique prefix), `Revert "<subject>"`, `Reland "<subject>"`. A
 * commit's link depends only on the commits before it, so the links of the oldest N are those of the first N.
 */
export function revertLinks(history: readonly HistoryCommit[], allShas?: readonly string[]): RevertLink[] {
  // A ref resolves against every missing commit even when only the oldest are paired (a plan's window): a prefix
  // that also names a later commit stays ambiguous.
  const index = new ShaIndex(allShas ?? history.map((c) => c.sha));
  const position = new Map(history.map((c, i) => [c.sha, i]));
  const bySubject = new Map<string, number[]>();
  const revertsOf = new Map<string, number[]>();
  const links: RevertLink[] = [];
  history.forEach((c, i) => {
    const revertTarget = REVERT_SUBJECT.exec(c.subject)?.[1];
    const relandTarget = revertTarget ? undefined : RELAND_SUBJECT.exec(c.subject.replace(TRAILING_PRS, ''))?.[1];
    const byRef = revertedRefs(c.message)
      .map((ref) => index.resolve(ref))
      .flatMap((r) => (r.kind === 'exact' || r.kind === 'prefix' ? [r.sha] : []))
      .filter((s) => (position.get(s) ?? i) < i);
    if (revertTarget || byRef.length) {
      const named = revertTarget ?? c.message.match(/This reverts commit ([0-9a-fA-F]{7,64})/)?.[1] ?? '';
      const bySubj = revertTarget ? latest(bySubject.get(normalizeSubject(revertTarget))) : undefined;
      const targets = byRef.length ? byRef : bySubj !== undefined ? [history[bySubj]!.sha] : [];
      links.push({ sha: c.sha, kind: 'revert', targets, named });
      if (revertTarget) push(revertsOf, normalizeSubject(revertTarget), i);
    } else if (relandTarget) {
      const key = normalizeSubject(relandTarget);
      const targets = [latest(revertsOf.get(key)), latest(bySubject.get(key))]
        .filter((n): n is number => n !== undefined)
        .map((n) => history[n]!.sha);
      links.push({ sha: c.sha, kind: 'reland', targets, named: relandTarget });
    }
    push(bySubject, normalizeSubject(c.subject), i);
  });
  return links;
}

function latest(list: number[] | undefined): number | undefined {
  return list?.[list.length - 1];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Edges for links whose both ends are pending: the pair must travel together, the revert after its target. */
export function revertEdges(
  links: readonly RevertLink[],
  pending: ReadonlySet<string>,
  subjects: ReadonlyMap<string, string>,
): DependencyEdge[] {
  const edges: DependencyEdge[] = [];
  for (const l of links) {
    if (!pending.has(l.sha)) continue;
    for (const t of l.targets) {
      if (!pending.has(t)) continue;
      const reason =
        l.kind === 'revert'
          ? `revert: reverts ${label(t, subjects)}`
          : `reland: relands "${l.named}" after ${label(t, subjects)}`;
      edges.push({ from: l.sha, to: t, kind: l.kind, reason });
    }
  }
  return edges;
}
