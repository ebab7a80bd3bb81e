/**
 * The three verdicts (issues 19 and 20) on real git repositories with real agents, and on named cases of the shared
 * corpus of real resolutions (Intel's merges of upstream Triton) with the mutations the guards must catch.
 */
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { readResolutionCorpus } from '../../src/adapters/files/resolution-corpus.js';
import type { AuditCase } from '../../src/domain/apply/guard-audit.js';
import { judgeResolution, type ReplayedFile } from '../../src/domain/apply/judge-resolution.js';
import { countConflictMarkers } from '../../src/domain/apply/markers.js';
import { mutate, type MutationKind } from '../../src/domain/apply/resolution-mutations.js';
import { REVIEW_LABEL } from '../../src/domain/apply/review.js';
import type { ApplyResult } from '../../src/schemas/apply-result.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runCli } from '../helpers/cli.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { baseSettings, conflictScenario } from './fixtures.js';

afterAll(removeTempDirs);

const text = (l: string[]) => `${l.join('\n')}\n`;

const READ_TASK = `node -e 'const t=require(process.argv[1]); console.log(t.conflictedPaths.join("\\n"))' "$1"`;
const STRIP = `sed -i -e '/^<<<<<<< /d' -e '/^=======$/d' -e '/^>>>>>>> /d' -e '/^||||||| /d' "$p"`;
const AGENTS = {
  /** Throws upstream's side away: the file is the fork's version exactly. */
  takesOurs: `${READ_TASK} | while IFS= read -r p; do git show ":2:$p" > "$p"; done\necho "kept the fork's version"`,
  /** Keeps both sides, then pastes upstream's line a second time right after itself. */
  pastesTwice: `${READ_TASK} | while IFS= read -r p; do ${STRIP}; sed -i 's/^core line 5 changed upstream$/&\\n&/' "$p"; done`,
  /** Re-indents the conflict instead of resolving it: the markers stay, behind indentation. */
  indentsMarkers: `${READ_TASK} | while IFS= read -r p; do sed -i 's/^/    /' "$p"; done`,
  /** Does nothing at all. */
  idle: `true`,
  /** Keeps both sides: a faithful resolution. */
  resolves: `${READ_TASK} | while IFS= read -r p; do ${STRIP}; done`,
} as const;

async function agent(name: keyof typeof AGENTS): Promise<string> {
  const path = join(await makeTempDir('ui-agent-'), `${name}.sh`);
  await writeFile(path, `#!/usr/bin/env bash\nset -euo pipefail\n${AGENTS[name]}\n`);
  await chmod(path, 0o755);
  return path;
}

async function apply(
  s: BuiltScenario,
  upstream: string,
  name: keyof typeof AGENTS,
  overrides: Partial<ApplySettings> = {},
): Promise<ApplyResult> {
  return runApply(baseSettings([s.sha(upstream)], { onConflict: 'agent', agent: await agent(name), ...overrides }), {
    git: createGitRunner(s.dir),
    logger: new RecordingLogger(),
  });
}

const verdicts = (r: ApplyResult) =>
  Object.fromEntries(r.commits[0]!.guards.filter((g) => g.verdict !== 'accept').map((g) => [g.name, g.verdict]));

describe('verdicts on a generated repository with real agents', () => {
  it('accept: a resolution keeping both sides lands unflagged', async () => {
    const s = await conflictScenario();
    const r = await apply(s, 'u2', 'resolves');
    expect(r.commits[0]).toMatchObject({ status: 'resolved', verdict: 'accept' });
    expect(r.review).toEqual({ needed: false, label: REVIEW_LABEL, reasons: [] });
  });

  it("review: an agent that keeps the fork's side only lands, flagged, with the agent's reason", async () => {
    const s = await conflictScenario();
    const r = await apply(s, 'u2', 'takesOurs');
    expect(r.commits[0]).toMatchObject({ status: 'resolved', verdict: 'review' });
    expect(verdicts(r)).toEqual({ 'one-sided': 'review' });
    expect(r.review!.needed).toBe(true);
    expect(r.review!.reasons.join('\n')).toMatch(
      /src\/core\.txt: equals the fork's side exactly.*kept the fork's version/,
    );
    const message = await git(s, 'log', '-1', '--format=%B', r.head);
    expect(message).toMatch(/^ {2}Verdict: review$/m);
  });

  it('the CLI says a review is needed, and --on-review accepts only land or defer', async () => {
    const s = await conflictScenario();
    const args = ['apply', '--repo', s.dir, '--commits', s.sha('u2'), '--base', 'fork', '--on-conflict', 'agent'];
    const run = await runCli([...args, '--agent', await agent('takesOurs')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^review: needed \(PR label upstream-ingest:review; not to be auto-merged\)$/m);
    const bad = await runCli([...args, '--agent', await agent('takesOurs'), '--on-review', 'merge']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/on-?[Rr]eview.*expected land or defer/);
  });

  it('review with --on-review defer: the resolution stays out, deferred (not rejected)', async () => {
    const s = await conflictScenario();
    const base = await git(s, 'rev-parse', 'fork');
    const r = await apply(s, 'u2', 'takesOurs', { onReview: 'defer' });
    expect(r.commits[0]!.status).toBe('deferred');
    expect(r.commits[0]!.reasons[0]).toMatch(/needs review \(--on-review defer\): one-sided:/);
    expect(r.head).toBe(base);
  });

  it('reject: upstream line pasted twice right after itself (duplicated-block)', async () => {
    const s = await conflictScenario();
    const r = await apply(s, 'u2', 'pastesTwice');
    expect(r.commits[0]!.status).toBe('rejected');
    expect(verdicts(r)).toEqual({ 'duplicated-block': 'reject' });
    expect(r.commits[0]!.guards.find((g) => g.name === 'duplicated-block')!.evidence).toEqual([
      { path: 'src/core.txt', startLine: 6, endLine: 7 },
    ]);
  });

  it('reject: markers behind indentation (conflict-markers) and a conflict left untouched (unresolved)', async () => {
    const s = await conflictScenario();
    const indented = await apply(s, 'u2', 'indentsMarkers');
    expect(indented.commits[0]!.status).toBe('rejected');
    expect(verdicts(indented)['conflict-markers']).toBe('reject');
    const idle = await apply(s, 'u2', 'idle');
    expect(verdicts(idle)).toMatchObject({ unresolved: 'reject', 'conflict-markers': 'reject' });
  });

  it('review: a modify/delete conflict left as git left it keeps a file the fork deleted (unresolved)', async () => {
    const s = await conflictScenario([
      { id: 'fdel', on: 'fork', files: { 'README.md': null }, message: 'fork: drop the readme' },
      { id: 'umod', on: 'upstream', files: { 'README.md': 'readme, reworded upstream\n' }, message: 'docs (#9)' },
    ]);
    const r = await apply(s, 'umod', 'idle');
    expect(r.commits[0]).toMatchObject({ status: 'resolved', verdict: 'review' });
    expect(r.commits[0]!.guards.find((g) => g.name === 'unresolved')!.details).toEqual([
      'README.md: left as git left it: kept although the fork deleted it (upstream changed it)',
    ]);
  });
});

describe('verdicts over data', () => {
  const base = text(['def f(x):', '    y = step_one(x)', '    z = step_two(y)', '    return z']);
  const ours = text(['def f(x):', '    y = step_one(x, device="xpu")', '    z = step_two(y)', '    return z']);
  const theirs = text([
    'def f(x):',
    '    y = step_one_fast(x)',
    '    w = extra_check(y)',
    '    z = step_two(y)',
    '    return z',
  ]);
  const judgeOne = (resolved: string | null, extra: Partial<ReplayedFile> = {}) =>
    judgeResolution([{ path: 'lib/f.py', base, ours, theirs, resolved, ...extra }]);
  const findings = (j: ReturnType<typeof judgeResolution>) =>
    j.guards.filter((g) => g.verdict !== 'accept').map((g) => `${g.name}:${g.verdict}`);

  it('accepts a resolution that keeps both sides', () => {
    const both = text([
      'def f(x):',
      '    y = step_one_fast(x, device="xpu")',
      '    w = extra_check(y)',
      '    z = step_two(y)',
      '    return z',
    ]);
    expect(findings(judgeOne(both))).toEqual([]);
  });

  it("review: one-sided when upstream's lines and names are gone from the hunk", () => {
    const dropped = text([
      'def f(x):',
      '    y = step_one(x, device="xpu")',
      '    q = 1',
      '    z = step_two(y)',
      '    return z',
    ]);
    expect(findings(judgeOne(dropped))).toEqual(['one-sided:review']);
    expect(judgeOne(dropped).guards.find((g) => g.name === 'one-sided')!.evidence?.[0]).toMatchObject({
      path: 'lib/f.py',
    });
  });

  it("review: hunk-intent when most of a side's lines are lost though some survive", () => {
    const t2 = text([
      'def f(x):',
      '    y = step_one_fast(x)',
      '    w = extra_check(y)',
      '    v = verify_all(w)',
      '    u = log_it(v)',
      '    z = step_two(y)',
      '    return z',
    ]);
    const partial = text([
      'def f(x):',
      '    y = step_one(x, device="xpu")',
      '    w = extra_check(y)',
      '    z = step_two(y)',
      '    return z',
    ]);
    const j = judgeResolution([{ path: 'lib/f.py', base, ours, theirs: t2, resolved: partial }]);
    expect(findings(j)).toEqual(['hunk-intent:review']);
  });

  it('reject: a doubled line right after itself; review: a long block copied elsewhere', () => {
    const doubled = text([
      'def f(x):',
      '    y = step_one_fast(x, device="xpu")',
      '    w = extra_check(y)',
      '    w = extra_check(y)',
      '    z = step_two(y)',
      '    return z',
    ]);
    expect(findings(judgeOne(doubled))).toEqual(['duplicated-block:reject']);
    const block = [
      '    a = first_long_statement(x)',
      '    b = second_long_statement(a)',
      '    c = third_long_statement(b)',
      '    d = fourth_long_statement(c)',
    ];
    const b2 = text(['def f(x):', ...block, '    return d']);
    const o2 = text(['def f(x):', ...block, '    return d  # fork']);
    const t3 = text(['def f(x):', ...block, '    return d  # upstream']);
    const copied = text(['def f(x):', ...block, '    return d  # fork', 'def g(x):', ...block, '    return d']);
    const j = judgeResolution([{ path: 'lib/g.py', base: b2, ours: o2, theirs: t3, resolved: copied }]);
    expect(findings(j)).toContain('duplicated-block:review');
  });

  it('diff-bound: review past the bound, reject past twice the bound, and a whole side is not counted', () => {
    const big = (n: number) => Array.from({ length: n }, (_, i) => `    extra_line_${i} = ${i}`);
    const grown = text([
      'def f(x):',
      '    y = step_one_fast(x, device="xpu")',
      '    w = extra_check(y)',
      ...big(12),
      '    z = step_two(y)',
      '    return z',
    ]);
    const huge = text([
      'def f(x):',
      '    y = step_one_fast(x, device="xpu")',
      '    w = extra_check(y)',
      ...big(40),
      '    z = step_two(y)',
      '    return z',
    ]);
    const db = (r: string) => judgeOne(r).guards.find((g) => g.name === 'diff-bound')!.verdict;
    // Equal to the fork's side: the size is not counted (one-sided judges it).
    expect(db(ours)).toBe('accept');
    expect(db(grown)).toBe('review');
    expect(db(huge)).toBe('reject');
  });
});

describe('markers after indentation and comment leaders', () => {
  it('counts them, and nothing that merely looks like them', () => {
    expect(countConflictMarkers('    <<<<<<< HEAD\n// =======\n# >>>>>>> abc\n  * ||||||| base\n/* ======= */\n')).toBe(
      5,
    );
    expect(countConflictMarkers('//===----------===//\n# ========\nx <<<<<<< y\n-- =====\n')).toBe(0);
  });
});

describeWithShared('verdicts on named real resolutions of the shared corpus', () => {
  let cases: Map<string, AuditCase>;
  beforeAll(async () => {
    cases = new Map((await readResolutionCorpus(sharedPath('corpus', 'resolutions'))).map((c) => [c.id, c]));
  });
  const judge = (id: string, kind?: MutationKind) => {
    const f = cases.get(id)!.files[0]!;
    if (!kind) return judgeResolution([f]);
    const m = mutate(f as Required<typeof f> & { base: string; ours: string; theirs: string; resolved: string }, kind)!;
    return judgeResolution([{ ...f, resolved: m.resolved, untouched: m.untouched }]);
  };
  const names = (j: ReturnType<typeof judgeResolution>) =>
    j.guards.filter((g) => g.verdict !== 'accept').map((g) => `${g.name}:${g.verdict}`);

  it.each([
    ['55c8058af5ae', 'RemoveLayoutConversions.cpp, both sides merged'],
    ['d14236568ca2', 'test/CMakeLists.txt, upstream deletion honoured next to a fork addition'],
  ])('accepts the real resolution of %s (%s)', (id) => {
    expect(names(judge(id))).toEqual([]);
  });

  it.each([
    ['769cfb24c666', 'hunk-intent:review', 'DecomposeUnsupportedConversions.cpp: most fork lines of a hunk lost'],
    ['dfadf4b2ad0b', 'duplicated-block:review', 'setup.py: get_triton_cache_path defined in two places'],
    ['e78bd2721595', 'diff-bound:review', 'code_generator.py: 68 changed lines against a bound of 52'],
    ['1d7c8232fdf7', 'diff-bound:reject', 'over twice the bound'],
  ])('judges the real resolution of %s %s (%s)', (id, finding) => {
    expect(names(judge(id))).toContain(finding);
  });

  it('sends a real one-sided resolution to review, not reject', () => {
    const oneSided = [...cases.values()].find((c) => c.files[0]!.resolved === c.files[0]!.theirs)!;
    expect(judge(oneSided.id).verdict).toBe('review');
    expect(names(judge(oneSided.id))).toContain('one-sided:review');
  });

  it.each<[string, MutationKind, string]>([
    ['55c8058af5ae', 'ours', 'one-sided:review'],
    ['55c8058af5ae', 'theirs', 'one-sided:review'],
    ['506018e1d579', 'hunk-twice', 'duplicated-block:reject'],
    ['bf456e92f4b2', 'hunk-twice', 'duplicated-block:reject'],
    ['55c8058af5ae', 'markers-indented', 'conflict-markers:reject'],
    ['55c8058af5ae', 'markers-commented', 'conflict-markers:reject'],
    ['55c8058af5ae', 'half-resolved', 'conflict-markers:reject'],
    ['55c8058af5ae', 'untouched', 'unresolved:reject'],
    ['d14236568ca2', 'ours', 'one-sided:review'],
  ])('catches the %s mutation %s (%s)', (id, kind, finding) => {
    expect(names(judge(id, kind))).toContain(finding);
  });
});
