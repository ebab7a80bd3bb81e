import { isAbsolute, relative, resolve } from 'node:path';
import type { Command, Option } from 'commander';
import { discoverConfig, type DiscoveredConfig } from '../adapters/files/discovered-config.js';
import { didYouMean } from '../shared/did-you-mean.js';
import { ConfigurationError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';

/** The conventional file each command's `--config` reads when the flag is left out. */
// lag and explain read the plan config too: its provenance rules and path rules are the ledger's.
const CONFIG_FILE_OF: Record<string, string> = {
  plan: 'plan',
  lag: 'plan',
  explain: 'plan',
  tier: 'tiers',
  'audit-resolvers': 'plan',
};

/**
 * Adds the flags the repository's `.github/upstream-ingest/` supplies (see discovered-config.ts) to `argv`, for every
 * flag the command line leaves out: what is typed always wins. `--no-discover` turns it off. File and directory
 * values in cli.yml follow the config-file half of the one path rule: relative to cli.yml's folder. They are added
 * as absolute paths, so the typed-flag half (relative to `cwd`) leaves them as they are.
 */
export async function applyDiscoveredConfig(
  program: Command,
  argv: readonly string[],
  logger: Logger,
  cwd: string = process.cwd(),
): Promise<string[]> {
  if (argv.includes('--no-discover')) return argv.filter((a) => a !== '--no-discover');
  const index = argv.findIndex((a) => !a.startsWith('-'));
  const name = index >= 0 ? argv[index]! : undefined;
  const command = program.commands.find((c) => c.name() === name || c.aliases().includes(name ?? ''));
  if (!command || argv.includes('--help') || argv.includes('-h')) return [...argv];
  const options = command.options as readonly Option[];
  const has = (flag: string) => options.find((o) => o.long === `--${flag}`);
  const start = resolve(cwd, flagValue(argv, '--repo') ?? '.');
  const found = await discoverConfig(start);
  if (!found) return [...argv];
  const shown = (p: string) => relative(cwd, p) || '.';
  const values: Record<string, unknown> = { ...found.cli.defaults };
  for (const [commandName, flags] of Object.entries(found.cli.commands ?? {})) {
    const target = program.commands.find((c) => c.name() === commandName);
    if (!target)
      throw new ConfigurationError(
        `${shown(found.cliFile!)}: commands.${commandName}: no such command${didYouMean(
          commandName,
          program.commands.map((c) => c.name()),
        )}`,
      );
    const longs = target.options.flatMap((o) => (o.long ? [o.long] : []));
    for (const flag of Object.keys(flags)) {
      if (!longs.includes(`--${flag}`))
        throw new ConfigurationError(
          `${shown(found.cliFile!)}: commands.${commandName}.${flag}: \`${commandName}\` has no --${flag}${didYouMean(`--${flag}`, longs)}`,
        );
    }
    if (commandName === command.name()) Object.assign(values, flags);
  }
  conventionalFiles(found, command.name(), has, values);
  const added: string[] = [];
  for (const [flag, value] of Object.entries(values)) {
    const option = has(flag);
    if (!option || given(argv, option)) continue;
    const path = /<(file|dir)/.test(option.flags);
    const text = (v: unknown) => (path && typeof v === 'string' && !isAbsolute(v) ? resolve(found.dir, v) : String(v));
    if (option.isBoolean()) {
      if (value === true) added.push(option.long!);
    } else if (Array.isArray(value)) {
      if (option.variadic) added.push(option.long!, ...value.map(text));
      else for (const v of value) added.push(option.long!, text(v));
    } else added.push(option.long!, text(value));
    logger.info(
      `using ${option.long} ${Array.isArray(value) ? value.join(',') : text(value)} (from ${shown(found.dir)})`,
    );
  }
  return [...argv.slice(0, index + 1), ...added, ...argv.slice(index + 1)];
}

function conventionalFiles(
  found: DiscoveredConfig,
  command: string,
  has: (flag: string) => Option | undefined,
  values: Record<string, unknown>,
): void {
  const config = CONFIG_FILE_OF[command];
  if (config && has('config') && values['config'] === undefined) {
    const file = found.file(config);
    if (file) values['config'] = file;
  }
  if (has('ledger') && values['ledger'] === undefined) {
    const file = found.file('ledger');
    if (file) values['ledger'] = file;
  }
}

function given(argv: readonly string[], option: Option): boolean {
  const names = [option.long, option.short].filter(Boolean) as string[];
  if (option.long) names.push(option.long.replace(/^--/, '--no-'));
  return argv.some((a) => names.some((n) => a === n || a.startsWith(`${n}=`)));
}

function flagValue(argv: readonly string[], flag: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === flag) return argv[i + 1];
    if (a.startsWith(`${flag}=`)) return a.slice(flag.length + 1);
  }
  return undefined;
}
