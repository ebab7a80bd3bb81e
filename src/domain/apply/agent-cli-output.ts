import { z } from 'zod';

/**
 * What the coding-agent CLIs print in their documented machine-readable modes, read into one shape:
 * - Claude Code, `claude -p --output-format json`: one JSON object `{type: 'result', subtype, is_error, result,
 *   total_cost_usd, usage: {input_tokens, output_tokens}, num_turns, session_id}`;
 * - Codex, `codex exec --json`: JSON Lines of events; `item.completed` with an `agent_message` item carries the
 *   final text, `turn.completed` the usage `{input_tokens, cached_input_tokens, output_tokens}`, `turn.failed` and
 *   `error` a failure.
 * Output that is not in that form is a failed attempt (the CLI changed, or something else answered).
 */

export interface CliAgentReport {
  ok: boolean;
  failure?: string;
  /** The agent's final message. */
  text: string;
  usage: { inputTokens: number | null; outputTokens: number | null; costUsd: number | null } | null;
  /** Agent turns (Claude Code's num_turns; Codex: completed turns). */
  turns: number | null;
}

const n = z.number().nonnegative().optional().nullable();

const ClaudeResultSchema = z
  .object({
    type: z.literal('result'),
    subtype: z.string(),
    is_error: z.boolean(),
    result: z.string().optional(),
    total_cost_usd: n,
    num_turns: n,
    usage: z.object({ input_tokens: n, output_tokens: n }).passthrough().optional().nullable(),
  })
  .passthrough();

export function parseClaudeOutput(stdout: string): CliAgentReport {
  // The result object is the output (json) or its last line (stream-json).
  const candidates = [stdout.trim(), stdout.trim().split('\n').pop() ?? ''];
  for (const text of candidates) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      continue;
    }
    const parsed = ClaudeResultSchema.safeParse(raw);
    if (!parsed.success) continue;
    const r = parsed.data;
    const usage = {
      inputTokens: r.usage?.input_tokens ?? null,
      outputTokens: r.usage?.output_tokens ?? null,
      costUsd: r.total_cost_usd ?? null,
    };
    const failed = r.is_error || r.subtype !== 'success';
    return {
      ok: !failed,
      ...(failed ? { failure: `claude ended with ${r.subtype}${r.result ? `: ${oneLine(r.result)}` : ''}` } : {}),
      text: r.result ?? '',
      usage,
      turns: r.num_turns ?? null,
    };
  }
  return {
    ok: false,
    failure: 'claude printed no result object (expected --output-format json)',
    text: '',
    usage: null,
    turns: null,
  };
}

const CodexEventSchema = z.object({ type: z.string() }).passthrough();

export function parseCodexOutput(stdout: string): CliAgentReport {
  let text = '';
  let input: number | null = null;
  let output: number | null = null;
  let turns = 0;
  let failure: string | undefined;
  let events = 0;
  for (const line of stdout.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      continue;
    }
    const parsed = CodexEventSchema.safeParse(raw);
    if (!parsed.success) continue;
    events++;
    const e = parsed.data as Record<string, unknown>;
    if (e.type === 'item.completed') {
      const item = e.item as { type?: unknown; text?: unknown } | undefined;
      if (item?.type === 'agent_message' && typeof item.text === 'string') text = item.text;
    } else if (e.type === 'turn.completed') {
      turns++;
      const u = e.usage as { input_tokens?: unknown; output_tokens?: unknown } | undefined;
      if (typeof u?.input_tokens === 'number') input = (input ?? 0) + u.input_tokens;
      if (typeof u?.output_tokens === 'number') output = (output ?? 0) + u.output_tokens;
    } else if (e.type === 'turn.failed') {
      const error = e.error as { message?: unknown } | undefined;
      failure = `codex turn failed: ${oneLine(String(error?.message ?? 'no message'))}`;
    } else if (e.type === 'error' && !failure) {
      failure = `codex error: ${oneLine(String(e.message ?? 'no message'))}`;
    }
  }
  const usage = input !== null || output !== null ? { inputTokens: input, outputTokens: output, costUsd: null } : null;
  if (!failure && events === 0) failure = 'codex printed no JSON events (expected exec --json)';
  if (!failure && turns === 0) failure = 'codex completed no turn';
  return { ok: !failure, ...(failure ? { failure } : {}), text, usage, turns };
}

/** The agent's account of its resolution: its `Reason:` line, else its last non-empty line. */
export function reasonFrom(text: string): string {
  const lines = text.split('\n').map((l) => l.trim());
  // `Reason: …`, also in markdown bold (`**Reason:** …`, `**Reason**: …`).
  const tag = /^\**reason(?::\**|\**:)\s*/i;
  const tagged = [...lines].reverse().find((l) => tag.test(l));
  if (tagged) return tagged.replace(tag, '');
  return [...lines].reverse().find((l) => l.length > 0) ?? '';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}
