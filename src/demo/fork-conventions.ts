/**
 * A generated cherry-picking fork that records what it took the way real forks do (../shared/FACTS.md): provenance
 * trailers (`Reactor Cherry-pick Revision`, `Reactor Backport Revision`, `Original Commit`, `-x`, wrong SHAs after 8
 * characters, several SHAs on one line, PR URLs), upstream PR numbers in pick subjects and bundle subjects (cut
 * mid-list), bundle body sections (`Picked (N):`, a heading then bullets, `Deferred (6, backlog):` with reasons and
 * blockers, `Won't-port`, `Skipped`), disposition trailers, a user subject rule, path rules, patch-id and
 * content-only picks, reverted picks, an upstream `Merge pull request` — and the hostile variants: fork PR numbers
 * equal to unrelated upstream PR numbers, a cut list whose last entry names another commit, prose and quoted upstream
 * messages naming PR numbers, a deferral that a later pick beats, a ledger entry that beats a message, a pick that a
 * later message contradicts. And the forms of issue 33: bundle subjects cut before the fork's own `(#N)` (with and
 * without dots, the list continued on the body's first line), markdown sections with one `;`-separated line (mentions
 * in descriptions, `;` inside a description, ` / ` and ` + ` separators), deferrals grouped under task ids, a prose
 * line and a prose heading, headings with a dash note followed by unbulleted `#N …;` lines, an upstream revert/reapply
 * triple of which the fork picks only the reapply, content present behind a pending commit on the same file, and
 * picks the fork reverted (one kept out, one retried because upstream changed its lines again). The generator knows
 * the class of every upstream commit, so tests and the benchmark assert agreement commit by commit.
 *
 * Written by `git fast-import` in three streams (upstream; fork; the fork's reverts, which need the fork's SHAs).
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../adapters/git/run/git-runner.js';
import type { LedgerFile } from '../schemas/ledger.js';
import { checkout, deleteBranch, fastImport, initRepo } from './demo-git.js';

export type ExpectedStatus = 'ingested' | 'declared' | 'pending';
export interface ExpectedClass {
  status: ExpectedStatus;
  via: string[];
  disposition?: 'wont-port' | 'skip' | 'defer';
  /** Deferred with a blocker that has landed. */
  unblocked?: boolean;
  contradiction?: boolean;
}

export type ConventionCase =
  | 'forkPrEqualsUpstreamPr'
  | 'loneForkPrNumber'
  | 'cutListLastEntry'
  | 'deferredThenPicked'
  | 'ledgerBeatsMessage'
  | 'prose'
  | 'quoted'
  | 'wontPortAndPickedInOneBody'
  | 'unblockedDeferral'
  | 'contradiction'
  | 'mergedPr'
  | 'content'
  | 'pathRule'
  | 'revertedPick'
  | 'cutSubjectContinuation'
  | 'headingSections'
  | 'taskGroups'
  | 'proseLine'
  | 'reapply'
  | 'contentBehindPending'
  | 'stickyRevert'
  | 'revertRetried'
  | 'revertRetriedByUpstreamRevert'
  | 'upstreamRevertOfPending';

export interface ConventionFork {
  dir: string;
  upstreamBranch: string;
  forkBranch: string;
  baseSha: string;
  /** Upstream SHA → the class the ledger must give it (every non-merge upstream commit). */
  expected: Map<string, ExpectedClass>;
  /** The config file content (plan-config keys) the fork's team would write. */
  config: { trailers: string[]; provenanceRules: unknown[]; notApplicable: unknown[] };
  ledger: LedgerFile;
  /** Named hostile cases → the upstream SHA each concerns (first cycle). */
  cases: Record<ConventionCase, string>;
  /** A PR number that fork messages name but upstream does not have. */
  unresolvedPr: number;
  upstreamCommits: number;
  forkCommits: number;
}

/** Upstream commits one cycle of conventions consumes; a fork is `cycles` of them. */
export const CYCLE = 79;

const UP = 'Upstream Developer <dev@upstream.example>';
const FK = 'Fork Developer <dev@fork.example>';
const AREAS = ['core', 'amd', 'nvidia', 'frontend', 'interpreter', 'tests'];
const VERBS = ['Improve', 'Fix', 'Refactor', 'Speed up', 'Simplify', 'Harden', 'Document'];
const NOUNS = ['layout', 'scheduling', 'allocation', 'pipelining', 'coalescing', 'lowering', 'verification'];
const BASE_TIME = Date.parse('2026-01-01T00:00:00Z') / 1000;

interface UpCommit {
  slot: number;
  cycle: number;
  mark: number;
  pr: number;
  title: string;
  /** Files it adds (paths unique to it, so picks never conflict), sized like real commits (3 files, ~60 lines). */
  files: Array<[string, string]>;
  /** Paths it deletes (an upstream revert). */
  deletes?: string[];
  sha?: string;
  time: number;
}

/** Builds the pair in `dir` (a fresh directory): `cycles` × CYCLE upstream commits (at least one cycle). */
export async function buildConventionFork(dir: string, cycles = 2): Promise<ConventionFork> {
  const git = createGitRunner(dir);
  await initRepo(git, 'upstream');
  const marksFile = join(dir, '.git', 'conventions.marks');
  const up: UpCommit[] = [];
  const bySlot = (cycle: number, slot: number) => up.find((c) => c.cycle === cycle && c.slot === slot)!;

  // Phase 1: upstream. Mark 1 is the base; every upstream change adds its own file, so picks never conflict.
  let s = blob('README.md', 'base\n', 1, BASE_TIME, UP, 'Initial import\n', 'refs/heads/upstream');
  let mark = 2;
  let time = BASE_TIME;
  let mainline = ':1';
  for (let cycle = 0; cycle < Math.max(1, cycles); cycle++) {
    for (let slot = 0; slot < CYCLE; slot++) {
      time += 4 * 3600;
      const n = cycle * CYCLE + slot;
      let title = `[${AREAS[n % AREAS.length]}] ${VERBS[n % VERBS.length]} ${NOUNS[n % NOUNS.length]} handling in pass ${n}`;
      let files = [0, 1, 2].map((k): [string, string] => [
        slot === 36 ? `.github/workflows/w${n}-${k}.yml` : `src/m${n % 40}/c${n}-${k}.txt`,
        body(n, k),
      ]);
      let deletes: string[] | undefined;
      // An upstream revert/reapply triple: X (69), `Revert "X"` (70) deleting its files, `Reapply "X"` (71).
      const x = slot === 70 || slot === 71 ? bySlot(cycle, 69) : slot === 78 ? bySlot(cycle, 77) : undefined;
      if (x && (slot === 70 || slot === 78)) {
        title = `Revert "${x.title} (#${x.pr})"`;
        files = [];
        deletes = x.files.map(([p]) => p);
      } else if (x) {
        title = `Reapply "${x.title} (#${x.pr})" (#${x.pr + 1})`;
        files = x.files;
      }
      // Later upstream edits of an earlier commit's first file: 72 and 73 edit pass 33's (top, then bottom line),
      // 76 edits pass 75's (the lines the fork reverted).
      if (slot === 72) files = [[bySlot(cycle, 33).files[0]![0], editLine(bySlot(cycle, 33).files[0]![1], 1)]];
      if (slot === 73)
        files = [[bySlot(cycle, 33).files[0]![0], editLine(editLine(bySlot(cycle, 33).files[0]![1], 1), 20)]];
      if (slot === 76) files = [[bySlot(cycle, 75).files[0]![0], editLine(bySlot(cycle, 75).files[0]![1], 10)]];
      const c: UpCommit = { slot, cycle, mark: mark++, pr: n + 1, title, files, ...(deletes ? { deletes } : {}), time };
      up.push(c);
      if (slot === 46 || slot === 47) {
        // The two commits of a merged (not squashed) upstream PR: a side branch from the mainline.
        const parent = slot === 46 ? mainline : `:${bySlot(cycle, 46).mark}`;
        s += commit('refs/heads/side', c.mark, c.time, UP, `${title}\n`, parent, c.files);
        if (slot === 47) {
          const m = mark++;
          const pr = bySlot(cycle, 46).pr;
          s += commit(
            'refs/heads/upstream',
            m,
            c.time + 60,
            UP,
            `Merge pull request #${pr} from dev/pass-${n}\n\nPass ${n} side work\n`,
            mainline,
            [],
            `:${c.mark}`,
          );
          mainline = `:${m}`;
        }
        continue;
      }
      s += commit(
        'refs/heads/upstream',
        c.mark,
        c.time,
        UP,
        `${title} (#${c.pr})\n`,
        mainline,
        c.files,
        undefined,
        deletes,
      );
      mainline = `:${c.mark}`;
    }
  }
  await fastImport(git, s, marksFile);
  await deleteBranch(git, 'side');
  const marks = await readMarks(marksFile);
  for (const c of up) c.sha = marks.get(c.mark)!;
  const baseSha = marks.get(1)!;

  // Phase 2: the fork, event by event, each cycle alike; what each event means is set in `expected` beside it.
  const expected = new Map<string, ExpectedClass>();
  const expect = (c: UpCommit, e: ExpectedClass) => expected.set(c.sha!, e);
  const ledger: LedgerFile = { entries: [] };
  let fs = '';
  let fmark = 1;
  let forkParent = baseSha;
  let forkPr = 1;
  const forkMarks: Array<{ mark: number; revertOf: UpCommit; subject: string; why?: string }> = [];
  const fork = (message: string, files: Array<[string, string] | Array<[string, string]>>, at: number): number => {
    const m = fmark++;
    const flat = files.flatMap((f) =>
      typeof f[0] === 'string' ? [f as [string, string]] : (f as Array<[string, string]>),
    );
    fs += commit('refs/heads/fork', m, at, FK, message, forkParent, flat);
    forkParent = `:${m}`;
    return m;
  };
  // An adapted pick changes one line of the first file: neither patch-id nor content finds it, only the message.
  const adapted = (c: UpCommit): Array<[string, string]> =>
    c.files.map(([p, text], k) => [p, k === 0 ? `${text}fork adaptation\n` : text]);
  const exact = (c: UpCommit): Array<[string, string]> => c.files;
  const nextPr = () => forkPr++;
  const ingested = (via: string[]): ExpectedClass => ({ status: 'ingested', via });
  const declared = (
    disposition: 'wont-port' | 'skip' | 'defer',
    via: string[],
    extra: Partial<ExpectedClass> = {},
  ): ExpectedClass => ({
    status: 'declared',
    via,
    disposition,
    ...extra,
  });
  const pending: ExpectedClass = { status: 'pending', via: [] };
  const unresolvedPr = 900_000;

  for (let cycle = 0; cycle < Math.max(1, cycles); cycle++) {
    const u = (slot: number) => bySlot(cycle, slot);
    const at = u(CYCLE - 1).time + 3600;
    const P = (slot: number) => `#${u(slot).pr}`;

    // Hostile: the fork's own commit whose PR number is an unrelated, pending upstream PR (slot 30).
    fork(`fork: private feature ${cycle}.1 (#${u(30).pr})\n`, [[`fork/own-${cycle}-1.txt`, 'private\n']], at);
    // An earlier bundle defers 31 (a later pick beats it) and 32 (the ledger file beats it).
    fork(
      `[Cherry-pick][BUNDLE] Cherry-pick 1 upstream(${P(0)}) (#${nextPr()})\n\nReactor Cherry-pick Revision: ${u(0).sha}\n\nDeferred (2, backlog):\n- ${P(31)} waiting for the allocator rework\n- ${P(32)} needs a review from the AMD team\n`,
      [adapted(u(0))],
      at,
    );
    expect(u(0), ingested(['trailer', 'pr-number']));
    fork(`${u(1).title}\n\nOriginal Commit: ${u(1).sha!.slice(0, 12)}\n`, [adapted(u(1))], at);
    expect(u(1), ingested(['trailer']));
    fork(`fork: take pass ${u(2).slot}\n\n(cherry picked from commit ${u(2).sha})\n`, [adapted(u(2))], at);
    expect(u(2), ingested(['trailer']));
    fork(`fork: take another pass\n\nReactor Cherry-pick Revision: ${corrupt(u(3).sha!)}\n`, [adapted(u(3))], at);
    expect(u(3), ingested(['trailer']));
    fork(
      `Ingest bundle of 2 upstream commits\n\n- ${u(4).title}\n  Reactor Backport Revision: ${u(4).sha}\n- ${u(5).title}\n  Reactor Backport Revision: ${u(5).sha}\n`,
      [adapted(u(4)), adapted(u(5))],
      at,
    );
    expect(u(4), ingested(['trailer']));
    expect(u(5), ingested(['trailer']));
    // Pick subjects: the upstream PR first, the fork's own PR last — and that one names a pending upstream PR.
    fork(`[triton][beta] [Cherry-pick] '${u(6).title} (${P(6)})' (${P(26)})\n`, [adapted(u(6))], at);
    expect(u(6), ingested(['pr-number']));
    fork(`[pick] ${u(7).title} (${P(7)}) (${P(27)})\n`, [adapted(u(7))], at);
    expect(u(7), ingested(['pr-number']));
    fork(`${u(8).title} (${P(8)})\n`, [adapted(u(8))], at);
    expect(u(8), ingested(['pr-number']));
    fork(
      `[Cherry-pick][BUNDLE] Cherry-pick 4 upstream(${P(9)} ${P(10)} … ${P(11)} ${P(12)}) (#${nextPr()})\n\nA bundle.\n`,
      [9, 10, 11, 12].map((k) => adapted(u(k))),
      at,
    );
    for (const k of [9, 10, 11, 12]) expect(u(k), ingested(['pr-number']));
    // A cut bundle subject: its last entry is a cut number (here it names the pending slot 30); the body has them all.
    fork(
      `[Cherry-pick][BUNDLE] Cherry-pick 5 upstream(${P(13)} ${P(14)} ${P(15)} ${P(16)} ${P(30)}\n\nPicked (5): ${P(13)} ${P(14)} ${P(15)} ${P(16)} ${P(17)}\n`,
      [13, 14, 15, 16, 17].map((k) => adapted(u(k))),
      at,
    );
    for (const k of [13, 14, 15, 16]) expect(u(k), ingested(['pr-number', 'section']));
    expect(u(17), ingested(['section']));
    // One body with every section, prose naming other PRs, and a quoted upstream message.
    fork(
      [
        `[Cherry-pick][BUNDLE] Cherry-pick 2 upstream(${P(18)} ${P(19)}) (#${nextPr()})`,
        '',
        'Picked (2)',
        `- ${P(18)}`,
        `- ${P(19)}`,
        '',
        "Won't-port (2):",
        `- ${P(20)} ${P(21)} only modify GitHub CI files absent from the fork`,
        '',
        `Skipped (1): ${P(22)} a flaky-test-only change`,
        '',
        'Deferred (2, backlog):',
        `- ${P(23)}, ${P(24)} NVIDIA multi-CTA redesign (T278642612): dead-end, dep-blocked on ${P(25)}`,
        '',
        `Unlike ${P(26)} and ${P(27)}, this bundle keeps the old layout; see also ${P(28)}.`,
        '',
        'Upstream said:',
        `> Picked (1): ${P(28)}`,
        `> [pick] ${u(29).title} (${P(29)}) (#3)`,
        '',
      ].join('\n'),
      [adapted(u(18)), adapted(u(19))],
      at,
    );
    expect(u(18), ingested(['pr-number', 'section']));
    expect(u(19), ingested(['pr-number', 'section']));
    expect(u(20), declared('wont-port', ['section']));
    expect(u(21), declared('wont-port', ['section']));
    expect(u(22), declared('skip', ['section']));
    expect(u(23), declared('defer', ['section'], { unblocked: true }));
    expect(u(24), declared('defer', ['section'], { unblocked: true }));
    fork(`fork: take pass 25\n\nReactor Cherry-pick Revision: ${u(25).sha}\n`, [adapted(u(25))], at);
    expect(u(25), ingested(['trailer']));
    for (const k of [26, 27, 28, 29, 30]) expect(u(k), pending);
    // The later pick of 31 beats the earlier deferral.
    fork(`[pick] ${u(31).title} (${P(31)}) (#${nextPr()})\n`, [adapted(u(31))], at);
    expect(u(31), ingested(['pr-number']));
    ledger.entries.push({ commit: u(32).sha!, disposition: 'wont-port', reason: 'superseded by the fork allocator' });
    expect(u(32), declared('wont-port', ['ledger'], { contradiction: true }));
    // No record at all: an unchanged patch (patch-id), and two changes squashed into one fork commit (content).
    fork(`fork: sync pass files (#${nextPr()})\n`, [exact(u(33))], at);
    expect(u(33), ingested(['patch-id']));
    fork(`fork: import two passes (#${nextPr()})\n`, [exact(u(34)), exact(u(35))], at);
    expect(u(34), ingested(['content']));
    expect(u(35), ingested(['content']));
    expect(u(36), declared('wont-port', ['path-rule']));
    const picked37 = fork(`fork: take pass 37\n\nReactor Cherry-pick Revision: ${u(37).sha}\n`, [adapted(u(37))], at);
    forkMarks.push({ mark: picked37, revertOf: u(37), subject: 'fork: take pass 37' });
    // A pick the fork reverted stays out (a deferral whose reason is the revert) until upstream changes its lines.
    expect(u(37), declared('defer', ['revert']));
    fork(
      `fork: declare pass 38\n\nReactor Defer Revision: ${u(38).sha} depends on ${P(39)}\n`,
      [[`fork/decl-${cycle}.txt`, 'x\n']],
      at,
    );
    expect(u(38), declared('defer', ['trailer'], { unblocked: false }));
    expect(u(39), pending);
    fork(`fork: declare pass 40\n\nReactor WontPort Revision: ${u(40).sha}\n`, [[`fork/decl-${cycle}.txt`, 'y\n']], at);
    expect(u(40), declared('wont-port', ['trailer']));
    fork(
      `fork: take passes 41 and 42\n\nUpstream-Commit: ${u(41).sha}, ${u(42).sha}\n`,
      [adapted(u(41)), adapted(u(42))],
      at,
    );
    expect(u(41), ingested(['trailer']));
    expect(u(42), ingested(['trailer']));
    fork(
      `fork: take pass 43\n\nOriginal Commit: https://github.com/triton-lang/triton/pull/${u(43).pr}\n`,
      [adapted(u(43))],
      at,
    );
    expect(u(43), ingested(['pr-number']));
    fork(`[port-of ${P(44)}] local port of the pass change (${P(48)})\n`, [adapted(u(44))], at);
    expect(u(44), ingested(['pr-number']));
    fork(`fork: take pass 45\n\nReactor Cherry-pick Revision: ${u(45).sha}\n`, [adapted(u(45))], at);
    fork(
      `fork: bookkeeping (#${nextPr()})\n\nWon't-port (1): ${P(45)} not needed after all\nPicked (2): ${P(46)} #${unresolvedPr}\n`,
      [adapted(u(46)), adapted(u(47))],
      at,
    );
    expect(u(45), { ...ingested(['trailer']), contradiction: true });
    expect(u(46), ingested(['section']));
    expect(u(47), ingested(['section']));
    expect(u(48), pending);
    ledger.entries.push({
      commit: u(49).sha!.slice(0, 12),
      disposition: 'wont-port',
      reason: 'a version bump the fork does not take',
    });
    expect(u(49), declared('wont-port', ['ledger']));

    // A bundle subject cut by the tool, the fork's own PR after the cut (`… #10302... (#2334)`): the last entry (here
    // the pending slot 48) is never counted, and the body's first line continues the list.
    fork(
      `[Cherry-pick][BUNDLE] Cherry-pick 5 upstream(${P(50)} ${P(51)} ${P(48)}... (#${nextPr()})\n\n...0 ${P(52)} ${P(53)})\n\nA long bundle.\n`,
      [50, 51, 52, 53].map((k) => adapted(u(k))),
      at,
    );
    for (const k of [50, 51, 52, 53]) expect(u(k), ingested(['pr-number']));
    // `… #10499 #1048 (#2511)`: cut without dots (the last, pending slot 39, not counted); markdown sections with one
    // `;`-separated line (mentions inside descriptions, `;` inside a description, ` / `, ` + ` and spaces between
    // numbers); a prose heading whose numbers are mentions.
    fork(
      [
        `[Cherry-pick][BUNDLE] Cherry-pick 8 upstream(${P(54)} ${P(55)} ${P(39)} (#${nextPr()})`,
        '',
        '### Picked (8)',
        `${P(54)} [core] Update the configs; ${P(55)} Python typing followup to ${P(26)}; ${P(56)} Split the cleanup; tolerate non-convergence; ${P(57)} / ${P(58)} + ${P(59)} paired layout changes; ${P(60)} ${P(61)} two small fixes; …`,
        '',
        '### Notable conflict resolutions',
        `- ${P(28)} needed a manual merge of the layout table`,
        `${P(29)} was consulted as well`,
        '',
      ].join('\n'),
      [54, 55, 56, 57, 58, 59, 60, 61].map((k) => adapted(u(k))),
      at,
    );
    for (const k of [54, 55]) expect(u(k), ingested(['pr-number', 'section']));
    for (const k of [56, 57, 58, 59, 60, 61]) expect(u(k), ingested(['section']));
    // Deferrals grouped under task ids, a prose line, a heading with a note then unbulleted `#N …;` lines, `**Skipped**`.
    fork(
      [
        `fork: record the AMD backlog (#${nextPr()})`,
        '',
        '### Deferred (3) — each tracked on a live task',
        `- **T279638562** (AMD backend divergence): ${P(62)} [AMD] Enable the thing; ${P(63)} [AMD] Support the other; see ${P(27)}`,
        `- Skipped because upstream CI only: ${P(64)}`,
        `- T279638563 (waiting for the allocator): ${P(65)} allocator part`,
        '',
        "### Won't-port (2) — CI-only",
        `${P(66)} CI tweak; ${P(67)} another CI tweak;`,
        '',
        '**Skipped**',
        `${P(68)} flaky test only`,
        '',
      ].join('\n'),
      [[`fork/backlog-${cycle}.txt`, 'amd\n']],
      at,
    );
    for (const k of [62, 63, 65]) expect(u(k), declared('defer', ['section']));
    expect(u(64), pending);
    for (const k of [66, 67]) expect(u(k), declared('wont-port', ['section']));
    expect(u(68), declared('skip', ['section']));
    // The fork picks only the reapply: X and its revert are handled too.
    fork(`fork: take the reapply\n\nReactor Cherry-pick Revision: ${u(71).sha}\n`, [adapted(u(71))], at);
    expect(u(71), ingested(['trailer']));
    expect(u(69), ingested(['reapply']));
    expect(u(70), ingested(['reapply']));
    // 73's change is in the fork (squashed with a fork file: no patch-id), behind 72, pending, on the same file.
    fork(
      `fork: sync the tail of pass 33 (#${nextPr()})\n`,
      [
        [u(73).files[0]![0], editLine(u(33).files[0]![1], 20)],
        [`fork/tail-${cycle}.txt`, 'tail\n'],
      ],
      at,
    );
    expect(u(72), pending);
    expect(u(73), ingested(['content']));
    // Picks the loop reverted: 74 stays deferred; 75 is retried as upstream 76 changes the reverted lines.
    const picked74 = fork(`fork: take pass 74\n\nReactor Cherry-pick Revision: ${u(74).sha}\n`, [adapted(u(74))], at);
    forkMarks.push({
      mark: picked74,
      revertOf: u(74),
      subject: 'fork: take pass 74',
      why: 'L2 fails on trunk from this commit on: the tier fails from it (3 probes).\nTier: L2\nRun: https://ci.example/runs/74\n',
    });
    expect(u(74), declared('defer', ['revert']));
    const picked75 = fork(`fork: take pass 75\n\nReactor Cherry-pick Revision: ${u(75).sha}\n`, [adapted(u(75))], at);
    forkMarks.push({ mark: picked75, revertOf: u(75), subject: 'fork: take pass 75' });
    expect(u(75), pending);
    expect(u(76), pending);
    // 77 is retried because upstream reverted it (78); that revert of a pending commit is never "present".
    const picked77 = fork(`fork: take pass 77\n\nReactor Cherry-pick Revision: ${u(77).sha}\n`, [adapted(u(77))], at);
    forkMarks.push({ mark: picked77, revertOf: u(77), subject: 'fork: take pass 77' });
    expect(u(77), pending);
    expect(u(78), pending);
  }
  const forkMarksFile = join(dir, '.git', 'conventions-fork.marks');
  await fastImport(git, fs, forkMarksFile);
  const fmarks = await readMarks(forkMarksFile);

  // Phase 3: reverts of fork picks (their messages name fork SHAs).
  let rs = '';
  let parent = fmarks.get(fmark - 1)!;
  let rmark = 1;
  for (const { mark: m, revertOf, subject, why } of forkMarks) {
    const sha = fmarks.get(m)!;
    const r = rmark++;
    const deletes = revertOf.files.map(([p]) => `D ${p}\n`).join('');
    const message = `Revert "${subject}"\n\nThis reverts commit ${sha}.\n${why ? `\n${why}` : ''}`;
    rs += `commit refs/heads/fork\nmark :${r}\n${ident(revertOf.time + 7200, FK)}${data(message)}from ${parent}\n${deletes}\n`;
    parent = `:${r}`;
  }
  if (rs) await fastImport(git, rs);
  await rm(marksFile, { force: true });
  await rm(forkMarksFile, { force: true });
  await checkout(git, 'fork');

  const first = (slot: number) => bySlot(0, slot).sha!;
  return {
    dir,
    upstreamBranch: 'upstream',
    forkBranch: 'fork',
    baseSha,
    expected,
    config: {
      trailers: ['Reactor Cherry-pick Revision', 'Reactor Backport Revision'],
      provenanceRules: [
        { name: 'reactor-defer', where: 'trailer', key: 'Reactor Defer Revision', meaning: 'defer' },
        { name: 'reactor-wontport', where: 'trailer', key: 'Reactor WontPort Revision', meaning: 'wont-port' },
        { name: 'port-of', where: 'subject', match: 'pr', pattern: '^\\[port-of (#\\d+)\\]', meaning: 'picked' },
      ],
      notApplicable: [{ paths: ['.github/**'], reason: 'upstream CI only: the fork runs its own' }],
    },
    ledger,
    cases: {
      forkPrEqualsUpstreamPr: first(26),
      loneForkPrNumber: first(30),
      cutListLastEntry: first(30),
      deferredThenPicked: first(31),
      ledgerBeatsMessage: first(32),
      prose: first(27),
      quoted: first(29),
      wontPortAndPickedInOneBody: first(20),
      unblockedDeferral: first(23),
      contradiction: first(45),
      mergedPr: first(46),
      content: first(34),
      pathRule: first(36),
      revertedPick: first(37),
      cutSubjectContinuation: first(52),
      headingSections: first(56),
      taskGroups: first(62),
      proseLine: first(64),
      reapply: first(69),
      contentBehindPending: first(73),
      stickyRevert: first(74),
      revertRetried: first(75),
      revertRetriedByUpstreamRevert: first(77),
      upstreamRevertOfPending: first(78),
    },
    unresolvedPr,
    upstreamCommits: up.length + Math.max(1, cycles),
    forkCommits: fmark - 1 + forkMarks.length,
  };
}

/** `Reactor …: <sha>` copied wrongly after its first 8 characters (7 such lines in the real fork). */
function corrupt(sha: string): string {
  const tail = sha
    .slice(8)
    .split('')
    .map((c) => ((parseInt(c, 16) + 7) % 16).toString(16))
    .join('');
  return sha.slice(0, 8) + tail;
}

/** ~20 lines of made-up source, different for every commit and file. */
function body(n: number, k: number): string {
  const lines: string[] = [];
  let x = (n * 7919 + k * 104_729 + 1) >>> 0;
  for (let i = 0; i < 20; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    lines.push(`  value_${n}_${k}_${i} = compute(${x % 9973}, ${(x >>> 8) % 997}); // pass ${n}`);
  }
  return `// upstream change ${n}, file ${k}\n${lines.join('\n')}\n`;
}

/** The file with its `line`-th line (1-based, after the header) changed as a later upstream commit would. */
function editLine(text: string, line: number): string {
  const lines = text.split('\n');
  lines[line] = `${lines[line]} // revised`;
  return lines.join('\n');
}

function ident(time: number, who: string): string {
  return `author ${who} ${time} +0000\ncommitter ${who} ${time} +0000\n`;
}

function data(text: string): string {
  return `data ${Buffer.byteLength(text)}\n${text}\n`;
}

function commit(
  ref: string,
  mark: number,
  time: number,
  who: string,
  message: string,
  from: string | undefined,
  files: Array<[string, string]>,
  merge?: string,
  deletes: readonly string[] = [],
): string {
  let out = `commit ${ref}\nmark :${mark}\n${ident(time, who)}${data(message)}`;
  if (from) out += `from ${from}\n`;
  if (merge) out += `merge ${merge}\n`;
  for (const path of deletes) out += `D ${path}\n`;
  for (const [path, content] of files) out += `M 100644 inline ${path}\n${data(content)}`;
  return `${out}\n`;
}

function blob(
  path: string,
  content: string,
  mark: number,
  time: number,
  who: string,
  message: string,
  ref: string,
): string {
  return commit(ref, mark, time, who, message, undefined, [[path, content]]);
}

async function readMarks(file: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const [m, sha] = line.split(' ');
    if (m && sha) out.set(Number(m.slice(1)), sha);
  }
  return out;
}
