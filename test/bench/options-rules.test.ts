/**
 * compare-bench's options are plain rules (parseOptionRules), not a zod schema, so a cold compare-bench does not load
 * zod. They must say exactly what the zod schema they replaced said: that schema is kept here, word for word, as
 * the oracle, and every key is fed good, bad and odd values (one at a time, and bad pairs for which key is named
 * first) through both, on both faces (the action appends the value given).
 */
import { z } from 'zod';
import { BENCH_FORMATS } from '../../src/domain/bench/types.js';
import { FailOnSchema } from '../../src/schemas/bench.js';
import { BENCH_HISTORY_RULES, COMPARE_BENCH_RULES } from '../../src/services/bench/options.js';
import {
  actionOptionFace,
  cliOptionFace,
  parseOptionRules,
  parseRawOptions,
  type OptionFace,
} from '../../src/shared/options-face.js';

// ---- the zod schemas of compare-bench and compare-bench history before the rules (src/services/bench/options.ts)
const decimal = (range: string, check: (n: number) => boolean) =>
  z.string().transform((value, ctx) => {
    const text = value.trim();
    if (/^\d+(\.\d+)?\s*%$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `expected ${range}` });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?([eE]-?\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'expected a number' });
      return z.NEVER;
    }
    const n = Number(text);
    if (!check(n)) {
      ctx.addIssue({ code: 'custom', message: `expected ${range}` });
      return z.NEVER;
    }
    return n;
  });
const whole = (range: string, check: (n: number) => boolean) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'expected a whole number')
    .transform(Number)
    .refine(check, `expected ${range}`);
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || typeof v === 'boolean') return v ?? false;
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === 'false') return t === 'true';
    ctx.addIssue({ code: 'custom', message: "expected 'true' or 'false'" });
    return z.NEVER;
  });
const fileList = z.array(z.string().trim().min(1, 'expected a file')).optional();
const OldCompareSchema = z.object({
  baseline: fileList,
  candidate: fileList,
  aaBaseline: fileList,
  upstreamBaseline: fileList,
  upstreamCandidate: fileList,
  format: z.enum(['auto', ...BENCH_FORMATS], { message: `expected auto|${BENCH_FORMATS.join('|')}` }).default('auto'),
  direction: z.enum(['smaller', 'bigger'], { message: 'expected smaller|bigger' }).optional(),
  minEffect: decimal('a number between 0 and 1 (0.05 = 5 %)', (n) => n >= 0 && n < 1).optional(),
  alpha: decimal('a number in (0, 0.5]', (n) => n > 0 && n <= 0.5).optional(),
  failOn: FailOnSchema.default('regressed'),
  noiseMultiplier: decimal('a positive number', (n) => n > 0).optional(),
  allowEnvMismatch: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v, ctx): boolean | string[] => {
      if (v === undefined || typeof v === 'boolean') return v ?? false;
      if (v === 'true' || v === 'false') return v === 'true';
      if (/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/.test(v)) return v.split(',');
      ctx.addIssue({ code: 'custom', message: "expected 'true', 'false' or KEY[,KEY…]" });
      return z.NEVER;
    }),
  selfTest: flag,
  allowUnderpowered: flag,
  metric: z.enum(['real', 'cpu'], { message: 'expected real|cpu' }).default('real'),
  utest: z.enum(['exact', 'normal'], { message: 'expected exact|normal' }).default('exact'),
  maxUndecided: decimal('a share between 0 and 1 (0.2 = 20 %)', (n) => n >= 0 && n <= 1).optional(),
  onMissing: z.enum(['fail', 'warn'], { message: 'expected fail|warn' }).default('fail'),
  suite: z.string().min(1, 'expected a name').max(100, 'expected at most 100 characters').default('default'),
  seed: whole('a whole number', () => true).optional(),
  resamples: whole('200 … 100000', (n) => n >= 200 && n <= 100_000).optional(),
  earlyStopResamples: whole('0 (off) or 100 … 100000', (n) => n === 0 || (n >= 100 && n <= 100_000)).optional(),
  markdown: z.string().min(1).optional(),
  svg: z.string().min(1).optional(),
  noBaseline: z.enum(['fail', 'skip']).default('fail'),
});
const OldHistorySchema = z.object({
  repo: z.string().min(1).default('.'),
  stateBranch: z.string().min(1).default('upstream-ingest/state'),
  remote: z.string().min(1).optional(),
  benchFile: z.string().min(1).default('bench/history.jsonl'),
  suite: z.string().min(1).optional(),
  runnerLabel: z.string().min(1).optional(),
  benchmark: z.array(z.string().min(1)).default([]),
  trailer: z.array(z.string().trim().min(1)).default([]),
  minSize: whole('2 … 1000', (n) => n >= 2 && n <= 1000).optional(),
  pValue: decimal('a p-value in (0, 0.5]', (n) => n > 0 && n <= 0.5).optional(),
  minChange: decimal('a fraction in [0, 1)', (n) => n >= 0 && n < 1).optional(),
});
// ---- end of the old schemas

/** Values of every kind a face or a caller in code could hand over. */
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  ' a.json ',
  '0',
  '00',
  '1',
  '0.05',
  ' 0.05 ',
  '.5',
  '5%',
  '5 %',
  '1e-3',
  '1E5',
  '2e',
  '-1',
  '0.5',
  '0.6',
  '99',
  '100',
  '200',
  '1000',
  '100000',
  '100001',
  '1000000000',
  '12 ',
  'true',
  'false',
  'TRUE',
  ' False ',
  'yes',
  true,
  false,
  0,
  3,
  NaN,
  Infinity,
  -Infinity,
  {},
  new Date(0),
  [],
  ['a.json'],
  ['a.json', 'b.json'],
  [' a.json '],
  ['a.json', ' '],
  ['a.json', ''],
  [3],
  ['a', 3],
  'auto',
  'gbench',
  'native',
  'csv',
  'regressed',
  'inconclusive',
  'never',
  'smaller',
  'bigger',
  'real',
  'cpu',
  'exact',
  'normal',
  'fail',
  'warn',
  'skip',
  'gpu',
  'gpu,cuda',
  'gpu,',
  'gpu;cuda',
  'a'.repeat(100),
  'a'.repeat(101),
  'default',
];

const FACES: [string, OptionFace][] = [
  ['cli', cliOptionFace('compare-bench', {}, '/w')],
  ['action', actionOptionFace({}, { GITHUB_WORKSPACE: '/w' })],
];

type Outcome = { ok: unknown } | { error: string };

function outcome(parse: () => unknown): Outcome {
  try {
    return { ok: parse() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Every raw object of one key (each value) and of two bad keys at once (which one is named). */
function raws(keys: readonly string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}];
  for (const key of keys) for (const value of VALUES) out.push({ [key]: value });
  for (let i = 0; i < keys.length; i++) {
    const j = (i * 7 + 3) % keys.length;
    out.push({ [keys[j]!]: 5, [keys[i]!]: '5%' }, { [keys[i]!]: [''], [keys[j]!]: 'nope' });
  }
  out.push({ baseline: ['b.json'], candidate: ['c.json'], minEffect: '0.1', failOn: 'never', json: true });
  return out;
}

describe.each([
  ['compare-bench', COMPARE_BENCH_RULES, OldCompareSchema],
  ['compare-bench history', BENCH_HISTORY_RULES, OldHistorySchema],
] as const)('%s options: the rules say what the zod schema said', (_name, rules, schema) => {
  it.each(FACES)('on the %s face: the same values and the same one-line errors', (_face, face) => {
    const keys = Object.keys(schema.shape);
    expect(Object.keys(rules)).toEqual(keys);
    let compared = 0;
    let errors = 0;
    for (const raw of raws(keys)) {
      const want = outcome(() => parseRawOptions(schema, raw, face));
      const got = outcome(() => parseOptionRules(rules, raw, face));
      expect({ raw, outcome: got }).toEqual({ raw, outcome: want });
      if ('error' in want) errors++;
      compared++;
    }
    // Both kinds were compared, many of each.
    expect(compared).toBeGreaterThan(500);
    expect(errors).toBeGreaterThan(200);
  });

  it('a raw value that is not an object is the same error', () => {
    for (const raw of [null, 'x', 3, []]) {
      const face = FACES[0]![1];
      expect(outcome(() => parseOptionRules(rules, raw, face))).toEqual(
        outcome(() => parseRawOptions(schema, raw, face)),
      );
    }
  });
});
