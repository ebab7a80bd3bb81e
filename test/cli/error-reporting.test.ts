import { GitHubApiError, OPERATIONS } from '../../src/adapters/github/errors.js';
import { GitError } from '../../src/adapters/git/run/git-errors.js';
import { EXIT } from '../../src/cli/context.js';
import { reportError } from '../../src/cli/main.js';
import { ConfigurationError } from '../../src/shared/errors.js';

function report(error: unknown): { code: number; text: string } {
  let text = '';
  const code = reportError(error, { stderr: (t) => (text += t) });
  return { code, text };
}

describe('CLI error reporting', () => {
  it('prints a user error in one line, without a stack, exit 2', () => {
    const r = report(new ConfigurationError('--upstream: unknown revision', 'fetch it first'));
    expect(r).toEqual({
      code: EXIT.usage,
      text: 'upstream-ingest: error: --upstream: unknown revision (fetch it first)\n',
    });
  });

  it('prints a git failure with known advice as a user error', () => {
    const r = report(
      new GitError(
        ['fetch'],
        128,
        'fatal: could not fetch abc123 from promisor remote',
        'objects are missing (partial or snapshot clone): fetch them, or run where they are available',
      ),
    );
    expect(r.code).toBe(EXIT.usage);
    expect(r.text.split('\n')).toHaveLength(2);
  });

  it('prints a GitHub API that kept failing after retries in one line, exit 4', () => {
    const operation = Object.values(OPERATIONS)[0]!;
    const r = report(new GitHubApiError('GitHub answered 502 Bad Gateway three times', 502, operation));
    expect(r.code).toBe(EXIT.unavailable);
    expect(r.text).toMatch(
      /^upstream-ingest: error: GitHub answered 502 Bad Gateway three times \(a service failed after retries: re-run later\)\n$/,
    );
  });

  it('keeps the stack of a bug, exit 3', () => {
    const r = report(new TypeError('cannot read properties of undefined'));
    expect(r.code).toBe(EXIT.internal);
    expect(r.text).toMatch(/internal error: TypeError: cannot read properties of undefined\n\s+at /);
  });
});
