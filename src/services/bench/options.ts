import { z } from 'zod';
import { expandFileGlobs, isGlobPattern } from '../../adapters/files/file-globs.js';
import { DEFAULT_CHANGE_POINT_OPTIONS } from '../../domain/bench/change-points.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../domain/bench/compare.js';
import { BENCH_FORMATS } from '../../domain/bench/types.js';
import { FailOnSchema } from '../../schemas/bench.js';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';
import type { CompareBenchServiceSettings } from './compare.js';
import type { BenchHistorySettings } from './history.js';

/**
 * The one options parser of compare-bench (and of `compare-bench history`): the CLI flags and the action inputs both
 * map their names onto the same raw object (camelCase keys; the kebab-case of a key is both the flag and the input
 * name) and call these parsers, so a default, a range or a cross-field rule cannot differ between the faces. The face
 * is the OptionFace every feature takes (src/shared/options-face.ts): it says how it names an option in an error
 * (`compare-bench --min-effect`, `input 'min-effect'`) and where relative paths and globs start (the one path rule).
 */

/** A number given as text: the message says what range is expected, and that a percent sign is not the way. */
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

/** A CLI switch is a boolean, an action input the text 'true'/'false'. */
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

/** A file list may be absent, one pattern or several; globs are expanded once here for every face. */
export const CompareBenchOptionsSchema = z.object({
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
  /**
   * No baseline at all: `fail` (the CLI: a usage error) or `skip` (the action: the first run on a branch has none
   * yet; it compares nothing and may save the candidate as the baseline).
   */
  noBaseline: z.enum(['fail', 'skip']).default('fail'),
});

export type CompareBenchOptions = z.input<typeof CompareBenchOptionsSchema>;

export interface CompareBenchParsedOptions {
  settings: CompareBenchServiceSettings;
  markdown?: string;
  svg?: string;
}

/**
 * Plain paths resolve against the face's base (their reader names a missing one); globs are expanded there, to
 * absolute paths.
 */
async function expand(patterns: readonly string[], key: string, face: OptionFace): Promise<string[]> {
  if (!patterns.some((p) => isGlobPattern(p))) return patterns.map((p) => facePath(face, p));
  const found = await expandFileGlobs(patterns, { source: face.where(key), cwd: face.base, absolute: true });
  return found.map((f) => facePath(face, f));
}

/** Raw options (from flags or inputs) → the service's settings, with every rule checked once. */
export async function parseCompareBenchOptions(
  raw: CompareBenchOptions,
  face: OptionFace,
): Promise<CompareBenchParsedOptions> {
  const o = parseRawOptions(CompareBenchOptionsSchema, raw, face);
  const fail = (key: string, message: string) => optionError(face, key, message);
  const [baseline, candidate, aaBaseline, upstreamBaseline, upstreamCandidate] = await Promise.all([
    expand(o.baseline ?? [], 'baseline', face),
    expand(o.candidate ?? [], 'candidate', face),
    expand(o.aaBaseline ?? [], 'aaBaseline', face),
    expand(o.upstreamBaseline ?? [], 'upstreamBaseline', face),
    expand(o.upstreamCandidate ?? [], 'upstreamCandidate', face),
  ]);
  if (candidate.length === 0) throw fail('candidate', 'expected at least one result file');
  if (baseline.length === 0 && o.noBaseline === 'fail') throw fail('baseline', 'expected at least one result file');
  if ((upstreamBaseline.length === 0) !== (upstreamCandidate.length === 0)) {
    const [given, missing] = upstreamBaseline.length
      ? ['upstreamBaseline', 'upstreamCandidate']
      : ['upstreamCandidate', 'upstreamBaseline'];
    throw fail(given, `give both or neither (${face.name(missing)} is empty)`);
  }
  const d = DEFAULT_COMPARE_SETTINGS;
  return {
    settings: {
      suite: o.suite,
      minEffect: o.minEffect ?? d.minEffect,
      alpha: o.alpha ?? d.alpha,
      bootstrapResamples: o.resamples ?? d.bootstrapResamples,
      earlyStopResamples: o.earlyStopResamples ?? d.earlyStopResamples ?? 0,
      seed: o.seed ?? d.seed,
      noiseMultiplier: o.noiseMultiplier ?? d.noiseMultiplier,
      failOn: o.failOn,
      allowEnvMismatch: o.allowEnvMismatch,
      selfTest: o.selfTest,
      allowUnderpowered: o.allowUnderpowered,
      metric: o.metric,
      utest: o.utest,
      maxUndecided: o.maxUndecided ?? d.maxUndecided,
      onMissing: o.onMissing,
      format: o.format,
      ...(o.direction ? { direction: o.direction } : {}),
      files: { baseline, candidate, aaBaseline, upstreamBaseline, upstreamCandidate },
    },
    ...(o.markdown ? { markdown: facePath(face, o.markdown) } : {}),
    ...(o.svg ? { svg: facePath(face, o.svg) } : {}),
  };
}

export const BenchHistoryOptionsSchema = z.object({
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

export type BenchHistoryOptions = z.input<typeof BenchHistoryOptionsSchema>;

export interface BenchHistoryParsedOptions {
  /** The fork clone the state branch is read from. */
  repo: string;
  settings: Omit<BenchHistorySettings, 'state'> & { state: { branch: string; remote?: string } };
}

export function parseBenchHistoryOptions(raw: BenchHistoryOptions, face: OptionFace): BenchHistoryParsedOptions {
  const o = parseRawOptions(BenchHistoryOptionsSchema, raw, face);
  const d = DEFAULT_CHANGE_POINT_OPTIONS;
  return {
    repo: facePath(face, o.repo),
    settings: {
      state: { branch: o.stateBranch, ...(o.remote ? { remote: o.remote } : {}) },
      file: o.benchFile,
      filter: {
        ...(o.suite ? { suite: o.suite } : {}),
        ...(o.runnerLabel ? { runnerLabel: o.runnerLabel } : {}),
        ...(o.benchmark.length ? { names: o.benchmark } : {}),
      },
      changePoints: {
        minSize: o.minSize ?? d.minSize,
        pValue: o.pValue ?? d.pValue,
        minMagnitude: o.minChange ?? d.minMagnitude,
      },
      trailerKeys: o.trailer,
    },
  };
}
