import type { GitHubClient, RepoRef } from './client.js';
import { OPERATIONS, withGitHubErrors } from './errors.js';
import { createOnce, NO_RETRY } from './idempotent.js';

/** GitHub refuses issue, PR and comment bodies longer than this. */
export const MAX_BODY_CHARS = 65_536;

const KIND = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The hidden marker that identifies what an issue, PR or comment is about: `<!-- upstream-ingest:<kind>:<id> -->`.
 * The id is percent-encoded where needed so it can never end the HTML comment or collide by prefix.
 */
export function marker(kind: string, id: string): string {
  if (!KIND.test(kind)) throw new Error(`marker kind must match ${KIND}, got ${JSON.stringify(kind)}`);
  if (id === '') throw new Error('marker id must not be empty');
  const safe = id.replace(
    /[^A-Za-z0-9._:/@+=]|-(?=-)|-$/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `<!-- upstream-ingest:${kind}:${safe} -->`;
}

/** Whether `body` carries `mark` (bodies are user-editable; the marker is matched as a whole). */
export function hasMarker(body: string | null | undefined, mark: string): boolean {
  return (body ?? '').includes(mark);
}

/** `body` with `mark` on its last line, cut (with a note) so the whole stays within GitHub's limit. */
export function withMarker(body: string, mark: string): string {
  const base = hasMarker(body, mark) ? body.split(mark).join('').trimEnd() : body.trimEnd();
  const suffix = `\n\n${mark}`;
  if (base.length + suffix.length <= MAX_BODY_CHARS) return `${base}${suffix}`;
  const note = "\n\n… (truncated to fit GitHub's body limit)";
  return `${base.slice(0, MAX_BODY_CHARS - suffix.length - note.length)}${note}${suffix}`;
}

export interface IssueSummary {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: string[];
  url: string;
  updatedAt: string;
}

interface RawIssue {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  labels: (string | { name?: string | null })[];
  html_url: string;
  updated_at: string;
  pull_request?: unknown;
}

function summarize(raw: RawIssue): IssueSummary {
  return {
    number: raw.number,
    title: raw.title,
    body: raw.body ?? '',
    state: raw.state === 'closed' ? 'closed' : 'open',
    labels: raw.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter(Boolean),
    url: raw.html_url,
    updatedAt: raw.updated_at,
  };
}

export interface FindIssueOptions {
  /** Only issues carrying all these labels are scanned (narrows the listing; the marker still decides). */
  labels?: string[];
}

async function findRaw(
  client: GitHubClient,
  repo: RepoRef,
  mark: string,
  options: FindIssueOptions,
): Promise<IssueSummary | undefined> {
  let closedMatch: IssueSummary | undefined;
  const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
    ...repo,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100,
    ...(options.labels?.length ? { labels: options.labels.join(',') } : {}),
  });
  for await (const page of pages) {
    for (const raw of page.data as RawIssue[]) {
      // The issues listing includes pull requests; a PR body carrying the marker is not the issue.
      if (raw.pull_request || !hasMarker(raw.body, mark)) continue;
      const issue = summarize(raw);
      // The oldest open match wins; otherwise the most recently updated closed one (to reopen).
      if (issue.state === 'open') return issue;
      if (!closedMatch || issue.updatedAt >= closedMatch.updatedAt) closedMatch = issue;
    }
  }
  return closedMatch;
}

/**
 * The issue whose body carries `mark`, open preferred, else the latest closed one. Lists issues (paginated, open and
 * closed) rather than using the Search API, whose index lags writes by seconds to minutes and would miss an issue
 * created by the previous attempt.
 */
export async function findIssueByMarker(
  client: GitHubClient,
  repo: RepoRef,
  mark: string,
  options: FindIssueOptions = {},
): Promise<IssueSummary | undefined> {
  return withGitHubErrors(OPERATIONS.listIssues, repo, () => findRaw(client, repo, mark, options));
}

export interface UpsertIssueInput {
  marker: string;
  title: string;
  body: string;
  /** Labels the issue must carry (labels others added are kept). Unknown labels are created by GitHub. */
  labels?: string[];
  /** Narrow the look-up to issues with these labels (e.g. `['upstream-ingest']`); default: scan all issues. */
  findLabels?: string[];
}

export type UpsertAction = 'created' | 'updated' | 'reopened' | 'unchanged';

function missingLabels(have: string[], want: string[]): string[] {
  const lower = new Set(have.map((l) => l.toLowerCase()));
  return want.filter((l) => !lower.has(l.toLowerCase()));
}

/**
 * One issue per marker: created when none exists, updated when title, body or labels differ, reopened when it was
 * closed. The create is never retried blindly: on a failure that may have written, the marker is looked up first.
 */
export async function upsertIssueByMarker(
  client: GitHubClient,
  repo: RepoRef,
  input: UpsertIssueInput,
): Promise<{ issue: IssueSummary; action: UpsertAction }> {
  const body = withMarker(input.body, input.marker);
  const labels = input.labels ?? [];
  const lookup = () => findRaw(client, repo, input.marker, { labels: input.findLabels });
  const existing = await withGitHubErrors(OPERATIONS.listIssues, repo, lookup);

  if (!existing) {
    // A recovered create was written with these same fields, so either way it is 'created'.
    const { value } = await withGitHubErrors(OPERATIONS.createIssue, repo, () =>
      createOnce(
        async () =>
          summarize(
            (await client.rest.issues.create({ ...repo, title: input.title, body, labels, ...NO_RETRY }))
              .data as RawIssue,
          ),
        lookup,
      ),
    );
    return { issue: value, action: 'created' };
  }

  const addLabels = missingLabels(existing.labels, labels);
  const reopen = existing.state === 'closed';
  if (!reopen && existing.title === input.title && existing.body === body && addLabels.length === 0) {
    return { issue: existing, action: 'unchanged' };
  }
  const updated = await withGitHubErrors(OPERATIONS.updateIssue, repo, async () =>
    summarize(
      (
        await client.rest.issues.update({
          ...repo,
          issue_number: existing.number,
          title: input.title,
          body,
          ...(reopen ? { state: 'open' as const } : {}),
          ...(addLabels.length ? { labels: [...existing.labels, ...addLabels] } : {}),
        })
      ).data as RawIssue,
    ),
  );
  return { issue: updated, action: reopen ? 'reopened' : 'updated' };
}

/**
 * Closes the issue carrying `mark`, after posting `comment` on it (not posted twice when a re-run finds the same
 * comment last on the issue). No issue, or already closed: nothing is written.
 */
export async function closeIssueByMarker(
  client: GitHubClient,
  repo: RepoRef,
  mark: string,
  comment?: string,
  options: FindIssueOptions = {},
): Promise<{ issue?: IssueSummary; action: 'closed' | 'already-closed' | 'not-found' }> {
  const existing = await findIssueByMarker(client, repo, mark, options);
  if (!existing) return { action: 'not-found' };
  if (existing.state === 'closed') return { issue: existing, action: 'already-closed' };
  if (comment) await addCommentOnce(client, repo, existing.number, comment);
  const closed = await withGitHubErrors(OPERATIONS.updateIssue, repo, async () =>
    summarize(
      (
        await client.rest.issues.update({
          ...repo,
          issue_number: existing.number,
          state: 'closed',
          state_reason: 'completed',
        })
      ).data as RawIssue,
    ),
  );
  return { issue: closed, action: 'closed' };
}

interface RawComment {
  id: number;
  body?: string | null;
  html_url: string;
}

async function listComments(client: GitHubClient, repo: RepoRef, issueNumber: number): Promise<RawComment[]> {
  return withGitHubErrors(OPERATIONS.listComments, repo, () =>
    client.paginate(client.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }),
  );
}

/** Posts `body` unless it is already the last comment (a retried or re-run close must not say it twice). */
async function addCommentOnce(client: GitHubClient, repo: RepoRef, issueNumber: number, body: string): Promise<void> {
  const isLast = async () => {
    const last = (await listComments(client, repo, issueNumber)).at(-1);
    return last && last.body === body ? last : undefined;
  };
  if (await isLast()) return;
  await withGitHubErrors(OPERATIONS.createComment, repo, () =>
    createOnce(
      async () =>
        (await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, ...NO_RETRY })).data,
      isLast,
    ),
  );
}

export interface CommentResult {
  id: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** One comment per marker on an issue or pull request, updated in place (e.g. the benchmark report of a PR). */
export async function upsertCommentByMarker(
  client: GitHubClient,
  repo: RepoRef,
  issueNumber: number,
  mark: string,
  body: string,
): Promise<CommentResult> {
  const text = withMarker(body, mark);
  const lookup = async () => (await listComments(client, repo, issueNumber)).find((c) => hasMarker(c.body, mark));
  const existing = await lookup();
  if (!existing) {
    const { value } = await withGitHubErrors(OPERATIONS.createComment, repo, () =>
      createOnce(
        async () =>
          (await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: text, ...NO_RETRY }))
            .data as RawComment,
        lookup,
      ),
    );
    return { id: value.id, url: value.html_url, action: 'created' };
  }
  if (existing.body === text) return { id: existing.id, url: existing.html_url, action: 'unchanged' };
  const updated = await withGitHubErrors(
    OPERATIONS.updateComment,
    repo,
    async () =>
      (await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: text })).data as RawComment,
  );
  return { id: updated.id, url: updated.html_url, action: 'updated' };
}

/**
 * Assigns an issue to user logins (teams and e-mail owners cannot be assignees: they are left out). GitHub silently
 * drops a login that cannot be assigned (not a collaborator): those come back as `notAssigned`.
 */
export async function assignIssue(
  client: GitHubClient,
  repo: RepoRef,
  issueNumber: number,
  owners: readonly string[],
): Promise<{ assigned: string[]; notAssigned: string[] }> {
  const logins = [
    ...new Set(owners.map((o) => o.replace(/^@/, '')).filter((o) => /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(o))),
  ];
  if (!logins.length) return { assigned: [], notAssigned: [] };
  const { data } = await withGitHubErrors(OPERATIONS.updateIssue, repo, () =>
    client.rest.issues.addAssignees({ ...repo, issue_number: issueNumber, assignees: logins }),
  );
  const have = new Set((data.assignees ?? []).map((a) => a.login));
  return { assigned: logins.filter((l) => have.has(l)), notAssigned: logins.filter((l) => !have.has(l)) };
}

/** Issues (not pull requests) carrying `label`, open ones by default, oldest first. */
export async function listOpenIssuesWithLabel(
  client: GitHubClient,
  repo: RepoRef,
  label: string,
  state: 'open' | 'all' = 'open',
): Promise<IssueSummary[]> {
  const raws = (await withGitHubErrors(OPERATIONS.listIssues, repo, () =>
    client.paginate(client.rest.issues.listForRepo, {
      ...repo,
      state,
      labels: label,
      sort: 'created',
      direction: 'asc',
      per_page: 100,
    }),
  )) as RawIssue[];
  return raws.filter((r) => !r.pull_request).map(summarize);
}

/** The URL of the comment carrying `mark` on an issue, or undefined. */
export async function findCommentByMarker(
  client: GitHubClient,
  repo: RepoRef,
  issueNumber: number,
  mark: string,
): Promise<string | undefined> {
  return (await listComments(client, repo, issueNumber)).find((c) => hasMarker(c.body, mark))?.html_url;
}
