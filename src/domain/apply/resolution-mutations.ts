import { conflictHunks, contentView, significant } from './conflicted-file.js';
import { splitLines, type MergeHunk, type MergeView } from './merge-hunks.js';
import { detectTestFramework } from './test-files.js';

/**
 * The plausible-wrong resolutions an agent produces, derived from a real one, to measure the guards against
 * (the corpus bench, the tests, `audit-guards`). Each returns the mutated resolution, or undefined where it does
 * not apply to this case (no conflict hunk, not a test file, nothing of upstream's in the resolution).
 */
export const MUTATION_KINDS = [
  'ours',
  'theirs',
  'hunk-twice',
  'test-dropped',
  'markers',
  'markers-indented',
  'markers-commented',
  'half-resolved',
  'untouched',
  'hunk-ours',
] as const;

export type MutationKind = (typeof MUTATION_KINDS)[number];

/** What each mutation must get from the guards: at least review, or reject where the issue says so. */
export const MUTATION_FLOOR: Record<MutationKind, 'review' | 'reject'> = {
  ours: 'review',
  theirs: 'review',
  'hunk-twice': 'reject',
  'test-dropped': 'reject',
  markers: 'reject',
  'markers-indented': 'reject',
  'markers-commented': 'reject',
  'half-resolved': 'reject',
  untouched: 'reject',
  'hunk-ours': 'review',
};

export interface ResolutionCase {
  path: string;
  base: string;
  ours: string;
  theirs: string;
  resolved: string;
}

export interface Mutation {
  kind: MutationKind;
  resolved: string;
  /** The resolver left the file exactly as git left the conflict. */
  untouched: boolean;
}

/** `view`: the case's three-way view when the caller already has it (one per case, not one per kind). */
export function mutate(c: ResolutionCase, kind: MutationKind, view = caseView(c)): Mutation | undefined {
  const one = (resolved: string | undefined, untouched = false) =>
    resolved === undefined || resolved === c.resolved ? undefined : { kind, resolved, untouched };
  switch (kind) {
    case 'ours':
      return one(c.ours);
    case 'theirs':
      return one(c.theirs);
    case 'hunk-twice':
      return view ? one(hunkTwice(view)) : undefined;
    case 'test-dropped':
      return one(dropTest(c.path, c.resolved));
    case 'markers':
    case 'markers-indented':
    case 'markers-commented':
      return view ? one(withMarkers(view, c.path, kind, (_h, i) => i === 0)) : undefined;
    case 'half-resolved': {
      const n = view ? conflictHunks(view).length : 0;
      return view && n > 0 ? one(withMarkers(view, c.path, 'markers', (_h, i) => i >= Math.floor(n / 2))) : undefined;
    }
    case 'untouched':
      return view ? one(conflictedText(view), true) : undefined;
    case 'hunk-ours':
      return view ? one(oursInFirstHunk(view)) : undefined;
  }
}

export function caseView(c: ResolutionCase): MergeView | undefined {
  return contentView({ ...c, untouched: false });
}

function join(lines: readonly string[]): string {
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function markerBlock(view: MergeView, h: MergeHunk, prefix = ''): string[] {
  return [
    `${prefix}<<<<<<< HEAD`,
    ...view.ours.slice(...h.ours),
    `${prefix}=======`,
    ...view.theirs.slice(...h.theirs),
    `${prefix}>>>>>>> upstream`,
  ];
}

/** The conflicted state git leaves: every conflict hunk with its markers, every other hunk merged. */
export function conflictedText(view: MergeView): string {
  const out: string[] = [];
  let b = 0;
  for (const h of view.hunks) {
    out.push(...view.base.slice(b, h.base[0]));
    if (h.kind === 'conflict') out.push(...markerBlock(view, h));
    else if (h.kind === 'theirs') out.push(...view.theirs.slice(...h.theirs));
    else out.push(...view.ours.slice(...h.ours));
    b = h.base[1];
  }
  out.push(...view.base.slice(b));
  return join(out);
}

/** One conflict hunk resolved to the fork's side only (upstream's change there silently dropped), the rest real. */
function oursInFirstHunk(view: MergeView): string | undefined {
  const h = conflictHunks(view)[0];
  if (!h) return undefined;
  const lines = [...view.resolved!];
  const [s, e] = h.resolved!;
  lines.splice(s, e - s, ...view.ours.slice(...h.ours));
  return join(lines);
}

function commentLeader(path: string): string {
  if (/\.(?:py|cmake|txt|sh|ya?ml|toml|cfg|ini|md)$/i.test(path) || /CMakeLists/.test(path)) return '# ';
  return '// ';
}

/** The resolution with some conflict hunks put back as markers (plain, after indentation or a comment leader). */
function withMarkers(
  view: MergeView,
  path: string,
  kind: 'markers' | 'markers-indented' | 'markers-commented',
  pick: (h: MergeHunk, index: number) => boolean,
): string | undefined {
  const lines = [...view.resolved!];
  const hunks = conflictHunks(view)
    .map((h, i) => ({ h, i }))
    .filter(({ h, i }) => pick(h, i));
  if (hunks.length === 0) return undefined;
  for (const { h } of hunks.reverse()) {
    const indent = /^[ \t]*/.exec(view.ours[h.ours[0]] ?? view.theirs[h.theirs[0]] ?? '')?.[0] || '    ';
    const prefix = kind === 'markers' ? '' : kind === 'markers-indented' ? indent : commentLeader(path);
    const [s, e] = h.resolved!;
    lines.splice(s, e - s, ...markerBlock(view, h, prefix));
  }
  return join(lines);
}

/**
 * Upstream's lines pasted a second time: the longest run of resolution lines that upstream wrote (in any hunk where
 * upstream changed something), repeated right after itself.
 */
function hunkTwice(view: MergeView): string | undefined {
  const lines = view.resolved!;
  let best: [number, number] | undefined;
  for (const h of view.hunks) {
    if (h.kind !== 'conflict' && h.kind !== 'theirs') continue;
    const wrote = new Set(view.theirs.slice(...h.theirs).filter(significant));
    const base = new Set(view.base.slice(...h.base));
    const [s, e] = h.resolved ?? [0, 0];
    for (let i = s; i < e; i++) {
      if (!wrote.has(lines[i]!) || base.has(lines[i]!)) continue;
      let j = i;
      while (j < e && (wrote.has(lines[j]!) || !significant(lines[j]!)) && !base.has(lines[j]!)) j++;
      while (j > i && !significant(lines[j - 1]!)) j--;
      if (!best || j - i > best[1] - best[0]) best = [i, j];
      i = j;
    }
  }
  if (!best) return undefined;
  const block = lines.slice(...best);
  return join([...lines.slice(0, best[1]), ...block, ...lines.slice(best[1])]);
}

/** One test case removed (a pytest/gtest test, or a lit CHECK line), where the file is a test file. */
function dropTest(path: string, resolved: string): string | undefined {
  const framework = detectTestFramework(path, resolved);
  if (!framework) return undefined;
  const lines = splitLines(resolved);
  const start =
    framework === 'pytest'
      ? lines.findIndex((l) => /^\s*(?:async\s+)?def\s+test\w*\s*\(/.test(l))
      : framework === 'gtest'
        ? lines.findIndex((l) => /^\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\s*\(/.test(l))
        : lines.findIndex((l) => /\bRUN:|CHECK[A-Z-]*:/.test(l));
  if (start < 0) return undefined;
  let end = start + 1;
  if (framework !== 'lit') {
    const indent = /^\s*/.exec(lines[start]!)![0].length;
    while (end < lines.length && (lines[end]!.trim() === '' || /^\s*/.exec(lines[end]!)![0].length > indent)) end++;
    if (framework === 'gtest' && lines[end]?.trim() === '}') end++;
  }
  return join([...lines.slice(0, start), ...lines.slice(end)]);
}
