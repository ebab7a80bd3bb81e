import { ModelCallError, type ModelExchange } from './model-client.js';

/**
 * One JSON POST to a model API with Node's fetch: a timeout per request, retries on 429 and 5xx that honour
 * Retry-After (seconds or an HTTP date, capped), and every exchange kept for the transcript. Headers — the key — are
 * never kept or put in an error message.
 */

export interface PostOptions {
  timeoutMs: number;
  retries: number;
  maxRetryWaitMs: number;
  /** Texts never to repeat (the key: a server may echo it in an error message). */
  secrets?: readonly string[];
}

export interface PostResult {
  status: number;
  body: unknown;
  exchanges: ModelExchange[];
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  options: PostOptions,
): Promise<PostResult> {
  const exchanges: ModelExchange[] = [];
  const payload = JSON.stringify(body);
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = isTimeout(error);
      exchanges.push({ request: body, status: null, response: timedOut ? 'timeout' : describe(error) });
      if (timedOut)
        throw new ModelCallError('timeout', `no answer from ${origin(url)} within ${options.timeoutMs} ms`, exchanges);
      if (attempt < options.retries) {
        await sleep(backoff(attempt, options.maxRetryWaitMs));
        continue;
      }
      throw new ModelCallError('network', `${origin(url)}: ${describe(error)}`, exchanges);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      exchanges.push({ request: body, status: response.status, response: describe(error) });
      throw new ModelCallError(
        isTimeout(error) ? 'timeout' : 'network',
        `${origin(url)}: the answer was cut off`,
        exchanges,
      );
    }
    text = redact(text, options.secrets ?? []);
    const parsed = parseJson(text);
    exchanges.push({ request: body, status: response.status, response: parsed ?? text.slice(0, 20_000) });
    if (response.ok) {
      if (parsed === undefined)
        throw new ModelCallError('malformed', `${origin(url)}: the answer is not JSON`, exchanges);
      return { status: response.status, body: parsed, exchanges };
    }
    if (RETRYABLE(response.status) && attempt < options.retries) {
      await sleep(retryAfter(response.headers.get('retry-after'), attempt, options.maxRetryWaitMs));
      continue;
    }
    throw new ModelCallError(
      'http',
      `${origin(url)} answered HTTP ${response.status}${errorText(parsed)}${RETRYABLE(response.status) ? ` after ${attempt + 1} tries` : ''}`,
      exchanges,
    );
  }
}

/** Retry-After in seconds or as an HTTP date; else an exponential backoff. Never longer than the cap. */
export function retryAfter(header: string | null, attempt: number, capMs: number): number {
  if (header !== null && header.trim() !== '') {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, capMs);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.min(Math.max(0, at - Date.now()), capMs);
  }
  return backoff(attempt, capMs);
}

function backoff(attempt: number, capMs: number): number {
  return Math.min(1000 * 2 ** attempt, capMs);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Scheme, host and port only: a URL's path or query could carry a key some servers accept there. */
function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'the model endpoint';
  }
}

/** The API's own error message (`{error: {message}}` in both APIs), one line, bounded. */
function errorText(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return message ? `: ${message.replace(/\s+/g, ' ').slice(0, 200)}` : '';
}

/** By name: fetch's DOMException is not an `Error` of every realm (a test VM, a bundler's). */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 8) out = out.split(s).join('***');
  return out;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
