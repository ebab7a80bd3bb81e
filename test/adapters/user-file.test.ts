import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readUserFile } from '../../src/adapters/files/user-file.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

// The one reader of files a user names (tier config, ledger, plan config, --report, --culprit, …).

afterAll(removeTempDirs);

describe('readUserFile', () => {
  it('returns the text of a readable file', async () => {
    const path = join(await makeTempDir(), 'plan.yml');
    await writeFile(path, 'version: 1\n');
    expect(await readUserFile(path, '--config')).toBe('version: 1\n');
  });

  it('names the flag, the path and the reason in one line when it cannot read', async () => {
    const dir = await makeTempDir();
    const missing = join(dir, 'nope.yml');
    const error = await readUserFile(missing, '--config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toBe(`--config ${missing}: cannot read it (ENOENT)`);
    await expect(readUserFile(dir, '--report', 'the lag report')).rejects.toThrow(
      `--report ${dir}: cannot read the lag report (EISDIR)`,
    );
  });
});
