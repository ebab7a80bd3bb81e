/**
 * The one credential check (issue 31): before a command of the fork's runs (agent, verify, tier harness), no
 * credential may be within its reach — in this process's environment (a child reads it from /proc/<parent>/environ
 * whatever its own environment says), in the action's inputs, in any git config file it can read (Authorization
 * headers, credentials in remote URLs) or behind a credential helper. Every face calls it: the CLI's apply, the
 * apply-bundle action (modes prepare and all) and run-tier (mode run).
 */
import { persistedCredentials } from '../adapters/git/remote/credential-scan.js';
import type { GitRunner } from '../adapters/git/run/git-runner.js';
import { credentialVariables, describeFindings, type CredentialFinding } from '../domain/credentials.js';
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
