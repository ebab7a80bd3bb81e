import { assertSafeRevision } from './refs.js';
import type { GitRunner } from '../run/git-runner.js';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * The two tips a ledger read starts from, and that the clone is complete, in one git process (every lag, plan and
 * apply run pays for its process starts). Undefined when anything is unusual — not a repository, a shallow clone,
 * an unknown ref, a name that reads as a range or a path: the caller then runs the one-question checks, whose
 * errors say exactly what is wrong.
 */
export async function resolveTipsAtOnce(
  git: GitRunner,
  upstream: string,
  fork: string,
): Promise<{ upstream: string; fork: string } | undefined> {
  try {
    assertSafeRevision(upstream, 'upstream');
    assertSafeRevision(fork, 'fork');
  } catch {
    return undefined;
  }
  const r = await git
    .run(['rev-parse', '--is-shallow-repository', '--end-of-options', `${upstream}^{commit}`, `${fork}^{commit}`], {
      okExitCodes: [128],
    })
    .catch(() => undefined);
  if (!r || r.exitCode !== 0) return undefined;
  // git 2.39 echoes `--end-of-options` here; later versions may not.
  const lines = r.stdout.split('\n').filter((l) => l && l !== '--end-of-options');
  if (lines.length !== 3 || lines[0] !== 'false' || !SHA.test(lines[1]!) || !SHA.test(lines[2]!)) return undefined;
  return { upstream: lines[1]!, fork: lines[2]! };
}
