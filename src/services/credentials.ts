/**
 * The one credential check (issue 31): before a command of the fork's runs (agent, verify, tier harness), no
 * credential may be within its reach — in this process's environment (a child reads it from /proc/<parent>/environ
 * whatever its own environment says), in the action's inputs, in any git config file it can read (Authorization
 * headers, credentials in remote URLs) or behind a credential helper. Every face calls it: the CLI's apply, the
 * apply-bundle action (modes prepare and all), run-tier (mode run), the CLI's tier and trunk-bisect. The faces that
 * push with a token and run no fork code (publish-bundle, open-revert; the actions' publish modes, which refuse an
 * agent or verify input) call `refuseForkCodeAncestor` instead: fork code must not share their process tree.
 */
import { persistedCredentials } from '../adapters/git/remote/credential-scan.js';
import type { GitRunner } from '../adapters/git/run/git-runner.js';
import {
  credentialVariables,
  describeFindings,
  FORK_CODE_MARKER,
  type CredentialFinding,
} from '../domain/credentials.js';
import { ConfigurationError } from '../shared/errors.js';

export interface CredentialScope {
  /** The process environment (action inputs arrive there as INPUT_*). */
  env: Readonly<Record<string, string | undefined>>;
  /** Variables held by design (apply-bundle's read-only `upstream-token`). */
  allowEnv?: readonly string[];
  /** Action inputs already read (a token given to a face in another way than INPUT_*). */
  inputs?: Readonly<Record<string, string | undefined>>;
  /** The clone the command runs in: its git config (every level) and credential helpers. */
  git?: GitRunner;
  /** The GitHub server whose credential a helper might hold besides the remotes' hosts. */
  serverUrl?: string;
}

export async function findCredentials(scope: CredentialScope): Promise<CredentialFinding[]> {
  const found = credentialVariables(scope.env, scope.allowEnv);
  for (const [name, value] of Object.entries(scope.inputs ?? {})) {
    const shown = `'${name}'`;
    if (value?.trim() && !found.some((f) => f.place === 'input' && f.name === shown))
      found.push({ place: 'input', name: shown });
  }
  if (scope.git) {
    const server = /^https?:\/\/([^/:]+)/i.exec(scope.serverUrl ?? 'https://github.com')?.[1];
    found.push(...(await persistedCredentials(scope.git, { hosts: server ? [server.toLowerCase()] : [] })));
  }
  return found;
}

/**
 * Throws a one-line ConfigurationError when any credential is within reach: `who` says what would run (`--verify`,
 * `mode run's harnesses`), `fix` how to run without it.
 */
export async function refuseCredentials(scope: CredentialScope, who: string, fix: string): Promise<void> {
  const found = await findCredentials(scope);
  if (found.length === 0) return;
  throw new ConfigurationError(`${who} could read a credential (${describeFindings(found)}); ${fix}`);
}

/**
 * The mirror of the actions' publish modes, which refuse to run in the step that runs the agent or verify: a face that
 * pushes with a token refuses to start from inside a command run for the fork (the suite marks their environment), where
 * that command could read the token from this process's /proc/<pid>/environ.
 */
export function refuseForkCodeAncestor(
  env: Readonly<Record<string, string | undefined>>,
  who: string,
  fix = 'run it in its own step or job, never from an agent, verify command or harness',
): void {
  if (!env[FORK_CODE_MARKER]) return;
  throw new ConfigurationError(
    `${who}: started from inside a command run for the fork (${FORK_CODE_MARKER} is set), which could read the token from this process; ${fix}`,
  );
}
