import { ambiguousBranchProblem } from '../../adapters/git/worktree/branch-name.js';
import type { Identity } from '../../adapters/git/write/commit-write.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { assertSafeRevision, printable } from '../../adapters/git/read/refs.js';
import type { UpsertPullInput, UpsertPullResult } from '../../adapters/github/pulls.js';
import { askedRemoteDefault, localRemoteDefault, remoteNames } from '../../adapters/git/remote/remote-default.js';
import { trunkBranchProblem } from '../../domain/apply/trunk-branch.js';
import { branchNameProblem, defaultBranchName } from '../../domain/apply/branch.js';
import { HTTP_PRESETS, PRESET_KEY_ENV, type AgentPreset } from '../../domain/apply/agent-preset.js';
import type { DiffBound } from '../../domain/apply/guards.js';
import type { ProvenanceStyle } from '../../domain/apply/provenance.js';
import type { Plan } from '../../schemas/plan.js';
import type { PlanConfig } from '../../schemas/plan-config.js';
import type { GuardVerdict, ResolverRung } from '../../schemas/apply-result.js';
import type { MergeTool } from '../../adapters/process/merge-tools.js';
import { defaultResolvers } from '../../domain/apply/resolver-ladder.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { ProgressFactory } from '../../shared/progress.js';

export type OnConflict = 'defer' | 'agent' | 'stop' | 'resolve';
/** What a resolution whose guards say `review` does: land (the PR is labelled, no auto-merge) or stay out. */
export type OnReview = 'land' | 'defer';

export type ApplySource =
  { kind: 'plan'; plan: Plan; bundleId: string; planSource?: string } | { kind: 'commits'; commits: readonly string[] };

export interface ApplySettings {
  source: ApplySource;
  /** The fork ref the branch starts from; never changed. */
  base: string;
  /** Default `upstream-ingest/<bundle id>`. */
  branch?: string;
  onConflict: OnConflict;
  /** Default `land`. */
  onReview?: OnReview;
  /** `resolve`: the rungs of the resolver ladder, in order (default: rerere, fork-decision, replay, then agent if any). */
  resolvers?: readonly ResolverRung[];
  /** The config's `resolvers.<rung>.maxVerdict`: a rung's maximum raised or lowered from the ladder's default. */
  resolverLimits?: Partial<Record<ResolverRung, GuardVerdict>>;
  /** The replay rung's external tools; default: wiggle and patch where on PATH (none: the built-in replay). */
  replayTools?: readonly MergeTool[];
  /** Trusted command (fork configuration/CLI) run with `bash -c`, the task file path as its first argument. */
  agent?: string;
  /** Per agent attempt. */
  agentTimeoutMs: number;
  /** `--agent preset:NAME`: the preset run instead of `agent` as a command (`agent` keeps the text given). */
  agentPreset?: AgentPreset;
  /** Attempts per conflict, each after the guards' verdict on the last (default 1; the options parser's is 2). */
  agentAttempts?: number;
  /** Model calls (HTTP requests or CLI agent runs) the whole run may make; unlimited when absent. */
  agentMaxCalls?: number;
  /** Folder for one transcript file per attempt (default: under the git dir, `upstream-ingest/agent-transcripts`). */
  agentTranscripts?: string;
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
  /** The plan config's ledger rules (provenanceRules, notApplicable): the ledger apply reads is lag's and plan's. */
  ledgerRules?: Pick<PlanConfig, 'provenanceRules' | 'notApplicable'>;
  /** `owner/name` of upstream on GitHub: links in the PR and the task. */
  upstreamRepo?: string;
  serverUrl?: string;
  /** Open or update the bundle's PR into this base branch (needs deps.pullRequests and a push). */
  pullRequest?: { base: string; draft?: boolean };
  /** A workloads file: the PR body says which owned workloads the bundle touches. */
  workloads?: string;
}

export interface PullRequestPort {
  /** Labels are the ones this run's result asks for (e.g. upstream-ingest:review), added to the fork's own. */
  upsert(input: Omit<UpsertPullInput, 'headOwner'> & { labels?: readonly string[] }): Promise<UpsertPullResult>;
  marker(kind: string, id: string): string;
}

export interface ApplyDeps {
  git: GitRunner;
  logger: Logger;
  pullRequests?: PullRequestPort;
  /** Progress of the picks for a person watching (CLI stderr); silent when absent. */
  progress?: ProgressFactory;
  /** Every pick through git's sequencer, never the fast path (fast-picks.ts): tests compare the two paths. */
  perCommitPicks?: boolean;
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
  if (settings.onConflict === 'resolve' && ladderRungs(settings).includes('agent') && !settings.agent) {
    throw new ConfigurationError('resolvers: `agent` needs an agent command (--agent CMD / input `agent`)');
  }
  if (settings.splitOnFailure && !settings.verify) {
    throw new ConfigurationError('split-on-failure: needs a verify command (--verify CMD / input `verify`)');
  }
  const preset = settings.agentPreset;
  // The vendors' own endpoints need a key; a local server (vLLM, Ollama, llama.cpp) may not.
  if (preset && HTTP_PRESETS.has(preset.name) && !preset.endpoint && !process.env[PRESET_KEY_ENV[preset.name]]) {
    throw new ConfigurationError(
      `agent: preset:${preset.name} needs ${PRESET_KEY_ENV[preset.name]} in the environment (or --agent-endpoint / input 'agent-endpoint' for a server without a key)`,
    );
  }
  if (!(settings.agentTimeoutMs > 0) || !(settings.verifyTimeoutMs > 0)) {
    throw new ConfigurationError('agent-timeout / verify-timeout: expected a positive number of seconds');
  }
}

/**
 * The rungs a conflicted commit goes through: `agent` is today's rerere-then-agent, `resolve` the configured ladder;
 * none for defer and stop.
 */
export function ladderRungs(settings: Pick<ApplySettings, 'onConflict' | 'resolvers' | 'agent'>): ResolverRung[] {
  if (settings.onConflict === 'agent') return ['rerere', 'agent'];
  if (settings.onConflict !== 'resolve') return [];
  return settings.resolvers ? [...settings.resolvers] : defaultResolvers(Boolean(settings.agent));
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

/** What the trunk check read of the repository: a second check (asking the remote) need not read it again. */
export interface TrunkFacts {
  remotes: string[];
}

/**
 * The apply branch is rewritten on every run: naming the trunk (the base's branch, also as `origin/main` ↔ `main`,
 * HEAD, the push remote's default branch, the PR's base) is refused before anything is touched. `known`: what an
 * earlier check of the same branch read and passed (the remote names, no clashing ref): the second check, once the
 * remote answered, only asks it for its default branch (two git processes fewer).
 */
export async function refuseTrunkBranch(
  git: GitRunner,
  settings: ApplySettings,
  branch: string,
  asked = false,
  known?: TrunkFacts,
): Promise<TrunkFacts> {
  const remotes = known?.remotes ?? (await remoteNames(git).catch(() => [] as string[]));
  const facts = { branch, base: settings.base, remotes, prBase: settings.pullRequest?.base };
  let problem = trunkBranchProblem(facts) ?? (known ? undefined : await ambiguousBranchProblem(git, branch));
  if (!problem && settings.push) {
    // Only the local record here: asking the remote waits until it is known to be reachable (see prepare).
    const remoteDefault = asked
      ? await askedRemoteDefault(git, settings.push.remote, settings.push.authEnv)
      : await localRemoteDefault(git, settings.push.remote);
    problem = trunkBranchProblem({ ...facts, remoteDefault });
  }
  if (problem)
    throw new ConfigurationError(
      `branch: ${problem}; give the bundle its own branch (default upstream-ingest/<bundle id>)`,
    );
  return { remotes };
}
