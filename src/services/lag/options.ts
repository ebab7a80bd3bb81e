import { z } from 'zod';
import { parseUpstreamLocation, type UpstreamLocation } from '../../adapters/git/remote/fetch-upstream.js';
import type { ExplainSettings } from '../ledger/explain.js';
import { CacheOptionSchema, cacheFilePath } from '../ledger/cache-option.js';
import { loadLedgerInputs } from '../ledger/inputs.js';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';
import { listOption, requiredText, switchOption, textOption } from '../../shared/option-schemas.js';
import type { ReportLagSettings } from './report-lag.js';

/**
 * The one options parser of lag (the `lag` command and the report-lag action) and of `explain`, which reads the same
 * ledger. Each face maps its names onto this raw object (camelCase keys; text, booleans or lists as the face has
 * them) and calls the parser, so a default, a path rule or a cross-field rule cannot differ between the faces.
 *
 * Paths (`repo`, `config`, `ledger`, `cache`) follow the one path rule: relative to the face's base (the working
 * directory on the CLI, the workspace in the action); the config's own `ledger` is relative to the config file's
 * folder.
 */

const ISO = z.iso.datetime({ offset: true, message: 'expected an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' });

/** What lag, explain and plan read to classify upstream commits. */
export const LedgerOptionsShape = {
  repo: z.string().min(1, 'expected a directory').default('.'),
  upstream: requiredText('a ref'),
  fork: requiredText('a ref'),
  trailers: listOption(),
  config: textOption(),
  ledger: textOption(),
};

export const LAG_DEFAULTS = {
  history: false,
  stateBranch: 'upstream-ingest/state',
  historyFile: 'lag/history.jsonl',
  chartFile: 'lag/history.svg',
  remote: 'origin',
} as const;

export const LagOptionsSchema = z.object({
  ...LedgerOptionsShape,
  now: ISO.optional(),
  /** The history cache plan also keeps (commit records, patch-ids): `true` for the git dir's; absent: none. */
  cache: CacheOptionSchema,
  /** Fetch upstream from here first (owner/name, an https URL or a local path); absent: refs already present. */
  upstreamRepository: textOption(),
  sloDays: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
      if (!(n >= 0)) {
        ctx.addIssue({ code: 'custom', message: 'expected a number of days ≥ 0' });
        return z.NEVER;
      }
      return n;
    }),
  /** Append the report to the history on the state branch (the action's default; the CLI never writes). */
  history: switchOption(LAG_DEFAULTS.history),
  stateBranch: z.string().min(1, 'expected a branch name').default(LAG_DEFAULTS.stateBranch),
  historyFile: z.string().min(1, 'expected a path').default(LAG_DEFAULTS.historyFile),
  chartFile: z.string().min(1, 'expected a path').default(LAG_DEFAULTS.chartFile),
  /** Where the state branch is pushed. */
  remote: z.string().min(1, 'expected a remote').default(LAG_DEFAULTS.remote),
});
export type LagOptions = z.input<typeof LagOptionsSchema>;
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
export const LAG_OPTION_KEYS = Object.keys(LagOptionsSchema.shape) as (keyof LagOptions)[];

export interface LagOptionsContext {
  face: OptionFace;
  /** The GitHub server an `owner/name` upstream is on (the action: GITHUB_SERVER_URL). */
  serverUrl?: string;
}

export interface ParsedLagOptions {
  settings: ReportLagSettings;
  /** The repository, absolute. */
  repo: string;
  upstream?: UpstreamLocation;
  /** The cross-run history cache file, absolute; absent: every commit record is read from git. */
  cachePath?: string;
}

export async function parseLagOptions(raw: LagOptions, ctx: LagOptionsContext): Promise<ParsedLagOptions> {
  const o = parseRawOptions(LagOptionsSchema, raw, ctx.face);
  const repo = facePath(ctx.face, o.repo);
  let upstream: UpstreamLocation | undefined;
  try {
    upstream = o.upstreamRepository ? parseUpstreamLocation(o.upstreamRepository, ctx.serverUrl) : undefined;
  } catch (error) {
    throw optionError(ctx.face, 'upstreamRepository', error instanceof Error ? error.message : String(error));
  }
  const cachePath = await cacheFilePath(repo, o.cache, ctx.face);
  return {
    repo,
    ...(upstream ? { upstream } : {}),
    ...(cachePath ? { cachePath } : {}),
    settings: {
      ...(upstream ? { upstream } : {}),
      upstreamRef: o.upstream,
      fetch: Boolean(upstream),
      forkRef: o.fork,
      extraTrailerKeys: o.trailers,
      now: o.now ? new Date(o.now) : new Date(),
      ...(o.ledger ? { ledgerPath: facePath(ctx.face, o.ledger) } : {}),
      ...(o.config ? { configPath: facePath(ctx.face, o.config) } : {}),
      ...(o.sloDays !== undefined ? { sloDays: o.sloDays } : {}),
      ...(o.history
        ? {
            history: {
              branch: o.stateBranch,
              remote: o.remote,
              file: o.historyFile,
              chart: o.chartFile,
            },
          }
        : {}),
    },
  };
}

export const ExplainOptionsSchema = z.object({
  ...LedgerOptionsShape,
  query: requiredText('an upstream commit SHA or a PR number like #8121'),
});
export type ExplainOptions = z.input<typeof ExplainOptionsSchema>;
export const EXPLAIN_OPTION_KEYS = Object.keys(ExplainOptionsSchema.shape) as (keyof ExplainOptions)[];

/** explain reads the ledger exactly as lag does: the same keys, the same path rule. */
export async function parseExplainOptions(
  raw: ExplainOptions,
  ctx: { face: OptionFace },
): Promise<{ settings: ExplainSettings; repo: string }> {
  const o = parseRawOptions(ExplainOptionsSchema, raw, ctx.face);
  const repo = facePath(ctx.face, o.repo);
  const { config: _config, configPath: _c, ledgerPath: _l, ...ledger } = await loadLedgerInputs(o, ctx.face);
  return { repo, settings: { query: o.query, upstream: o.upstream, fork: o.fork, ...ledger } };
}
