/**
 * apply-bundle's two-job split. `prepare` runs the picks, the agent and the verify command with no token and hands
 * its result over as an artifact; `publish` runs none of them: it re-checks the artifact and pushes, with the token.
 * `all` (one step) refuses a token together with an agent or verify command unless the user opts in: a command run
 * by the step can read the step's environment — the token among it — from /proc/<parent pid>/environ, whatever the
 * child's own environment says.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import { writeArtifact } from '../../services/apply/artifact.js';
import { publishBundle, type PublishSettings } from '../../services/apply/publish-bundle.js';
import type { ApplyDeps } from '../../services/apply/settings.js';
import { refuseCredentials } from '../../services/credentials.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { ActionIO } from '../runtime.js';

export const ModeSchema = z.enum(['all', 'prepare', 'publish'], { message: 'expected all, prepare or publish' });
export type Mode = z.output<typeof ModeSchema>;

export const TWO_JOB_RECIPE =
  "split it in two jobs: mode: prepare (no token, contents: read) uploads 'artifact-dir', then mode: publish " +
  '(with the token) re-checks and pushes it — see docs/apply-bundle.md#two-jobs';

interface ModeInputs {
  mode: Mode;
  token?: string | undefined;
  agent?: string | undefined;
  verify?: string | undefined;
  'split-on-failure': boolean;
  'allow-untrusted-with-token': boolean;
  'artifact-dir'?: string | undefined;
}

/** The refusals of the split, before the repository is touched. */
export async function refuseUnsafeMode(io: ActionIO, i: ModeInputs, git: GitRunner): Promise<void> {
  const runsForkCode = Boolean(i.agent || i.verify);
  if (i.mode === 'prepare' && i.token) {
    throw new ConfigurationError(
      "input 'token': mode prepare runs the agent and verify and must hold no token; set token: '' (the publish step takes it)",
    );
  }
  if (i.mode === 'publish' && (runsForkCode || i['split-on-failure'])) {
    throw new ConfigurationError(
      "mode publish: runs no agent or verify command; give 'agent', 'verify' and 'split-on-failure' to the prepare step",
    );
  }
  if (i.mode === 'all' && i.token && runsForkCode && !i['allow-untrusted-with-token']) {
    throw new ConfigurationError(
      `inputs 'token' with 'agent'/'verify': the commands could read the token from this step's process; ${TWO_JOB_RECIPE} (or set allow-untrusted-with-token: true, knowingly)`,
    );
  }
  if (i.mode === 'all' && i.token && runsForkCode) {
    io.logger.warning(
      'allow-untrusted-with-token: the agent/verify command runs in a process tree that holds the token (residual risk: /proc/<pid>/environ of this step)',
    );
  }
  if (runsForkCode && (i.mode === 'prepare' || (i.mode === 'all' && !i['allow-untrusted-with-token']))) {
    // The one credential check (services/credentials.ts): the step's env (GITHUB_TOKEN, GH_TOKEN, any input holding
    // a token), the clone's git config at every level and credential helpers. The read-only upstream token is the
    // one credential this job may hold by design (docs/security-model.md).
    await refuseCredentials(
      {
        env: io.env,
        allowEnv: ['INPUT_UPSTREAM-TOKEN', 'INPUT_UPSTREAM_TOKEN'],
        git,
        ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
      },
      'repo: the agent/verify command',
      `run it with no credential in reach: no token in this step's env, check out with persist-credentials: false, no credential helper; ${TWO_JOB_RECIPE}`,
    );
  }
}

/** `artifact-dir` (relative: to the workspace, `base`, like every input path), else RUNNER_TEMP's. */
export function artifactDir(io: ActionIO, i: ModeInputs, repo: string): string {
  if (i['artifact-dir']) return resolve(repo, i['artifact-dir']);
  return resolve(io.env.RUNNER_TEMP || repo, 'upstream-ingest-apply');
}

/** prepare: the artifact folder for actions/upload-artifact. */
export async function writePrepared(io: ActionIO, git: GitRunner, dir: string, result: ApplyResult): Promise<void> {
  const artifact = await writeArtifact(git, dir, result);
  io.setOutput('artifact-dir', dir);
  io.logger.info(
    `prepare: ${artifact.artifact.chain.length} commit(s) of ${result.branch} written to ${dir} (bundle.git, result.json): upload it for the publish job`,
  );
}

/** publish: re-check and push; returns the result as the one-step mode would report it. */
export async function publishPrepared(io: ActionIO, settings: PublishSettings, deps: ApplyDeps): Promise<ApplyResult> {
  io.setOutput('artifact-dir', settings.from);
  return publishBundle(settings, deps);
}
