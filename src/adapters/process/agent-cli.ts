/**
 * Runs a coding-agent CLI preset (Claude Code, Codex) as a real process: an argument array (no shell), the prompt
 * on stdin, the same scrubbed environment as every fork command (no GitHub token, no action inputs, no git auth; the
 * model's key stays, it is what the CLI needs), its own process group so a timeout kills all it started.
 */
import { scrubbedEnv } from './agent-runner.js';
import { runProcess, type ProcessResult } from './run-process.js';

export interface AgentProgramRun {
  program: string;
  args: readonly string[];
  cwd: string;
  input: string;
  timeoutMs: number;
  tmpDir?: string;
}

export function runAgentProgram(run: AgentProgramRun): Promise<ProcessResult> {
  return runProcess(run.program, [...run.args], {
    cwd: run.cwd,
    env: scrubbedEnv(process.env, run.tmpDir ? { TMPDIR: run.tmpDir, TMP: run.tmpDir, TEMP: run.tmpDir } : {}),
    input: run.input,
    timeoutMs: run.timeoutMs,
    // The CLIs' JSON holds the whole final message: keep enough of it to parse.
    maxOutputBytes: 4 * 1024 * 1024,
    killGraceMs: 2000,
  });
}
