import { errorMessage } from '../../../shared/errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { assertSafeRevision } from './refs.js';

export type ChangedPathsResult = { kind: 'paths'; paths: string[] } | { kind: 'error'; reason: string };

/** The paths changed between the merge base of `from` and HEAD (both sides of a rename); an error is data, not thrown. */
export async function changedPathsSince(git: GitRunner, from: string, what: string): Promise<ChangedPathsResult> {
  assertSafeRevision(from, what);
  try {
    const { stdout } = await git.run([
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--end-of-options',
      `${from}...HEAD`,
    ]);
    return { kind: 'paths', paths: stdout.split('\0').filter(Boolean) };
  } catch (error) {
    return { kind: 'error', reason: errorMessage(error).split('\n')[0]!.slice(0, 300) };
  }
}
