import { expandFileGlobs, isGlobPattern } from '../../adapters/files/file-globs.js';
import { DEFAULT_CHANGE_POINT_OPTIONS } from '../../domain/bench/change-points.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../domain/bench/compare.js';
import { BENCH_FORMATS } from '../../domain/bench/types.js';
import { FAIL_ON_VALUES } from '../../schemas/bench-format.js';
import {
  facePath,
  optionError,
  OptionIssue,
  parseOptionRules,
  receivedType,
  type OptionFace,
  type OptionRule,
} from '../../shared/options-face.js';
import type { CompareBenchServiceSettings } from './compare.js';
import type { BenchHistorySettings } from './history.js';

/**
 * The one options parser of compare-bench (and of `compare-bench history`): the CLI flags and the action inputs both
 * map their names onto the same raw object (camelCase keys; the kebab-case of a key is both the flag and the input
 * name) and call these parsers, so a default, a range or a cross-field rule cannot differ between the faces. The face
 * is the OptionFace every feature takes (src/shared/options-face.ts): it says how it names an option in an error
 * (`compare-bench --min-effect`, `input 'min-effect'`) and where relative paths and globs start (the one path rule).
 *
 * The rules are plain functions (parseOptionRules), not a zod schema: compare-bench is the gate of every PR, and a
 * cold process of it otherwise spends ~40 ms loading zod for two dozen flags. Each says what the zod schema it
 * replaced said, word for word (test/bench/options-rules.test.ts holds that schema and compares the two).
 */

const issue = (message: string) => new OptionIssue(message);
const typeIssue = (expected: string, value: unknown) =>
  issue(`Invalid input: expected ${expected}, received ${receivedType(value)}`);

/** Absent is `undefined`; otherwise the rule decides. */
const optional =
  <T>(rule: OptionRule<T>): OptionRule<T | undefined> =>
  (v) =>
    v === undefined ? undefined : rule(v);

/** Absent is `fallback` (not checked); otherwise the rule decides. */
const withDefault =
  <T>(rule: OptionRule<T>, fallback: T): OptionRule<T> =>
  (v) =>
    v === undefined ? fallback : rule(v);

/** One of `values`; the message names them all unless one is given. */
function oneOf<const V extends readonly string[]>(values: V, message?: string): OptionRule<V[number]> {
  const text = message ?? `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}`;
  return (v) => ((values as readonly unknown[]).includes(v) ? (v as V[number]) : issue(text));
}

/** Text of `min` … `max` characters (messages as given, else the defaults). */
function text(
  min = 1,
  tooShort = `Too small: expected string to have >=${min} characters`,
  max = Infinity,
  tooLong = '',
) {
  return (v: unknown): string | OptionIssue => {
    if (typeof v !== 'string') return typeIssue('string', v);
    if (v.length < min) return issue(tooShort);
    return v.length > max ? issue(tooLong) : v;
  };
}

/** A number given as text: the message says what range is expected, and that a percent sign is not the way. */
const decimal =
  (range: string, check: (n: number) => boolean): OptionRule<number> =>
  (v) => {
    if (typeof v !== 'string') return typeIssue('string', v);
    const t = v.trim();
    if (/^\d+(\.\d+)?\s*%$/.test(t)) return issue(`expected ${range}`);
    if (!/^\d+(\.\d+)?([eE]-?\d+)?$/.test(t)) return issue('expected a number');
    const n = Number(t);
    return check(n) ? n : issue(`expected ${range}`);
  };

const whole =
  (range: string, check: (n: number) => boolean): OptionRule<number> =>
  (v) => {
    if (typeof v !== 'string') return typeIssue('string', v);
    if (!/^\d{1,9}$/.test(v)) return issue('expected a whole number');
    const n = Number(v);
    return check(n) ? n : issue(`expected ${range}`);
  };

/** A CLI switch is a boolean, an action input the text 'true'/'false'. */
const flag: OptionRule<boolean> = (v) => {
  if (v === undefined || typeof v === 'boolean') return v ?? false;
  if (typeof v !== 'string') return issue('Invalid input');
  const t = v.trim().toLowerCase();
  return t === 'true' || t === 'false' ? t === 'true' : issue("expected 'true' or 'false'");
};

/** A list of texts (the CLI's repeated or variadic flag); `trim` trims each, and an empty one is `empty`'s error. */
function list(trim: boolean, empty = 'Too small: expected string to have >=1 characters'): OptionRule<string[]> {
  return (v) => {
    if (!Array.isArray(v)) return typeIssue('array', v);
    const out: string[] = [];
    for (const item of v as unknown[]) {
      if (typeof item !== 'string') return typeIssue('string', item);
      const value = trim ? item.trim() : item;
      if (value.length < 1) return issue(empty);
      out.push(value);
    }
    return out;
  };
}

const fileList = optional(list(true, 'expected a file'));

const allowEnvMismatch: OptionRule<boolean | string[]> = (v) => {
  if (v === undefined || typeof v === 'boolean') return v ?? false;
  if (typeof v !== 'string') return issue('Invalid input');
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/.test(v)) return v.split(',');
  return issue("expected 'true', 'false' or KEY[,KEY…]");
};

/** A file list may be absent, one pattern or several; globs are expanded once here for every face. */
export const COMPARE_BENCH_RULES = {
  baseline: fileList,
  candidate: fileList,
  aaBaseline: fileList,
  upstreamBaseline: fileList,
  upstreamCandidate: fileList,
  format: withDefault(oneOf(['auto', ...BENCH_FORMATS], `expected auto|${BENCH_FORMATS.join('|')}`), 'auto'),
  direction: optional(oneOf(['smaller', 'bigger'], 'expected smaller|bigger')),
  minEffect: optional(decimal('a number between 0 and 1 (0.05 = 5 %)', (n) => n >= 0 && n < 1)),
  alpha: optional(decimal('a number in (0, 0.5]', (n) => n > 0 && n <= 0.5)),
  failOn: withDefault(oneOf(FAIL_ON_VALUES), 'regressed'),
  noiseMultiplier: optional(decimal('a positive number', (n) => n > 0)),
  allowEnvMismatch,
  selfTest: flag,
  allowUnderpowered: flag,
  metric: withDefault(oneOf(['real', 'cpu'], 'expected real|cpu'), 'real'),
  utest: withDefault(oneOf(['exact', 'normal'], 'expected exact|normal'), 'exact'),
  maxUndecided: optional(decimal('a share between 0 and 1 (0.2 = 20 %)', (n) => n >= 0 && n <= 1)),
  onMissing: withDefault(oneOf(['fail', 'warn'], 'expected fail|warn'), 'fail'),
  suite: withDefault(text(1, 'expected a name', 100, 'expected at most 100 characters'), 'default'),
  seed: optional(whole('a whole number', () => true)),
  resamples: optional(whole('200 … 100000', (n) => n >= 200 && n <= 100_000)),
  earlyStopResamples: optional(whole('0 (off) or 100 … 100000', (n) => n === 0 || (n >= 100 && n <= 100_000))),
  markdown: optional(text()),
  svg: optional(text()),
  /**
   * No baseline at all: `fail` (the CLI: a usage error) or `skip` (the action: the first run on a branch has none
   * yet; it compares nothing and may save the candidate as the baseline).
   */
  noBaseline: withDefault(oneOf(['fail', 'skip']), 'fail'),
};

/** The raw options every face gives (text, booleans or lists as the face has them; camelCase keys). */
export interface CompareBenchOptions {
  baseline?: string[];
  candidate?: string[];
  aaBaseline?: string[];
  upstreamBaseline?: string[];
  upstreamCandidate?: string[];
  format?: string;
  direction?: string;
  minEffect?: string;
  alpha?: string;
  failOn?: string;
  noiseMultiplier?: string;
  allowEnvMismatch?: boolean | string;
  selfTest?: boolean | string;
  allowUnderpowered?: boolean | string;
  metric?: string;
  utest?: string;
  maxUndecided?: string;
  onMissing?: string;
  suite?: string;
  seed?: string;
  resamples?: string;
  earlyStopResamples?: string;
  markdown?: string;
  svg?: string;
  noBaseline?: string;
}

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
  const o = parseOptionRules(COMPARE_BENCH_RULES, raw, face);
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

export const BENCH_HISTORY_RULES = {
  repo: withDefault(text(), '.'),
  stateBranch: withDefault(text(), 'upstream-ingest/state'),
  remote: optional(text()),
  benchFile: withDefault(text(), 'bench/history.jsonl'),
  suite: optional(text()),
  runnerLabel: optional(text()),
  benchmark: withDefault(list(false), []),
  trailer: withDefault(list(true), []),
  minSize: optional(whole('2 … 1000', (n) => n >= 2 && n <= 1000)),
  pValue: optional(decimal('a p-value in (0, 0.5]', (n) => n > 0 && n <= 0.5)),
  minChange: optional(decimal('a fraction in [0, 1)', (n) => n >= 0 && n < 1)),
};

export interface BenchHistoryOptions {
  repo?: string;
  stateBranch?: string;
  remote?: string;
  benchFile?: string;
  suite?: string;
  runnerLabel?: string;
  benchmark?: string[];
  trailer?: string[];
  minSize?: string;
  pValue?: string;
  minChange?: string;
}

export interface BenchHistoryParsedOptions {
  /** The fork clone the state branch is read from. */
  repo: string;
  settings: Omit<BenchHistorySettings, 'state'> & { state: { branch: string; remote?: string } };
}

export function parseBenchHistoryOptions(raw: BenchHistoryOptions, face: OptionFace): BenchHistoryParsedOptions {
  const o = parseOptionRules(BENCH_HISTORY_RULES, raw, face);
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
