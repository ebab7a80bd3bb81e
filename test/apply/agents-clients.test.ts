/**
 * The model clients the HTTP presets use, against a real HTTP server on 127.0.0.1 that speaks chat completions and
 * Messages: the request each sends (path, headers, body), the structured answer read back, and every way a call
 * fails (a malformed or partial answer, a 429 then success, 5xx until the retries are spent, no answer in time) as
 * a ModelCallError, never a crash, never with the key in it.
 */
import { anthropicMessagesClient } from '../../src/adapters/model/anthropic-messages.js';
import { retryAfter } from '../../src/adapters/model/http-post.js';
import { ModelCallError, type ModelRequest } from '../../src/adapters/model/model-client.js';
import { openAiChatClient } from '../../src/adapters/model/openai-chat.js';
import { AGENT_ANSWER_JSON_SCHEMA, ANSWER_DESCRIPTION, ANSWER_TOOL_NAME } from '../../src/domain/apply/agent-answer.js';
import { chatCompletion, messagesToolUse, ModelServer, rateLimited } from '../helpers/model-server.js';

const KEY = 'sk-test-secret-key-0123456789';
const ANSWER = { reason: 'kept both lines', files: [{ path: 'a.txt', content: 'x\n' }], hunks: [] };
const REQUEST: ModelRequest = {
  system: 'You resolve conflicts.',
  user: 'The conflict: …',
  schema: AGENT_ANSWER_JSON_SCHEMA,
  schemaName: ANSWER_TOOL_NAME,
  schemaDescription: ANSWER_DESCRIPTION,
  maxTokens: 4000,
};

let server: ModelServer;
beforeEach(async () => {
  server = await ModelServer.start();
});
afterEach(async () => {
  await server.close();
});

const openai = (timeoutMs = 10_000) =>
  openAiChatClient({ endpoint: server.openAiBase, model: 'qwen-coder', apiKey: KEY, timeoutMs, maxRetryWaitMs: 50 });
const anthropic = (timeoutMs = 10_000) =>
  anthropicMessagesClient({ endpoint: server.origin, model: 'claude-x', apiKey: KEY, timeoutMs, maxRetryWaitMs: 50 });

async function failure(promise: Promise<unknown>): Promise<ModelCallError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelCallError);
  expect((error as Error).message).not.toContain(KEY);
  return error as ModelCallError;
}

describe('chat completions (preset:openai)', () => {
  it('sends the documented request and reads the structured answer and usage', async () => {
    server.enqueue(
      chatCompletion(JSON.stringify(ANSWER), { usage: { prompt_tokens: 10, completion_tokens: 5, cost: 0.002 } }),
    );
    const reply = await openai().complete(REQUEST);
    expect(reply.answer).toEqual(ANSWER);
    expect(reply.usage).toEqual({ inputTokens: 10, outputTokens: 5, costUsd: 0.002 });
    expect(reply.model).toBe('served-model');
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toMatchObject({
      model: 'qwen-coder',
      messages: [
        { role: 'system', content: REQUEST.system },
        { role: 'user', content: REQUEST.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: ANSWER_TOOL_NAME, strict: true, schema: AGENT_ANSWER_JSON_SCHEMA },
      },
    });
    // The key is in the header only: never in what the transcript keeps.
    expect(JSON.stringify(reply.exchanges)).not.toContain(KEY);
  });

  it('sends no Authorization header to a server without a key (a local vLLM or Ollama)', async () => {
    server.enqueue(chatCompletion(JSON.stringify(ANSWER)));
    await openAiChatClient({ endpoint: `${server.openAiBase}/`, model: 'm', timeoutMs: 10_000 }).complete(REQUEST);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.path).toBe('/v1/chat/completions');
  });

  it('reads an answer in a ```json fence (servers without strict structured output)', async () => {
    server.enqueue(chatCompletion(`Sure:\n\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\`\n`));
    expect((await openai().complete(REQUEST)).answer).toEqual(ANSWER);
  });

  it('a content that is not JSON is a malformed answer', async () => {
    server.enqueue(chatCompletion('I resolved it by keeping both lines.'));
    const error = await failure(openai().complete(REQUEST));
    expect(error.kind).toBe('malformed');
    expect(error.usage).toEqual({ inputTokens: 1200, outputTokens: 300, costUsd: null });
  });

  it('an answer cut at the token limit is partial, not used', async () => {
    server.enqueue(chatCompletion('{"reason": "kept', { finishReason: 'length' }));
    expect((await failure(openai().complete(REQUEST))).message).toMatch(/partial/);
  });

  it('a reply body that is not JSON at all is malformed', async () => {
    server.enqueue({ raw: '<html>gateway</html>' });
    expect((await failure(openai().complete(REQUEST))).kind).toBe('malformed');
  });

  it('waits after a 429 as Retry-After says, then takes the answer', async () => {
    server.enqueue(rateLimited('0'), chatCompletion(JSON.stringify(ANSWER)));
    const reply = await openai().complete(REQUEST);
    expect(reply.answer).toEqual(ANSWER);
    expect(server.requests).toHaveLength(2);
    expect(reply.exchanges.map((e) => e.status)).toEqual([429, 200]);
  });

  it('gives up after the retries on 5xx with the server’s message, and does not retry a 400', async () => {
    const boom = { status: 503, headers: { 'retry-after': '0' }, json: { error: { message: 'overloaded' } } };
    server.enqueue(boom, boom, boom, boom);
    const error = await failure(openai().complete(REQUEST));
    expect(error.kind).toBe('http');
    expect(error.message).toMatch(/HTTP 503: overloaded after 4 tries/);
    expect(server.requests).toHaveLength(4);
    server.requests.length = 0;
    server.enqueue({ status: 400, json: { error: { message: `bad key ${KEY}` } } });
    const bad = await failure(openai().complete(REQUEST));
    expect(bad.message).toMatch(/HTTP 400: bad key \*\*\*/);
    // A server that echoes the key: redacted in what the transcript keeps too.
    expect(JSON.stringify(bad.exchanges)).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('ends a call the server never answers at the timeout', async () => {
    server.enqueue({ hang: true });
    const error = await failure(openai(300).complete(REQUEST));
    expect(error.kind).toBe('timeout');
  });

  it('a connection refused is a network failure', async () => {
    const url = server.openAiBase;
    await server.close();
    server = await ModelServer.start();
    const error = await failure(
      openAiChatClient({ endpoint: url, model: 'm', timeoutMs: 2000, retries: 0 }).complete(REQUEST),
    );
    expect(error.kind).toBe('network');
  });
});

describe('Messages (preset:anthropic)', () => {
  it('sends the documented request (tool with the answer schema, forced) and reads the tool input', async () => {
    server.enqueue(messagesToolUse(ANSWER_TOOL_NAME, ANSWER));
    const reply = await anthropic().complete(REQUEST);
    expect(reply.answer).toEqual(ANSWER);
    expect(reply.text).toBe('Here is the resolution.');
    expect(reply.usage).toEqual({ inputTokens: 900, outputTokens: 200, costUsd: null });
    const [req] = server.requests;
    expect(req!.path).toBe('/v1/messages');
    expect(req!.headers['x-api-key']).toBe(KEY);
    expect(req!.headers['anthropic-version']).toBe('2023-06-01');
    expect(req!.headers.authorization).toBeUndefined();
    expect(req!.body).toMatchObject({
      model: 'claude-x',
      max_tokens: 4000,
      system: REQUEST.system,
      messages: [{ role: 'user', content: REQUEST.user }],
      tools: [{ name: ANSWER_TOOL_NAME, description: ANSWER_DESCRIPTION, input_schema: AGENT_ANSWER_JSON_SCHEMA }],
      tool_choice: { type: 'tool', name: ANSWER_TOOL_NAME },
    });
  });

  it('a reply without the tool call is malformed; one cut at max_tokens is partial', async () => {
    server.enqueue({
      json: {
        type: 'message',
        content: [{ type: 'text', text: 'no tool' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    });
    expect((await failure(anthropic().complete(REQUEST))).kind).toBe('malformed');
    server.enqueue(messagesToolUse(ANSWER_TOOL_NAME, { reason: 'x' }, { stopReason: 'max_tokens' }));
    expect((await failure(anthropic().complete(REQUEST))).message).toMatch(/partial/);
  });

  it('waits after a 429 (Retry-After), then takes the answer; times out a server that never answers', async () => {
    server.enqueue(rateLimited('0'), messagesToolUse(ANSWER_TOOL_NAME, ANSWER));
    expect((await anthropic().complete(REQUEST)).answer).toEqual(ANSWER);
    expect(server.requests).toHaveLength(2);
    server.enqueue({ hang: true });
    expect((await failure(anthropic(300).complete(REQUEST))).kind).toBe('timeout');
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and never waits past the cap', () => {
    expect(retryAfter('2', 0, 60_000)).toBe(2000);
    expect(retryAfter('120', 0, 60_000)).toBe(60_000);
    expect(retryAfter(new Date(Date.now() - 5000).toUTCString(), 0, 60_000)).toBe(0);
    expect(retryAfter(null, 2, 60_000)).toBe(4000);
    expect(retryAfter('soon', 0, 500)).toBe(500);
  });
});
