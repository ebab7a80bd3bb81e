/**
 * Where a credential can sit within reach of a command run for the fork (agent, verify, harness), and how to tell
 * one: pure rules over environment variables and git config values. The git config itself is read by
 * `src/adapters/git/remote/credential-scan.ts`; `src/services/credentials.ts` is the one check every face uses.
 */

/**
 * Set in the environment of every command run for the fork (agent, verify, merge tool, tier harness): a face that
 * pushes with a token and finds it knows it was started from inside such a command, i.e. fork code shares its
 * process tree and can read the token from /proc/<pid>/environ (issue 31).
 */
export const FORK_CODE_MARKER = 'UPSTREAM_INGEST_FORK_CODE';

export type CredentialPlace = 'environment' | 'input' | 'git config' | 'remote URL' | 'credential helper';

export interface CredentialFinding {
  place: CredentialPlace;
  /** The variable, input or config key (never the value). */
  name: string;
}

/** Names that hold a GitHub credential by convention (GITHUB_TOKEN, GH_TOKEN, GITHUB_PAT, MY_GH_TOKEN_2, …). */
const TOKEN_NAME =
  /(?:^|_)(?:GITHUB|GH|GHE)(?:_[A-Z0-9]+)*_(?:TOKEN|PAT|PASSWORD|ACCESS_TOKEN)(?:_|$)|^(?:UPSTREAM_INGEST_TOKEN|GITHUB_PAT|GH_PAT)$/i;

/** Action inputs that carry a credential (the runner passes them as INPUT_<NAME>). */
const TOKEN_INPUT = /^INPUT_(?:[A-Z0-9-]*[-_])?(?:TOKEN|PAT|PASSWORD|PRIVATE-KEY|APP-PRIVATE-KEY)$/i;

/** The OIDC request token: with it a step can mint cloud credentials (id-token: write). */
const OIDC = /^ACTIONS_ID_TOKEN_REQUEST_TOKEN$/;

/** The shapes of GitHub tokens (classic, OAuth, user, server, refresh, fine-grained), whatever the variable is called. */
const TOKEN_VALUE = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b/;

/**
 * Environment variables that hold a credential: by name (a non-empty value) or by value (a GitHub token in any
 * variable). `allow` lists names the caller may hold by design (apply-bundle's `upstream-token`, which only reads).
 */
export function credentialVariables(
  env: Readonly<Record<string, string | undefined>>,
  allow: readonly string[] = [],
): CredentialFinding[] {
  const allowed = new Set(allow.map((n) => n.toUpperCase()));
  const found: CredentialFinding[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value?.trim() || allowed.has(name.toUpperCase())) continue;
    // A switch such as allow-untrusted-with-token ('true'/'false') names a token but holds none.
    if (TOKEN_INPUT.test(name)) {
      if (!/^(?:true|false)$/i.test(value.trim())) found.push({ place: 'input', name: inputName(name) });
    } else if (TOKEN_NAME.test(name) || OIDC.test(name) || TOKEN_VALUE.test(value))
      found.push({ place: 'environment', name });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

function inputName(variable: string): string {
  return `'${variable.slice('INPUT_'.length).toLowerCase()}'`;
}

/** A URL that carries a password or a token as its user (`https://user:secret@…`, `https://ghp_…@…`). */
export function urlHasCredential(url: string): boolean {
  const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/@?#]*)@/i.exec(url.trim())?.[1];
  if (userinfo === undefined) return false;
  return userinfo.includes(':') || TOKEN_VALUE.test(userinfo);
}

/** A config value that is a token itself or an Authorization header. */
export function valueHasCredential(value: string): boolean {
  return TOKEN_VALUE.test(value) || /^\s*authorization\s*:/i.test(value);
}

/** One line: where the first findings are (names only), for an error message. */
export function describeFindings(findings: readonly CredentialFinding[]): string {
  const shown = findings.slice(0, 3).map((f) => `${f.place} ${f.name}`);
  return findings.length > 3 ? `${shown.join(', ')} and ${findings.length - 3} more` : shown.join(', ');
}
