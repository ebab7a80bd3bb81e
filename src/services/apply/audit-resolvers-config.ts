import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import { parseResolvers } from '../../domain/apply/resolver-ladder.js';
import type { GuardVerdict, ResolverRung } from '../../schemas/apply-result.js';
import type { ResolverLimits } from '../../schemas/resolver-limits.js';
import { ConfigurationError } from '../../shared/errors.js';

/** `--resolvers` as the ladder's rungs (undefined: the default ladder); a bad list names the flag. */
export function resolversFromOptions(
  list: readonly string[],
  where: string,
  hasAgent = false,
): ResolverRung[] | undefined {
  if (list.length === 0) return undefined;
  const rungs = parseResolvers(list);
  if (typeof rungs === 'string') throw new ConfigurationError(`${where}: ${rungs}`);
  if (rungs.includes('agent') && !hasAgent)
    throw new ConfigurationError(`${where}: the agent rung needs an agent: give --agent (preset:NAME or a command)`);
  return rungs;
}

/** Each rung's maximum verdict as the config's `resolvers` section sets it (absent: the ladder's defaults). */
export function maxVerdicts(limits: ResolverLimits | undefined): Partial<Record<ResolverRung, GuardVerdict>> {
  const out: Partial<Record<ResolverRung, GuardVerdict>> = {};
  for (const [rung, limit] of Object.entries(limits ?? {})) if (limit) out[rung as ResolverRung] = limit.maxVerdict;
  return out;
}

/** The maximum verdicts of the config file at `path` (none given: the ladder's defaults). */
export async function resolverLimits(path: string | undefined): Promise<Partial<Record<ResolverRung, GuardVerdict>>> {
  if (!path) return {};
  return maxVerdicts((await loadPlanConfigFile(path)).resolvers);
}
