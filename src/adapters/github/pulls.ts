import type { GitHubClient, RepoRef } from './client.js';
import { isPullAlreadyExists, OPERATIONS, withGitHubErrors } from './errors.js';
import { createOnce, NO_RETRY } from './idempotent.js';
import { hasMarker, withMarker } from './issues.js';

export interface PullSummary {
  number: number;
  url: string;
  state: 'open' | 'closed';
  title: string;
  body: string;
  headRef: string;
  headSha: string;
  baseRef: string;
  draft: boolean;
}

interface RawPull {
  number: number;
  html_url: string;
  state: string;
  title: string;
  body?: string | null;
  draft?: boolean;
  head: { ref: string; sha: string };
  base: { ref: string };
}

function summarize(raw: RawPull): PullSummary {
  return {
    number: raw.number,
    url: raw.html_url,
    state: raw.state === 'closed' ? 'closed' : 'open',
    title: raw.title,
    body: raw.body ?? '',
    headRef: raw.head.ref,
    headSha: raw.head.sha,
    baseRef: raw.base.ref,
    draft: raw.draft ?? false,
  };
}

export interface FindPullOptions {
  /** The head branch name (no `owner:` prefix). */
  head: string;
  /** Owner of the head branch's repository; default the repository's owner (same-repo PRs). */
  headOwner?: string;
  base?: string;
  /** Default `open`. */
  state?: 'open' | 'closed' | 'all';
  /** Among several matches, prefer the one carrying this marker. */
  marker?: string;
}

/**
 * The pull request from `head` (into `base`), open by default. The `head` filter is always sent as `owner:branch`:
 * GitHub silently ignores a bare branch name and returns every pull request.
 */
async function findRaw(
  client: GitHubClient,
  repo: RepoRef,
  options: FindPullOptions,
): Promise<PullSummary | undefined> {
  const owner = options.headOwner ?? repo.owner;
  const raws = (await client.paginate(client.rest.pulls.list, {
    ...repo,
    head: `${owner}:${options.head}`,
    state: options.state ?? 'open',
    ...(options.base ? { base: options.base } : {}),
    per_page: 100,
  })) as RawPull[];
  // Defensive: keep only exact head matches even if a server ignored the filter.
  const pulls = raws
    .map(summarize)
    .filter((p) => p.headRef === options.head && (!options.base || p.baseRef === options.base));
  const mark = options.marker;
  return (
    (mark ? pulls.find((p) => hasMarker(p.body, mark)) : undefined) ?? pulls.find((p) => p.state === 'open') ?? pulls[0]
  );
}

export interface UpsertPullInput {
  head: string;
  base: string;
  title: string;
  body: string;
  /** Hidden marker put into the body (see `marker()` in issues.ts). */
  marker: string;
  draft?: boolean;
  headOwner?: string;
}

export interface UpsertPullResult {
  number: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/**
 * Exactly one open pull request per head branch and base: the open one is updated (title and body), else one is
 * created. The create is never retried blindly; a 422 "already exists" (another run won the race) or a failure that
 * may have written is resolved by looking the PR up again, then updating it.
 */
export async function upsertPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  input: UpsertPullInput,
): Promise<UpsertPullResult> {
  const body = withMarker(input.body, input.marker);
  const find = () =>
    findRaw(client, repo, {
      head: input.head,
      headOwner: input.headOwner,
      base: input.base,
      state: 'open',
      marker: input.marker,
    });
  const existing = await withGitHubErrors(OPERATIONS.listPulls, repo, find);
  if (existing) return updateIfChanged(client, repo, existing, input.title, body);

  const head = input.headOwner && input.headOwner !== repo.owner ? `${input.headOwner}:${input.head}` : input.head;
  let raced = false;
  const { value, recovered } = await withGitHubErrors(OPERATIONS.createPull, repo, () =>
    createOnce(
      async () =>
        summarize(
          (
            await client.rest.pulls.create({
              ...repo,
              head,
              base: input.base,
              title: input.title,
              body,
              draft: input.draft ?? false,
              ...NO_RETRY,
            })
          ).data as RawPull,
        ),
      find,
      {
        isResolvedByLookup: (error) => {
          raced = isPullAlreadyExists(error);
          return raced;
        },
      },
    ),
  );
  // Found after a race: the other run's PR (or ours from an earlier attempt) gets this run's title and body.
  if (recovered && raced) return updateIfChanged(client, repo, value, input.title, body);
  return { number: value.number, url: value.url, action: 'created' };
}

async function updateIfChanged(
  client: GitHubClient,
  repo: RepoRef,
  pull: PullSummary,
  title: string,
  body: string,
): Promise<UpsertPullResult> {
  if (pull.title === title && pull.body === body) return { number: pull.number, url: pull.url, action: 'unchanged' };
  const updated = await withGitHubErrors(OPERATIONS.updatePull, repo, async () =>
    summarize((await client.rest.pulls.update({ ...repo, pull_number: pull.number, title, body })).data as RawPull),
  );
  return { number: updated.number, url: updated.url, action: 'updated' };
}
