import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { revertWithoutWorktree } from '../../adapters/git/pick/worktree-free-revert.js';
import { revertCommit } from '../../adapters/git/worktree/probe-worktree.js';
import type { Identity } from '../../adapters/git/write/commit-write.js';
import { assertSafeRemote, fetchRemoteBranch, pushWithLease } from '../../adapters/git/remote/push.js';
import { checkTransport } from '../../adapters/git/remote/transport.js';
import { committerDate } from '../../adapters/git/read/refs.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { marker } from '../../adapters/github/issues.js';
import { upsertPullRequest } from '../../adapters/github/pulls.js';
import { BRANCH_PREFIX } from '../../domain/apply/branch.js';
import { neutralizeCommitMessage } from '../../domain/apply/fork-message.js';
import { neutralizeInline } from '../../domain/neutralize.js';
import type { OpenRevertResult, TrunkBisectResult } from '../../schemas/loop.js';
import type { Logger } from '../../shared/logger.js';
import { DEFAULT_COMMITTER } from '../apply/settings.js';

export interface OpenRevertSettings {
  bisect: TrunkBisectResult;
  trunk: string;
  remote: string;
  repo: RepoRef;
  authEnv?: Record<string, string>;
  /** The failing tier, for the PR text and the ledger's deferral reason. */
  tier?: string;
  /** The run that saw the failure (its link goes into the revert message, so the deferral names it). */
  runUrl?: string;
}

export function revertBranch(forkSha: string): string {
  return `${BRANCH_PREFIX}revert-${forkSha.slice(0, 12)}`;
}

/**
 * Opens the revert PR of a trunk-bisect culprit: a `git revert` commit on trunk, pushed under a lease, one PR found by
 * its marker before any is created. Merged, the ledger reads the revert as a deferral of the upstream commit whose
 * reason is this message's (`Tier:`, `Run:` and the bisect evidence), so the next plan does not pick it again until
 * upstream changes the same lines or a person ticks "retry" on the dashboard. Runs no fork code (a revert and a
 * push): the privileged job.
 */
export async function openRevert(
  settings: OpenRevertSettings,
  deps: { git: GitRunner; client: GitHubClient; logger: Logger },
): Promise<OpenRevertResult> {
  const { bisect } = settings;
  const culprit = bisect.culprit;
  if (bisect.status !== 'culprit' || !culprit)
    return { status: 'skipped', culprit: null, reason: bisect.reason, branch: null, pr: null };
  const branch = revertBranch(culprit.forkSha);
  // The remote's URLs are checked once for the two reads and the push (each asked git for them again).
  assertSafeRemote(settings.remote);
  const checked = await checkTransport(deps.git, settings.remote, 'push');
  const trunk = await fetchRemoteBranch(deps.git, settings.remote, settings.trunk, settings.authEnv ?? {}, checked);
  if (!trunk)
    return {
      status: 'skipped',
      culprit,
      reason: `${settings.remote} has no ${settings.trunk}`,
      branch: null,
      pr: null,
    };
  const subject = neutralizeCommitMessage(culprit.subject);
  const message = revertMessage(subject, settings);
  const sha = await writeRevert(deps.git, {
    onto: trunk,
    culprit: culprit.forkSha,
    message,
    identity: DEFAULT_COMMITTER,
    date: await committerDate(deps.git, culprit.forkSha),
  });
  if (!sha)
    return {
      status: 'skipped',
      culprit,
      reason: 'the revert conflicts with the newer trunk: a person reverts it',
      branch,
      pr: null,
    };
  const expected = await fetchRemoteBranch(deps.git, settings.remote, branch, settings.authEnv ?? {}, checked);
  const push = await pushWithLease(deps.git, {
    remote: settings.remote,
    branch,
    sha,
    expected,
    env: settings.authEnv ?? {},
    checked,
  });
  if (push.status === 'rejected')
    return { status: 'skipped', culprit, reason: `push of ${branch} rejected: ${push.reason}`, branch, pr: null };
  const text = (t: string) => neutralizeInline(t, { maxLength: 200 });
  const pr = await upsertPullRequest(deps.client, settings.repo, {
    head: branch,
    base: settings.trunk,
    title: `[upstream-ingest] Revert "${culprit.subject.slice(0, 80)}"`,
    body: [
      `${text(settings.tier ?? 'A required tier')} fails on trunk since this landing. Trunk bisect (${bisect.probes} probes) names this commit:`,
      '',
      `- fork commit \`${culprit.forkSha}\`: ${text(culprit.subject)}`,
      ...(culprit.upstreamSha ? [`- upstream commit \`${culprit.upstreamSha}\``] : []),
      '',
      `${text(bisect.reason)}.`,
      '',
      'Merging this defers the upstream commit with this reason: the next plan leaves it out until upstream changes ' +
        'the same lines again (or reverts or relands it), or someone ticks "retry" on the dashboard.',
    ].join('\n'),
    marker: marker('revert', culprit.forkSha),
  });
  deps.logger.info(`revert PR #${pr.number} ${pr.action}: ${pr.url}`);
  return {
    status: pr.action === 'created' ? 'opened' : 'exists',
    culprit,
    reason: bisect.reason,
    branch,
    pr: { number: pr.number, url: pr.url },
  };
}

/**
 * The revert commit on `onto`, or null when it conflicts: without a work tree where git's own revert would write the
 * same commit (worktree-free-revert.ts), else `git revert` in a temporary work tree.
 */
async function writeRevert(
  git: GitRunner,
  revert: { onto: string; culprit: string; message: string; identity: Identity; date: string },
): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'upstream-ingest-revert-'));
  try {
    const fast = await revertWithoutWorktree(git, { ...revert, scratchDir: dir });
    if (fast) return fast.status === 'committed' ? fast.sha : null;
    return await revertCommit(git, { ...revert, dir: join(dir, 'wt') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The revert's message: git's own first lines, then the evidence the ledger turns into the deferral reason (the
 * sentence, `Tier:`, `Run:`, `Culprit:`). No provenance key: the revert must not read as a pick.
 */
export function revertMessage(subject: string, settings: OpenRevertSettings): string {
  const { bisect } = settings;
  const culprit = bisect.culprit!;
  const one = (t: string) => t.replace(/\s+/g, ' ').trim().slice(0, 300);
  return [
    `Revert "${subject}"`,
    '',
    `This reverts commit ${culprit.forkSha}.`,
    '',
    `${one(settings.tier ?? 'A required tier')} fails on trunk from this commit on: ${one(bisect.reason)}.`,
    '',
    ...(settings.tier ? [`Tier: ${one(settings.tier)}`] : []),
    ...(settings.runUrl ? [`Run: ${one(settings.runUrl)}`] : []),
    `Culprit: ${culprit.forkSha}${culprit.upstreamSha ? ` (upstream ${culprit.upstreamSha})` : ''}, ${bisect.probes} probes`,
    '',
  ].join('\n');
}
