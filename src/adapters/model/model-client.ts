/**
 * What every model client (chat completions, Messages) answers: the structured answer it was asked for, as the
 * model sent it (validation is the caller's, with zod), plus usage and the raw exchange for the transcript. A model
 * that fails — timeout, HTTP error after retries, a reply without the structured part — is a `ModelCallError`, which
 * the caller turns into a rejected attempt, never a crash.
 */

/** A JSON Schema object (the subset both APIs accept for structured output). */
export type JsonSchema = Record<string, unknown>;

export interface ModelRequest {
  system: string;
  user: string;
  /** The structured answer's JSON Schema and its name (the tool's or response format's name). */
  schema: JsonSchema;
  schemaName: string;
  schemaDescription: string;
  maxTokens: number;
}

export interface ModelUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  /** Only when the API reports it (OpenRouter-style `usage.cost`, Claude Code's `total_cost_usd`). */
  costUsd: number | null;
}

export interface ModelExchange {
  /** The request body sent (no headers: the key never reaches a transcript). */
  request: unknown;
  status: number | null;
  /** The parsed response body, or its text when it was not JSON. */
  response: unknown;
}

export interface ModelReply {
  /** The structured answer as sent (unknown: the caller validates it). */
  answer: unknown;
  /** The model's text, when it wrote any besides the structured part. */
  text: string;
  model: string;
  usage: ModelUsage | null;
  /** Every HTTP exchange of this call, retries included. */
  exchanges: ModelExchange[];
}

export type ModelErrorKind = 'timeout' | 'http' | 'network' | 'malformed' | 'refused';

export class ModelCallError extends Error {
  override readonly name = 'ModelCallError';
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    readonly exchanges: ModelExchange[] = [],
    readonly usage: ModelUsage | null = null,
  ) {
    super(message);
  }
}

export interface ModelClientOptions {
  /** Base URL: `https://api.openai.com/v1`, `http://127.0.0.1:8000/v1`, `https://api.anthropic.com`. */
  endpoint: string;
  model: string;
  /** The API key, when the endpoint needs one (a local server may not). */
  apiKey?: string;
  /** Per HTTP request. */
  timeoutMs: number;
  /** Retries on 429 and 5xx (Retry-After honoured). Default 3. */
  retries?: number;
  /** Cap on one wait between retries. Default 60 s. */
  maxRetryWaitMs?: number;
}

export interface ModelClient {
  readonly api: 'openai-chat' | 'anthropic-messages';
  readonly model: string;
  complete(request: ModelRequest): Promise<ModelReply>;
}

/** A count the API reported, else null. */
export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
