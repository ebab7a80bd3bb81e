import { assertSafeRevision } from './refs.js';
import type { GitRunner } from '../run/git-runner.js';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** The fork tip's tree and the object directory: what simulating a pick onto the tip needs (`TipObjects`). */
export interface HistoryTips {
  upstream: string;
  fork: string;
  forkTree: string;
  /** `--git-path objects`, as git prints it (relative to the repository's working directory, or absolute). */
  objects: string;
}

/**
 * The two tips a ledger read starts from, and that the clone is complete, in one git process (every lag, plan and
 * apply run pays for its process starts); the fork tip's tree and the object directory come with them, for the
 * content check's simulated picks. Undefined when anything is unusual — not a repository, a shallow clone, an unknown
 * ref, a name that reads as a range or a path: the caller then runs the one-question checks, whose errors say exactly
 * what is wrong.
 */
export async function resolveTipsAtOnce(
  git: GitRunner,
  upstream: string,
  fork: string,
): Promise<HistoryTips | undefined> {
  try {
    assertSafeRevision(upstream, 'upstream');
    assertSafeRevision(fork, 'fork');
  } catch {
    return undefined;
  }
  const r = await git
    .run(
      [
        'rev-parse',
        '--is-shallow-repository',
        '--git-path',
        'objects',
        '--end-of-options',
        `${upstream}^{commit}`,
        `${fork}^{commit}`,
        `${fork}^{tree}`,
      ],
      { okExitCodes: [128] },
    )
    .catch(() => undefined);
  if (!r || r.exitCode !== 0) return undefined;
  // git 2.39 echoes `--end-of-options` here; later versions may not.
  const lines = r.stdout.split('\n').filter((l) => l && l !== '--end-of-options');
  if (lines.length !== 5 || lines[0] !== 'false' || !lines.slice(2).every((l) => SHA.test(l))) return undefined;
  return { upstream: lines[2]!, fork: lines[3]!, forkTree: lines[4]!, objects: lines[1]! };
}
