import { readFile } from 'node:fs/promises';
import { LedgerFileSchema, type LedgerFile } from '../../schemas/ledger.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';

/** Reads and validates a ledger file (YAML or JSON). */
export async function loadLedgerFile(path: string): Promise<LedgerFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigurationError(`ledger ${path}: cannot read it (${code ?? 'error'})`);
  }
  const data = parseStructuredText(text, `ledger ${path}`);
  if (data === null || data === undefined) return { entries: [] };
  return parseOrThrow(LedgerFileSchema, data, `ledger ${path}`);
}
