import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplyResultSchema } from '../../src/schemas/apply-result.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

// The fork records a pick its own way ("took upstream <sha>" in the body); only a config rule says so. apply reads
// the same ledger rules as lag and plan when given the plan config, so it does not pick that commit a second time.
describe('apply --config: the ledger rules of the plan config', () => {
  let s: BuiltScenario;
  let config: string;
  beforeAll(async () => {
    s = await buildScenario({
      base: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'a.txt': 'a upstream\n' }, message: '[core] change a (#11)' },
        { id: 'u2', on: 'upstream', files: { 'b.txt': 'b upstream\n' }, message: '[core] change b (#12)' },
      ],
    });
    // The fork's own port of u1 (its own wording, so the content differs), recorded after u1's SHA is known.
    await s.git.run(['checkout', '-q', 'fork']);
    await writeFile(join(s.dir, 'a.txt'), 'a upstream, as the fork ported it\n');
    await s.git.run(['commit', '-q', '-am', `port a\n\ntook upstream ${s.sha('u1')}`]);
    const dir = await makeTempDir('ui-apply-config-');
    config = join(dir, 'plan.yml');
    await writeFile(
      config,
      "provenanceRules:\n  - name: took\n    where: body\n    match: sha\n    pattern: 'took upstream ([0-9a-f]{40})'\n",
    );
  });

  const apply = (branch: string, ...extra: string[]) =>
    runCli([
      'apply',
      '--repo',
      s.dir,
      '--commits',
      [s.sha('u1'), s.sha('u2')].join(','),
      '--base',
      'fork',
      '--branch',
      branch,
      '--upstream',
      'upstream',
      '--json',
      ...extra,
    ]);

  it('counts the commit the rule names as already applied, and picks the rest', async () => {
    const res = await apply('cfg/with', '--config', config);
    expect(res.code).toBe(0);
    const json = ApplyResultSchema.parse(JSON.parse(res.stdout));
    expect(json.commits.map((c) => [c.sha, c.status])).toEqual([
      [s.sha('u1'), 'already-applied'],
      [s.sha('u2'), 'clean'],
    ]);
  });

  it('without the config, the same commit is not known to the ledger', async () => {
    const res = await apply('cfg/without');
    const json = ApplyResultSchema.parse(JSON.parse(res.stdout));
    expect(json.commits[0]!.status).not.toBe('already-applied');
  });

  it('names the file in a one-line error for a config that does not parse', async () => {
    const bad = join(await makeTempDir('ui-apply-config-bad-'), 'plan.yml');
    await writeFile(bad, 'provenanceRules:\n  - where: body\n    match: sha\n    pattern: "(a+)+$"\n');
    const res = await apply('cfg/bad', '--config', bad);
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain('plan.yml');
  });
});
