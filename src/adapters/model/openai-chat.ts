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
 * An OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp server, OpenRouter…):
 * `POST {endpoint}/chat/completions` with a system and a user message and `response_format: json_schema`, the
 * structured-output form these servers share. The answer is the JSON in `choices[0].message.content`.
 */

export const OPENAI_DEFAULT_ENDPOINT = 'https://api.openai.com/v1';

export function openAiChatClient(options: ModelClientOptions): ModelClient {
  const url = `${options.endpoint.replace(/\/+$/, '')}/chat/completions`;
  return {
    api: 'openai-chat',
    model: options.model,
    async complete(request: ModelRequest): Promise<ModelReply> {
      const body = {
        model: options.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: request.schemaName,
            description: request.schemaDescription,
            strict: true,
            schema: request.schema,
          },
        },
        max_tokens: request.maxTokens,
        temperature: 0,
      };
      const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
      const { body: reply, exchanges } = await postJson(url, headers, body, {
        timeoutMs: options.timeoutMs,
        retries: options.retries ?? 3,
        maxRetryWaitMs: options.maxRetryWaitMs ?? 60_000,
        secrets: options.apiKey ? [options.apiKey] : [],
      });
      const r = reply as OpenAiReply;
      const usage = usageOf(r.usage);
      const choice = Array.isArray(r.choices) ? r.choices[0] : undefined;
      const message = choice?.message;
      if (!message) throw new ModelCallError('malformed', 'the reply has no choices[0].message', exchanges, usage);
      if (typeof message.refusal === 'string' && message.refusal)
        throw new ModelCallError('refused', `the model refused: ${oneLine(message.refusal)}`, exchanges, usage);
      const content = typeof message.content === 'string' ? message.content : '';
      if (choice?.finish_reason === 'length')
        throw new ModelCallError('malformed', 'the answer was cut at the token limit (partial)', exchanges, usage);
      const answer = jsonIn(content);
      if (answer === undefined)
        throw new ModelCallError('malformed', 'the answer is not the JSON object asked for', exchanges, usage);
      return { answer, text: '', model: typeof r.model === 'string' ? r.model : options.model, usage, exchanges };
    },
  };
}

interface OpenAiReply {
  model?: unknown;
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; cost?: unknown };
}

function usageOf(u: OpenAiReply['usage']): ModelUsage | null {
  if (!u || typeof u !== 'object') return null;
  return { inputTokens: count(u.prompt_tokens), outputTokens: count(u.completion_tokens), costUsd: count(u.cost) };
}

/** The JSON object in a message: the whole content, or inside one ```json fence (servers without strict mode). */
export function jsonIn(content: string): unknown {
  const tries = [content.trim()];
  const fenced = /```(?:json)?\s*\n([\s\S]*?)\n\s*```/.exec(content);
  if (fenced) tries.push(fenced[1]!.trim());
  for (const text of tries) {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // not JSON: try the next form
    }
  }
  return undefined;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}
