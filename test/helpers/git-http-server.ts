/**
 * A smart-HTTP git server on 127.0.0.1 (git's own `git http-backend` behind a small CGI bridge) that, like GitHub,
 * wants `Authorization: basic base64(x-access-token:<token>)` for every request. It records whether each request
 * carried the token, and can hold pushes (receive-pack POSTs) until released — while a push is held, the pushing
 * git processes are alive and a test can look at them.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface GitHttpServer {
  /** e.g. `http://127.0.0.1:41234` (the `GITHUB_SERVER_URL` to give the process under test). */
  readonly url: string;
  /** Requests so far: path, and whether the token was in the Authorization header. */
  readonly requests: { method: string; path: string; authorized: boolean }[];
  /** Holds receive-pack POSTs until `release()`; resolves `held` when one arrives. */
  holdPushes(): { held: Promise<void> };
  release(): void;
  close(): Promise<void>;
}

function authorized(header: string | undefined, token: string): boolean {
  const m = /^basic\s+(\S+)$/i.exec(header ?? '');
  return m ? Buffer.from(m[1]!, 'base64').toString('utf8') === `x-access-token:${token}` : false;
}

/** Serves the bare repositories under `root` (e.g. `<root>/fork.git` as `<url>/fork.git`). */
export async function startGitHttpServer(root: string, token: string): Promise<GitHttpServer> {
  const requests: GitHttpServer['requests'] = [];
  let hold: { arrived: () => void; release: Promise<void>; open: () => void } | undefined;
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const ok = authorized(req.headers.authorization, token);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, authorized: ok });
    if (!ok) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="test"' });
      res.end();
      return;
    }
    if (hold && req.method === 'POST' && url.pathname.endsWith('/git-receive-pack')) {
      hold.arrived();
      await hold.release;
    }
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL ?? '/dev/null',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        // An authenticated user may push (http.receivepack defaults to on for one).
        REMOTE_USER: 'x-access-token',
        REMOTE_ADDR: '127.0.0.1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.replace(/^\?/, ''),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] } : {}),
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    req.pipe(cgi.stdin);
    let head = Buffer.alloc(0);
    let started = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (started) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      started = true;
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const [key = '', ...rest] = line.split(':');
        const value = rest.join(':').trim();
        if (key.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else if (key) headers[key] = value;
      }
      res.writeHead(status, headers);
      res.write(head.subarray(end + 4));
    });
    cgi.on('close', () => res.end());
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    holdPushes() {
      let arrived!: () => void;
      let open!: () => void;
      const held = new Promise<void>((r) => (arrived = r));
      const release = new Promise<void>((r) => (open = r));
      hold = { arrived, release, open };
      return { held };
    },
    release() {
      hold?.open();
      hold = undefined;
    },
    async close() {
      hold?.open();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
