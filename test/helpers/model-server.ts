/**
 * A real HTTP server on 127.0.0.1 that speaks the two model wire formats the agent presets use: OpenAI's
 * chat completions (`POST /v1/chat/completions`, the form vLLM, Ollama and llama.cpp serve too) and Anthropic's
 * Messages (`POST /v1/messages`). Each test scripts the replies in order (a structured answer, a malformed one, a
 * 429 with Retry-After, a reply that never comes); every request is recorded, headers and body, for the test to
 * check the request's shape.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** A raw body (not JSON). */
  raw?: string;
  /** Never answer (the client's timeout must end the call). */
  hang?: boolean;
}

export type Responder = (request: RecordedRequest) => ScriptedReply;

export class ModelServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: Array<ScriptedReply | Responder> = [];
  private readonly hanging: ServerResponse[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ModelServer> {
    const holder: { self?: ModelServer } = {};
    const server = createServer((req, res) => void holder.self!.handle(req, res));
    const self = new ModelServer(server);
    holder.self = self;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  get origin(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** The base URL of the OpenAI-compatible API (`--agent-endpoint` for preset:openai). */
  get openAiBase(): string {
    return `${this.origin}/v1`;
  }

  /** Replies given in order, one per request; a function computes its reply from the request. */
  enqueue(...replies: Array<ScriptedReply | Responder>): this {
    this.queue.push(...replies);
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: the test sees what was sent
    }
    const request: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    this.requests.push(request);
    const next = this.queue.shift();
    if (!next) return send(res, { status: 500, json: { error: { message: 'no reply scripted for this request' } } });
    const reply = typeof next === 'function' ? next(request) : next;
    if (reply.hang) {
      this.hanging.push(res);
      return;
    }
    send(res, reply);
  }
}

function send(res: ServerResponse, reply: ScriptedReply): void {
  const body = reply.raw ?? JSON.stringify(reply.json ?? {});
  res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
  res.end(body);
}

/** A chat-completions reply whose message content is `content` (the JSON text of a structured answer). */
export function chatCompletion(
  content: string,
  options: { model?: string; finishReason?: string; usage?: Record<string, number> } = {},
): ScriptedReply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: options.model ?? 'served-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content },
          finish_reason: options.finishReason ?? 'stop',
        },
      ],
      usage: options.usage ?? { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
    },
  };
}

/** A Messages reply that calls the answer tool with `input`. */
export function messagesToolUse(
  name: string,
  input: unknown,
  options: { model?: string; stopReason?: string; usage?: Record<string, number> } = {},
): ScriptedReply {
  return {
    json: {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model: options.model ?? 'claude-test',
      content: [
        { type: 'text', text: 'Here is the resolution.' },
        { type: 'tool_use', id: 'toolu_test', name, input },
      ],
      stop_reason: options.stopReason ?? 'tool_use',
      stop_sequence: null,
      usage: options.usage ?? { input_tokens: 900, output_tokens: 200 },
    },
  };
}

export function rateLimited(retryAfterSeconds: string): ScriptedReply {
  return {
    status: 429,
    headers: { 'retry-after': retryAfterSeconds },
    json: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } },
  };
}
