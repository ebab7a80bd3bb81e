/**
 * A real HTTP server on 127.0.0.1 speaking the subset of the GitHub REST API this suite uses, with in-memory state,
 * several repositories, request recording and fault injection. Tests drive the real Octokit client against it; a
 * child process (an action run as `node dist/x/index.js`) uses it through `GITHUB_API_URL=server.url`.
 *
 * Behaviour copied from github.com on purpose, because adapters must cope with it:
 * - issue numbers and pull request numbers share one sequence, and listing issues also returns pull requests
 *   (with a `pull_request` key);
 * - `GET /pulls?head=branch` without `owner:` ignores the filter (returns every PR);
 * - creating a second open PR for the same head and base answers 422 "A pull request already exists for owner:branch.";
 * - the combined status of a commit with no statuses is `pending` with `total_count: 0`;
 * - bodies longer than 65,536 characters are refused with 422;
 * - pagination through `per_page` (max 100) / `page` and a `Link` header.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const DEFAULT_TEST_TOKEN = 'ghs_testtoken0123456789abcdefABCDEF01';
const MAX_BODY_CHARS = 65_536;
const HTML_BASE = 'https://github.com';
const BOT_LOGIN = 'upstream-ingest-bot';

// ---------------------------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------------------------

export interface StoredLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface StoredIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: string | null;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Set when this entry is the issue side of a pull request. */
  isPull: boolean;
  /** Logins assigned (POST /issues/:n/assignees). */
  assignees?: string[];
}

export interface StoredPull {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  merged: boolean;
  headOwner: string;
  headRef: string;
  headSha: string;
  baseRef: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Loop additions (land): false answers a merge with 405, as branch protection or a conflict would. */
  mergeable?: boolean;
  /** The PR's commits, for GET …/pulls/N/commits (seed with seedPullCommits). */
  commits?: Array<{ sha: string; message: string }>;
  /** The paths it changes, for GET …/pulls/N/files (seed with seedPullFiles). */
  files?: string[];
  /** How it was merged (REST merge or auto-merge), with the merge commit message GitHub was given. */
  mergedWith?: { method: string; title: string | null; message: string | null; sha: string };
  /** Set by the GraphQL enablePullRequestAutoMerge mutation. */
  autoMerge?: { method: string; headline: string | null; body: string | null };
  /** Review requests (POST …/pulls/N/requested_reviewers): user logins and team slugs. */
  requestedReviewers?: string[];
  requestedTeams?: string[];
}

export interface StoredComment {
  id: number;
  issueNumber: number;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export type CommitState = 'error' | 'failure' | 'pending' | 'success';

export interface StoredStatus {
  id: number;
  sha: string;
  state: CommitState;
  context: string;
  description: string | null;
  targetUrl: string | null;
  createdAt: string;
}

export interface StoredCheckRun {
  id: number;
  headSha: string;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  detailsUrl: string | null;
  externalId: string | null;
  output: { title?: string; summary?: string; text?: string } | null;
  /** Annotations accumulate across create and updates, as on github.com (at most 50 per request). */
  annotations?: Record<string, unknown>[];
  startedAt: string;
  completedAt: string | null;
}

interface RepoState {
  owner: string;
  name: string;
  id: number;
  defaultBranch: string;
  nextNumber: number;
  issues: Map<number, StoredIssue>;
  pulls: Map<number, StoredPull>;
  comments: StoredComment[];
  labels: Map<string, StoredLabel>;
  branches: Map<string, string>;
  statuses: StoredStatus[];
  checkRuns: StoredCheckRun[];
}

export interface SeedIssue {
  title: string;
  body?: string | null;
  state?: 'open' | 'closed';
  labels?: string[];
  /** Comment bodies, added in order. */
  comments?: string[];
}

export interface SeedPull {
  /** The head branch, in the same repository unless `headOwner` says otherwise. */
  head: string;
  base?: string;
  headOwner?: string;
  title?: string;
  body?: string | null;
  state?: 'open' | 'closed';
  draft?: boolean;
  merged?: boolean;
  labels?: string[];
}

/** The server's data: seed it before a test, inspect it after. Repositories are named `owner/name`. */
export class GitHubState {
  private readonly repos = new Map<string, RepoState>();
  private nextId = 1000;
  private clock = Date.parse('2024-01-01T00:00:00Z');

  constructor(private readonly autoCreateRepos: boolean) {}

  /** Strictly increasing timestamps, so ordering by time is deterministic. */
  now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  id(): number {
    return this.nextId++;
  }

  addRepo(fullName: string, options: { defaultBranch?: string } = {}): void {
    const key = fullName.toLowerCase();
    if (this.repos.has(key)) return;
    const [owner, name, extra] = fullName.split('/');
    if (!owner || !name || extra !== undefined) throw new Error(`addRepo: expected owner/name, got ${fullName}`);
    this.repos.set(key, {
      owner,
      name,
      id: this.id(),
      defaultBranch: options.defaultBranch ?? 'main',
      nextNumber: 1,
      issues: new Map(),
      pulls: new Map(),
      comments: [],
      labels: new Map(),
      branches: new Map(),
      statuses: [],
      checkRuns: [],
    });
  }

  hasRepo(fullName: string): boolean {
    return this.repos.has(fullName.toLowerCase());
  }

  /** The repository, created on first use unless the server was started with `strictRepos`. */
  repo(fullName: string): RepoState | undefined {
    if (!this.repos.has(fullName.toLowerCase()) && this.autoCreateRepos) this.addRepo(fullName);
    return this.repos.get(fullName.toLowerCase());
  }

  private mustRepo(fullName: string): RepoState {
    this.addRepo(fullName);
    return this.repos.get(fullName.toLowerCase()) as RepoState;
  }

  /** Records that `branch` points at `sha` (used for `head.sha` of new PRs and for `/commits/{branch}/…`). */
  setBranch(fullName: string, branch: string, sha: string): void {
    this.mustRepo(fullName).branches.set(branch, sha);
  }

  /**
   * The branches of the real repository behind the API, as after a push: each open PR's head follows its branch,
   * as on github.com (a force-push updates the PR).
   */
  syncBranches(fullName: string, branches: ReadonlyMap<string, string>): void {
    const repo = this.mustRepo(fullName);
    repo.branches = new Map(branches);
    for (const pull of repo.pulls.values()) {
      const sha = branches.get(pull.headRef);
      if (pull.state === 'open' && sha && pull.headOwner.toLowerCase() === repo.owner.toLowerCase()) pull.headSha = sha;
    }
  }

  deleteBranch(fullName: string, branch: string): void {
    this.mustRepo(fullName).branches.delete(branch);
  }

  branchSha(fullName: string, branch: string): string | undefined {
    return this.repo(fullName)?.branches.get(branch);
  }

  ensureLabel(repo: RepoState, name: string): StoredLabel {
    const existing = repo.labels.get(name.toLowerCase());
    if (existing) return existing;
    const label: StoredLabel = { id: this.id(), name, color: 'ededed', description: null };
    repo.labels.set(name.toLowerCase(), label);
    return label;
  }

  createIssue(repo: RepoState, fields: SeedIssue, isPull = false): StoredIssue {
    const at = this.now();
    const issue: StoredIssue = {
      id: this.id(),
      number: repo.nextNumber++,
      title: fields.title,
      body: fields.body ?? null,
      state: fields.state ?? 'open',
      stateReason: fields.state === 'closed' ? 'completed' : null,
      labels: [],
      createdAt: at,
      updatedAt: at,
      closedAt: fields.state === 'closed' ? at : null,
      isPull,
    };
    for (const name of fields.labels ?? []) this.addLabel(repo, issue, name);
    repo.issues.set(issue.number, issue);
    for (const body of fields.comments ?? []) this.createComment(repo, issue, body);
    return issue;
  }

  addLabel(repo: RepoState, issue: StoredIssue, name: string): void {
    const label = this.ensureLabel(repo, name);
    if (!issue.labels.some((l) => l.toLowerCase() === label.name.toLowerCase())) issue.labels.push(label.name);
  }

  createComment(repo: RepoState, issue: StoredIssue, body: string): StoredComment {
    const at = this.now();
    const comment: StoredComment = { id: this.id(), issueNumber: issue.number, body, createdAt: at, updatedAt: at };
    repo.comments.push(comment);
    issue.updatedAt = at;
    return comment;
  }

  createPull(repo: RepoState, fields: SeedPull): StoredPull {
    const issue = this.createIssue(
      repo,
      { title: fields.title ?? fields.head, body: fields.body ?? null, state: fields.state, labels: fields.labels },
      true,
    );
    const headOwner = fields.headOwner ?? repo.owner;
    const pull: StoredPull = {
      id: this.id(),
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      draft: fields.draft ?? false,
      merged: fields.merged ?? false,
      headOwner,
      headRef: fields.head,
      headSha: repo.branches.get(fields.head) ?? fakeSha(`${headOwner}:${fields.head}`),
      baseRef: fields.base ?? repo.defaultBranch,
      createdAt: issue.createdAt,
      updatedAt: issue.updatedAt,
      closedAt: issue.closedAt,
    };
    repo.pulls.set(pull.number, pull);
    return pull;
  }

  /** Keeps the issue side of a PR (title, body, state) in step with the PR. */
  syncPullIssue(repo: RepoState, pull: StoredPull): void {
    const issue = repo.issues.get(pull.number);
    if (!issue) return;
    issue.title = pull.title;
    issue.body = pull.body;
    issue.state = pull.state;
    issue.updatedAt = pull.updatedAt;
    issue.closedAt = pull.closedAt;
  }

  seedIssue(fullName: string, fields: SeedIssue): StoredIssue {
    return this.createIssue(this.mustRepo(fullName), fields);
  }

  /** Seeds `count` issues titled `${prefix} 1..count` (for pagination tests). */
  seedIssues(fullName: string, count: number, fields: Partial<SeedIssue> & { prefix?: string } = {}): StoredIssue[] {
    const out: StoredIssue[] = [];
    for (let i = 1; i <= count; i++) {
      out.push(this.seedIssue(fullName, { ...fields, title: `${fields.prefix ?? 'Issue'} ${i}` }));
    }
    return out;
  }

  seedPull(fullName: string, fields: SeedPull): StoredPull {
    return this.createPull(this.mustRepo(fullName), fields);
  }

  seedComment(fullName: string, issueNumber: number, body: string): StoredComment {
    const repo = this.mustRepo(fullName);
    const issue = repo.issues.get(issueNumber);
    if (!issue) throw new Error(`seedComment: no issue #${issueNumber} in ${fullName}`);
    return this.createComment(repo, issue, body);
  }

  seedStatus(
    fullName: string,
    sha: string,
    fields: { state: CommitState; context: string; description?: string },
  ): StoredStatus {
    const status: StoredStatus = {
      id: this.id(),
      sha,
      state: fields.state,
      context: fields.context,
      description: fields.description ?? null,
      targetUrl: null,
      createdAt: this.now(),
    };
    this.mustRepo(fullName).statuses.push(status);
    return status;
  }

  seedCheckRun(
    fullName: string,
    sha: string,
    fields: { name: string; status?: StoredCheckRun['status']; conclusion?: string | null },
  ): StoredCheckRun {
    const run: StoredCheckRun = {
      id: this.id(),
      headSha: sha,
      name: fields.name,
      status: fields.status ?? (fields.conclusion ? 'completed' : 'queued'),
      conclusion: fields.conclusion ?? null,
      detailsUrl: null,
      externalId: null,
      output: null,
      startedAt: this.now(),
      completedAt: fields.conclusion ? this.now() : null,
    };
    this.mustRepo(fullName).checkRuns.push(run);
    return run;
  }

  /** Loop additions: collaborator permissions (GET …/collaborators/{user}/permission); unknown users have none. */
  readonly permissions = new Map<string, string>();
  /** Every `POST /repos/{o}/{r}/dispatches` (repository_dispatch) received, in order. */
  readonly repositoryDispatches: { repo: string; eventType: string; payload: unknown }[] = [];

  setPermission(
    fullName: string,
    login: string,
    permission: 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none',
  ): void {
    this.permissions.set(`${fullName.toLowerCase()}:${login.toLowerCase()}`, permission);
  }

  seedPullCommits(fullName: string, number: number, commits: Array<{ sha: string; message: string }>): void {
    const pull = this.mustRepo(fullName).pulls.get(number);
    if (!pull) throw new Error(`seedPullCommits: no pull request #${number} in ${fullName}`);
    pull.commits = commits;
  }

  seedPullFiles(fullName: string, number: number, files: string[]): void {
    const pull = this.mustRepo(fullName).pulls.get(number);
    if (!pull) throw new Error(`seedPullFiles: no pull request #${number} in ${fullName}`);
    pull.files = files;
  }

  /** The pull request with this GraphQL node id (`PR_<id>`), in any repository. */
  pullByNodeId(nodeId: string): { repo: RepoState; pull: StoredPull } | undefined {
    for (const repo of this.repos.values())
      for (const pull of repo.pulls.values()) if (`PR_${pull.id}` === nodeId) return { repo, pull };
    return undefined;
  }

  /** Issues of a repository in number order; pull requests are left out unless asked for. */
  issues(fullName: string, options: { includePulls?: boolean } = {}): StoredIssue[] {
    const repo = this.repo(fullName);
    if (!repo) return [];
    return [...repo.issues.values()]
      .filter((i) => options.includePulls || !i.isPull)
      .sort((a, b) => a.number - b.number);
  }

  issue(fullName: string, number: number): StoredIssue | undefined {
    return this.repo(fullName)?.issues.get(number);
  }

  pulls(fullName: string): StoredPull[] {
    const repo = this.repo(fullName);
    return repo ? [...repo.pulls.values()].sort((a, b) => a.number - b.number) : [];
  }

  pull(fullName: string, number: number): StoredPull | undefined {
    return this.repo(fullName)?.pulls.get(number);
  }

  comments(fullName: string, issueNumber?: number): StoredComment[] {
    const repo = this.repo(fullName);
    if (!repo) return [];
    return repo.comments.filter((c) => issueNumber === undefined || c.issueNumber === issueNumber);
  }

  statuses(fullName: string, sha?: string): StoredStatus[] {
    return (this.repo(fullName)?.statuses ?? []).filter((s) => sha === undefined || s.sha === sha);
  }

  checkRuns(fullName: string, sha?: string): StoredCheckRun[] {
    return (this.repo(fullName)?.checkRuns ?? []).filter((r) => sha === undefined || r.headSha === sha);
  }

  labels(fullName: string): StoredLabel[] {
    return [...(this.repo(fullName)?.labels.values() ?? [])];
  }
}

function fakeSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

// ---------------------------------------------------------------------------------------------------------------
// Faults
// ---------------------------------------------------------------------------------------------------------------

export interface FaultSpec {
  /** HTTP method to match; any when omitted. */
  method?: string;
  /** Path to match: a string is compared with the whole path (no query), a RegExp is tested against it. */
  path: string | RegExp;
  /** How many matching requests get the fault (default 1); `Infinity` for all. */
  times?: number;
  /** Status to answer instead of the real response. */
  status?: number;
  /** Body of the fault response: JSON, or a string sent as HTML (default `{ message }` for the status). */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Perform the real request first (the write happens), then wait `delayMs` and answer with the fault, reset the
   * connection, or (neither given) send the real answer late.
   */
  afterWrite?: boolean;
  /**
   * Wait this long before answering (a client with a shorter timeout gives up). Without `afterWrite` the request
   * takes effect only after the wait, and not at all when `status` or `reset` is set.
   */
  delayMs?: number;
  /** Destroy the socket instead of answering (connection reset). */
  reset?: boolean;
}

export interface InjectedFault {
  readonly spec: FaultSpec;
  /** Matching requests that received the fault so far. */
  hits: number;
  /** Faults still to deliver. */
  remaining: number;
}

/** 403 "Resource not accessible by integration": the token lacks a permission. */
export function integrationForbidden(): Pick<FaultSpec, 'status' | 'body'> {
  return {
    status: 403,
    body: {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
      status: '403',
    },
  };
}

/** 403 secondary rate limit with a `retry-after` of `retryAfterSeconds`. */
export function secondaryRateLimit(retryAfterSeconds = 1): Pick<FaultSpec, 'status' | 'body' | 'headers'> {
  return {
    status: 403,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.',
      documentation_url:
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      status: '403',
    },
  };
}

/** Primary rate limit spent: `x-ratelimit-remaining: 0`, reset in `resetInSeconds` (403 as github.com, or 429). */
export function primaryRateLimit(
  resetInSeconds: number,
  status: 403 | 429 = 403,
): Pick<FaultSpec, 'status' | 'body' | 'headers'> {
  const reset = Math.ceil(Date.now() / 1000 + resetInSeconds);
  return {
    status,
    headers: {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '5000',
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-resource': 'core',
    },
    body: {
      message: 'API rate limit exceeded for installation ID 1.',
      documentation_url:
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit',
      status: String(status),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP plumbing
// ---------------------------------------------------------------------------------------------------------------

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body (undefined when none). */
  body: unknown;
  /** Request headers, with `authorization` replaced by whether it was accepted. */
  headers: Record<string, string>;
  authorized: boolean;
  /** The status the server answered or would have answered (0 when it reset the connection). */
  status: number;
  /** False when the connection was reset or the client had gone (e.g. timed out) before the answer. */
  delivered: boolean;
  /** Whether an injected fault shaped the answer. */
  faulted: boolean;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function validation(resource: string, message: string): HttpError {
  return new HttpError(422, 'Validation Failed', { errors: [{ resource, code: 'custom', message }] });
}

interface Context {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  rawBody: unknown;
  origin: string;
}

type Handler = (ctx: Context, params: string[]) => Reply | Promise<Reply>;

function iso(value: string | null): string | null {
  return value;
}

export interface GitHubServerOptions {
  token?: string;
  /** Only repositories added with `state.addRepo` (or seeded) exist; others answer 404. Default false. */
  strictRepos?: boolean;
  /** Repositories to create up front. */
  repos?: string[];
  /**
   * A real git repository behind the API (the demo): a merge through the API becomes a real merge commit on the
   * base branch, and a PR's head is the branch's real commit. Without it merges are recorded with made-up SHAs.
   */
  git?: BackingGit;
}

/** What the server asks of a real repository behind it (implemented with git by the demo). */
export interface BackingGit {
  /**
   * Merges `head` into `base` as GitHub would with `method` and moves `base`; returns the new commit, or null when
   * the two conflict (answered 405, not mergeable).
   */
  merge(request: { repo: string; base: string; head: string; method: string; message: string }): Promise<string | null>;
}

/** Mirrors the test-relevant fields of `GitHubClientOptions` (kept here so the helper does not import src/). */
export interface TestClientOptions {
  token: string;
  baseUrl: string;
  paceWrites: false;
  retryBaseDelayMs: number;
  timeoutMs: number;
  maxWaitSeconds: number;
}

export interface GitHubTestServer {
  /** e.g. `http://127.0.0.1:41234`; pass as `baseUrl`, or as `GITHUB_API_URL` to a child process. */
  readonly url: string;
  readonly token: string;
  readonly state: GitHubState;
  readonly requests: RecordedRequest[];
  inject(spec: FaultSpec): InjectedFault;
  /** Removes faults not yet delivered. */
  clearFaults(): void;
  /** Recorded requests with this method whose path equals `path` or matches it. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** Environment for a child process: `GITHUB_API_URL` (and `GITHUB_SERVER_URL`) pointing here. */
  env(): Record<string, string>;
  /**
   * Options for `createGitHubClient` against this server, with the waits shrunk for tests:
   * `createGitHubClient({ ...server.clientOptions(), logger })`.
   */
  clientOptions(): TestClientOptions;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 on a random port. Close it in `afterAll`. */
export async function startGitHubServer(options: GitHubServerOptions = {}): Promise<GitHubTestServer> {
  const token = options.token ?? DEFAULT_TEST_TOKEN;
  const state = new GitHubState(!options.strictRepos);
  for (const name of options.repos ?? []) state.addRepo(name);
  const requests: RecordedRequest[] = [];
  const faults: InjectedFault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  const routes = buildRoutes(state, options.git);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const takeFault = (method: string, path: string): InjectedFault | undefined => {
    const fault = faults.find(
      (f) =>
        f.remaining > 0 &&
        (!f.spec.method || f.spec.method.toUpperCase() === method) &&
        (typeof f.spec.path === 'string' ? f.spec.path === path : f.spec.path.test(path)),
    );
    if (fault) {
      fault.remaining--;
      fault.hits++;
    }
    return fault;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const authorized = isAuthorized(req.headers.authorization, token);
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      headers: redactHeaders(req.headers, authorized),
      authorized,
      status: 0,
      delivered: false,
      faulted: false,
    };
    requests.push(record);

    let parsed: unknown;
    let parseError = false;
    if (raw.length > 0) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parseError = true;
      }
    }
    record.body = parsed;

    const fault = takeFault(method, path);
    record.faulted = fault !== undefined;

    const compute = async (): Promise<Reply> => {
      if (!authorized) return errorReply(new HttpError(401, 'Bad credentials'));
      if (parseError) return errorReply(new HttpError(400, 'Problems parsing JSON'));
      const ctx: Context = {
        method,
        path,
        query: url.searchParams,
        body: parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {},
        rawBody: parsed,
        origin: `http://${req.headers.host ?? '127.0.0.1'}`,
      };
      return route(routes, ctx);
    };

    if (!fault) {
      send(res, record, await compute());
      return;
    }
    // afterWrite: the request takes effect first; the delay and the fault then hit only its answer.
    const written = fault.spec.afterWrite ? await compute() : undefined;
    if (fault.spec.delayMs) await sleep(fault.spec.delayMs);
    if (fault.spec.reset) {
      req.socket.destroy();
      return;
    }
    if (fault.spec.status !== undefined) {
      const status = fault.spec.status;
      const body = fault.spec.body ?? { message: defaultMessage(status), status: String(status) };
      send(res, record, { status, body, headers: fault.spec.headers });
      return;
    }
    send(res, record, written ?? (await compute()));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: `test server bug: ${String(error)}` }));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    state,
    requests,
    inject(spec) {
      const fault: InjectedFault = { spec, hits: 0, remaining: spec.times ?? 1 };
      faults.push(fault);
      return fault;
    },
    clearFaults() {
      faults.splice(0);
    },
    requestsTo(method, path) {
      return requests.filter(
        (r) => r.method === method.toUpperCase() && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    env() {
      return { GITHUB_API_URL: url, GITHUB_SERVER_URL: HTML_BASE };
    },
    clientOptions() {
      return { token, baseUrl: url, paceWrites: false, retryBaseDelayMs: 50, timeoutMs: 2000, maxWaitSeconds: 3 };
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function isAuthorized(header: string | undefined, token: string): boolean {
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] === token;
}

function redactHeaders(headers: IncomingMessage['headers'], authorized: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[key] = key === 'authorization' ? (authorized ? '[accepted]' : '[rejected]') : String(value);
  }
  return out;
}

function defaultMessage(status: number): string {
  if (status === 404) return 'Not Found';
  if (status === 401) return 'Bad credentials';
  if (status === 403) return 'Forbidden';
  if (status === 422) return 'Validation Failed';
  if (status === 502) return 'Server Error';
  return status >= 500 ? 'Internal Server Error' : 'Error';
}

function send(res: ServerResponse, record: RecordedRequest, reply: Reply): void {
  record.status = reply.status;
  if (res.destroyed) return;
  record.delivered = true;
  const reset = Math.ceil(Date.now() / 1000) + 3600;
  const headers: Record<string, string> = {
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(reset),
    'x-ratelimit-resource': 'core',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-request-id': `TEST:${record.method}:${Date.now().toString(36)}`,
    ...reply.headers,
  };
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  if (typeof reply.body === 'string') {
    // A fault body given as text goes out as HTML, like the error pages of GitHub's load balancers.
    res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(reply.body);
    return;
  }
  res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(reply.body));
}

function errorReply(error: HttpError): Reply {
  return {
    status: error.status,
    body: {
      message: error.message,
      documentation_url: 'https://docs.github.com/rest',
      ...error.extra,
      status: String(error.status),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

async function route(routes: Route[], ctx: Context): Promise<Reply> {
  for (const r of routes) {
    if (r.method !== ctx.method) continue;
    const match = r.pattern.exec(ctx.path);
    if (!match) continue;
    try {
      return await r.handler(
        ctx,
        match.slice(1).map((p) => decodeURIComponent(p)),
      );
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error);
      throw error;
    }
  }
  return errorReply(new HttpError(404, 'Not Found'));
}

const SEG = '([^/]+)';
const REPO = `^/repos/${SEG}/${SEG}`;

function buildRoutes(state: GitHubState, git?: BackingGit): Route[] {
  const r = (method: string, pattern: string, handler: Handler): Route => ({
    method,
    pattern: new RegExp(`${pattern}$`),
    handler,
  });

  const repoOf = (p: string[]): RepoState => {
    const repo = state.repo(`${p[0]}/${p[1]}`);
    if (!repo) throw new HttpError(404, 'Not Found');
    return repo;
  };
  const issueOf = (repo: RepoState, n: string | undefined): StoredIssue => {
    const issue = repo.issues.get(Number(n));
    if (!issue) throw new HttpError(404, 'Not Found');
    return issue;
  };
  const pullOf = (repo: RepoState, n: string | undefined): StoredPull => {
    const pull = repo.pulls.get(Number(n));
    if (!pull) throw new HttpError(404, 'Not Found');
    return pull;
  };

  return [
    r('GET', '^/rate_limit', () => {
      const reset = Math.ceil(Date.now() / 1000) + 3600;
      const core = { limit: 5000, used: 1, remaining: 4999, reset };
      return { status: 200, body: { resources: { core, search: { ...core, limit: 30, remaining: 30 } }, rate: core } };
    }),
    r('GET', REPO, (ctx, p) => ({ status: 200, body: repoJson(repoOf(p)) })),
    r('GET', `${REPO}/branches/${SEG}`, (_ctx, p) => {
      const repo = repoOf(p);
      const sha = repo.branches.get(p[2] ?? '');
      if (!sha) throw new HttpError(404, 'Branch not found');
      return { status: 200, body: { name: p[2], commit: { sha }, protected: false } };
    }),

    // Issues
    r('GET', `${REPO}/issues`, (ctx, p) => {
      const repo = repoOf(p);
      const wanted = ctx.query.get('state') ?? 'open';
      const labels = (ctx.query.get('labels') ?? '')
        .split(',')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean);
      let items = [...repo.issues.values()].filter(
        (i) =>
          (wanted === 'all' || i.state === wanted) &&
          labels.every((l) => i.labels.some((have) => have.toLowerCase() === l)),
      );
      items = sortBy(items, ctx.query.get('sort') ?? 'created', ctx.query.get('direction') ?? 'desc', (i, key) =>
        key === 'updated' ? i.updatedAt : key === 'comments' ? commentCount(repo, i.number) : i.createdAt,
      );
      return paginate(ctx, items, (i) => issueJson(repo, i, ctx.origin));
    }),
    r('POST', `${REPO}/issues`, (ctx, p) => {
      const repo = repoOf(p);
      const title = ctx.body['title'];
      if (typeof title !== 'string' || title.trim() === '') throw validation('Issue', 'title is missing');
      const body = optionalBody(ctx.body['body'], 'Issue');
      const issue = state.createIssue(repo, { title, body, labels: stringList(ctx.body['labels']) });
      return { status: 201, body: issueJson(repo, issue, ctx.origin) };
    }),
    r('GET', `${REPO}/issues/(\\d+)`, (ctx, p) => {
      const repo = repoOf(p);
      return { status: 200, body: issueJson(repo, issueOf(repo, p[2]), ctx.origin) };
    }),
    r('PATCH', `${REPO}/issues/(\\d+)`, (ctx, p) => {
      const repo = repoOf(p);
      const issue = issueOf(repo, p[2]);
      if (typeof ctx.body['title'] === 'string') issue.title = ctx.body['title'];
      if ('body' in ctx.body) issue.body = optionalBody(ctx.body['body'], 'Issue');
      const next = ctx.body['state'];
      if (next === 'open' || next === 'closed') {
        if (next !== issue.state) {
          issue.state = next;
          issue.closedAt = next === 'closed' ? state.now() : null;
          issue.stateReason = next === 'closed' ? String(ctx.body['state_reason'] ?? 'completed') : 'reopened';
        }
      } else if (next !== undefined) {
        throw validation('Issue', `state is not included in the list`);
      }
      if (Array.isArray(ctx.body['labels'])) {
        issue.labels = [];
        for (const name of stringList(ctx.body['labels'])) state.addLabel(repo, issue, name);
      }
      issue.updatedAt = state.now();
      const pull = repo.pulls.get(issue.number);
      if (pull) {
        pull.title = issue.title;
        pull.body = issue.body;
        pull.state = issue.state;
        pull.updatedAt = issue.updatedAt;
        pull.closedAt = issue.closedAt;
      }
      return { status: 200, body: issueJson(repo, issue, ctx.origin) };
    }),

    // Labels
    r('GET', `${REPO}/labels`, (ctx, p) => paginate(ctx, [...repoOf(p).labels.values()], (l) => labelJson(l))),
    r('POST', `${REPO}/labels`, (ctx, p) => {
      const repo = repoOf(p);
      const name = ctx.body['name'];
      if (typeof name !== 'string' || !name) throw validation('Label', 'name is missing');
      if (repo.labels.has(name.toLowerCase())) {
        throw new HttpError(422, 'Validation Failed', {
          errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
        });
      }
      const label = state.ensureLabel(repo, name);
      if (typeof ctx.body['color'] === 'string') label.color = ctx.body['color'];
      if (typeof ctx.body['description'] === 'string') label.description = ctx.body['description'];
      return { status: 201, body: labelJson(label) };
    }),
    r('POST', `${REPO}/issues/(\\d+)/labels`, (ctx, p) => {
      const repo = repoOf(p);
      const issue = issueOf(repo, p[2]);
      const names = Array.isArray(ctx.rawBody) ? stringList(ctx.rawBody) : stringList(ctx.body['labels']);
      for (const name of names) state.addLabel(repo, issue, name);
      issue.updatedAt = state.now();
      return { status: 200, body: issue.labels.map((n) => labelJson(state.ensureLabel(repo, n))) };
    }),
    r('DELETE', `${REPO}/issues/(\\d+)/labels/${SEG}`, (_ctx, p) => {
      const repo = repoOf(p);
      const issue = issueOf(repo, p[2]);
      const name = (p[3] ?? '').toLowerCase();
      if (!issue.labels.some((l) => l.toLowerCase() === name)) throw new HttpError(404, 'Label does not exist');
      issue.labels = issue.labels.filter((l) => l.toLowerCase() !== name);
      return { status: 200, body: issue.labels.map((n) => labelJson(state.ensureLabel(repo, n))) };
    }),

    // Comments
    r('GET', `${REPO}/issues/(\\d+)/comments`, (ctx, p) => {
      const repo = repoOf(p);
      const issue = issueOf(repo, p[2]);
      const items = repo.comments.filter((c) => c.issueNumber === issue.number);
      return paginate(ctx, items, (c) => commentJson(repo, c, ctx.origin));
    }),
    r('POST', `${REPO}/issues/(\\d+)/comments`, (ctx, p) => {
      const repo = repoOf(p);
      const issue = issueOf(repo, p[2]);
      const body = optionalBody(ctx.body['body'], 'IssueComment');
      if (!body) throw validation('IssueComment', 'body is missing');
      return { status: 201, body: commentJson(repo, state.createComment(repo, issue, body), ctx.origin) };
    }),
    r('GET', `${REPO}/issues/comments/(\\d+)`, (ctx, p) => {
      const repo = repoOf(p);
      const comment = repo.comments.find((c) => c.id === Number(p[2]));
      if (!comment) throw new HttpError(404, 'Not Found');
      return { status: 200, body: commentJson(repo, comment, ctx.origin) };
    }),
    r('PATCH', `${REPO}/issues/comments/(\\d+)`, (ctx, p) => {
      const repo = repoOf(p);
      const comment = repo.comments.find((c) => c.id === Number(p[2]));
      if (!comment) throw new HttpError(404, 'Not Found');
      const body = optionalBody(ctx.body['body'], 'IssueComment');
      if (!body) throw validation('IssueComment', 'body is missing');
      comment.body = body;
      comment.updatedAt = state.now();
      return { status: 200, body: commentJson(repo, comment, ctx.origin) };
    }),

    // Pull requests
    r('GET', `${REPO}/pulls`, (ctx, p) => {
      const repo = repoOf(p);
      const wanted = ctx.query.get('state') ?? 'open';
      const head = ctx.query.get('head');
      const base = ctx.query.get('base');
      // As on github.com: a head filter without "owner:" is ignored.
      const headFilter = head && head.includes(':') ? head.split(/:(.*)/s) : undefined;
      let items = [...repo.pulls.values()].filter(
        (pr) =>
          (wanted === 'all' || pr.state === wanted) &&
          (!base || pr.baseRef === base) &&
          (!headFilter ||
            (pr.headOwner.toLowerCase() === (headFilter[0] ?? '').toLowerCase() && pr.headRef === headFilter[1])),
      );
      items = sortBy(items, ctx.query.get('sort') ?? 'created', ctx.query.get('direction') ?? 'desc', (pr, key) =>
        key === 'updated' ? pr.updatedAt : pr.createdAt,
      );
      return paginate(ctx, items, (pr) => pullJson(repo, pr));
    }),
    r('POST', `${REPO}/pulls`, (ctx, p) => {
      const repo = repoOf(p);
      const { title, head, base } = ctx.body;
      if (typeof head !== 'string' || !head) throw validation('PullRequest', 'head is missing');
      if (typeof base !== 'string' || !base) throw validation('PullRequest', 'base is missing');
      if (typeof title !== 'string' || !title.trim()) throw validation('PullRequest', 'title is missing');
      const [headOwner, headRef] = head.includes(':') ? (head.split(/:(.*)/s) as [string, string]) : [repo.owner, head];
      if (headOwner.toLowerCase() === repo.owner.toLowerCase() && headRef === base) {
        throw validation('PullRequest', `No commits between ${base} and ${headRef}`);
      }
      const clash = [...repo.pulls.values()].find(
        (pr) =>
          pr.state === 'open' &&
          pr.baseRef === base &&
          pr.headRef === headRef &&
          pr.headOwner.toLowerCase() === headOwner.toLowerCase(),
      );
      if (clash) throw validation('PullRequest', `A pull request already exists for ${headOwner}:${headRef}.`);
      const pull = state.createPull(repo, {
        head: headRef,
        headOwner,
        base,
        title,
        body: optionalBody(ctx.body['body'], 'PullRequest'),
        draft: ctx.body['draft'] === true,
      });
      return { status: 201, body: pullJson(repo, pull) };
    }),
    r('GET', `${REPO}/pulls/(\\d+)`, (_ctx, p) => {
      const repo = repoOf(p);
      return { status: 200, body: pullJson(repo, pullOf(repo, p[2])) };
    }),
    r('PATCH', `${REPO}/pulls/(\\d+)`, (ctx, p) => {
      const repo = repoOf(p);
      const pull = pullOf(repo, p[2]);
      if (typeof ctx.body['title'] === 'string') pull.title = ctx.body['title'];
      if ('body' in ctx.body) pull.body = optionalBody(ctx.body['body'], 'PullRequest');
      if (typeof ctx.body['base'] === 'string') pull.baseRef = ctx.body['base'];
      const next = ctx.body['state'];
      if (next === 'open' && pull.state === 'closed') {
        if (pull.merged) throw validation('PullRequest', 'state cannot be changed. The pull request has been merged.');
        const clash = [...repo.pulls.values()].find(
          (pr) => pr !== pull && pr.state === 'open' && pr.headRef === pull.headRef && pr.baseRef === pull.baseRef,
        );
        if (clash)
          throw validation('PullRequest', `A pull request already exists for ${pull.headOwner}:${pull.headRef}.`);
        pull.state = 'open';
        pull.closedAt = null;
      } else if (next === 'closed' && pull.state === 'open') {
        pull.state = 'closed';
        pull.closedAt = state.now();
      }
      pull.updatedAt = state.now();
      state.syncPullIssue(repo, pull);
      return { status: 200, body: pullJson(repo, pull) };
    }),

    // Commit statuses
    r('POST', `${REPO}/statuses/${SEG}`, (ctx, p) => {
      const repo = repoOf(p);
      const sha = p[2] ?? '';
      if (!/^[0-9a-f]{40}$/i.test(sha)) throw validation('Status', 'sha must be a 40-character commit SHA');
      const wanted = ctx.body['state'];
      if (wanted !== 'error' && wanted !== 'failure' && wanted !== 'pending' && wanted !== 'success') {
        throw validation('Status', 'state is not included in the list');
      }
      const description = typeof ctx.body['description'] === 'string' ? ctx.body['description'] : null;
      if (description && description.length > 140)
        throw validation('Status', 'description is too long (maximum is 140 characters)');
      const status: StoredStatus = {
        id: state.id(),
        sha,
        state: wanted,
        context: typeof ctx.body['context'] === 'string' ? ctx.body['context'] : 'default',
        description,
        targetUrl: typeof ctx.body['target_url'] === 'string' ? ctx.body['target_url'] : null,
        createdAt: state.now(),
      };
      repo.statuses.push(status);
      return { status: 201, body: statusJson(status) };
    }),
    r('GET', `${REPO}/commits/${SEG}/status`, (ctx, p) => {
      const repo = repoOf(p);
      const sha = resolveRef(repo, p[2] ?? '');
      const latest = new Map<string, StoredStatus>();
      for (const s of repo.statuses.filter((x) => x.sha === sha)) latest.set(s.context, s);
      const statuses = [...latest.values()];
      const combined = statuses.some((s) => s.state === 'error' || s.state === 'failure')
        ? 'failure'
        : statuses.length === 0 || statuses.some((s) => s.state === 'pending')
          ? 'pending'
          : 'success';
      return {
        status: 200,
        body: {
          state: combined,
          sha,
          total_count: statuses.length,
          statuses: statuses.map(statusJson),
          repository: repoJson(repo),
        },
      };
    }),

    // Check runs
    r('POST', `${REPO}/check-runs`, (ctx, p) => {
      const repo = repoOf(p);
      const name = ctx.body['name'];
      const headSha = ctx.body['head_sha'];
      if (typeof name !== 'string' || !name) throw validation('CheckRun', 'name is missing');
      if (typeof headSha !== 'string' || !/^[0-9a-f]{40}$/i.test(headSha))
        throw validation('CheckRun', 'head_sha is invalid');
      const run: StoredCheckRun = {
        id: state.id(),
        headSha,
        name,
        status: 'queued',
        conclusion: null,
        detailsUrl: null,
        externalId: null,
        output: null,
        startedAt: state.now(),
        completedAt: null,
      };
      applyCheckFields(run, ctx.body, state);
      repo.checkRuns.push(run);
      return { status: 201, body: checkRunJson(repo, run) };
    }),
    r('PATCH', `${REPO}/check-runs/(\\d+)`, (ctx, p) => {
      const repo = repoOf(p);
      const run = repo.checkRuns.find((c) => c.id === Number(p[2]));
      if (!run) throw new HttpError(404, 'Not Found');
      applyCheckFields(run, ctx.body, state);
      return { status: 200, body: checkRunJson(repo, run) };
    }),
    r('GET', `${REPO}/commits/${SEG}/check-runs`, (ctx, p) => {
      const repo = repoOf(p);
      const sha = resolveRef(repo, p[2] ?? '');
      const name = ctx.query.get('check_name');
      const status = ctx.query.get('status');
      const items = repo.checkRuns
        .filter((c) => c.headSha === sha && (!name || c.name === name) && (!status || c.status === status))
        .reverse();
      const page = paginate(ctx, items, (c) => checkRunJson(repo, c));
      return { ...page, body: { total_count: items.length, check_runs: page.body } };
    }),
    ...loopRoutes(state, r, repoOf, pullOf, git),
    ...pullOptionRoutes(state, r, repoOf, pullOf),
  ];
}

// PR options (apply-bundle's pr-assignees, pr-reviewers, pr-team-reviewers).
function pullOptionRoutes(
  state: GitHubState,
  r: (method: string, pattern: string, handler: Handler) => Route,
  repoOf: (p: string[]) => RepoState,
  pullOf: (repo: RepoState, n: string | undefined) => StoredPull,
): Route[] {
  return [
    r('POST', `${REPO}/issues/(\\d+)/assignees`, (ctx, p) => {
      const repo = repoOf(p);
      const issue = repo.issues.get(Number(p[2]));
      if (!issue) throw new HttpError(404, 'Not Found');
      // As on github.com: logins that cannot be assigned (here: ghost*) are left out silently.
      const logins = stringList(ctx.body['assignees']).filter((l) => !l.startsWith('ghost'));
      issue.assignees = [...new Set([...(issue.assignees ?? []), ...logins])];
      issue.updatedAt = state.now();
      return { status: 201, body: { number: issue.number, assignees: issue.assignees.map((login) => ({ login })) } };
    }),
    r('POST', `${REPO}/pulls/(\\d+)/requested_reviewers`, (ctx, p) => {
      const repo = repoOf(p);
      const pull = pullOf(repo, p[2]);
      const users = stringList(ctx.body['reviewers']);
      const teams = stringList(ctx.body['team_reviewers']);
      if (users.includes(BOT_LOGIN))
        throw validation('PullRequest', 'Review cannot be requested from pull request author.');
      if (users.some((u) => u.startsWith('ghost')))
        throw validation(
          'PullRequest',
          `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${repo.owner}/${repo.name} repository.`,
        );
      pull.requestedReviewers = [...new Set([...(pull.requestedReviewers ?? []), ...users])];
      pull.requestedTeams = [...new Set([...(pull.requestedTeams ?? []), ...teams])];
      return {
        status: 201,
        body: {
          number: pull.number,
          requested_reviewers: pull.requestedReviewers.map((login) => ({ login })),
          requested_teams: pull.requestedTeams.map((slug) => ({ slug })),
        },
      };
    }),
  ];
}

// Loop additions (land, dashboard): REST merge, PR commits, collaborator permission, GraphQL auto-merge.
function loopRoutes(
  state: GitHubState,
  r: (method: string, pattern: string, handler: Handler) => Route,
  repoOf: (p: string[]) => RepoState,
  pullOf: (repo: RepoState, n: string | undefined) => StoredPull,
  git?: BackingGit,
): Route[] {
  const mergePull = (
    repo: RepoState,
    pull: StoredPull,
    method: string,
    title: string | null,
    message: string | null,
    merged?: string,
  ) => {
    const sha = merged ?? fakeSha(`merge:${pull.number}:${pull.headSha}:${method}`);
    pull.merged = true;
    pull.state = 'closed';
    pull.closedAt = state.now();
    pull.updatedAt = pull.closedAt;
    pull.mergedWith = { method, title, message, sha };
    repo.branches.set(pull.baseRef, sha);
    state.syncPullIssue(repo, pull);
    return sha;
  };
  return [
    r('GET', `${REPO}/pulls/(\\d+)/commits`, (ctx, p) => {
      const repo = repoOf(p);
      const pull = pullOf(repo, p[2]);
      return paginate(ctx, pull.commits ?? [], (c) => ({ sha: c.sha, commit: { message: c.message } }));
    }),
    r('GET', `${REPO}/pulls/(\\d+)/files`, (ctx, p) => {
      const pull = pullOf(repoOf(p), p[2]);
      return paginate(ctx, pull.files ?? [], (f) => ({ filename: f, status: 'modified', additions: 1, deletions: 0 }));
    }),
    r('GET', `${REPO}/pulls/(\\d+)/merge`, (_ctx, p) => {
      const pull = pullOf(repoOf(p), p[2]);
      if (!pull.merged) throw new HttpError(404, 'Not Found');
      return { status: 204 };
    }),
    r('PUT', `${REPO}/pulls/(\\d+)/merge`, async (ctx, p) => {
      const repo = repoOf(p);
      const pull = pullOf(repo, p[2]);
      const method = typeof ctx.body['merge_method'] === 'string' ? ctx.body['merge_method'] : 'merge';
      if (!['merge', 'squash', 'rebase'].includes(method)) throw validation('PullRequest', 'merge_method is invalid');
      if (pull.merged || pull.state === 'closed') throw new HttpError(405, 'Pull Request is not mergeable');
      if (pull.mergeable === false) throw new HttpError(405, 'Pull Request is not mergeable');
      if (typeof ctx.body['sha'] === 'string' && ctx.body['sha'] !== pull.headSha)
        throw new HttpError(409, 'Head branch was modified. Review and try the merge again.');
      const title = typeof ctx.body['commit_title'] === 'string' ? ctx.body['commit_title'] : null;
      const message = typeof ctx.body['commit_message'] === 'string' ? ctx.body['commit_message'] : null;
      let real: string | undefined;
      if (git) {
        const text = `${title ?? `Merge pull request #${pull.number} from ${pull.headOwner}/${pull.headRef}`}\n\n${message ?? pull.title}\n`;
        const sha = await git.merge({
          repo: `${repo.owner}/${repo.name}`,
          base: pull.baseRef,
          head: pull.headSha,
          method,
          message: text,
        });
        if (!sha) throw new HttpError(405, 'Pull Request is not mergeable');
        real = sha;
      }
      const sha = mergePull(repo, pull, method, title, message, real);
      return { status: 200, body: { sha, merged: true, message: 'Pull Request successfully merged' } };
    }),
    r('POST', `${REPO}/dispatches`, (ctx, p) => {
      const repo = repoOf(p);
      const body = (ctx.body ?? {}) as { event_type?: unknown; client_payload?: unknown };
      if (typeof body.event_type !== 'string' || !body.event_type || body.event_type.length > 100)
        throw new HttpError(422, 'event_type is required (at most 100 characters)');
      state.repositoryDispatches.push({
        repo: `${repo.owner}/${repo.name}`,
        eventType: body.event_type,
        payload: body.client_payload ?? {},
      });
      return { status: 204, body: null };
    }),
    r('GET', `${REPO}/collaborators/${SEG}/permission`, (_ctx, p) => {
      const repo = repoOf(p);
      const login = p[2] ?? '';
      const permission = state.permissions.get(`${repo.owner}/${repo.name}:${login}`.toLowerCase()) ?? 'none';
      return { status: 200, body: { permission, role_name: permission, user: { login, type: 'User' } } };
    }),
    r('POST', '^/graphql', (ctx) => {
      const query = typeof ctx.body['query'] === 'string' ? ctx.body['query'] : '';
      const vars = (ctx.body['variables'] ?? {}) as Record<string, unknown>;
      if (!/enablePullRequestAutoMerge/.test(query))
        return { status: 200, body: { errors: [{ message: 'only enablePullRequestAutoMerge is served here' }] } };
      const found = state.pullByNodeId(String(vars['pullRequestId'] ?? ''));
      if (!found)
        return { status: 200, body: { errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a node' }] } };
      if (found.pull.state !== 'open')
        return { status: 200, body: { errors: [{ type: 'UNPROCESSABLE', message: 'Pull request is closed' }] } };
      found.pull.autoMerge = {
        method: String(vars['mergeMethod'] ?? 'MERGE'),
        headline: typeof vars['commitHeadline'] === 'string' ? vars['commitHeadline'] : null,
        body: typeof vars['commitBody'] === 'string' ? vars['commitBody'] : null,
      };
      return {
        status: 200,
        body: {
          data: {
            enablePullRequestAutoMerge: {
              pullRequest: {
                number: found.pull.number,
                autoMergeRequest: { mergeMethod: found.pull.autoMerge.method },
              },
            },
          },
        },
      };
    }),
  ];
}

function resolveRef(repo: RepoState, ref: string): string {
  return repo.branches.get(ref.replace(/^refs\/heads\//, '')) ?? ref;
}

function applyCheckFields(run: StoredCheckRun, body: Record<string, unknown>, state: GitHubState): void {
  const status = body['status'];
  if (status === 'queued' || status === 'in_progress' || status === 'completed') run.status = status;
  if (typeof body['conclusion'] === 'string') {
    run.conclusion = body['conclusion'];
    run.status = 'completed';
  }
  if (run.status === 'completed' && !run.completedAt) run.completedAt = state.now();
  if (typeof body['details_url'] === 'string') run.detailsUrl = body['details_url'];
  if (typeof body['external_id'] === 'string') run.externalId = body['external_id'];
  if (body['output'] && typeof body['output'] === 'object') {
    const { annotations, ...output } = body['output'] as Record<string, unknown>;
    if (Array.isArray(annotations)) {
      if (annotations.length > 50) throw validation('CheckRun', 'only 50 annotations are allowed per request');
      run.annotations = [...(run.annotations ?? []), ...(annotations as Record<string, unknown>[])];
    }
    if (typeof output['summary'] === 'string' && output['summary'].length > 65_535)
      throw validation('CheckRun', 'output.summary is too long (maximum is 65535 characters)');
    run.output = output as StoredCheckRun['output'];
  }
}

function optionalBody(value: unknown, resource: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw validation(resource, 'body is not a string');
  if (value.length > MAX_BODY_CHARS)
    throw validation(resource, `body is too long (maximum is ${MAX_BODY_CHARS} characters)`);
  return value;
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) =>
    typeof v === 'string' ? v : typeof v === 'object' && v && 'name' in v ? String(v.name) : String(v),
  );
}

function commentCount(repo: RepoState, number: number): number {
  return repo.comments.filter((c) => c.issueNumber === number).length;
}

function sortBy<T>(items: T[], key: string, direction: string, value: (item: T, key: string) => string | number): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const va = value(a, key);
    const vb = value(b, key);
    return (va < vb ? -1 : va > vb ? 1 : 0) * sign;
  });
}

function paginate<T>(ctx: Context, items: T[], toJson: (item: T) => unknown): Reply & { body: unknown[] } {
  const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const link = (n: number, rel: string) => {
    const q = new URLSearchParams(ctx.query);
    q.set('per_page', String(perPage));
    q.set('page', String(n));
    return `<${ctx.origin}${ctx.path}?${q.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  return { status: 200, body: slice.map(toJson), headers: links.length ? { link: links.join(', ') } : {} };
}

// ---------------------------------------------------------------------------------------------------------------
// JSON shapes (the fields our adapters and Octokit's types rely on)
// ---------------------------------------------------------------------------------------------------------------

function user(): Record<string, unknown> {
  return { login: BOT_LOGIN, id: 1, type: 'Bot' };
}

function repoJson(repo: RepoState): Record<string, unknown> {
  return {
    id: repo.id,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { login: repo.owner, id: 2, type: 'Organization' },
    private: false,
    html_url: `${HTML_BASE}/${repo.owner}/${repo.name}`,
    default_branch: repo.defaultBranch,
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
  };
}

function labelJson(label: StoredLabel): Record<string, unknown> {
  return { id: label.id, name: label.name, color: label.color, description: label.description, default: false };
}

function issueJson(repo: RepoState, issue: StoredIssue, origin: string): Record<string, unknown> {
  const full = `${repo.owner}/${repo.name}`;
  const json: Record<string, unknown> = {
    id: issue.id,
    node_id: `I_${issue.id}`,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    locked: false,
    labels: issue.labels.map((n) =>
      labelJson(repo.labels.get(n.toLowerCase()) ?? { id: 0, name: n, color: 'ededed', description: null }),
    ),
    user: user(),
    assignees: [],
    comments: commentCount(repo, issue.number),
    created_at: iso(issue.createdAt),
    updated_at: iso(issue.updatedAt),
    closed_at: iso(issue.closedAt),
    url: `${origin}/repos/${full}/issues/${issue.number}`,
    repository_url: `${origin}/repos/${full}`,
    html_url: `${HTML_BASE}/${full}/${issue.isPull ? 'pull' : 'issues'}/${issue.number}`,
  };
  if (issue.isPull) {
    json['pull_request'] = {
      url: `${origin}/repos/${full}/pulls/${issue.number}`,
      html_url: `${HTML_BASE}/${full}/pull/${issue.number}`,
    };
  }
  return json;
}

function commentJson(repo: RepoState, comment: StoredComment, origin: string): Record<string, unknown> {
  const full = `${repo.owner}/${repo.name}`;
  const kind = repo.issues.get(comment.issueNumber)?.isPull ? 'pull' : 'issues';
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    body: comment.body,
    user: user(),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    url: `${origin}/repos/${full}/issues/comments/${comment.id}`,
    issue_url: `${origin}/repos/${full}/issues/${comment.issueNumber}`,
    html_url: `${HTML_BASE}/${full}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
  };
}

function pullJson(repo: RepoState, pull: StoredPull): Record<string, unknown> {
  const full = `${repo.owner}/${repo.name}`;
  const issue = repo.issues.get(pull.number);
  const headRepoName =
    pull.headOwner.toLowerCase() === repo.owner.toLowerCase() ? full : `${pull.headOwner}/${repo.name}`;
  const baseSha = repo.branches.get(pull.baseRef) ?? createHash('sha1').update(`${full}:${pull.baseRef}`).digest('hex');
  return {
    id: pull.id,
    node_id: `PR_${pull.id}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    merged: pull.merged,
    merged_at: pull.merged ? pull.closedAt : null,
    user: user(),
    labels: (issue?.labels ?? []).map((n) =>
      labelJson(repo.labels.get(n.toLowerCase()) ?? { id: 0, name: n, color: 'ededed', description: null }),
    ),
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.closedAt,
    html_url: `${HTML_BASE}/${full}/pull/${pull.number}`,
    head: {
      label: `${pull.headOwner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      user: { login: pull.headOwner },
      repo: { name: repo.name, full_name: headRepoName, owner: { login: pull.headOwner } },
    },
    base: {
      label: `${repo.owner}:${pull.baseRef}`,
      ref: pull.baseRef,
      sha: baseSha,
      user: { login: repo.owner },
      repo: repoJson(repo),
    },
  };
}

function statusJson(status: StoredStatus): Record<string, unknown> {
  return {
    id: status.id,
    state: status.state,
    context: status.context,
    description: status.description,
    target_url: status.targetUrl,
    created_at: status.createdAt,
    updated_at: status.createdAt,
    creator: user(),
  };
}

function checkRunJson(repo: RepoState, run: StoredCheckRun): Record<string, unknown> {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: run.id,
    name: run.name,
    head_sha: run.headSha,
    status: run.status,
    conclusion: run.conclusion,
    details_url: run.detailsUrl,
    external_id: run.externalId,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: {
      title: run.output?.title ?? null,
      summary: run.output?.summary ?? null,
      text: run.output?.text ?? null,
      annotations_count: run.annotations?.length ?? 0,
    },
    html_url: `${HTML_BASE}/${full}/runs/${run.id}`,
    app: { slug: 'upstream-ingest' },
  };
}
