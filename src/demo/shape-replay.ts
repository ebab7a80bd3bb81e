/**
 * Builds a realistic synthetic upstream/fork pair from history shapes (../shared/data/*.json: per commit the paths it
 * touched with added/deleted line counts, its date, revert/reland flags; no code). Each upstream record becomes one
 * commit that deletes and adds that many lines of made-up text at seeded positions; the fork gets its own commits
 * (from the fork's shape records that are not picks), which edit the same files, and picks of a fraction of the
 * upstream commits — with a provenance trailer, or without one so that only patch-id can find them. Because fork
 * edits and picks land in shared files at overlapping positions, later picks conflict for real.
 *
 * Everything is written by `git fast-import` (one process per branch): thousands of commits in seconds.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { createGitRunner } from '../adapters/git/run/git-runner.js';
import { FastImportStream, initRepo, revParse } from './demo-git.js';

export const ShapeRecordSchema = z
  .object({
    i: z.number().int().nonnegative(),
    date: z.string(),
    files: z.array(
      z.tuple([
        z.string().min(1),
        z.number().int().nonnegative().nullable(),
        z.number().int().nonnegative().nullable(),
      ]),
    ),
    revert: z.boolean(),
    reland: z.boolean(),
    pick: z.boolean().optional(),
  })
  .strict();

export type ShapeRecord = z.infer<typeof ShapeRecordSchema>;

/** Parses a shape file (a JSON array of records, oldest first). */
export function parseShapeRecords(text: string, source = 'shape file'): ShapeRecord[] {
  const data: unknown = JSON.parse(text);
  const result = z.array(ShapeRecordSchema).safeParse(data);
  if (!result.success)
    throw new Error(
      `${source}: ${result.error.issues[0]?.message ?? 'invalid'} at ${result.error.issues[0]?.path.join('.')}`,
    );
  return result.data;
}

export async function loadShapeRecords(path: string): Promise<ShapeRecord[]> {
  return parseShapeRecords(await readFile(path, 'utf8'), path);
}

export interface ReplayOptions {
  /** Upstream records, oldest first; each becomes one upstream commit. */
  upstream: readonly ShapeRecord[];
  /** Fork records; those without `pick` become the fork's own commits, at their dates. */
  fork?: readonly ShapeRecord[];
  /** Fraction of upstream commits picked into the fork with a provenance trailer (default 0.4). */
  pickFraction?: number;
  /** Fraction picked without any provenance (found only by patch-id, when the patch is unchanged) (default 0.05). */
  patchIdFraction?: number;
  /** Trailer written on picks (default `Upstream-Commit`). */
  trailerKey?: string;
  /** Use at most this many of the fork's own records (default all in the upstream's date range). */
  forkOwnLimit?: number;
  /** Leave the newest upstream commits unpicked, like a fork that lags (default 0.1 of them). */
  unpickedTailFraction?: number;
  /** Seed of every random choice: the same options build the same repository, SHA for SHA. */
  seed?: number;
  /** Upper bound on a file's length; adds are clipped so generated files stay small (default 400 lines). */
  maxFileLines?: number;
  upstreamBranch?: string;
  forkBranch?: string;
}

export interface ReplayResult {
  dir: string;
  upstreamBranch: string;
  forkBranch: string;
  baseSha: string;
  upstreamTip: string;
  forkTip: string;
  upstreamCommits: number;
  forkOwnCommits: number;
  pickedWithTrailer: number;
  pickedWithoutTrailer: number;
  /** Upstream SHAs in order, and which of them were picked. */
  upstreamShas: string[];
  picked: Set<string>;
}

/** mulberry32: small, fast, seedable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One edit of one file: `removed` line ids replaced by `added` lines, after `anchor` (null = at the top). */
interface FileOp {
  path: string;
  anchor: string | null;
  removed: string[];
  added: string[];
}

type Files = Map<string, string[]>;

const WORDS = ['layout', 'tile', 'warp', 'mma', 'load', 'store', 'mask', 'reduce', 'shape', 'stride', 'ptr', 'block'];

function applyOps(files: Files, ops: readonly FileOp[]): void {
  for (const op of ops) {
    const lines = files.get(op.path) ?? [];
    const gone = new Set(op.removed);
    let at = -1;
    if (op.removed.length) at = lines.findIndex((l) => gone.has(l));
    if (at < 0) at = op.anchor === null ? 0 : lines.indexOf(op.anchor) + 1;
    if (at < 0) at = lines.length;
    const kept = lines.filter((l, i) => i < at || !gone.has(l));
    const insertAt = Math.min(at, kept.length);
    kept.splice(insertAt, 0, ...op.added);
    files.set(op.path, kept);
  }
}

class Generator {
  private readonly random: () => number;
  private counter = 0;
  constructor(
    seed: number,
    private readonly maxLines: number,
  ) {
    this.random = rng(seed);
  }

  next(): number {
    return this.random();
  }

  int(n: number): number {
    return Math.floor(this.random() * n);
  }

  line(tag: string): string {
    const w = WORDS[this.int(WORDS.length)]!;
    return `${tag}.${(this.counter++).toString(36)} ${w} = ${w}_${this.int(1000)}`;
  }

  /** The edit one shape entry makes to one file version: delete `deleted` lines and add `added` at one place. */
  op(files: Files, path: string, added: number | null, deleted: number | null, tag: string): FileOp {
    const lines = files.get(path) ?? [];
    const d = Math.min(deleted ?? 1, lines.length);
    const room = Math.max(0, this.maxLines - (lines.length - d));
    const a = Math.min(added ?? 1, room);
    const at = this.int(lines.length - d + 1);
    return {
      path,
      anchor: at > 0 ? lines[at - 1]! : null,
      removed: lines.slice(at, at + d),
      added: Array.from({ length: a }, () => this.line(tag)),
    };
  }
}

function gitDate(iso: string): string {
  const ms = Date.parse(iso);
  const m = /([+-])(\d\d):?(\d\d)$/.exec(iso);
  return `${Math.floor(ms / 1000)} ${m ? `${m[1]}${m[2]}${m[3]}` : '+0000'}`;
}

function area(path: string): string {
  const parts = path.split('/');
  return (
    (parts.length > 1 ? parts[parts.length - 2]! : parts[0]!).replace(/[^A-Za-z0-9_-]/g, '').toUpperCase() || 'CORE'
  );
}

const UPSTREAM_IDENT = 'Upstream Developer <dev@upstream.example>';
const FORK_IDENT = 'Fork Developer <dev@fork.example>';

/**
 * Builds `upstreamBranch` and `forkBranch` in `dir` (initialised if needed) from shape records. Returns what it
 * built; the same options give the same SHAs.
 */
export async function replayShapes(dir: string, options: ReplayOptions): Promise<ReplayResult> {
  const upBranch = options.upstreamBranch ?? 'upstream';
  const forkBranch = options.forkBranch ?? 'fork';
  const gen = new Generator(options.seed ?? 1, options.maxFileLines ?? 400);
  const git = createGitRunner(dir);
  await mkdir(dir, { recursive: true });
  await initRepo(git);
  const marks = join(dir, '.git', 'upstream-ingest-replay.marks');

  // The base: every path upstream touches, with enough lines for its first deletions.
  const upstream = options.upstream;
  const need = new Map<string, number>();
  for (const r of upstream) for (const [p, , d] of r.files) need.set(p, Math.max(need.get(p) ?? 0, d ?? 1));
  const baseFiles: Files = new Map();
  for (const [p, d] of [...need.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const n = Math.min(options.maxFileLines ?? 400, Math.max(20, d + 10));
    baseFiles.set(
      p,
      Array.from({ length: n }, () => gen.line('base')),
    );
  }
  const firstDate = upstream[0]?.date ?? '2025-01-01T00:00:00Z';
  const baseDate = gitDate(new Date(Date.parse(firstDate) - 86_400_000).toISOString());

  // Upstream: one commit per record.
  const up = new FastImportStream(dir, [`--export-marks=${marks}`]);
  await up.commit({
    ref: `refs/heads/${upBranch}`,
    mark: 1,
    ident: UPSTREAM_IDENT,
    date: baseDate,
    message: 'Initial import\n',
    files: baseFiles,
    paths: [...baseFiles.keys()],
  });
  const files: Files = new Map([...baseFiles].map(([p, l]) => [p, [...l]]));
  const ops: FileOp[][] = [];
  const subjects: string[] = [];
  let lastRevertOf: number | undefined;
  for (let k = 0; k < upstream.length; k++) {
    const r = upstream[k]!;
    const recOps = r.files.map(([p, a, d]) => gen.op(files, p, a, d, `u${k}`));
    applyOps(files, recOps);
    ops.push(recOps);
    const areaName = area(r.files[0]?.[0] ?? 'core');
    let subject = `[${areaName}] synthetic change ${k} (#${10000 + k})`;
    if (r.revert) {
      const target = revertTarget(upstream, k);
      if (target !== undefined) {
        subject = `Revert "${subjects[target]}" (#${10000 + k})`;
        lastRevertOf = target;
      }
    } else if (r.reland && lastRevertOf !== undefined) {
      subject = `Reland "${subjects[lastRevertOf]}" (#${10000 + k})`;
    }
    subjects.push(subject);
    await up.commit({
      ref: `refs/heads/${upBranch}`,
      mark: k + 2,
      ident: UPSTREAM_IDENT,
      date: gitDate(r.date),
      message: `${subject}\n\nSynthetic commit replaying the shape of upstream record ${r.i}.\n`,
      files,
      paths: [...new Set(r.files.map((f) => f[0]))],
    });
  }
  await up.finish();
  const markText = await readFile(marks, 'utf8');
  const shaOf = new Map(
    markText
      .trim()
      .split('\n')
      .map((l) => {
        const [m, sha] = l.split(' ');
        return [Number(m!.slice(1)), sha!] as const;
      }),
  );
  await rm(marks, { force: true });
  const upstreamShas = upstream.map((_, k) => shaOf.get(k + 2)!);

  // Which upstream commits the fork picks, and when.
  const pickFraction = options.pickFraction ?? 0.4;
  const patchFraction = options.patchIdFraction ?? 0.05;
  const tail = Math.floor(upstream.length * (options.unpickedTailFraction ?? 0.1));
  type Event = { at: number; kind: 'pick'; k: number; trailer: boolean } | { at: number; kind: 'own'; r: ShapeRecord };
  const events: Event[] = [];
  for (let k = 0; k < upstream.length - tail; k++) {
    const x = gen.next();
    if (x >= pickFraction + patchFraction) continue;
    const delay = (0.5 + gen.next() * 20) * 86_400_000;
    events.push({ at: Date.parse(upstream[k]!.date) + delay, kind: 'pick', k, trailer: x < pickFraction });
  }
  const lastDate = Date.parse(upstream[upstream.length - 1]?.date ?? firstDate);
  const own = (options.fork ?? []).filter((r) => !r.pick && Date.parse(r.date) <= lastDate);
  for (const r of own.slice(0, options.forkOwnLimit ?? own.length))
    events.push({ at: Date.parse(r.date), kind: 'own', r });
  events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'own' ? -1 : 1));

  // The fork: its own edits and picks, replayed on its own copy of the files.
  const forkFiles: Files = new Map([...baseFiles].map(([p, l]) => [p, [...l]]));
  const fi = new FastImportStream(dir, []);
  let mark = upstream.length + 2;
  // This stream does not know phase one's marks: the fork starts from the base commit by SHA.
  let parent = shaOf.get(1)!;
  let ownCount = 0;
  let withTrailer = 0;
  let without = 0;
  const picked = new Set<string>();
  for (const e of events) {
    const date = gitDate(new Date(Math.min(e.at, Date.now())).toISOString());
    if (e.kind === 'own') {
      const recOps = e.r.files.map(([p, a, d]) => gen.op(forkFiles, p, a, d, `f${ownCount}`));
      applyOps(forkFiles, recOps);
      const message = `[fork] ${area(e.r.files[0]?.[0] ?? 'core').toLowerCase()}: own change ${ownCount++}\n`;
      await fi.commit({
        ref: `refs/heads/${forkBranch}`,
        mark,
        from: parent,
        ident: FORK_IDENT,
        date,
        message,
        files: forkFiles,
        paths: [...new Set(e.r.files.map((f) => f[0]))],
      });
    } else {
      applyOps(forkFiles, ops[e.k]!);
      const sha = upstreamShas[e.k]!;
      picked.add(sha);
      const trailer = e.trailer ? `\n${options.trailerKey ?? 'Upstream-Commit'}: ${sha}\n` : '';
      if (e.trailer) withTrailer++;
      else without++;
      const message = `${subjects[e.k]}\n\nSynthetic commit replaying the shape of upstream record ${upstream[e.k]!.i}.\n${trailer}`;
      await fi.commit({
        ref: `refs/heads/${forkBranch}`,
        mark,
        from: parent,
        ident: UPSTREAM_IDENT,
        date,
        message,
        files: forkFiles,
        paths: [...new Set(ops[e.k]!.map((o) => o.path))],
      });
    }
    parent = `:${mark++}`;
  }
  if (!events.length) await fi.write(`reset refs/heads/${forkBranch}\nfrom ${parent}\n\n`);
  await fi.finish();
  const tip = (b: string) => revParse(git, `refs/heads/${b}`);
  return {
    dir,
    upstreamBranch: upBranch,
    forkBranch,
    baseSha: shaOf.get(1)!,
    upstreamTip: await tip(upBranch),
    forkTip: await tip(forkBranch),
    upstreamCommits: upstream.length,
    forkOwnCommits: ownCount,
    pickedWithTrailer: withTrailer,
    pickedWithoutTrailer: without,
    upstreamShas,
    picked,
  };
}

/** The commit a revert record undoes: the latest earlier commit sharing the most paths with it. */
function revertTarget(records: readonly ShapeRecord[], k: number): number | undefined {
  const mine = new Set(records[k]!.files.map((f) => f[0]));
  let best: number | undefined;
  let bestShared = 0;
  for (let j = k - 1; j >= Math.max(0, k - 200); j--) {
    const shared = records[j]!.files.filter((f) => mine.has(f[0])).length;
    if (shared > bestShared) {
      best = j;
      bestShared = shared;
    }
  }
  return best;
}
