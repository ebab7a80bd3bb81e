import type { GuardEvidence, GuardResult, GuardVerdict } from '../../schemas/apply-result.js';
import { mergeView, type MergeHunk, type MergeView } from './merge-hunks.js';

/** One conflicted path in its four versions (null: absent there or binary) and whether the resolver touched it. */
export interface ConflictedFile {
  path: string;
  base: string | null;
  /** The fork's side (HEAD). */
  ours: string | null;
  /** Upstream's side (the picked commit). */
  theirs: string | null;
  resolved: string | null;
  /** The path is exactly as git left it after the conflict: nobody resolved it. */
  untouched: boolean;
}

export interface Finding {
  verdict: Exclude<GuardVerdict, 'accept'>;
  detail: string;
  /** Where; absent for a finding about the whole resolution (its size, the verify command). */
  evidence?: GuardEvidence;
}

export function guardResult(name: GuardResult['name'], findings: readonly Finding[]): GuardResult {
  const verdict: GuardVerdict = findings.some((f) => f.verdict === 'reject')
    ? 'reject'
    : findings.length
      ? 'review'
      : 'accept';
  return {
    name,
    ok: verdict === 'accept',
    verdict,
    details: findings.map((f) => f.detail),
    evidence: findings.flatMap((f) => (f.evidence ? [f.evidence] : [])),
  };
}

export function evidence(path: string, range?: readonly [number, number]): GuardEvidence {
  if (!range) return { path, startLine: null, endLine: null };
  return { path, startLine: range[0] + 1, endLine: Math.max(range[0] + 1, range[1]) };
}

/** A line that carries meaning: not blank, not only brackets and punctuation (`}`, `);`, `#endif` counts). */
export function significant(line: string): boolean {
  const t = line.trim();
  return t.length >= 2 && /[A-Za-z0-9]/.test(t);
}

/** Views computed once per file object: every content guard looks at the same three-way view. */
const views = new WeakMap<ConflictedFile, MergeView | undefined>();

/** Both sides present as text and both changed: only then is there a content conflict to judge. */
export function contentView(f: ConflictedFile): MergeView | undefined {
  if (views.has(f)) return views.get(f);
  let view: MergeView | undefined;
  if (f.ours !== null && f.theirs !== null && f.resolved !== null) {
    const base = f.base ?? '';
    if (f.ours !== base && f.theirs !== base && f.ours !== f.theirs)
      view = mergeView(base, f.ours, f.theirs, f.resolved);
  }
  views.set(f, view);
  return view;
}

export function conflictHunks(view: MergeView): MergeHunk[] {
  return view.hunks.filter((h) => h.kind === 'conflict');
}

/** The significant lines a side wrote in a hunk (trimmed): its lines that the base's lines there do not have. */
export function addedLines(view: MergeView, hunk: MergeHunk, side: 'ours' | 'theirs'): string[] {
  const baseCount = new Map<string, number>();
  for (let i = hunk.base[0]; i < hunk.base[1]; i++) {
    const t = view.base[i]!.trim();
    baseCount.set(t, (baseCount.get(t) ?? 0) + 1);
  }
  const lines = side === 'ours' ? view.ours : view.theirs;
  const [start, end] = hunk[side];
  const out: string[] = [];
  for (let i = start; i < end; i++) {
    const t = lines[i]!.trim();
    const left = baseCount.get(t) ?? 0;
    if (left > 0) baseCount.set(t, left - 1);
    else if (significant(t)) out.push(t);
  }
  return out;
}

/** The trimmed lines of the resolution that stand where the hunk stood. */
export function resolvedRegion(view: MergeView, hunk: MergeHunk): Set<string> {
  const [start, end] = hunk.resolved ?? [0, 0];
  return new Set((view.resolved ?? []).slice(start, end).map((l) => l.trim()));
}

export const SIDE_NAME = { ours: "the fork's side", theirs: "upstream's side" } as const;
