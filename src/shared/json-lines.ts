import type { z } from 'zod';

/**
 * The records of an append-only JSON Lines history (lag, benchmark, ingest outcomes): a line that is not JSON or not
 * a valid record is skipped and counted, never fatal, so one damaged line never hides the rest of the history.
 */
export function parseJsonLines<S extends z.ZodType>(
  text: string,
  schema: S,
): { records: Array<z.output<S>>; skipped: number } {
  const records: Array<z.output<S>> = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) records.push(parsed.data);
    else skipped++;
  }
  return { records, skipped };
}
