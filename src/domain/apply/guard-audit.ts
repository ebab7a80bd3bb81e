import type { GuardVerdict } from '../../schemas/apply-result.js';
import type { PythonParses } from './guard-syntax.js';
import type { DiffBound, GuardInput } from './guards.js';
import { judgeResolution, judgeWithInput, type ReplayedFile } from './judge-resolution.js';
import { caseView, MUTATION_FLOOR, MUTATION_KINDS, mutate, type MutationKind } from './resolution-mutations.js';

/** One past resolution: the files a pick (or merge) conflicted on, with what was really committed. */
export interface AuditCase {
  id: string;
  /** What to show for it: the fork commit, the upstream commit, the subject. */
  label: string;
  files: ReplayedFile[];
  /** The pick's full guard input (every path, renames, sizes): judged as apply judges it. */
  input?: GuardInput;
}

export type AuditKind = 'real' | MutationKind;

export interface KindTally {
  kind: AuditKind;
  /** Cases the kind applied to. */
  total: number;
  accept: number;
  review: number;
  reject: number;
  /** Real: the rejected cases (false rejections). Mutations: those that got less than their floor. */
  misses: Array<{ id: string; label: string; verdict: GuardVerdict; why: string[] }>;
}

const RANK: Record<GuardVerdict, number> = { accept: 0, review: 1, reject: 2 };

function emptyTally(kind: AuditKind): KindTally {
  return { kind, total: 0, accept: 0, review: 0, reject: 0, misses: [] };
}

/**
 * A case's variants in the order they are judged: the real resolution, then per kind the first conflicted file that
 * kind mutates (the others keep their real resolution). One generator, so what is judged and what is parsed beforehand
 * (the Python texts, auditPythonTexts) are the same texts.
 */
function* caseVariants(
  c: AuditCase,
  kinds: readonly MutationKind[],
): Generator<{ kind: AuditKind; files: ReplayedFile[]; floor?: GuardVerdict }> {
  yield { kind: 'real', files: c.files };
  const texts = c.files.map((f) =>
    f.base === null || f.ours === null || f.theirs === null || f.resolved === null
      ? undefined
      : { path: f.path, base: f.base, ours: f.ours, theirs: f.theirs, resolved: f.resolved },
  );
  const views = texts.map((t) => (t ? caseView(t) : undefined));
  for (const kind of kinds) {
    for (let i = 0; i < c.files.length; i++) {
      const t = texts[i];
      if (!t) continue;
      const m = mutate(t, kind, views[i]);
      if (!m) continue;
      const files = c.files.map((g, j) => (j === i ? { ...g, resolved: m.resolved, untouched: m.untouched } : g));
      yield { kind, files, floor: MUTATION_FLOOR[kind] };
      break;
    }
  }
}

/**
 * Every text of a case the syntax guard may parse (each variant's resolution, both sides, the base), with its path:
 * the service parses the Python ones with python3 before the guards run, as apply does.
 */
export function auditTexts(
  c: AuditCase,
  kinds: readonly MutationKind[] = MUTATION_KINDS,
): Array<{ path: string; resolved: string | null; ours: string | null; theirs: string | null }> {
  const out: Array<{ path: string; resolved: string | null; ours: string | null; theirs: string | null }> = [];
  for (const { files } of caseVariants(c, kinds))
    for (const f of files) out.push({ path: f.path, resolved: f.resolved, ours: f.ours, theirs: f.theirs });
  for (const f of c.input?.files ?? [])
    out.push({ path: f.path, resolved: f.resolved, ours: f.ours, theirs: f.upstreamAfter });
  return out;
}

/**
 * Gives each real resolution and each of its mutations to the guards and counts the verdicts per kind. A mutation
 * replaces one conflicted file's resolution (the first one it applies to); the others keep their real resolution.
 * `pythonParses`: python3's parse of the cases' Python texts (auditTexts), so the syntax guard judges as apply's does.
 */
export function auditResolutions(
  cases: readonly AuditCase[],
  options: { bound?: DiffBound; kinds?: readonly MutationKind[]; maxMisses?: number; pythonParses?: PythonParses } = {},
): KindTally[] {
  const kinds = options.kinds ?? MUTATION_KINDS;
  const maxMisses = options.maxMisses ?? 20;
  const tallies = new Map<AuditKind, KindTally>([
    ['real', emptyTally('real')],
    ...kinds.map((k) => [k, emptyTally(k)] as const),
  ]);
  const parses = options.pythonParses;
  const count = (kind: AuditKind, c: AuditCase, files: ReplayedFile[], floor?: GuardVerdict) => {
    const t = tallies.get(kind)!;
    const { verdict, guards } = c.input
      ? judgeWithInput(parses ? { ...c.input, pythonParses: parses } : c.input, files)
      : judgeResolution(files, options.bound);
    t.total++;
    t[verdict]++;
    const missed = floor === undefined ? verdict === 'reject' : RANK[verdict] < RANK[floor];
    if (missed && t.misses.length < maxMisses) {
      const why = guards
        .filter((g) => (floor === undefined ? g.verdict === 'reject' : true) && g.details.length)
        .flatMap((g) => g.details.map((d) => `${g.name}: ${d}`));
      t.misses.push({ id: c.id, label: c.label, verdict, why: why.slice(0, 5) });
    }
  };
  for (const c of cases) for (const v of caseVariants(c, kinds)) count(v.kind, c, v.files, v.floor);
  return [...tallies.values()];
}

export function rate(t: KindTally, verdict: GuardVerdict): number {
  return t.total ? t[verdict] / t.total : 0;
}
