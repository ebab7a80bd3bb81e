import { resolve } from 'node:path';
import { z } from 'zod';
import { TierNameSchema } from '../../schemas/tier-config.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { loadTierConfig, type TierSettings } from './config.js';

/**
 * The one options parser of run-tier: the CLI flags and the action inputs both map their names onto this raw object
 * and call parseTierOptions, so a rule (a default, a path rule) cannot differ between the faces. Paths are relative to
 * `relativeTo` (the CLI: the working directory; the action: its `repo` input, as documented there).
 */

export const TierOptionsSchema = z.object({
  config: z.string().min(1, 'expected a file'),
  tier: TierNameSchema,
  repo: z.string().min(1).default('.'),
  changedFrom: z.string().min(1, 'expected a ref').optional(),
  runnerLabel: z.string().min(1).max(500).optional(),
  inventory: z.string().min(1).optional(),
  junitOut: z.string().min(1).optional(),
  logDir: z.string().min(1).optional(),
  streamLogs: z.boolean().default(false),
  historyBranch: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, 'expected a branch name')
    .refine((b) => !b.includes('..') && !b.endsWith('/') && !b.endsWith('.lock'), 'expected a branch name')
    .optional(),
  historyRemote: z.string().min(1).max(500).optional(),
});
export type TierOptions = z.input<typeof TierOptionsSchema>;

export async function parseTierOptions(raw: TierOptions, where: string, relativeTo: string): Promise<TierSettings> {
  const o = parseOrThrow(TierOptionsSchema, raw, where);
  const path = (p: string) => resolve(relativeTo, p);
  const configPath = path(o.config);
  return {
    configPath,
    config: await loadTierConfig(configPath),
    tier: o.tier,
    repoDir: o.repo,
    runnerLabel: o.runnerLabel ?? null,
    streamLogs: o.streamLogs,
    ...(o.changedFrom ? { changedFrom: o.changedFrom } : {}),
    ...(o.inventory ? { inventoryPath: path(o.inventory) } : {}),
    ...(o.junitOut ? { junitOut: path(o.junitOut) } : {}),
    ...(o.logDir ? { logDir: path(o.logDir) } : {}),
    ...(o.historyBranch
      ? { history: { branch: o.historyBranch, ...(o.historyRemote ? { remote: o.historyRemote } : {}) } }
      : {}),
  };
}
