import { changedPathsSince } from '../../adapters/git/read/changed-paths.js';
import { selectHarnesses, type DiffInput, type SelectionOutcome } from '../../domain/tier/selection.js';
import type { HarnessConfig } from '../../schemas/tier-config.js';
import { configInside, type TierSettings } from './config.js';
import type { TierDeps } from './deps.js';

/** L1: the harnesses whose globs match the diff; L2/L3: all. */
export async function selectFor(
  settings: TierSettings,
  harnesses: readonly HarnessConfig[],
  repoDir: string,
  deps: TierDeps,
): Promise<SelectionOutcome> {
  const diff =
    settings.tier === 'L1' && settings.changedFrom
      ? await diffInput(settings.changedFrom, repoDir, deps)
      : noDiff(settings);
  const selection = selectHarnesses({
    tier: settings.tier,
    harnesses,
    runAllOn: settings.config['run-all-on'],
    ...(await configInside(repoDir, settings.configPath)),
    diff,
  });
  selection.warnings.forEach((w) => deps.logger.warning(w));
  deps.logger.info(`tier ${settings.tier}: ${selection.selection.reason}`);
  return selection;
}

async function diffInput(from: string, repoDir: string, deps: TierDeps): Promise<DiffInput> {
  const changed = await changedPathsSince(deps.git(repoDir), from, '--changed-from');
  if (changed.kind === 'error') return { kind: 'error', from, reason: changed.reason };
  deps.logger.debug(`changed since ${from}: ${changed.paths.length} paths`);
  return { kind: 'paths', from, paths: changed.paths };
}

function noDiff(settings: TierSettings): DiffInput {
  return settings.changedFrom ? { kind: 'paths', from: settings.changedFrom, paths: [] } : { kind: 'none' };
}
