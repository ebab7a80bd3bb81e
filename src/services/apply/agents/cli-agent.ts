import { runAgentProgram } from '../../../adapters/process/agent-cli.js';
import { claudeArgs, CLAUDE_PROGRAM, codexArgs, CODEX_PROGRAM } from '../../../adapters/process/agent-cli-args.js';
import { summarizeOutcome } from '../../../adapters/process/agent-runner.js';
import { parseClaudeOutput, parseCodexOutput, reasonFrom } from '../../../domain/apply/agent-cli-output.js';
import type { AgentPreset } from '../../../domain/apply/agent-preset.js';
import { renderAgentPrompt } from '../../../domain/apply/agent-prompt.js';
import { oneLineReason } from '../../../domain/neutralize.js';
import type { ApplyTask } from '../../../schemas/apply-task.js';
import type { ApplyRun } from '../apply-run.js';
import type { AgentCall } from './agent-call.js';
import { budgetSpentReason, takeCall } from './budget.js';

/**
 * A coding-agent CLI preset's attempt: the CLI edits the conflicted files in the work tree itself (file tools only,
 * no shell, no network tool), the prompt on its stdin; its documented JSON output gives the final message (the
 * `Reason:` line), usage and, for Claude Code, the cost.
 */
export async function runCliPreset(
  run: ApplyRun,
  preset: AgentPreset,
  task: ApplyTask,
  conflicted: ReadonlyMap<string, string>,
  tmpDir: string,
): Promise<AgentCall> {
  const prompt = renderAgentPrompt(task, 'edit', conflicted);
  const input = `${prompt.system}\n\n${prompt.user}\n`;
  const claude = preset.name === 'claude-code';
  const options = { cwd: run.paths.topLevel, ...(preset.model ? { model: preset.model } : {}) };
  const program = claude ? CLAUDE_PROGRAM : CODEX_PROGRAM;
  const args = claude ? claudeArgs(options) : codexArgs(options);
  const transcript: Record<string, unknown> = { preset: preset.name, program, args, prompt };
  const base = { model: preset.model ?? null, transcript };
  if (!takeCall(run)) return { ...base, ok: false, failure: budgetSpentReason(run), output: '', usage: null, calls: 0 };
  const outcome = await runAgentProgram({
    program,
    args,
    cwd: run.paths.topLevel,
    input,
    timeoutMs: run.settings.agentTimeoutMs,
    tmpDir,
  });
  transcript.exitCode = outcome.exitCode;
  transcript.stdout = outcome.stdout;
  transcript.stderr = outcome.stderr.slice(-20_000);
  const report = claude ? parseClaudeOutput(outcome.stdout) : parseCodexOutput(outcome.stdout);
  const common = { ...base, output: outcome.output, usage: report.usage, calls: 1 };
  if (outcome.spawnError)
    return {
      ...common,
      ok: false,
      failure: `${program} could not start (${outcome.spawnError.code}): is it installed?`,
    };
  if (outcome.timedOut || outcome.exitCode !== 0 || outcome.runnerFilesTouched?.length)
    return { ...common, ok: false, failure: `${program} ${oneLineReason(summarizeOutcome(outcome, 3))}` };
  if (!report.ok) return { ...common, ok: false, failure: report.failure ?? `${program} failed` };
  return { ...common, ok: true, reason: reasonFrom(report.text) };
}
