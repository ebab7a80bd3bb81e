import { z } from 'zod';
import { TIER_NAMES } from '../../schemas/tier-config.js';
import { ConfigurationError } from '../../shared/errors.js';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';
import { switchOption, textOption } from '../../shared/option-schemas.js';
import { existingDir, loadTierConfig, type TierSettings } from './config.js';

/**
 * The one options parser of run-tier: the `tier` CLI command and the run-tier action (mode: run) both map their names
 * onto this raw object and call parseTierOptions, so a rule (a default, a path rule, what a run step may not do)
 * cannot differ between the faces. Paths (`config`, `repo`, `inventory`, `junitOut`, `logDir`) follow the one path
 * rule: relative to the face's base (the working directory on the CLI, the workspace in the action).
 */

export const TierOptionsSchema = z.object({
  config: textOption(),
  tier: textOption(),
  repo: z.string().min(1, 'expected a directory').default('.'),
  changedFrom: textOption(),
  runnerLabel: z.string().max(500, 'expected at most 500 characters').optional(),
  inventory: textOption(),
  junitOut: textOption(),
  logDir: textOption(),
  streamLogs: switchOption(false),
  /** Asking a run step to file issues: refused (the publish step holds the token; see docs/run-tier.md). */
  fileIssues: switchOption(false),
  historyBranch: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, 'expected a branch name')
    .refine((b) => !b.includes('..') && !b.endsWith('/') && !b.endsWith('.lock'), 'expected a branch name')
    .optional(),
  historyRemote: z.string().min(1).max(500).optional(),
});
export type TierOptions = z.input<typeof TierOptionsSchema>;
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
export const TIER_OPTION_KEYS = Object.keys(TierOptionsSchema.shape) as (keyof TierOptions)[];

export interface TierOptionsContext {
  face: OptionFace;
  /** Where the harness logs go when `logDir` is not given (the action: under RUNNER_TEMP); absent: a temp folder. */
  defaultLogDir?: string;
}

export async function parseTierOptions(raw: TierOptions, ctx: TierOptionsContext): Promise<TierSettings> {
  const { face } = ctx;
  const o = parseRawOptions(TierOptionsSchema, raw, face);
  // A run step runs the fork's code on upstream changes: it holds no token and files nothing.
  if (o.fileIssues)
    throw optionError(
      face,
      'fileIssues',
      'issues are filed by a second step with mode: publish (it holds the token; this step runs the harnesses and must not) — see docs/run-tier.md',
    );
  if (!o.config) throw optionError(face, 'config', 'expected the tier configuration file (YAML or JSON)');
  if (!o.tier) throw optionError(face, 'tier', `expected ${TIER_NAMES.join(', ')}`);
  const tier = TIER_NAMES.find((t) => t === o.tier);
  if (!tier) throw optionError(face, 'tier', `expected ${TIER_NAMES.join(', ')} (got '${o.tier.slice(0, 40)}')`);
  const configPath = facePath(face, o.config);
  const config = await loadTierConfig(configPath, face.where('config'));
  if (!config.tiers[tier]) {
    const defined = TIER_NAMES.filter((t) => config.tiers[t]).join(', ');
    throw new ConfigurationError(
      `${face.where('tier')} ${tier}: not defined in ${configPath} (it defines ${defined || 'none'})`,
    );
  }
  const repoDir = facePath(face, o.repo);
  await existingDir(repoDir, face.where('repo'));
  const logDir = o.logDir ? facePath(face, o.logDir) : ctx.defaultLogDir;
  return {
    configPath,
    config,
    tier,
    repoDir,
    runnerLabel: o.runnerLabel?.trim() || null,
    streamLogs: o.streamLogs,
    ...(o.changedFrom ? { changedFrom: o.changedFrom } : {}),
    ...(o.inventory ? { inventoryPath: facePath(face, o.inventory) } : {}),
    ...(o.junitOut ? { junitOut: facePath(face, o.junitOut) } : {}),
    ...(logDir ? { logDir } : {}),
    ...(o.historyBranch
      ? { history: { branch: o.historyBranch, ...(o.historyRemote ? { remote: o.historyRemote } : {}) } }
      : {}),
  };
}
