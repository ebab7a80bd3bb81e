import { z } from 'zod';
import { parseUpstreamLocation, type UpstreamLocation } from '../../adapters/git/remote/fetch-upstream.js';
import { CacheOptionSchema, cacheFilePath } from '../ledger/cache-option.js';
import { LedgerOptionsShape } from '../lag/options.js';
import { loadLedgerInputs } from '../ledger/inputs.js';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';
import { countOption, listOption, textOption } from '../../shared/option-schemas.js';
import type { PlanSettings } from './plan.js';

/**
 * The one options parser of plan (the `plan` command and the plan-bundles action): both map their names onto this
 * raw object and call parsePlanOptions, so the config and ledger loading, the path rule, the cache default and the
 * upstream-CI rule cannot differ between the faces.
 *
 * Paths (`repo`, `config`, `ledger`, `out`, `cache`) follow the one path rule: relative to the face's base (the
 * working directory on the CLI, the workspace in the action); the config's own `ledger` is relative to the config
 * file's folder. The cross-run cache is read as trusted input (commit records, pick verdicts), so it is off unless asked
 * for: `cache: true` is `<git dir>/upstream-ingest/plan-cache.json`. The CLI asks by default (`--cache` defaults to
 * it, `--no-cache` turns it off: a person's clone is theirs); the action only with `cache-file` (a self-hosted
 * runner's checkout may be shared with other jobs).
 */

export const PlanOptionsSchema = z.object({
  ...LedgerOptionsShape,
  limit: countOption(),
  maxBundleSize: countOption(),
  /** Write the plan JSON here. */
  out: textOption(),
  /**
   * Upstream commits (SHA prefixes, 7+ hex) whose reverted pick a person asked to retry (the dashboard's "retry"
   * box): planned again although the fork reverted them.
   */
  retry: listOption().refine((l) => l.every((r) => /^[0-9a-fA-F]{7,64}$/.test(r)), {
    message: 'expected upstream commit SHAs (7+ hex digits)',
  }),
  /** The cache file, `true` for the one in the git dir; absent or `false`: none. */
  cache: CacheOptionSchema,
  /** Fetch upstream from here first (owner/name, an https URL or a local path); absent: refs already present. */
  upstreamRepository: textOption(),
  /**
   * Hold commits whose upstream CI failed or still runs: the upstream GitHub repository (`owner/name`), or `true`
   * for the one `upstreamRepository` names.
   */
  upstreamCi: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v): string | boolean =>
      v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v,
    ),
});
export type PlanOptions = z.input<typeof PlanOptionsSchema>;
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
export const PLAN_OPTION_KEYS = Object.keys(PlanOptionsSchema.shape) as (keyof PlanOptions)[];

export interface ParsedPlanOptions {
  /** The repository, absolute. */
  repo: string;
  /** The settings runPlan takes, `now` set to the time of parsing. */
  settings: PlanSettings;
  upstream?: UpstreamLocation;
  /** Where the plan JSON goes, absolute; absent: nowhere. */
  out?: string;
  /** The cache file, absolute; absent: no cache. */
  cachePath?: string;
  /** The upstream repository whose CI holds commits. */
  upstreamCi?: { owner: string; repo: string };
}

const OWNER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;

export async function parsePlanOptions(
  raw: PlanOptions,
  ctx: { face: OptionFace; serverUrl?: string },
): Promise<ParsedPlanOptions> {
  const { face } = ctx;
  const o = parseRawOptions(PlanOptionsSchema, raw, face);
  const repo = facePath(face, o.repo);
  let upstream: UpstreamLocation | undefined;
  try {
    upstream = o.upstreamRepository ? parseUpstreamLocation(o.upstreamRepository, ctx.serverUrl) : undefined;
  } catch (error) {
    throw optionError(face, 'upstreamRepository', error instanceof Error ? error.message : String(error));
  }
  const ciRepo = o.upstreamCi === true ? upstream?.repository : o.upstreamCi || undefined;
  if (o.upstreamCi === true && !ciRepo)
    throw optionError(
      face,
      'upstreamCi',
      `needs ${face.name('upstreamRepository')} as owner/name on this GitHub server`,
    );
  if (ciRepo && !OWNER_NAME.test(ciRepo)) throw optionError(face, 'upstreamCi', 'expected owner/name');
  const { config, configPath: _c, ledgerPath: _l, ...ledger } = await loadLedgerInputs(o, face);
  const cachePath = await cacheFilePath(repo, o.cache, face);
  const [owner = '', name = ''] = ciRepo?.split('/') ?? [];
  return {
    repo,
    settings: {
      upstream: o.upstream,
      fork: o.fork,
      ...ledger,
      config: { ...config, maxBundleSize: o.maxBundleSize ?? config.maxBundleSize },
      ...(o.limit !== undefined ? { limit: o.limit } : {}),
      ...(o.retry.length ? { retry: o.retry.map((r) => r.toLowerCase()) } : {}),
      now: new Date(),
    },
    ...(upstream ? { upstream } : {}),
    ...(o.out ? { out: facePath(face, o.out) } : {}),
    ...(cachePath ? { cachePath } : {}),
    ...(ciRepo ? { upstreamCi: { owner, repo: name } } : {}),
  };
}
