import { GATE_RULES } from '../../../src/domain/workflow-gate/finding.js';
import {
  expectMarkersReported,
  findings,
  FIXTURES,
  gate,
  kindOf,
  markers,
  patternFiles,
  type GateRun,
} from './gate-run.js';
import { scaled } from '../../helpers/time-scale.js';

/**
 * zizmor's audit list (the reference workflow auditor), one insecure and one clean fixture per audit, run as a fork
 * runs the gate: without --self. The insecure ones hold the cases the red team's workflows slipped past (issue 31).
 */
const ZIZMOR = `${FIXTURES}/zizmor`;
const AUDITS = [
  'dangerous-triggers',
  'artipacked',
  'cache-poisoning',
  'excessive-permissions',
  'impostor-commit',
  'ref-confusion',
  'template-injection',
  'self-hosted-runner',
  'secrets-inherit',
  'bot-conditions',
  'overprovisioned-secrets',
  'unpinned-uses',
];
const insecure = patternFiles(ZIZMOR, 'insecure');
const clean = patternFiles(ZIZMOR, 'clean');
const runs: Record<string, GateRun> = {};

beforeAll(async () => {
  runs.insecure = await gate(insecure);
  runs.clean = await gate(clean);
}, scaled(120_000));

describe('workflow gate: the zizmor audit list (fork mode)', () => {
  it('has an insecure and a clean fixture for every audit', () => {
    expect(clean.map(kindOf)).toEqual(insecure.map(kindOf));
    const kinds = insecure.map((f) => kindOf(f).replace(/^\d+-/, ''));
    for (const audit of AUDITS) expect(kinds).toContain(audit);
    for (const audit of AUDITS) expect(Object.keys(GATE_RULES)).toContain(audit);
  });

  it.each(insecure.map((f) => [kindOf(f), f]))('flags %s at every marked line, under its rule', async (kind, file) => {
    const marks = await markers(file!);
    // Each fixture is about its own audit (it may show a second one next to it).
    expect(marks.some((m) => m.rule === kind!.replace(/^\d+-/, ''))).toBe(true);
    expect(await expectMarkersReported(file!, runs.insecure!)).toBe(marks.length);
  });

  it('reports nothing unmarked in the insecure fixtures (every finding is one the fixture means)', async () => {
    const marked = new Set<string>();
    for (const file of insecure) for (const m of await markers(file)) marked.add(`${file}:${m.line}`);
    const stray = runs.insecure!.out.split('\n').filter((l) => {
      const m = /^(.+?\.yml):(\d+):\d+ (\S+) /.exec(l);
      return m && !marked.has(`${m[1]}:${m[2]}`) && !['actionlint', 'shellcheck'].includes(m[3]!);
    });
    expect(stray).toEqual([]);
    expect(runs.insecure!.code).toBe(1);
  });

  it('stays quiet on every clean counterpart', () => {
    expect(findings(runs.clean!)).toEqual([]);
    expect(runs.clean!.err).toMatch(new RegExp(`^${clean.length} files checked, 0 findings$`, 'm'));
    expect(runs.clean!.code).toBe(0);
  });
});
