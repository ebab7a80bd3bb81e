import type { Command, Option } from 'commander';
import { didYouMean } from '../shared/did-you-mean.js';
import { ConfigurationError } from '../shared/errors.js';

/**
 * Refuses an option the command does not have before commander parses: commander reports a missing required option
 * first, so a typo (`--upstrem`) read as "required option '--upstream' not specified". This names the typed option
 * and the closest one the command has: `plan: unknown option '--upstrem' (did you mean --upstream?)`.
 */
export function checkUnknownOptions(program: Command, argv: readonly string[]): void {
  let index = argv.findIndex((a) => !a.startsWith('-'));
  if (index < 0) return;
  let command = findCommand(program, argv[index]!);
  if (!command) return; // commander names an unknown command, with its own suggestion
  let path = command.name();
  // A subcommand (`compare-bench history`) right after its parent.
  const sub = argv[index + 1] !== undefined ? findCommand(command, argv[index + 1]!) : undefined;
  if (sub) {
    command = sub;
    path = `${path} ${sub.name()}`;
    index++;
  }
  const options = [...(command.options as readonly Option[]), ...(program.options as readonly Option[])];
  const longs = new Map(options.filter((o) => o.long).map((o) => [o.long!, o]));
  for (let i = index + 1; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') return;
    if (!token.startsWith('--')) continue;
    const [name, value] = splitOption(token);
    if (name === '--help') continue;
    const option = longs.get(name);
    if (!option)
      throw new ConfigurationError(`${path}: unknown option '${name}'${didYouMean(name, [...longs.keys(), '--help'])}`);
    // A value given as the next argument is the option's, whatever it looks like.
    if (value === undefined && (option.required || option.optional) && !option.variadic) i++;
  }
}

function findCommand(parent: Command, name: string): Command | undefined {
  return parent.commands.find((c) => c.name() === name || c.aliases().includes(name));
}

function splitOption(token: string): [string, string | undefined] {
  const eq = token.indexOf('=');
  return eq < 0 ? [token, undefined] : [token.slice(0, eq), token.slice(eq + 1)];
}
