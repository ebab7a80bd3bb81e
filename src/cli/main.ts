import { Command, CommanderError } from 'commander';
import { neutralizeWorkflowCommands } from '../domain/neutralize.js';
import { asConfigurationError, errorMessage, ServiceUnavailableError } from '../shared/errors.js';
import { progressFactory } from '../shared/progress.js';
import { EXIT, type CliContext } from './context.js';
import { loadCommands } from './command-loader.js';
import { applyDiscoveredConfig } from './config-discovery.js';
import { applyHelp } from './help.js';
import { checkUnknownOptions } from './unknown-options.js';
import { suiteVersion } from './version.js';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** stderr is a terminal: progress is a redrawn bar there, plain lines elsewhere. */
  stderrIsTTY?: boolean;
  /** Terminal width for tables (undefined: not a terminal, no limit). */
  columns?: number;
  /** The directory relative paths typed on the command line resolve against (default: the working directory). */
  cwd?: string;
}

const processIO: CliIO = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  stderrIsTTY: process.stderr.isTTY === true,
  columns: process.stdout.isTTY ? process.stdout.columns : columnsFromEnv(process.env['COLUMNS']),
};

/** A pipe has no width, unless COLUMNS says one (`COLUMNS=80 upstream-ingest plan | less`). */
function columnsFromEnv(text: string | undefined): number | undefined {
  const n = Number(text);
  return Number.isInteger(n) && n >= 20 && n <= 1000 ? n : undefined;
}

/**
 * Progress goes to stderr: a bar on a terminal, a line every few seconds in CI; off with --json (a caller parsing
 * the output rarely watches) unless --progress; --no-progress turns it off.
 */
function progressFor(argv: readonly string[], io: CliIO): CliContext['progress'] {
  const off = argv.includes('--no-progress') || (argv.includes('--json') && !argv.includes('--progress'));
  return progressFactory(
    { write: io.stderr, isTTY: io.stderrIsTTY === true, ...(io.columns ? { columns: io.columns } : {}) },
    off ? 'off' : 'auto',
  );
}

/** Runs the CLI and returns the exit code; never throws and never calls process.exit (tests call it in-process). */
export async function main(argv: readonly string[], rawIO: CliIO = processIO): Promise<number> {
  const io = logSafe(rawIO);
  const verbose = argv.includes('--verbose');
  const logger = {
    info: (m: string) => io.stderr(`${m}\n`),
    warning: (m: string) => io.stderr(`warning: ${m}\n`),
    debug: verbose ? (m: string) => io.stderr(`debug: ${m}\n`) : () => {},
  };
  const ctx: CliContext = {
    stdout: io.stdout,
    logger,
    exitCode: EXIT.ok,
    progress: progressFor(argv, rawIO),
    cwd: rawIO.cwd ?? process.cwd(),
    ...(rawIO.columns ? { columns: rawIO.columns } : {}),
  };
  const program = new Command('upstream-ingest')
    .description('Keep a downstream fork of a fast-moving upstream current.')
    .version(suiteVersion(), '-V, --version', 'print the version')
    .option('--verbose', 'print debug output to stderr')
    .option('--progress', 'show progress on stderr even with --json')
    .option('--no-progress', 'no progress on stderr')
    .option('--no-discover', 'ignore .github/upstream-ingest/ of the repository (flags only)')
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      outputError: (text, write) => write(commanderError(text, argv)),
      // Help wraps at the terminal's width (or COLUMNS), else at 80.
      getOutHelpWidth: () => rawIO.columns ?? 80,
      getErrHelpWidth: () => rawIO.columns ?? 80,
    })
    .showHelpAfterError(false);
  (await loadCommands(argv))(program, ctx);
  applyHelp(program);
  try {
    checkUnknownOptions(program, argv);
    await program.parseAsync(await applyDiscoveredConfig(program, argv, logger, ctx.cwd), { from: 'user' });
    return ctx.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0)
        return EXIT.ok;
      return EXIT.usage; // commander already printed the message
    }
    return reportError(error, io);
  }
}

/** One line for what the user or a service caused; the stack only for our own bugs. Returns the exit code. */
export function reportError(error: unknown, io: Pick<CliIO, 'stderr'>): number {
  const userError = asConfigurationError(error);
  if (userError) {
    io.stderr(`upstream-ingest: error: ${oneLine(errorMessage(userError))}\n`);
    return EXIT.usage;
  }
  if (error instanceof ServiceUnavailableError) {
    io.stderr(
      `upstream-ingest: error: ${oneLine(errorMessage(error))} (a service failed after retries: re-run later)\n`,
    );
    return EXIT.unavailable;
  }
  io.stderr(
    `upstream-ingest: internal error: ${error instanceof Error && error.stack ? error.stack : String(error)}\n`,
  );
  return EXIT.internal;
}

/**
 * Commander's own errors (a missing required option, an unknown command, a missing value) in the CLI's one style:
 * `upstream-ingest: error: <command>: …` on one line, its suggestion lower-case on that line.
 */
function commanderError(text: string, argv: readonly string[]): string {
  const command = argv.find((a) => !a.startsWith('-'));
  const message = oneLine(text.replace(/^error:\s*/, '').replace(/\(Did you mean/g, '(did you mean')).trim();
  const known = command !== undefined && !/^unknown command/.test(message);
  return `upstream-ingest: error: ${known ? `${command}: ` : ''}${message}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

/**
 * The CLI runs as a step of the reusable workflows, where everything it prints is read by the runner: whatever text
 * it carries (upstream subjects, names from files), no line may act as a workflow command. JSON output keeps its data.
 */
function logSafe(io: CliIO): CliIO {
  return {
    ...io,
    stdout: (t) => io.stdout(neutralizeWorkflowCommands(t, { json: isJsonText(t) })),
    stderr: (t) => io.stderr(neutralizeWorkflowCommands(t)),
  };
}

function isJsonText(text: string): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
