import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { TierConfigSchema, type HarnessConfig, type TierConfig, type TierName } from '../../schemas/tier-config.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from '../../adapters/files/user-file.js';

export interface TierSettings {
  /** Path of the config file as given (for messages and the "config changed" rule). */
  configPath: string;
  config: TierConfig;
  tier: TierName;
  /** The repository root: harnesses run here, report paths are relative to it. */
  repoDir: string;
  changedFrom?: string;
  runnerLabel: string | null;
  inventoryPath?: string;
  junitOut?: string;
  /** Folder for each harness's whole output (`<harness>.log`); default: a temp folder. */
  logDir?: string;
  /** Stream harness output to the job log in ::group:: blocks (the action; the CLI prints to stderr). */
  streamLogs?: boolean;
  /** Durable inventory and history on a state branch (read here; written by `tier-publish`). */
  history?: { branch: string; remote?: string };
}

/** Reads and validates the tier config (YAML or JSON); `source` names the option that gave the path. */
export async function loadTierConfig(path: string, source = '--config'): Promise<TierConfig> {
  const text = await readUserFile(path, source);
  const data = parseStructuredText(text, `tier config ${path}`);
  return parseOrThrow(TierConfigSchema, data ?? {}, `tier config ${path}`);
}

/** The config's path relative to the repository, when it lives inside it (its change then runs everything). */
export async function configInside(repoDir: string, configPath: string): Promise<{ configPath?: string }> {
  try {
    const real = await realpath(resolve(configPath));
    const rel = relative(repoDir, real);
    if (rel && !rel.startsWith('..') && !isAbsolute(rel)) return { configPath: rel.split(sep).join('/') };
  } catch {
    /* an unreadable path was already reported when the config was loaded */
  }
  return {};
}

export async function existingDir(dir: string, what: string): Promise<string> {
  try {
    const real = await realpath(resolve(dir));
    if ((await stat(real)).isDirectory()) return real;
  } catch {
    /* reported below */
  }
  throw new ConfigurationError(`${what} ${dir}: not an existing directory`);
}

export async function harnessCwd(repoDir: string, harness: HarnessConfig): Promise<string> {
  const dir = harness['working-directory'];
  if (!dir) return repoDir;
  const full = resolve(repoDir, dir);
  try {
    if ((await stat(full)).isDirectory()) return full;
  } catch {
    /* reported below */
  }
  throw new ConfigurationError(`harness ${harness.name}: working-directory '${dir}' does not exist in ${repoDir}`);
}
