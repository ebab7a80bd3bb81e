import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { upsertCheckRun, type CheckConclusion } from '../../adapters/github/check-runs.js';
import { setCommitStatus, type CommitStatusState } from '../../adapters/github/statuses.js';
import type { Logger } from '../../shared/logger.js';

/** What a tier or a bundle pipeline reports; mapped onto GitHub's four status states. */
export type PipelineVerdict = 'pass' | 'fail' | 'infra-fail' | 'pending' | 'skipped' | 'cancelled';

export const PIPELINE_VERDICTS: readonly PipelineVerdict[] = [
  'pass',
  'fail',
  'infra-fail',
  'pending',
  'skipped',
  'cancelled',
];

/**
 * A test failure is `failure`; anything that kept the verdict from being known (an infrastructure failure, a skipped
 * or cancelled job) is `error`, so a required check is never green by omission.
 */
export function statusState(verdict: PipelineVerdict): CommitStatusState {
  switch (verdict) {
    case 'pass':
      return 'success';
    case 'fail':
      return 'failure';
    case 'pending':
      return 'pending';
    default:
      return 'error';
  }
}

const DEFAULT_DESCRIPTIONS: Record<PipelineVerdict, string> = {
  pass: 'passed',
  fail: 'failed: code failures',
  'infra-fail': 'could not decide: infrastructure failure or a test-infrastructure anomaly',
  pending: 'running',
  skipped: 'did not run',
  cancelled: 'cancelled before a verdict',
};

export interface CommitStatusSettings {
  repo: RepoRef;
  sha: string;
  context: string;
  verdict: PipelineVerdict;
  description?: string;
  targetUrl?: string;
  /**
   * Also a check run of the same name (the Checks tab: summary, link to the run), besides the status that branch
   * protection may require. Markdown summary, e.g. the tier's job summary.
   */
  checkRun?: { summary: string };
}

/** Check-run conclusions: only a pass is green; skipped and undecided must not pass a required check. */
export function checkConclusion(verdict: PipelineVerdict): CheckConclusion | undefined {
  switch (verdict) {
    case 'pass':
      return 'success';
    case 'fail':
    case 'infra-fail':
      return 'failure';
    case 'skipped':
    case 'cancelled':
      return 'cancelled';
    default:
      return undefined; // pending: a completed check run would claim a verdict
  }
}

export async function postCommitStatus(
  settings: CommitStatusSettings,
  deps: { client: GitHubClient; logger: Logger },
): Promise<{ state: CommitStatusState; checkRun?: { id: number; url: string } }> {
  const state = statusState(settings.verdict);
  await setCommitStatus(deps.client, settings.repo, settings.sha, {
    context: settings.context,
    state,
    description: settings.description ?? DEFAULT_DESCRIPTIONS[settings.verdict],
    ...(settings.targetUrl ? { targetUrl: settings.targetUrl } : {}),
  });
  deps.logger.info(`status ${settings.context} = ${state} on ${settings.sha.slice(0, 12)}`);
  const conclusion = checkConclusion(settings.verdict);
  if (settings.checkRun && conclusion) {
    const run = await upsertCheckRun(deps.client, settings.repo, {
      name: settings.context,
      headSha: settings.sha,
      conclusion,
      title: `${settings.context}: ${settings.description ?? DEFAULT_DESCRIPTIONS[settings.verdict]}`,
      summary: settings.checkRun.summary || DEFAULT_DESCRIPTIONS[settings.verdict],
      ...(settings.targetUrl ? { detailsUrl: settings.targetUrl } : {}),
      externalId: `commit-status:${settings.context}`,
    });
    deps.logger.info(
      `check run ${settings.context} = ${conclusion} (${run.created ? 'created' : 'updated'}): ${run.url}`,
    );
    return { state, checkRun: { id: run.id, url: run.url } };
  }
  return { state };
}
