import type { ModelUsage } from '../../../adapters/model/model-client.js';

/**
 * One run of an agent (a preset or the fork's command), before the guards: whether it ended well, its account of
 * the resolution, what it cost, and what the transcript keeps of it.
 */
export interface AgentCall {
  ok: boolean;
  /** One line: why the run failed (the attempt is rejected with it). */
  failure?: string;
  /** The agent's one-line account, when it gave one. */
  reason?: string;
  /** A command agent's output tail. */
  output: string;
  usage: ModelUsage | null;
  /** Calls taken from the run's budget (0 when none was made). */
  calls: number;
  /** The model that answered, when known. */
  model: string | null;
  /** What the transcript keeps: the prompt, the exchanges, the answer, the CLI's output. */
  transcript: Record<string, unknown>;
}

export function addUsage(a: ModelUsage | null, b: ModelUsage | null): ModelUsage | null {
  if (!a) return b;
  if (!b) return a;
  const sum = (x: number | null, y: number | null) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
  return {
    inputTokens: sum(a.inputTokens, b.inputTokens),
    outputTokens: sum(a.outputTokens, b.outputTokens),
    costUsd: sum(a.costUsd, b.costUsd),
  };
}
