import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMessage } from '../../src/domain/ledger/message-claims.js';
import { blockerIn, leadingRefs } from '../../src/domain/ledger/message-refs.js';
import { provenanceParser } from '../../src/domain/ledger/provenance.js';
import { subjectPrRefs, subjectsMatch } from '../../src/domain/ledger/pr-subjects.js';
import { compileRules } from '../../src/domain/ledger/rules.js';
import { PlanConfigSchema } from '../../src/schemas/plan-config.js';
import { regexProblem } from '../../src/shared/bounded-regex.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const A = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const B = '0123456789abcdef0123456789abcdef01234567';
const rules = compileRules(['Reactor Cherry-pick Revision']);
const claims = (message: string) =>
  readMessage(message, rules).claims.map((c) => ({
    ref: c.target.kind === 'pr' ? `#${c.target.number}` : c.target.ref,
    meaning: c.meaning,
    via: c.via,
    ...(c.reason ? { reason: c.reason } : {}),
    ...(c.blockedBy ? { blockedBy: c.blockedBy.kind === 'pr' ? `#${c.blockedBy.number}` : c.blockedBy.ref } : {}),
  }));

describe('subjects', () => {
  it('reads the upstream PR before the fork PR, bundle lists, and drops the last entry of a cut list', () => {
    expect(subjectPrRefs("[triton][beta] [Cherry-pick] 'Fix the layout pass (#8121)' (#735)")).toMatchObject({
      list: [],
      last: 735,
      beforeLast: 8121,
      marker: true,
      text: 'fix the layout pass',
    });
    expect(subjectPrRefs('[Cherry-pick][BUNDLE] Cherry-pick 15 upstream(#10702 #10689 … #10729) (#2877)').list).toEqual(
      [10702, 10689, 10729],
    );
    expect(subjectPrRefs('[Cherry-pick][BUNDLE] Cherry-pick 62 upstream(#10427 #10428 #104').list).toEqual([
      10427, 10428,
    ]);
    // Prose mentions outside parentheses are not read.
    expect(subjectPrRefs('fork: fix #12 like upstream did in #13')).toMatchObject({ list: [] });
    expect(subjectPrRefs('fork: fix #12 like upstream did in #13').last).toBeUndefined();
  });

  it('matches titles by whole words and refuses short generic ones', () => {
    expect(subjectsMatch('pick improve layout handling in pass 6', 'improve layout handling in pass 6')).toBe(true);
    expect(subjectsMatch('improve layout handling in pass 60', 'improve layout handling in pass 6')).toBe(false);
    expect(subjectsMatch('fork fix build', 'fix build')).toBe(false);
  });
});

describe('bodies', () => {
  it('reads sections with entries on the heading line or bulleted below, reasons and blockers; prose and quotes are not declarations', () => {
    const message = [
      'Bundle',
      '',
      'Picked (15): #10702 #10689 …',
      '## Picked (62)',
      '- #10427 #10428',
      '',
      'Deferred (6, backlog):',
      '- #10440, #10477 NVIDIA multi-CTA redesign (T278642612): dead-end, dep-blocked on #10400',
      "**Won't-port (3):**",
      '- #10481 #10482 only modify GitHub CI files absent from the fork',
      'Skipped',
      `- ${B.slice(0, 10)} flaky`,
      'Backported (1)',
      '- [amd] Fix the scheduler (#10500)',
      'Unlike #10715, this keeps the old layout.',
      '- #10999 a bullet after prose is not in any section',
      '> Picked (1): #1',
      '```',
      'Picked (1): #2',
      '```',
    ].join('\n');
    expect(claims(message)).toEqual([
      { ref: '#10702', meaning: 'picked', via: 'section' },
      { ref: '#10689', meaning: 'picked', via: 'section' },
      { ref: '#10427', meaning: 'picked', via: 'section' },
      { ref: '#10428', meaning: 'picked', via: 'section' },
      ...['#10440', '#10477'].map((ref) => ({
        ref,
        meaning: 'defer',
        via: 'section',
        reason: 'NVIDIA multi-CTA redesign (T278642612): dead-end, dep-blocked on #10400',
        blockedBy: '#10400',
      })),
      ...['#10481', '#10482'].map((ref) => ({
        ref,
        meaning: 'wont-port',
        via: 'section',
        reason: 'only modify GitHub CI files absent from the fork',
      })),
      { ref: B.slice(0, 10), meaning: 'skip', via: 'section', reason: 'flaky' },
      { ref: '#10500', meaning: 'picked', via: 'section' },
    ]);
  });

  it('reads the forms of a real fork: cut subjects continued in the body, markdown sections, task groups', () => {
    const cut = '[Cherry-pick][BUNDLE] Cherry-pick 63 upstream(#9704 #10317 … #10302... (#2334)';
    expect(subjectPrRefs(cut)).toMatchObject({ list: [9704, 10317], cut: true });
    expect(subjectPrRefs(cut).last).toBeUndefined();
    expect(subjectPrRefs('[Cherry-pick][BUNDLE] Cherry-pick 9 upstream(#10497 #10499 #1048 (#2511)').list).toEqual([
      10497, 10499,
    ]);
    const continued = readMessage(`${cut}\n\n...80 #10199 #10177 … #10194)\n\nProse #5.\n`, rules);
    expect(continued.subject?.list).toEqual([9704, 10317, 10199, 10177, 10194]);
    const message = [
      'Bundle',
      '',
      '### Picked (42)',
      '#10124 [Gluon] Update MoE configs; #10120 Python typing followup to #10048; #10132 Split the cleanup; tolerate non-convergence; #10140 / #10141 + #10142 paired; #10143, #10144 small, unlike #10145; …',
      '',
      '### Deferred (15) — each tracked on a live task',
      '- **T279638562** (AMD backend divergence): #9666 [AMD] Enable the thing; #10157 [AMD] Support it; see #9000',
      '- Skipped because upstream CI only: #10481',
      '',
      "### Won't-port (2) — CI-only",
      '#10490 CI tweak; #10491 another;',
      '',
      '### Notable conflict resolutions',
      '- #10200 needed a manual merge',
      '#10201 too',
    ].join('\n');
    const got = claims(message);
    expect(got.filter((c) => c.meaning === 'picked').map((c) => c.ref)).toEqual([
      '#10124',
      '#10120',
      '#10132',
      '#10140',
      '#10141',
      '#10142',
      '#10143',
      '#10144',
    ]);
    expect(got.filter((c) => c.meaning === 'defer')).toEqual([
      {
        ref: '#9666',
        meaning: 'defer',
        via: 'section',
        reason: 'AMD backend divergence (T279638562): [AMD] Enable the thing',
      },
      {
        ref: '#10157',
        meaning: 'defer',
        via: 'section',
        reason: 'AMD backend divergence (T279638562): [AMD] Support it; see #9000',
      },
    ]);
    expect(got.filter((c) => c.meaning === 'wont-port').map((c) => [c.ref, c.reason])).toEqual([
      ['#10490', 'CI tweak'],
      ['#10491', 'another;'],
    ]);
    // Mentions inside descriptions, a prose line and a prose heading declare nothing.
    for (const mention of ['#10048', '#10145', '#9000', '#10481', '#10200', '#10201'])
      expect(got.map((c) => c.ref)).not.toContain(mention);
  });

  it('reads several SHAs on one trailer line, commit and pull-request URLs', () => {
    expect(claims(`x\n\nUpstream-Commit: ${A}, ${B}\nOriginal Commit: https://github.com/o/r/pull/8121\n`)).toEqual([
      { ref: A, meaning: 'picked', via: 'trailer' },
      { ref: B, meaning: 'picked', via: 'trailer' },
      { ref: '#8121', meaning: 'picked', via: 'pr-number' },
    ]);
    expect(provenanceParser(['Upstream-Commit'])(`x\n\nUpstream-Commit: ${A} ${B}`).map((r) => r.ref)).toEqual([A, B]);
  });

  it('needs a digit before reading a prose word as a SHA, and finds blockers', () => {
    expect(leadingRefs('defaced entry').refs).toEqual([]);
    expect(leadingRefs('#1, #2 and #3 reason').refs).toHaveLength(3);
    expect(blockerIn('depends on #77')).toEqual({ kind: 'pr', number: 77 });
    expect(blockerIn('blocked by 1a2b3c4d')).toEqual({ kind: 'sha', ref: '1a2b3c4d' });
  });
});

describe('user rules', () => {
  const parse = (rule: unknown) => PlanConfigSchema.safeParse({ provenanceRules: [rule] });

  it('compiles trailer, section and pattern rules', () => {
    const config = PlanConfigSchema.parse({
      provenanceRules: [
        { where: 'trailer', key: 'Reactor Defer Revision', meaning: 'defer' },
        { where: 'section', heading: 'not taken', meaning: 'wont-port' },
        { name: 'port-of', where: 'body', match: 'pr', pattern: '^Ported-From-PR: (#?\\d+)$' },
      ],
    });
    const r = compileRules([], config.provenanceRules);
    const got = readMessage(
      `s\n\nReactor Defer Revision: ${A} depends on #5\nNot taken (1): #9 CI only\nPorted-From-PR: 12\n`,
      r,
    ).claims;
    expect(got.map((c) => [c.meaning, c.target, c.rule])).toEqual([
      ['defer', { kind: 'sha', ref: A }, 'provenanceRules[0]'],
      ['wont-port', { kind: 'pr', number: 9 }, 'provenanceRules[1]'],
      ['picked', { kind: 'pr', number: 12 }, 'port-of'],
    ]);
    expect(got[0]!.blockedBy).toEqual({ kind: 'pr', number: 5 });
  });

  it.each([
    ['a bad regex', { where: 'body', match: 'sha', pattern: '(unclosed' }, /pattern: not a valid regular expression/],
    ['nested quantifiers', { where: 'body', match: 'sha', pattern: '^(a+)+(\\w+)$' }, /catastrophic backtracking/],
    ['a quantified alternation', { where: 'body', match: 'sha', pattern: '^(a|aa)*([0-9a-f]+)' }, /catastrophic/],
    ['a rule matching every line', { where: 'body', match: 'sha', pattern: '(.*)' }, /would match every line/],
    ['a back-reference', { where: 'body', match: 'sha', pattern: '(x)\\1' }, /back-references/],
    ['an unknown meaning', { where: 'trailer', key: 'K', meaning: 'maybe' }, /meaning/],
    ['a trailer rule without a key', { where: 'trailer' }, /key: expected a trailer key/],
    [
      'a pattern without a group',
      { where: 'subject', match: 'pr', pattern: '#\\d+' },
      /pattern: expected a capture group/,
    ],
  ])('refuses %s, naming the key', (_name, rule, message) => {
    const r = parse(rule);
    expect(r.success).toBe(false);
    const text = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    expect(text).toMatch(message);
  });

  it('checks a 100 KB hostile message line by line, bounded', () => {
    expect(regexProblem('^Ported: ([0-9a-f]{7,40})')).toBeUndefined();
    const r = compileRules(
      ['Upstream-Commit'],
      PlanConfigSchema.parse({
        provenanceRules: [{ where: 'body', match: 'sha', pattern: '^Ported: ([0-9a-f]{7,40})' }],
      }).provenanceRules,
    );
    const hostile = `s\n\n${'a'.repeat(60_000)}!\n${`Picked (1): ${'#1 '.repeat(5_000)}\n`}Ported: ${A}\n${'Upstream-Commit: '.repeat(2_000)}`;
    expect(hostile.length).toBeGreaterThan(100_000);
    const got = readMessage(hostile, r).claims;
    // Lines are cut to 1,000 characters: the long Picked line yields its first entries only, then the real ref.
    expect(got.filter((c) => c.via === 'section').length).toBeLessThan(400);
    expect(got.some((c) => c.target.kind === 'sha' && c.target.ref === A)).toBe(true);
  });

  it('the CLI exits 2 with one line naming the key of a malformed rule', async () => {
    const s = await buildScenario({ steps: [{ id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' } }] });
    const config = join(await makeTempDir(), 'config.yaml');
    await writeFile(config, 'provenanceRules:\n  - where: body\n    match: sha\n    pattern: "((a+)+)"\n');
    const res = await runCli(['lag', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--config', config]);
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/provenanceRules\[0\]\.pattern: .*catastrophic backtracking/);
  });
});

describe('the first pass over section headings', () => {
  // Heading words every built-in section accepts, in the spellings real forks use.
  const accepted = [
    'Picked',
    'Cherry-picked',
    'cherry picked',
    'Cherrypicked',
    'Backported',
    'Ported',
    'Included',
    'Landed',
    'Deferred',
    'Postponed',
    'Backlog',
    'Held back',
    "Won't port",
    'Wont-ported',
    'Won’t port',
    'Will not port',
    'Not ported',
    'Not porting',
    'Not applicable',
    'N/A',
    'Skipped',
    'Skip',
  ];

  it('lets every built-in heading through, and is off when a user section may name any heading', () => {
    const rules = compileRules([]);
    for (const words of accepted) {
      expect([words, rules.sections.some((r) => r.heading.test(words))]).toEqual([words, true]);
      expect([words, rules.headingStart!.test(`${words} (3): #1 #2`)]).toEqual([words, true]);
    }
    expect(rules.headingStart!.test('Paragraph 3: prose')).toBe(false);
    const user = compileRules([], [{ where: 'section', heading: 'Taken upstream', meaning: 'picked' }]);
    expect(user.headingStart).toBeUndefined();
  });

  it('reads the same sections with and without it, markdown and bold included', () => {
    const message = [
      'Ingest bundle',
      '',
      '## **Picked** (2)',
      '- #11 a fix',
      '- #12 another',
      '',
      '**Deferred (1, backlog):** #13 blocked by #11',
      '### N/A — upstream CI only',
      '- #14',
      'Paragraph: not a section #15',
    ].join('\n');
    const withPass = readMessage(message, compileRules([]));
    const { headingStart: _off, ...without } = compileRules([]);
    expect(withPass.claims.map((c) => [c.rule, c.target])).toEqual([
      ['picked-section', { kind: 'pr', number: 11 }],
      ['picked-section', { kind: 'pr', number: 12 }],
      ['deferred-section', { kind: 'pr', number: 13 }],
      ['wont-port-section', { kind: 'pr', number: 14 }],
    ]);
    expect(withPass).toEqual(readMessage(message, without));
  });
});
