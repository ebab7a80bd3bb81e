import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditCase } from '../../domain/apply/guard-audit.js';

/**
 * A corpus of real conflict resolutions on disk: one folder per case holding `base.<ext>`, `ours.<ext>`,
 * `theirs.<ext>` and `resolved.<ext>`, and `cases.json` naming each case's path in its repository.
 */
export async function readResolutionCorpus(dir: string): Promise<AuditCase[]> {
  const index = JSON.parse(await readFile(join(dir, 'cases.json'), 'utf8')) as {
    cases: Array<{ id: string; path: string; merge?: string; subject?: string }>;
  };
  const cases: AuditCase[] = [];
  for (const c of index.cases) {
    const folder = join(dir, c.id);
    const names = await readdir(folder).catch(() => [] as string[]);
    const read = async (side: string) => {
      const name = names.find((n) => n === side || n.startsWith(`${side}.`));
      return name === undefined ? null : readFile(join(folder, name), 'utf8');
    };
    const [base, ours, theirs, resolved] = await Promise.all(['base', 'ours', 'theirs', 'resolved'].map(read));
    cases.push({
      id: c.id,
      label: `${c.path} (merge ${(c.merge ?? '').slice(0, 12)})`,
      files: [{ path: c.path, base: base!, ours: ours!, theirs: theirs!, resolved: resolved! }],
    });
  }
  return cases;
}
