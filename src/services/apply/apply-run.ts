import type { BranchCommit } from '../../adapters/git/read/branch-commits.js';
import type { CommitterStamp } from '../../adapters/git/write/commit-write.js';
import type { PickStop } from '../../adapters/git/pick/pick-session.js';
import type { PickMerger, RawCommit } from '../../adapters/git/pick/worktree-free-picks.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { RepoPaths } from '../../adapters/git/worktree/worktree-state.js';
import type { DependencyMap } from '../../domain/apply/dependencies.js';
import type { CommitRecord } from '../../domain/commit.js';
import type { CommitResult } from '../../schemas/apply-result.js';
import type { ApplyTask } from '../../schemas/apply-task.js';
import type { Logger } from '../../shared/logger.js';
import type { BundleInfo } from './bundle-source.js';
import type { ApplyDeps, ApplySettings, TrunkFacts } from './settings.js';

/**
 * The state of one apply run, shared by the steps in this folder. It is mutable on purpose: the pick loop, conflict
 * handling and split on failure all update the same per-commit results and the same view of HEAD and the branch.
 */
export class ApplyRun {
  readonly git: GitRunner;
  readonly logger: Logger;
  readonly results = new Map<string, CommitResult>();
  readonly records = new Map<string, CommitRecord>();
  order: string[] = [];
  deps: DependencyMap = new Map();
  baseSha = '';
  worktreeAt: string | undefined;
  /** What refs/heads/<branch> holds now, for compare-and-swap updates. */
  branchValue: string | null = null;
  previousLocal: string | null = null;
  remotePrevious: string | null = null;
  readonly reusable = new Map<string, BranchCommit[]>();
  stamp!: CommitterStamp;
  stoppedAt: string | undefined;
  /** What the trunk check read before the run started (the second check, after the remote answered, reuses it). */
  trunkFacts: TrunkFacts | undefined;
  /** Set once this run changes HEAD or the work tree: only then is cleaning up after an error ours to do. */
  started = false;
  /** The branch HEAD was on when the run started: where a failed run leaves it again. */
  attachedTo: string | undefined;
  /**
   * HEAD is still on `attachedTo`: it is detached by the first move of the work tree (a detaching checkout does both
   * in one process), not up front, and a run that never moves it never detaches it.
   */
  headAttached = false;
  /**
   * The verify command ran on the work tree at the final head and its tracked files were not put back yet: finishing
   * the branch does it as it checks the branch out (one process instead of a reset and an attach).
   */
  worktreeDirty = false;
  /** The run's temp folder (agent task files, the children's TMPDIR `tmp/`); removed when the run ends. */
  tempDir = '';
  /**
   * Read while prepare reads the ledger, for the fast path (fast-picks.ts): the config keys that keep picks on git's
   * sequencer, and the base and bundle commits as stored. Read again where a later head is missing from it.
   */
  pickReads: Promise<{ config: string[]; raw: Map<string, RawCommit | undefined> }> | undefined;
  /**
   * The fast path's merge process, started beside those reads so its start-up is not on the way (taken by the first
   * clean run of picks; closed when the run ends if none took it).
   */
  earlyMerger: Promise<PickMerger> | undefined;
  /** The ladder's proposals for the conflicted commit the agent is about to get (its task file carries them). */
  readonly proposals = new Map<string, NonNullable<ApplyTask['proposals']>>();
  /** Clean-ups left to finish while the run goes on (a merge process exiting); awaited before the run ends. */
  readonly background: Array<Promise<unknown>> = [];
  /** Model calls this run has taken from `--agent-max-calls`; an audit shares one counter across its work trees. */
  agentBudget: { spent: number } = { spent: 0 };

  constructor(
    readonly settings: ApplySettings,
    readonly ports: ApplyDeps,
    readonly paths: RepoPaths,
    readonly bundle: BundleInfo,
    readonly branch: string,
  ) {
    this.git = ports.git;
    this.logger = ports.logger;
  }
}

/** A pick stopped on conflicting paths: what the rerere/agent resolution and its guards work on. */
export type ConflictStop = Extract<PickStop, { kind: 'conflict' }>;
