import { Command } from 'commander';
import { loadCommands } from '../../src/cli/command-loader.js';
import type { CliContext } from '../../src/cli/context.js';
import { silentLogger } from '../../src/shared/logger.js';

// What each command line loads before commander parses it: a cold `--version` loads no command, a command named
// alone loads only itself, anything else loads every command (help must list them all).
const ctx: CliContext = {
  stdout: () => {},
  logger: silentLogger,
  exitCode: 0,
};

async function registered(argv: string[]): Promise<string[]> {
  const program = new Command('upstream-ingest');
  (await loadCommands(argv))(program, ctx);
  return program.commands.map((c) => c.name());
}

describe('the command loader', () => {
  it('registers no command for --version or -V alone', async () => {
    expect(await registered(['--version'])).toEqual([]);
    expect(await registered(['-V'])).toEqual([]);
  });

  it('registers every command when --version comes with anything else', async () => {
    const all = await registered(['--help']);
    expect(all).toEqual(expect.arrayContaining(['apply', 'plan', 'lag', 'compare-bench', 'land', 'dashboard']));
    expect(await registered(['--version', '--help'])).toEqual(all);
  });

  it('registers a standalone command alone', async () => {
    expect(await registered(['compare-bench', '--baseline', 'b.json'])).toEqual(['compare-bench']);
  });
});
