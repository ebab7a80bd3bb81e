import { createHash } from 'node:crypto';

export const BRANCH_PREFIX = 'upstream-ingest/';

export function defaultBranchName(bundleId: string): string {
  return `${BRANCH_PREFIX}${bundleId}`;
}

/** A stable 12-hex id for an explicit commit list (`--commits`), so re-runs of the same list reuse one branch and PR. */
export function commitsBundleId(shas: readonly string[]): string {
  return createHash('sha256').update(shas.join('\n')).digest('hex').slice(0, 12);
}

/**
 * `git check-ref-format --branch` rules, checked before the name reaches git or a refspec: no control characters,
 * spaces, `~^:?*[\`, `..`, `@{`, `//`; no leading `-` or `/`; no trailing `/`, `.` or `.lock`; no component
 * starting with `.`.
 */
export function branchNameProblem(name: string): string | undefined {
  if (name === '' || name.length > 200) return 'expected 1 to 200 characters';

  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return 'contains a space, a control character or one of ~^:?*[\\';
  if (name.startsWith('-')) return 'starts with "-"';
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//')) return 'has an empty path component';
  if (name.includes('..') || name.includes('@{') || name === '@') return 'contains ".." or "@{"';
  if (name.endsWith('.') || name.endsWith('.lock')) return 'ends with "." or ".lock"';
  if (name.split('/').some((c) => c.startsWith('.') || c.endsWith('.lock')))
    return 'a component starts with "." or ends with ".lock"';
  if (name.startsWith('refs/')) return 'give the branch name without refs/heads/';
  return undefined;
}
