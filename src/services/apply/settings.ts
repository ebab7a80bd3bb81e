import type { Identity } from '../../adapters/git/cherry-pick.js';
import type { GitRunner } from '../../adapters/git/git-runner.js';
import { assertSafeRevision, printable } from '../../adapters/git/refs.js';
import { branchNameProblem, defaultBranchName } from '../../domain/apply/branch.js';
import type { DiffBound } from '../../domain/apply/guards.js';
import type { ProvenanceStyle } from '../../domain/apply/provenance.js';
import type { Plan } from '../../schemas/plan.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';

export type OnConflict = 'defer' | 'agent' | 'stop';

export type ApplySource =
  { kind: 'plan'; plan: Plan; bundleId: string; planSource?: string } | { kind: 'commits'; commits: readonly string[] };

export interface ApplySettings {
  source: ApplySource;
  /** The fork ref the branch starts from; never changed. */
  base: string;
  /** Default `upstream-ingest/<bundle id>`. */
  branch?: string;
  onConflict: OnConflict;
  /** Trusted command (fork configuration/CLI) run with `bash -c`, the task file path as its first argument. */
  agent?: string;
  agentTimeoutMs: number;
  verify?: string;
  verifyTimeoutMs: number;
  splitOnFailure: boolean;
  push?: { remote: string; authEnv?: Record<string, string> };
  provenance: ProvenanceStyle;
  rerereCache?: string;
  allowPaths: readonly string[];
  diffBound: DiffBound;
  committer: Identity;
  /** Upstream ref for the ledger (which commits are already ingested); default the plan's pinned upstream. */
  upstream?: string;
  extraTrailerKeys: readonly string[];
  /** `owner/name` of upstream on GitHub: links in the PR and the task. */
  upstreamRepo?: string;
  serverUrl?: string;
  /** Open or update the bundle's PR into this base branch (needs deps.pullRequests and a push). */
  pullRequest?: { base: string; draft?: boolean };
}

export interface PullRequestPort {
  upsert(input: {
    head: string;
    base: string;
    title: string;
    body: string;
    marker: string;
    draft?: boolean;
  }): Promise<{ number: number; url: string; action: 'created' | 'updated' | 'unchanged' }>;
  marker(kind: string, id: string): string;
}

export interface ApplyDeps {
  git: GitRunner;
  logger: Logger;
  pullRequests?: PullRequestPort;
}

export const DEFAULT_COMMITTER: Identity = {
  name: 'upstream-ingest',
  email: 'upstream-ingest@users.noreply.github.com',
};

/** Combinations that cannot work are refused before the repository is touched. */
export function validateSettings(settings: ApplySettings): void {
  if (settings.onConflict === 'agent' && !settings.agent) {
    throw new ConfigurationError('on-conflict: `agent` needs an agent command (--agent CMD / input `agent`)');
  }
  if (settings.splitOnFailure && !settings.verify) {
    throw new ConfigurationError('split-on-failure: needs a verify command (--verify CMD / input `verify`)');
  }
  if (!(settings.agentTimeoutMs > 0) || !(settings.verifyTimeoutMs > 0)) {
    throw new ConfigurationError('agent-timeout / verify-timeout: expected a positive number of seconds');
  }
}

/** The branch to (re)create; refused when it is not a valid name or is the base, which is never changed. */
export function chooseBranch(settings: ApplySettings, bundleId: string): string {
  const branch = settings.branch ?? defaultBranchName(bundleId);
  const problem = branchNameProblem(branch);
  if (problem) throw new ConfigurationError(`branch: '${printable(branch)}' is not a valid branch name: ${problem}`);
  assertSafeRevision(settings.base, 'base');
  if (settings.base.replace(/^refs\/heads\//, '') === branch) {
    throw new ConfigurationError(
      `branch: '${branch}' is the base itself; the base ref is never changed, give another branch`,
    );
  }
  return branch;
}
