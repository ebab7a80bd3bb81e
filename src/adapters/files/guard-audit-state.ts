import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { parseJsonLines } from '../../shared/json-lines.js';

/**
 * The resume state of a long audit (`audit-guards`, `audit-resolvers`): JSON Lines, a header naming the audit and the
 * settings its records depend on, then one record per fork commit replayed, appended as each batch finishes. A run
 * killed at any point leaves whole records (a torn last line is dropped on the next open), and the next run replays
 * only the fork commits without one; a header for other settings starts the file over.
 */
export interface AuditState<R extends { sha: string }> {
  path: string;
  /** Records of the fork commits already replayed, by fork commit. */
  records: Map<string, R>;
  append(records: readonly R[]): Promise<void>;
}

interface Header {
  state: string;
  version: number;
  key: string;
}

export async function openAuditState<S extends z.ZodType<{ sha: string }>>(
  path: string,
  header: Header,
  schema: S,
  options: { fresh?: boolean } = {},
): Promise<AuditState<z.output<S>>> {
  const text = options.fresh ? '' : await readFile(path, 'utf8').catch(() => '');
  // A torn last line (the process killed mid-append) would glue itself to the next record: cut it off.
  const whole = text.slice(0, text.lastIndexOf('\n') + 1);
  const [first = '', ...rest] = whole.split('\n');
  const headerLine = JSON.stringify(header);
  const same = first === headerLine;
  const records = new Map<string, z.output<S>>();
  if (same) for (const r of parseJsonLines(rest.join('\n'), schema).records) records.set(r.sha, r);
  if (!same || whole !== text) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${headerLine}\n${[...records.values()].map((r) => `${JSON.stringify(r)}\n`).join('')}`);
  }
  return {
    path,
    records,
    async append(batch) {
      if (batch.length === 0) return;
      for (const r of batch) records.set(r.sha, r);
      await appendFile(path, batch.map((r) => `${JSON.stringify(r)}\n`).join(''));
    },
  };
}
