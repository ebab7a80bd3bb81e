import { main } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  /** The directory the command is typed in (relative paths start there); default the process's. */
  cwd?: string;
  /** A terminal this wide (COLUMNS): tables and help fit it; default none (a pipe). */
  columns?: number;
}

/** `upstream-ingest <args>` in-process through the real main(): its exit codes and both streams. */
export async function runCli(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(options.columns ? { columns: options.columns } : {}),
  });
  return { code, stdout, stderr };
}
