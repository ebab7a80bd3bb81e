import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ModelCallError } from '../../adapters/model/model-client.js';
import { modelClientFor } from '../../adapters/model/preset-client.js';
import { runAgentProgram } from '../../adapters/process/agent-cli.js';
import { claudeArgs, CLAUDE_PROGRAM, codexArgs, CODEX_PROGRAM } from '../../adapters/process/agent-cli-args.js';
import { parseClaudeOutput, parseCodexOutput } from '../../domain/apply/agent-cli-output.js';
import { HTTP_PRESETS, presetOf, type AgentPreset } from '../../domain/apply/agent-preset.js';
import {
  renderSummaryPrompt,
  SUMMARY_DESCRIPTION,
  SUMMARY_JSON_SCHEMA,
  SUMMARY_TOOL_NAME,
} from '../../domain/tier/summary-prompt.js';
import type { SummaryBy } from '../../schemas/machine-summary.js';
import type { Logger } from '../../shared/logger.js';

/**
 * run-tier's summariser as an agent preset (`summarizer.preset`): the same model clients and coding-agent CLIs as
 * apply's presets. The CLIs run in an empty folder of the run's own temp space (nothing to edit there). A failure
 * loses only the summary: a warning, never a changed verdict.
 */
export interface PresetSummaryInput {
  preset: string;
  model?: string;
  endpoint?: string;
  timeoutMs: number;
  clustersJson: string;
  logFiles: readonly string[];
  runTemp: string;
  logger: Logger;
}

export async function presetSummary(input: PresetSummaryInput): Promise<{ text: string; by: SummaryBy } | null> {
  const name = presetOf(input.preset);
  if (typeof name !== 'string') return null;
  const preset: AgentPreset = {
    name,
    ...(input.model ? { model: input.model } : {}),
    ...(input.endpoint ? { endpoint: input.endpoint } : {}),
  };
  const logs = await readLogs(input.logFiles);
  const by = (model: string | null, usage: SummaryBy['usage']): SummaryBy => ({
    machineWritten: true,
    agent: input.preset,
    model,
    usage,
  });
  if (HTTP_PRESETS.has(name)) {
    const prompt = renderSummaryPrompt(input.clustersJson, logs, 'answer');
    try {
      const reply = await modelClientFor(preset, input.timeoutMs).complete({
        system: prompt.system,
        user: prompt.user,
        schema: SUMMARY_JSON_SCHEMA,
        schemaName: SUMMARY_TOOL_NAME,
        schemaDescription: SUMMARY_DESCRIPTION,
        maxTokens: 2000,
      });
      const answer = reply.answer as { summary?: unknown; likelyCause?: unknown };
      if (typeof answer.summary !== 'string' || !answer.summary.trim()) {
        input.logger.warning(`summarizer ${input.preset}: the answer has no summary: no summary`);
        return null;
      }
      const cause = typeof answer.likelyCause === 'string' && answer.likelyCause.trim() ? answer.likelyCause : '';
      return {
        text: cause ? `${answer.summary.trim()}\n\nLikely cause: ${cause.trim()}` : answer.summary.trim(),
        by: by(reply.model, reply.usage),
      };
    } catch (error) {
      if (!(error instanceof ModelCallError)) throw error;
      input.logger.warning(`summarizer ${input.preset}: ${error.message}: no summary`);
      return null;
    }
  }
  return cliSummary(input, preset, logs, by);
}

async function cliSummary(
  input: PresetSummaryInput,
  preset: AgentPreset,
  logs: Array<{ name: string; text: string }>,
  by: (model: string | null, usage: SummaryBy['usage']) => SummaryBy,
): Promise<{ text: string; by: SummaryBy } | null> {
  const prompt = renderSummaryPrompt(input.clustersJson, logs, 'text');
  const dir = await mkdtemp(join(input.runTemp, 'summary-agent-'));
  try {
    const claude = preset.name === 'claude-code';
    const options = { cwd: dir, ...(preset.model ? { model: preset.model } : {}) };
    const outcome = await runAgentProgram({
      program: claude ? CLAUDE_PROGRAM : CODEX_PROGRAM,
      args: claude ? claudeArgs(options) : codexArgs(options),
      cwd: dir,
      input: `${prompt.system}\n\n${prompt.user}\n`,
      timeoutMs: input.timeoutMs,
      tmpDir: dir,
    });
    const report = claude ? parseClaudeOutput(outcome.stdout) : parseCodexOutput(outcome.stdout);
    if (outcome.exitCode !== 0 || !report.ok || !report.text.trim()) {
      const why = outcome.spawnError
        ? `could not start (${outcome.spawnError.code})`
        : (report.failure ?? `exited with ${outcome.exitCode}`);
      input.logger.warning(`summarizer ${input.preset}: ${why}: no summary`);
      return null;
    }
    return { text: report.text.trim(), by: by(preset.model ?? null, report.usage) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readLogs(files: readonly string[]): Promise<Array<{ name: string; text: string }>> {
  const logs: Array<{ name: string; text: string }> = [];
  for (const file of files.slice(0, 4)) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text) logs.push({ name: basename(file), text });
  }
  return logs;
}
