import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildScenario, type BuiltScenario } from './scenario.js';
import { makeTempDir } from './temp-dir.js';

export interface LagRemotes {
  s: BuiltScenario;
  /** Bare upstream repository (fetched by report-lag). */
  upstreamRepo: string;
  /** The fork's origin (bare): the state branch is pushed here. */
  originRepo: string;
  /** A full checkout of the fork, like a runner has. */
  work: string;
}

/**
 * An upstream repository, the fork's origin and a checkout of the fork. Upstream messages carry a mention, an issue
 * reference, HTML and a workflow command; one upstream commit is picked into the fork with a trailer.
 */
export async function lagRemotes(options: { originLogsRefUpdates?: boolean } = {}): Promise<LagRemotes> {
  const s = await buildScenario({
    steps: [
      { id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' }, message: 'Fix @octocat bug (#12) <b>bold</b>' },
      { id: 'u2', on: 'upstream', files: { 'b.txt': 'b\n' }, message: '::set-output name=x::pwned' },
      { id: 'u3', on: 'upstream', files: { 'c.txt': 'c\n' }, message: 'third' },
      { id: 'p2', on: 'fork', pick: 'u2', provenance: { key: 'Upstream-Commit' } },
    ],
  });
  const root = await makeTempDir('ui-remotes-');
  const upstreamRepo = join(root, 'upstream.git');
  const originRepo = join(root, 'origin.git');
  const work = join(root, 'work');
  const g = createGitRunner(root);
  await g.run(['clone', '-q', '--bare', s.dir, upstreamRepo]);
  await g.run(['clone', '-q', '--bare', s.dir, originRepo]);
  if (options.originLogsRefUpdates)
    await createGitRunner(originRepo).run(['config', 'core.logAllRefUpdates', 'always']);
  await g.run(['clone', '-q', '--branch', 'fork', originRepo, work]);
  return { s, upstreamRepo, originRepo, work };
}
