import { fitMarkdown as fitWithinLimit } from '../../domain/report/markdown-fold.js';
import type { GitHubClient, RepoRef } from './client.js';
import { OPERATIONS, withGitHubErrors } from './errors.js';

export type CheckConclusion =
  'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

/** One line comment in the Checks tab and on the PR's diff. */
export interface CheckAnnotation {
  /** Repository-relative path. */
  path: string;
  startLine: number;
  endLine?: number;
  level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  rawDetails?: string;
}

export interface UpsertCheckRunInput {
  /** The check's name in the Checks tab, e.g. `upstream-ingest / L1`; the look-up key with `headSha`. */
  name: string;
  headSha: string;
  conclusion: CheckConclusion;
  title: string;
  /** Markdown; cut to GitHub's 65,535-character limit with a note. */
  summary: string;
  /** Markdown shown below the summary; cut the same way. */
  text?: string;
  /** Sent 50 per request (GitHub's limit), at most MAX_ANNOTATIONS in all. */
  annotations?: readonly CheckAnnotation[];
  /** The workflow run, so the check links back to logs and artifacts. */
  detailsUrl?: string;
  /** Our own key (e.g. `tier:L1:nvidia`), kept on the run. */
  externalId?: string;
}

export interface UpsertedCheckRun {
  id: number;
  url: string;
  /** False when an existing run of the same name and head SHA was updated. */
  created: boolean;
}

export const MAX_CHECK_OUTPUT = 65_535;
const MAX_TITLE = 255;
const ANNOTATIONS_PER_REQUEST = 50;
/** Beyond this the annotations stop being read; the summary carries the full count. */
export const MAX_ANNOTATIONS = 500;

/**
 * Creates or updates the completed check run `name` on `headSha`: a re-run of the same job updates the run it
 * created instead of stacking a second one (look-up before create). Annotations go in batches of 50; an updated run
 * that already carries annotations gets none again (GitHub appends them, so a re-run would duplicate them).
 * Needs `checks: write` (a GitHub App token or GITHUB_TOKEN; a personal token cannot create check runs).
 */
export async function upsertCheckRun(
  client: GitHubClient,
  repo: RepoRef,
  input: UpsertCheckRunInput,
): Promise<UpsertedCheckRun> {
  const existing = await findCheckRun(client, repo, input.name, input.headSha, input.externalId);
  const annotations = (input.annotations ?? []).slice(0, MAX_ANNOTATIONS).map(toApiAnnotation);
  const sendAnnotations = existing ? existing.annotationsCount === 0 : true;
  const batches = sendAnnotations ? chunk(annotations, ANNOTATIONS_PER_REQUEST) : [];
  const output = (batch: ApiAnnotation[] | undefined) => ({
    title: fit(input.title.replace(/\s+/g, ' ').trim() || input.name, MAX_TITLE),
    summary: fitMarkdown(input.summary),
    ...(input.text !== undefined ? { text: fitMarkdown(input.text) } : {}),
    ...(batch && batch.length ? { annotations: batch } : {}),
  });
  const fields = {
    status: 'completed' as const,
    conclusion: input.conclusion,
    completed_at: new Date().toISOString(),
    ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
    ...(input.externalId ? { external_id: input.externalId } : {}),
  };
  let id: number;
  let url: string;
  if (existing) {
    const { data } = await withGitHubErrors(OPERATIONS.createCheck, repo, () =>
      client.rest.checks.update({ ...repo, check_run_id: existing.id, ...fields, output: output(batches[0]) }),
    );
    id = data.id;
    url = data.html_url ?? '';
  } else {
    const { data } = await withGitHubErrors(OPERATIONS.createCheck, repo, () =>
      client.rest.checks.create({
        ...repo,
        name: input.name,
        head_sha: input.headSha,
        ...fields,
        output: output(batches[0]),
      }),
    );
    id = data.id;
    url = data.html_url ?? '';
  }
  for (const batch of batches.slice(1)) {
    await withGitHubErrors(OPERATIONS.createCheck, repo, () =>
      client.rest.checks.update({ ...repo, check_run_id: id, output: output(batch) }),
    );
  }
  return { id, url, created: !existing };
}

interface FoundRun {
  id: number;
  annotationsCount: number;
}

/** The latest run of `name` on `headSha` (of our external id when given: another app may use the same name). */
async function findCheckRun(
  client: GitHubClient,
  repo: RepoRef,
  name: string,
  headSha: string,
  externalId: string | undefined,
): Promise<FoundRun | undefined> {
  const runs = await withGitHubErrors(OPERATIONS.readChecks, repo, () =>
    client.paginate(client.rest.checks.listForRef, { ...repo, ref: headSha, check_name: name, per_page: 100 }),
  );
  const candidates = runs
    .filter((r) => r.name === name && r.head_sha === headSha)
    .filter((r) => !externalId || !r.external_id || r.external_id === externalId)
    .sort((a, b) => b.id - a.id);
  const run = candidates[0];
  if (!run) return undefined;
  return { id: run.id, annotationsCount: run.output?.annotations_count ?? 0 };
}

interface ApiAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: CheckAnnotation['level'];
  message: string;
  title?: string;
  raw_details?: string;
}

function toApiAnnotation(a: CheckAnnotation): ApiAnnotation {
  const start = Math.max(1, Math.floor(a.startLine));
  return {
    path: a.path.replace(/^\.?\/+/, ''),
    start_line: start,
    end_line: Math.max(start, Math.floor(a.endLine ?? start)),
    annotation_level: a.level,
    message: fit(a.message, 64 * 1024 - 1),
    ...(a.title ? { title: fit(a.title, MAX_TITLE) } : {}),
    ...(a.rawDetails ? { raw_details: fit(a.rawDetails, 64 * 1024 - 1) } : {}),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Cuts markdown to the check output limit at a line boundary, closing cut `<details>`, saying so. */
export function fitMarkdown(text: string, max = MAX_CHECK_OUTPUT): string {
  return fitWithinLimit(text, max);
}
