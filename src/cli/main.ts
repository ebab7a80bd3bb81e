import { Command, CommanderError } from 'commander';
import { errorMessage, isConfigurationError } from '../shared/errors.js';
import { stderrLogger } from '../shared/logger.js';
import { EXIT, type CliContext } from './context.js';
import { registerCommands } from './commands/index.js';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIO: CliIO = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
};

/** Runs the CLI and returns the exit code; never throws and never calls process.exit (tests call it in-process). */
export async function main(argv: readonly string[], io: CliIO = processIO): Promise<number> {
  const verbose = argv.includes('--verbose');
  const logger = verbose
    ? stderrLogger({ verbose: true })
    : {
        info: (m: string) => io.stderr(`${m}\n`),
        warning: (m: string) => io.stderr(`warning: ${m}\n`),
        debug: () => {},
      };
  const ctx: CliContext = { stdout: io.stdout, logger, exitCode: EXIT.ok };
  const program = new Command('upstream-ingest')
    .description('Keep a downstream fork of a fast-moving upstream current.')
    .option('--verbose', 'print debug output to stderr')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError(false);
  registerCommands(program, ctx);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ctx.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0)
        return EXIT.ok;
      return EXIT.usage; // commander already printed the message
    }
    if (isConfigurationError(error)) {
      io.stderr(`upstream-ingest: error: ${oneLine(errorMessage(error))}\n`);
      return EXIT.usage;
    }
    io.stderr(
      `upstream-ingest: internal error: ${error instanceof Error && error.stack ? error.stack : String(error)}\n`,
    );
    return EXIT.internal;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
