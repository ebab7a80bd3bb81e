import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import type { ApplySettings } from './settings.js';

/**
 * The ledger settings of an apply run from the plan config (when given) and extra trailer keys: the same trailers,
 * provenance rules and path rules lag and plan read, so the three never classify a commit differently. One function
 * for the CLI's --config and the action's `config` input.
 */
export async function ledgerOptions(
  configPath: string | undefined,
  extraTrailerKeys: readonly string[],
): Promise<Pick<ApplySettings, 'extraTrailerKeys' | 'ledgerRules'>> {
  if (!configPath) return { extraTrailerKeys };
  const config = await loadPlanConfigFile(configPath);
  return {
    extraTrailerKeys: [...config.trailers, ...extraTrailerKeys],
    ledgerRules: { provenanceRules: config.provenanceRules, notApplicable: config.notApplicable },
  };
}
