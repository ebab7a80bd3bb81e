import { BenchDigestRecordSchema, type BenchDigestRecord } from '../../schemas/bench-digest.js';
import { parseJsonLines } from '../../shared/json-lines.js';

/** JSON Lines of benchmark records; a bad line is skipped (the file is append-only and shared). */
export function parseBenchRecords(text: string): { records: BenchDigestRecord[]; skipped: number } {
  return parseJsonLines(text, BenchDigestRecordSchema);
}
