/**
 * A generated cherry-picking fork at a real fork's size, for `audit-guards` and `audit-resolvers` (bench and tests):
 * upstream is linear with squash-merge subjects; the fork picks most upstream commits in order (`-x` provenance,
 * some with a `Reactor Cherry-pick Revision:` trailer instead), skips about one in ten, and carries its own commits in
 * between. About a fifth of its picks conflict (FACTS.md: 19 %), because a fork commit changed the same lines first,
 * or deleted a file upstream later changed; the fork's engineer then committed a resolution of a known kind, so an
 * audit can be checked against the truth. Files follow the real shape: a few per commit, 50 to 2,500 lines each.
 *
 * Each file is a list of slots (one line each) separated by four unique context lines, so every change lands in its
 * own hunk and the three-way view of a pick is exactly the one designed here. Every upstream commit changes fresh
 * slots, so one conflict never spreads to later picks.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitRunner } from '../src/adapters/git/run/git-runner.js';

/**
 * What the fork's engineer committed for a conflicting pick (per conflicted slot):
 * - `merged`: upstream's renamed call with the fork's extra argument (what a word-wise replay also produces);
 * - `novel`: the merged line plus a token from neither side (only understanding writes it);
 * - `theirs` / `ours`: one side's line only;
 * - `both`: the fork's line, then upstream's (a union);
 * - `deleted`: the fork had deleted the file upstream changed, and keeps it deleted (modify/delete);
 * - `adjacent`: the fork had edited the line just above the one upstream changed (one conflict hunk for git), and the
 *   engineer kept both edits (what replaying either side's change onto the other's file gives, even line-wise);
 * - `adjacent-novel`: the same conflict, resolved with a line from neither side.
 */
export type ResolutionKind =
  'merged' | 'novel' | 'theirs' | 'ours' | 'both' | 'deleted' | 'adjacent' | 'adjacent-novel';

export interface AuditForkOptions {
  /** Provenance commits on the fork (picks). */
  picks: number;
  /** The kind of each conflicting pick, by pick index; undefined = a clean pick. Default: a fifth conflict. */
  kindOf?: (pick: number) => ResolutionKind | undefined;
  /** Default 200 (plus one per `deleted` pick). */
  files?: number;
  seed?: number;
  /** Lines a file has at most (default 2,500). */
  maxLines?: number;
  /**
   * Picks the fork reverts right away and picks again (what rerere replays): with the same resolution, or with a
   * changed one (the engineer revised it: a replay of the first is then wrong).
   */
  repick?: (pick: number) => 'same' | 'changed' | undefined;
}

export interface GeneratedPick {
  index: number;
  upstream: string;
  /** The fork commit that picked it. */
  fork: string;
  kind?: ResolutionKind;
  /** The second pick of an upstream commit the fork picked, reverted and picked again. */
  repick?: 'same' | 'changed';
  /** Committer time of the pick (seconds since the epoch). */
  time: number;
}

export interface GeneratedAuditFork {
  upstream: string;
  fork: string;
  /** Oldest first. */
  picks: GeneratedPick[];
  upstreamCommits: number;
  forkCommits: number;
}

/** mulberry32: a small seeded generator, so every run builds the same history. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: ResolutionKind[] = ['merged', 'novel', 'novel', 'theirs', 'both', 'merged', 'novel', 'deleted', 'ours'];
const defaultKind = (i: number): ResolutionKind | undefined =>
  i % 5 === 2 ? KINDS[Math.floor(i / 5) % KINDS.length] : undefined;

interface FileModel {
  path: string;
  slots: string[];
  /** Slots not yet changed by upstream (each upstream change takes a fresh one). */
  next: number;
  ctx: string[][];
}

const CONTEXT = 4;

function render(f: FileModel, slots: readonly string[], ctx: readonly string[][] = f.ctx): string {
  const out: string[] = [];
  slots.forEach((s, i) => {
    out.push(...ctx[i]!);
    if (s !== '') out.push(...s.split('\n'));
  });
  out.push(...ctx[slots.length]!);
  return `${out.join('\n')}\n`;
}

function makeFile(k: number, lines: number): FileModel {
  const py = k % 3 === 0;
  const n = Math.max(4, Math.floor(lines / (CONTEXT + 1)));
  const ctx = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: CONTEXT }, (_, j) =>
      py ? `    # m${k} block ${i} note ${j}` : `  // m${k} block ${i} note ${j}`,
    ),
  );
  const slots = Array.from({ length: n }, (_, s) =>
    py ? `    value_${k}_${s} = compute(x${s}, scale=${s})` : `  auto v${k}_${s} = compute(x${s}, ${s});`,
  );
  return { path: py ? `python/m${k}/mod_${k}.py` : `lib/m${k}/file_${k}.cpp`, slots, next: 0, ctx };
}

/** Upstream's rename of the call on a slot line, the fork's extra argument, and their combinations. */
const upstreamLine = (line: string, i: number) => line.replace(/compute(_u\d+)?\(/, `compute_u${i}(`);
const forkLine = (line: string, j: number) => line.replace(/\)(;?)$/, `, dev${j})$1`);
const novelLine = (line: string) => line.replace(/\)(;?)$/, `, fixup=True)$1`);

interface Commit {
  message: string;
  files: Record<string, string | null>;
  time: number;
}

function stream(branch: string, from: string | null, commits: readonly Commit[], markBase: number): string {
  const out: string[] = [];
  commits.forEach((c, i) => {
    out.push(`commit refs/heads/${branch}`, `mark :${markBase + i}`, `committer E <e@example.com> ${c.time} +0000`);
    out.push(`data ${Buffer.byteLength(c.message)}`, c.message);
    if (i === 0 && from) out.push(`from ${from}`);
    for (const [path, text] of Object.entries(c.files)) {
      if (text === null) out.push(`D ${path}`);
      else out.push(`M 100644 inline ${path}`, `data ${Buffer.byteLength(text)}`, text);
    }
    out.push('');
  });
  return `${out.join('\n')}\n`;
}

async function importCommits(git: GitRunner, dir: string, text: string, name: string): Promise<Map<number, string>> {
  const marks = join(dir, '.git', `${name}.marks`);
  await git.run(['fast-import', '--quiet', `--export-marks=${marks}`], { input: text });
  return new Map(
    (await readFile(marks, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => [Number(l.slice(1, l.indexOf(' '))), l.slice(l.indexOf(' ') + 1)] as const),
  );
}

/** Builds the fork in `dir` (an empty folder): branches `upstream` and `fork`, sharing a base commit. */
export async function generateAuditFork(
  git: GitRunner,
  dir: string,
  options: AuditForkOptions,
): Promise<GeneratedAuditFork> {
  const rnd = random(options.seed ?? 7);
  const kindOf = options.kindOf ?? defaultKind;
  const maxLines = options.maxLines ?? 2500;
  const kinds = Array.from({ length: options.picks }, (_, i) => kindOf(i));
  const doomed = kinds.filter((k) => k === 'deleted').length;
  const nFiles = options.files ?? 200;
  // Sizes: median ~300 lines, a long tail to maxLines.
  const files = Array.from({ length: nFiles + doomed }, (_, k) =>
    makeFile(k, Math.min(maxLines, Math.round(50 + 250 * Math.exp(rnd() * 2.2) * rnd()))),
  );
  const upstreamState = files.map((f) => [...f.slots]);
  const forkState = files.map((f) => [...f.slots]);
  const forkCtx = files.map((f) => f.ctx.map((c) => [...c]));
  const forkText = (k: number) => render(files[k]!, forkState[k]!, forkCtx[k]!);
  const forkGone = new Set<number>();
  let clock = 1_700_000_000;
  const tick = () => (clock += 600);

  await git.run(['init', '-q', '-b', 'upstream']);
  const base: Commit = {
    message: 'Initial import\n',
    time: tick(),
    files: Object.fromEntries(files.map((f, k) => [f.path, render(f, upstreamState[k]!)])),
  };

  // Upstream: one commit per pick, plus one skipped (never picked) commit every ten.
  interface UpChange {
    message: string;
    changes: Array<{ file: number; slot: number; before: string; after: string }>;
  }
  const upstream: UpChange[] = [];
  const pickOf: number[] = [];
  let doomedNext = 0;
  const pickFile = () => {
    for (;;) {
      const k = Math.floor(rnd() * nFiles);
      if (files[k]!.next < files[k]!.slots.length) return k;
    }
  };
  for (let p = 0; p < options.picks; p++) {
    if (p % 10 === 9) upstream.push(upstreamCommit(upstream.length, [pickFile()]));
    const kind = kinds[p];
    const r = rnd();
    const count = r < 0.5 ? 1 : r < 0.75 ? 2 : r < 0.9 ? 3 : 5;
    const chosen =
      kind === 'deleted' ? [nFiles + doomedNext++] : [...new Set(Array.from({ length: count }, () => pickFile()))];
    pickOf.push(upstream.length);
    upstream.push(upstreamCommit(upstream.length, chosen));
  }
  function upstreamCommit(i: number, chosen: number[]): UpChange {
    const changes = chosen.map((k) => {
      const f = files[k]!;
      const slot = f.next++;
      const before = upstreamState[k]![slot]!;
      const after = upstreamLine(before, i);
      return { file: k, slot, before, after };
    });
    return { message: `[area${i % 7}] Upstream change ${i} (#${10_000 + i})\n`, changes };
  }
  const upCommits: Commit[] = [base];
  for (const u of upstream) {
    const touched = new Set(u.changes.map((c) => c.file));
    for (const c of u.changes) upstreamState[c.file]![c.slot] = c.after;
    upCommits.push({
      message: u.message,
      time: tick(),
      files: Object.fromEntries([...touched].map((k) => [files[k]!.path, render(files[k]!, upstreamState[k]!)])),
    });
  }
  const upMarks = await importCommits(git, dir, stream('upstream', null, upCommits, 1), 'upstream');
  const upSha = (i: number) => upMarks.get(2 + i)!;

  // The fork: its own commits, a conflicting change before each conflicting pick, then the picks.
  const forkCommits: Commit[] = [];
  const picks: Array<Omit<GeneratedPick, 'fork'> & { mark: number }> = [];
  let own = 0;
  const ownCommit = (changed: number[], message: string, gone: number[] = []) => {
    forkCommits.push({
      message,
      time: tick(),
      files: {
        ...Object.fromEntries(changed.map((k) => [files[k]!.path, forkText(k)])),
        ...Object.fromEntries(gone.map((k) => [files[k]!.path, null])),
      },
    });
  };
  for (let p = 0; p < options.picks; p++) {
    if (p % 2 === 0) {
      ownCommit([], `[fork] own work ${own}\n`);
      forkCommits[forkCommits.length - 1]!.files[`fork/own_${own % 50}.txt`] = `own ${own}\n`;
      own++;
    }
    const u = upstream[pickOf[p]!]!;
    const kind = kinds[p];
    if (kind === 'deleted') {
      const k = u.changes[0]!.file;
      forkGone.add(k);
      ownCommit([], `[fork] Remove ${files[k]!.path} (not used on our hardware)\n`, [k]);
    } else if (kind === 'adjacent' || kind === 'adjacent-novel') {
      const j = own++;
      for (const c of u.changes) {
        const above = forkCtx[c.file]![c.slot]!;
        above[CONTEXT - 1] = `${above[CONTEXT - 1]} (fork note ${j})`;
      }
      ownCommit([...new Set(u.changes.map((c) => c.file))], `[fork] Annotate the kernels ${j}\n`);
    } else if (kind) {
      const j = own++;
      for (const c of u.changes) forkState[c.file]![c.slot] = forkLine(forkState[c.file]![c.slot]!, j);
      ownCommit([...new Set(u.changes.map((c) => c.file))], `[fork] Pass the device to the kernels ${j}\n`);
    }
    const touched = new Set<number>();
    const before = new Map<number, string>();
    for (const c of u.changes) {
      if (forkGone.has(c.file)) continue;
      if (!before.has(c.file)) before.set(c.file, forkText(c.file));
      const ours = forkState[c.file]![c.slot]!;
      touched.add(c.file);
      if (kind === 'adjacent-novel') forkState[c.file]![c.slot] = novelLine(c.after);
      else if (ours === c.before) forkState[c.file]![c.slot] = c.after;
      else forkState[c.file]![c.slot] = resolve(kind ?? 'merged', ours, c.after, pickOf[p]!);
    }
    const sha = upSha(pickOf[p]!);
    const subject = u.message.trim();
    const record = p % 4 === 3 ? `Reactor Cherry-pick Revision: ${sha}` : `(cherry picked from commit ${sha})`;
    const pickCommit = (repick?: 'same' | 'changed') => {
      forkCommits.push({
        message: `[pick] ${subject}\n\n${record}\n`,
        time: tick(),
        files: Object.fromEntries([...touched].map((k) => [files[k]!.path, forkText(k)])),
      });
      const mark = 100_000 + forkCommits.length - 1;
      picks.push({
        index: p,
        upstream: sha,
        ...(kind ? { kind } : {}),
        ...(repick ? { repick } : {}),
        time: clock,
        mark,
      });
    };
    pickCommit();
    const again = options.repick?.(p);
    if (again) {
      // Reverted (the files as they were before the pick), then picked again with the same resolution.
      forkCommits.push({
        message: `Revert "[pick] ${subject}"\n\nIt broke the nightly tier.\n`,
        time: tick(),
        files: Object.fromEntries([...before].map(([k, text]) => [files[k]!.path, text])),
      });
      if (again === 'changed')
        for (const c of u.changes)
          if (!forkGone.has(c.file)) forkState[c.file]![c.slot] = novelLine(forkState[c.file]![c.slot]!);
      pickCommit(again);
    }
  }
  const forkMarks = await importCommits(git, dir, stream('fork', upMarks.get(1)!, forkCommits, 100_000), 'fork');
  return {
    upstream: 'upstream',
    fork: 'fork',
    picks: picks.map(({ mark, ...p }) => ({ ...p, fork: forkMarks.get(mark)! })),
    upstreamCommits: upCommits.length,
    forkCommits: forkCommits.length,
  };
}

/** The line the fork's engineer committed where the fork's line `ours` met upstream's `theirs`. */
function resolve(kind: ResolutionKind, ours: string, theirs: string, i: number): string {
  switch (kind) {
    case 'merged':
      return upstreamLine(ours, i);
    case 'novel':
      return novelLine(upstreamLine(ours, i));
    case 'theirs':
      return theirs;
    case 'ours':
    case 'deleted':
    case 'adjacent':
      return ours;
    case 'adjacent-novel':
      return novelLine(theirs);
    case 'both':
      return `${ours}\n${theirs}`;
  }
}
