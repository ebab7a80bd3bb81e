/**
 * The minimal merge floor of a plan: the very merges its predictions need (commit C picked onto the simulated tip X,
 * which has the tip's tree as it stands after every earlier clean pick and C's parent as parent), fed through ONE
 * `git merge-tree --write-tree --stdin` process, all at once. No tool can predict those picks with less git work:
 * the plan's figure against it is what the product adds (process starts, history reads, the dependency analysis).
 *
 * The simulated commits and the sequence of tips come from an untimed sequential pass (one long-lived merge-tree);
 * the timed part is the single process merging every pair. Objects go to a scratch directory (the repository's
 * objects as an alternate), as the product's do.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { tmpfsRoot } from '../src/adapters/files/tmpfs-root.js';
import { MergeTreeProcess, SCRATCH_GIT_OPTIONS, type PickVerdictKind } from '../src/adapters/git/pick/merge-tree.js';
import type { GitRunner } from '../src/adapters/git/run/git-runner.js';
import { writeLooseObject } from '../src/adapters/git/write/tree-objects.js';
import { timeWithCpu } from './cpu-time.js';

export interface MergeFloor {
  ms: number;
  cpuMs?: number;
  /** The sequential pass's verdicts (clean, conflict, empty), in order: they must equal the plan's. */
  verdicts: PickVerdictKind[];
}

const IDENT = 'upstream-ingest <upstream-ingest@localhost>';

export async function minimalMergeFloor(
  git: GitRunner,
  tip: string,
  picks: ReadonlyArray<{ sha: string; parent?: string | undefined }>,
  runs: number,
  /**
   * `uncompressed`: the timed process writes its objects as the plan's predictor does (SCRATCH_GIT_OPTIONS).
   * The floor the target is judged against is git's default; this one is printed beside it, so the figure shows
   * what the setting gives and what the rest of plan costs.
   */
  options: { uncompressed?: boolean } = {},
): Promise<MergeFloor[]> {
  // On tmpfs where there is one, as the plan's scratch objects are.
  const scratch = await mkdtemp(join(tmpfsRoot(512 * 1024 * 1024) ?? tmpdir(), 'ui-merge-floor-'));
  try {
    // The simulated commits in one directory; each pass writes its merge results to a directory of its own, so the
    // timed pass writes every merged blob and tree as the plan does (an object already present is not written again).
    const objectsDir = join(scratch, 'simulated');
    await mkdir(join(objectsDir, 'info'), { recursive: true });
    const repoObjects = (await git.run(['rev-parse', '--git-path', 'objects'])).stdout.trim();
    const alternates = `${isAbsolute(repoObjects) ? repoObjects : resolve(git.cwd, repoObjects)}:${objectsDir}`;
    const envFor = async (name: string) => {
      await mkdir(join(scratch, name, 'info'), { recursive: true });
      return { GIT_OBJECT_DIRECTORY: join(scratch, name), GIT_ALTERNATE_OBJECT_DIRECTORIES: alternates };
    };
    const tipCommit = (await git.run(['rev-parse', '--verify', `${tip}^{commit}`])).stdout.trim();
    let tree = (await git.run(['rev-parse', '--verify', `${tip}^{tree}`])).stdout.trim();
    const dates = await commitDates(
      git,
      picks.map((p) => p.sha),
    );
    const hash = tipCommit.length === 64 ? 'sha256' : 'sha1';
    const lines: string[] = [];
    const verdicts: PickVerdictKind[] = [];
    const merger = new MergeTreeProcess(git.cwd, await envFor('sequential'));
    try {
      for (const p of picks) {
        if (!p.parent) continue;
        const ident = `${IDENT} ${dates.get(p.sha) ?? 0} +0000`;
        const x = writeLooseObject(
          objectsDir,
          hash,
          'commit',
          Buffer.from(
            `tree ${tree}\nparent ${p.parent}\nauthor ${ident}\ncommitter ${ident}\n\nupstream-ingest: simulated fork tip\n`,
          ),
        );
        lines.push(`${x} ${p.sha}`);
        const m = await merger.merge(x, p.sha, x);
        if (!m.clean) verdicts.push('conflict');
        else if (m.tree === tree) verdicts.push('empty');
        else {
          verdicts.push('clean');
          tree = m.tree;
        }
      }
    } finally {
      await merger.close();
    }
    const input = `${lines.join('\n')}\n`;
    const out: MergeFloor[] = [];
    for (let i = 0; i < runs; i++) {
      const env = await envFor(`timed-${i}`);
      const r = await timeWithCpu(() =>
        git.run(
          [
            ...(options.uncompressed ? SCRATCH_GIT_OPTIONS : []),
            'merge-tree',
            '--write-tree',
            '-z',
            '--name-only',
            '--stdin',
          ],
          { env, input, okExitCodes: [1] },
        ),
      );
      out.push({ ms: r.ms, ...(r.cpuMs !== undefined ? { cpuMs: r.cpuMs } : {}), verdicts });
    }
    return out;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function commitDates(git: GitRunner, shas: readonly string[]): Promise<Map<string, number>> {
  const dates = new Map<string, number>();
  if (!shas.length) return dates;
  const { stdout } = await git.run(['log', '--no-walk=unsorted', '--stdin', '--format=%H %ct'], {
    input: `${shas.join('\n')}\n`,
  });
  for (const line of stdout.split('\n')) {
    const [sha, ct] = line.split(' ');
    if (sha && ct) dates.set(sha, Number(ct));
  }
  return dates;
}
