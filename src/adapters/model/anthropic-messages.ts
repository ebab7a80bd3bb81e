import { postJson } from './http-post.js';
import {
  count,
  ModelCallError,
  type ModelClient,
  type ModelClientOptions,
  type ModelReply,
  type ModelRequest,
  type ModelUsage,
} from './model-client.js';

/**
 * Anthropic's Messages API: `POST {endpoint}/v1/messages` with `x-api-key` and `anthropic-version`. The structured
 * answer is asked for the documented way — one tool whose `input_schema` is the answer's schema and
 * `tool_choice: {type: 'tool'}` forcing it — and read from the `tool_use` block's `input`.
 */

export const ANTHROPIC_DEFAULT_ENDPOINT = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';

export function anthropicMessagesClient(options: ModelClientOptions): ModelClient {
  const url = `${options.endpoint.replace(/\/+$/, '')}/v1/messages`;
  return {
    api: 'anthropic-messages',
    model: options.model,
    async complete(request: ModelRequest): Promise<ModelReply> {
      const body = {
        model: options.model,
        max_tokens: request.maxTokens,
        system: request.system,
        messages: [{ role: 'user', content: request.user }],
        tools: [{ name: request.schemaName, description: request.schemaDescription, input_schema: request.schema }],
        tool_choice: { type: 'tool', name: request.schemaName },
        temperature: 0,
      };
      const headers: Record<string, string> = {
        'anthropic-version': ANTHROPIC_VERSION,
        ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
      };
      const { body: reply, exchanges } = await postJson(url, headers, body, {
        timeoutMs: options.timeoutMs,
        retries: options.retries ?? 3,
        maxRetryWaitMs: options.maxRetryWaitMs ?? 60_000,
        secrets: options.apiKey ? [options.apiKey] : [],
      });
      const r = reply as AnthropicReply;
      const usage = usageOf(r.usage);
      if (!Array.isArray(r.content))
        throw new ModelCallError('malformed', 'the reply has no content', exchanges, usage);
      if (r.stop_reason === 'max_tokens')
        throw new ModelCallError('malformed', 'the answer was cut at the token limit (partial)', exchanges, usage);
      const tool = r.content.find((b) => b?.type === 'tool_use' && b.name === request.schemaName);
      const text = r.content
        .filter((b) => b?.type === 'text' && typeof b.text === 'string')
        .map((b) => String(b?.text))
        .join('\n');
      if (!tool || !tool.input || typeof tool.input !== 'object')
        throw new ModelCallError('malformed', `the reply has no ${request.schemaName} tool call`, exchanges, usage);
      return {
        answer: tool.input,
        text,
        model: typeof r.model === 'string' ? r.model : options.model,
        usage,
        exchanges,
      };
    },
  };
}

interface AnthropicReply {
  model?: unknown;
  stop_reason?: unknown;
  content?: ({ type?: unknown; name?: unknown; input?: unknown; text?: unknown } | null)[];
  usage?: { input_tokens?: unknown; output_tokens?: unknown };
}

function usageOf(u: AnthropicReply['usage']): ModelUsage | null {
  if (!u || typeof u !== 'object') return null;
  return { inputTokens: count(u.input_tokens), outputTokens: count(u.output_tokens), costUsd: null };
}
