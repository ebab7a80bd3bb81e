/**
 * apply-bundle's modes through the action's own entry (in process, with the runner's input defaults): the refusals
 * of the split, and the `json` output escaped as the CLI's JSON is.
 */
import { run } from '../../src/actions/apply-bundle/run.js';
import type { ActionIO } from '../../src/actions/runtime.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { actionInputs } from '../helpers/action-io.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from './fixtures.js';

afterAll(removeTempDirs);

async function fakeIO(given: Record<string, string>) {
  const values = await actionInputs('apply-bundle', given);
  const out = { outputs: {} as Record<string, string>, failures: [] as string[], summary: [] as string[] };
  const io: ActionIO = {
    input: (name) => values[name] ?? '',
    setOutput: (name, value) => void (out.outputs[name] = value),
    appendSummary: async (md) => void out.summary.push(md),
    setSecret: () => undefined,
    fail: (m) => void out.failures.push(m),
    logger: new RecordingLogger(),
    env: { RUNNER_TEMP: await makeTempDir('ui-runner-'), GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' },
  };
  return { io, ...out };
}

describe('apply-bundle modes', () => {
  it('refuses agent/verify in mode publish, and a token with verify in mode all without the opt-in', async () => {
    const s = await conflictScenario();
    const base = { repo: s.dir, commits: s.sha('u1'), base: 'fork', 'cache-rerere': 'false' };
    const publish = await fakeIO({ ...base, mode: 'publish', token: 't', verify: 'true' });
    await run(publish.io);
    expect(publish.failures).toEqual([expect.stringMatching(/^mode publish: runs no agent or verify command/)]);
    const all = await fakeIO({ ...base, token: 't', verify: 'true' });
    await run(all.io);
    expect(all.failures).toEqual([expect.stringMatching(/mode: prepare .*allow-untrusted-with-token/)]);
    const bad = await fakeIO({ ...base, mode: 'both' });
    await run(bad.io);
    expect(bad.failures).toEqual([expect.stringMatching(/mode.*expected all, prepare or publish/)]);
  });

  it('refuses a credential persisted in .git/config for the agent/verify step', async () => {
    const s = await conflictScenario();
    await s.git.run(['config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic eC14']);
    const fake = await fakeIO({ repo: s.dir, commits: s.sha('u1'), base: 'fork', mode: 'prepare', verify: 'true' });
    await run(fake.io);
    expect(fake.failures).toEqual([expect.stringMatching(/persist-credentials: false/)]);
  });

  it('escapes `##[` in the json output as the CLI does, keeping the data', async () => {
    const s = await conflictScenario([
      { id: 'h1', on: 'upstream', files: { 'h.txt': 'h\n' }, message: 'hostile ##[group]title\n\n##[endgroup]' },
    ]);
    const fake = await fakeIO({ repo: s.dir, commits: s.sha('h1'), base: 'fork', push: '', 'cache-rerere': 'false' });
    await run(fake.io);
    expect(fake.failures).toEqual([]);
    expect(fake.outputs.json).not.toContain('##[');
    expect(JSON.parse(fake.outputs.json!).commits[0].subject).toBe('hostile ##[group]title');
  });
});
