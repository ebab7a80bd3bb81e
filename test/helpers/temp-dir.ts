import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const created: string[] = [];

/** A fresh directory under the OS temp folder; removed by `removeTempDirs` (call it in afterAll). */
export async function makeTempDir(prefix = 'ui-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  const dirs = created.splice(0);
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
}
