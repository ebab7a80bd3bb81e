import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ModelCallError } from '../../../adapters/model/model-client.js';
import { modelClientFor } from '../../../adapters/model/preset-client.js';
import {
  AGENT_ANSWER_JSON_SCHEMA,
  ANSWER_DESCRIPTION,
  ANSWER_TOOL_NAME,
  applyAnswer,
  type AgentAnswer,
} from '../../../domain/apply/agent-answer.js';
import type { AgentPreset } from '../../../domain/apply/agent-preset.js';
import { renderAgentPrompt } from '../../../domain/apply/agent-prompt.js';
import type { ApplyTask } from '../../../schemas/apply-task.js';
import type { ApplyRun } from '../apply-run.js';
import type { AgentCall } from './agent-call.js';
import { budgetSpentReason, takeCall } from './budget.js';

/** Room for whole files in the answer. */
const MAX_ANSWER_TOKENS = 16_000;

/**
 * An HTTP preset's attempt: the prompt to the model, its structured answer validated and checked against the
 * conflict, the files written into the work tree. A failed call or an unusable answer is a failed attempt with the
 * reason as evidence, never an exception.
 */
export async function runHttpPreset(
  run: ApplyRun,
  preset: AgentPreset,
  task: ApplyTask,
  conflicted: ReadonlyMap<string, string>,
): Promise<AgentCall> {
  const prompt = renderAgentPrompt(task, 'answer', conflicted);
  const transcript: Record<string, unknown> = { preset: preset.name, prompt };
  const base = { output: '', model: preset.model ?? null, transcript };
  if (!takeCall(run)) return { ...base, ok: false, failure: budgetSpentReason(run), usage: null, calls: 0 };
  const client = modelClientFor(preset, run.settings.agentTimeoutMs);
  let reply;
  try {
    reply = await client.complete({
      system: prompt.system,
      user: prompt.user,
      schema: AGENT_ANSWER_JSON_SCHEMA,
      schemaName: ANSWER_TOOL_NAME,
      schemaDescription: ANSWER_DESCRIPTION,
      maxTokens: MAX_ANSWER_TOKENS,
    });
  } catch (error) {
    if (!(error instanceof ModelCallError)) throw error;
    transcript.exchanges = error.exchanges;
    return { ...base, ok: false, failure: `preset:${preset.name}: ${error.message}`, usage: error.usage, calls: 1 };
  }
  transcript.exchanges = reply.exchanges;
  transcript.answer = reply.answer;
  const common = { ...base, model: reply.model, usage: reply.usage, calls: 1 };
  const checked = applyAnswer(reply.answer, conflicted, task.allowedPaths);
  if (!checked.ok) {
    transcript.answerProblems = checked.problems;
    return { ...common, ok: false, failure: `the answer was not usable: ${checked.problems.join('; ')}` };
  }
  for (const [path, content] of checked.writes) {
    const full = join(run.paths.topLevel, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, content);
  }
  return { ...common, ok: true, reason: (reply.answer as AgentAnswer).reason };
}
