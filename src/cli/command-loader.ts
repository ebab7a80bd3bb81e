import type { Command } from 'commander';
import type { CliContext } from './context.js';

type Register = (program: Command, ctx: CliContext) => void;

/**
 * Commands that register alone, loaded without the rest of the CLI: loading every command's modules (the GitHub
 * client, the XML and YAML parsers, zod schemas of every feature) costs a cold process ~0.5 s of CPU, more than
 * compare-bench needs for a whole 10,000-benchmark comparison's statistics. Any other argv (help, an unknown
 * command, a command not listed here) registers every command, as before.
 */
const STANDALONE: Record<string, () => Promise<Register>> = {
  'compare-bench': async () => (await import('./commands/compare-bench.js')).registerCompareBenchCommand,
  // The daily loop's hot commands: a cold `apply` of a 20-commit bundle is otherwise mostly module loading.
  apply: async () => (await import('./commands/apply.js')).registerApplyCommand,
  plan: async () => (await import('./commands/plan.js')).registerPlanCommand,
  lag: async () => (await import('./commands/lag.js')).registerLagCommand,
  // Every tier job of every runner (a cold 100,000-case L2 report is otherwise partly module loading).
  tier: async () => (await import('./commands/tier.js')).registerTierCommand,
};

/** The global options (main.ts) take no value, so the first argument that is not an option names the command. */
function commandName(argv: readonly string[]): string | undefined {
  return argv.find((a) => !a.startsWith('-'));
}

/** `--version` alone: commander prints the version before any command is looked at, so none is loaded. */
const VERSION_ONLY = new Set(['--version', '-V']);

export async function loadCommands(argv: readonly string[]): Promise<Register> {
  if (argv.length === 1 && VERSION_ONLY.has(argv[0]!)) return () => {};
  const name = commandName(argv);
  const standalone = name !== undefined && Object.hasOwn(STANDALONE, name) ? STANDALONE[name] : undefined;
  if (standalone) return standalone();
  return (await import('./commands/index.js')).registerCommands;
}
