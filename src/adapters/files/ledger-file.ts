import { LedgerFileSchema, type LedgerFile } from '../../schemas/ledger.js';
import { parseConfigText } from '../../shared/config-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from './user-file.js';

/** Reads and validates a ledger file (YAML or JSON). */
export async function loadLedgerFile(path: string): Promise<LedgerFile> {
  const text = await readUserFile(path, 'ledger');
  const data = await parseConfigText(text, `ledger ${path}`);
  if (data === null || data === undefined) return { entries: [] };
  return parseOrThrow(LedgerFileSchema, data, `ledger ${path}`);
}
