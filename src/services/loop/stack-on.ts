import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { fetchRemoteBranch } from '../../adapters/git/remote/push.js';
import { printable, tryResolveCommit } from '../../adapters/git/read/refs.js';
import { branchNameProblem } from '../../domain/apply/branch.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';

export interface StackBase {
  /** The dependency branch's head: the stacked bundle is applied on it. */
  sha: string;
  /** The PR's base: the dependency's branch (retargeted to trunk by `land` once that lands). */
  prBase: string;
}

/**
 * Where a stacked bundle starts: the head of its dependency's bundle branch, fetched from the remote when one is
 * given (a fresh value: the job before may just have pushed it), else the remote-tracking or local branch. Null
 * when the branch does not exist: the dependency was not published, and the bundle waits rather than apply alone
 * from the trunk base.
 */
export async function resolveStackBase(
  git: GitRunner,
  options: { stackOn: string; remote?: string; authEnv?: Record<string, string> },
  logger: Logger,
): Promise<StackBase | null> {
  const branch = options.stackOn.replace(/^refs\/heads\//, '');
  const problem = branchNameProblem(branch);
  if (problem) throw new ConfigurationError(`stack-on: '${printable(branch)}' is not a valid branch name: ${problem}`);
  const remote = options.remote ?? 'origin';
  if (options.remote) {
    try {
      const fetched = await fetchRemoteBranch(git, options.remote, branch, options.authEnv ?? {});
      // The remote's word is final: a branch it no longer has was landed or never published.
      return fetched ? { sha: fetched, prBase: branch } : null;
    } catch (error) {
      logger.warning(
        `stack-on: could not fetch ${branch} from ${options.remote} (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); using the local copy`,
      );
    }
  }
  for (const ref of [`refs/remotes/${remote}/${branch}`, `refs/heads/${branch}`]) {
    const sha = await tryResolveCommit(git, ref);
    if (sha) return { sha, prBase: branch };
  }
  return null;
}

/** The apply settings of a stacked bundle: its picks start on the dependency's head and its PR targets that branch. */
export function stackedSettings<T extends { base: string; pullRequest?: { base: string; draft?: boolean } }>(
  settings: T,
  stack: StackBase,
): T {
  return {
    ...settings,
    base: stack.sha,
    ...(settings.pullRequest ? { pullRequest: { ...settings.pullRequest, base: stack.prBase } } : {}),
  };
}

export function waitingMessage(stackOn: string): string {
  return `stack-on: ${stackOn} does not exist (its bundle was not published or already landed); this bundle waits for the next run`;
}
