import { loadLedgerFile } from '../../adapters/files/ledger-file.js';
import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import { DEFAULT_PLAN_CONFIG, type PlanConfig } from '../../schemas/plan-config.js';
import type { IngestionSettings } from './ingestion-state.js';
import { facePath, inFolderOf, type OptionFace } from '../../shared/options-face.js';

/** The ledger's inputs as every face gives them: a config file, a ledger file, extra trailer keys. */
export interface LedgerInputOptions {
  config?: string | undefined;
  ledger?: string | undefined;
  trailers: readonly string[];
}

export type LedgerInputs = Pick<
  IngestionSettings,
  'extraTrailerKeys' | 'ledger' | 'ledgerSource' | 'provenanceRules' | 'notApplicable'
> & {
  /** The config read (the defaults without a file); plan uses all of it, the ledger its trailers and rules. */
  config: PlanConfig;
  /** Absolute paths of the files read, for a face that passes paths on (report-lag reads them itself). */
  configPath?: string;
  ledgerPath?: string;
};

/**
 * Loads what lag, explain, plan and apply read to classify upstream commits, the same way for each: the config's
 * trailers come before the extra keys, a given ledger wins over the config's `ledger`. The path rule: a path the
 * face gave (`--config`, `--ledger`) starts at the face's base (the working directory, the workspace); the config's
 * own `ledger` starts at the config file's folder.
 */
export async function loadLedgerInputs(o: LedgerInputOptions, face: Pick<OptionFace, 'base'>): Promise<LedgerInputs> {
  const configPath = o.config ? facePath(face, o.config) : undefined;
  const config = configPath ? await loadPlanConfigFile(configPath) : DEFAULT_PLAN_CONFIG;
  const ledgerSource = o.ledger ?? config.ledger;
  const ledgerPath = o.ledger
    ? facePath(face, o.ledger)
    : config.ledger && configPath
      ? inFolderOf(configPath, config.ledger)
      : undefined;
  const ledger = ledgerPath ? await loadLedgerFile(ledgerPath) : undefined;
  return {
    config,
    extraTrailerKeys: [...config.trailers, ...o.trailers],
    ...(configPath ? { configPath, provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } : {}),
    ...(ledger && ledgerPath ? { ledger, ledgerSource, ledgerPath } : {}),
  };
}
