import { existsSync } from 'node:fs';
import { readUserFile } from './user-file.js';
import { dirname, join, relative, resolve } from 'node:path';
import type { CliConfig } from '../../schemas/cli-config.js';

export type { CliConfig };

/**
 * The fork's own CLI configuration, found the way sorenlouv/backport finds `.backportrc.json`: in
 * `.github/upstream-ingest/` of the repository (the `--repo` directory or the working directory, or an ancestor up
 * to the git root). It holds the same files the workflows pass (`plan.yml`, `tiers.yml`, `ledger.yml`) and
 * `cli.yml`: default flag values, so a person runs `upstream-ingest plan` in the clone with the team's settings.
 */
export const CONFIG_DIR = '.github/upstream-ingest';

export interface DiscoveredConfig {
  /** The `.github/upstream-ingest` directory found. */
  dir: string;
  /** Its `cli.yml`/`cli.yaml`, parsed; empty when absent. */
  cli: CliConfig;
  cliFile?: string;
  /** A conventional file of the directory (`plan`, `tiers`, `ledger`), when present. */
  file(name: string): string | undefined;
}

/** The nearest `.github/upstream-ingest/` at or above `start`, stopping at the git root; undefined when none. */
export function findConfigDir(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    const candidate = join(dir, CONFIG_DIR);
    if (existsSync(candidate)) return candidate;
    if (existsSync(join(dir, '.git'))) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export async function discoverConfig(start: string): Promise<DiscoveredConfig | undefined> {
  const dir = findConfigDir(start);
  if (!dir) return undefined;
  const pick = (name: string) =>
    [`${name}.yml`, `${name}.yaml`, `${name}.json`].map((f) => join(dir, f)).find((f) => existsSync(f));
  const cliFile = pick('cli');
  let cli: CliConfig = {};
  if (cliFile) {
    const shown = relative(process.cwd(), cliFile) || cliFile;
    // Loaded only here: every CLI run discovers, and most repositories have no cli.yml — a cold `apply` then never
    // compiles the YAML parser or builds this schema.
    const [{ CliConfigSchema }, { parseStructuredText }, { parseOrThrow }] = await Promise.all([
      import('../../schemas/cli-config.js'),
      import('../../shared/structured-text.js'),
      import('../../shared/zod-errors.js'),
    ]);
    cli = parseOrThrow(
      CliConfigSchema,
      parseStructuredText(await readUserFile(cliFile, 'config', 'it'), shown) ?? {},
      shown,
    );
  }
  return { dir, cli, ...(cliFile ? { cliFile } : {}), file: pick };
}
