import { ConfigurationError, type UserFixable } from '../../../shared/errors.js';

/** A git command that failed. `advice` is set when the stderr matches a problem the user can fix. */
export class GitError extends Error implements UserFixable {
  override readonly name = 'GitError';
  /** Known advice for the stderr (whoever constructs the error), else undefined. */
  readonly advice: string | undefined;
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number,
    readonly stderr: string,
    advice?: string,
  ) {
    const known = advice ?? KNOWN_PROBLEMS.find((p) => p.pattern.test(stderr))?.advice;
    super(`git ${subcommand(args)} failed (exit ${exitCode}): ${firstLine(stderr)}${known ? ` — ${known}` : ''}`);
    this.advice = known;
  }

  /** One line for the user when the failure is a known, user-fixable problem; undefined for anything else. */
  userError(): ConfigurationError | undefined {
    const known = KNOWN_PROBLEMS.find((p) => p.advice === this.advice);
    return known?.user
      ? new ConfigurationError(`git ${subcommand(this.args)}: ${firstLine(this.stderr)}`, this.advice)
      : undefined;
  }
}

/** The git command of an argument list: `-c k=v` and `--literal-pathspecs` style global options skipped. */
export function gitSubcommand(args: readonly string[]): string {
  return subcommand(args);
}

function subcommand(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-c' || a === '-C') i++;
    else if (!a.startsWith('-')) return a;
  }
  return args[0] ?? '';
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '');
  return (line ?? '').trim().slice(0, 300);
}

interface KnownProblem {
  pattern: RegExp;
  advice: string;
  /** A user-fixable problem becomes a ConfigurationError: one line, no stack, exit ≠ 0. */
  user: boolean;
}

// Ordered: the first match wins. Messages are matched in the C locale (the runner sets LC_ALL=C).
const KNOWN_PROBLEMS: KnownProblem[] = [
  { pattern: /not a git repository/i, advice: 'the --repo directory is not a git repository', user: true },
  {
    pattern: /must be run in a work tree|this operation must be run in a work tree|bare repository/i,
    advice: 'the --repo directory is a bare repository: give a clone with a work tree',
    user: true,
  },
  {
    pattern:
      /packed-refs|unexpected line in|bad ref for|corrupt (?:ref|loose|index)|index file corrupt|index file smaller than expected|bad signature 0x|unknown index entry format/i,
    advice:
      'the repository is damaged (packed-refs, a ref or the index cannot be read): repair it (git fsck) or use a fresh clone',
    user: true,
  },
  {
    pattern: /strange (?:hostname|pathname|port)/i,
    advice: 'the remote URL is malformed (a host or path git refuses): give an https, ssh or file URL or a local path',
    user: true,
  },
  {
    // `@{u}`/`@{push}` typed as a ref where the branch tracks nothing: the ref the user gave does not resolve.
    pattern: /no upstream configured for branch|no such branch: |upstream branch '.*' not stored as a remote-tracking/i,
    advice:
      'the ref names the upstream or push branch of a branch that tracks none (@{u}, @{push}): give a branch or SHA',
    user: true,
  },
  {
    // A config file git cannot parse stops every git call: the user's file to fix, never an internal error.
    pattern: /bad config (?:line|variable|value|file)|bad (?:numeric|boolean) config value|unable to parse .*config/i,
    advice:
      "a git config file cannot be read (the clone's .git/config, or the global or system one): fix or remove the bad line",
    user: true,
  },
  {
    pattern: /shallow|grafted/i,
    advice:
      'the clone is shallow: fetch the full history (actions/checkout with fetch-depth: 0, or git fetch --unshallow)',
    user: true,
  },
  {
    pattern: /unknown revision|bad revision|Needed a single revision|not a valid object name|invalid reference/i,
    advice: 'the ref does not exist in this repository: fetch it first or check the name',
    user: true,
  },
  {
    pattern: /promisor|could not fetch .* from promisor|missing blob|unable to read [0-9a-f]{7,}/i,
    advice: 'objects are missing (partial or snapshot clone): fetch them, or run where they are available',
    user: true,
  },
  {
    pattern:
      /unable to read sha1 file|unable to read tree|missing (?:blob|tree|commit|tag) object|bad object|could not read object|Could not read [0-9a-f]{7,}|is corrupt|object file .* is empty|invalid object|unable to parse object|did not receive expected object|missing object|not our ref|fatal: loose object/i,
    advice:
      'objects are missing or corrupt in this clone (a blob, tree or commit cannot be read): re-fetch them (git fetch --refetch, or a fresh clone with fetch-depth: 0); git fsck names what is missing',
    user: true,
  },
  {
    pattern:
      /yet to be born|does not have any commits yet|unborn branch|HEAD.*unknown revision|bad default revision 'HEAD'/i,
    advice:
      'HEAD is on a branch with no commits yet (unborn): check out a commit or branch first (git checkout <base>), or clone the fork with its history',
    user: true,
  },
  {
    pattern:
      /does not appear to be a git repository|Could not read from remote repository|repository '.*' not found|unable to access '|Could not resolve host|transport '.*' not allowed/i,
    advice:
      'the remote cannot be reached or does not exist: check the remote name or URL, and that the token can read it',
    user: true,
  },
  {
    pattern: /index\.lock': File exists/i,
    advice: 'another git process holds index.lock; if none is running, a previous run crashed: remove .git/index.lock',
    user: true,
  },
  {
    pattern: /non-fast-forward|fetch first|stale info|\[rejected\]/i,
    advice: 'the remote branch moved since it was read: re-run to start from its new value',
    user: true,
  },
  {
    pattern: /^timed out after \d+ s$/m,
    advice: 'the remote did not answer in time: check the URL, the network or the proxy, then re-run',
    user: true,
  },
  { pattern: /pre-receive hook declined|hook declined/i, advice: 'a server-side hook rejected the push', user: true },
  {
    pattern: /Authentication failed|could not read Username|terminal prompts disabled|403|Permission to .* denied/i,
    advice: 'authentication failed: check that the token is set and can read (and for pushes, write) the repository',
    user: true,
  },
  { pattern: /dubious ownership/i, advice: 'git refuses the repository owner: add it to safe.directory', user: true },
];

export function translateGitError(args: readonly string[], exitCode: number, stderr: string): GitError {
  const known = KNOWN_PROBLEMS.find((p) => p.pattern.test(stderr));
  return new GitError(args, exitCode, stderr, known?.advice);
}

/** Turns a GitError with known advice into the user-facing ConfigurationError; leaves anything else alone. */
export function asUserError(error: unknown, context: string): unknown {
  if (error instanceof GitError && error.advice) {
    const known = KNOWN_PROBLEMS.find((p) => p.advice === error.advice);
    if (known?.user) return new ConfigurationError(`${context}: ${firstLine(error.stderr)}`, error.advice);
  }
  return error;
}
