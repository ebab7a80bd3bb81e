import { emptyInventory, InventorySchema, type Inventory } from '../../domain/tier/inventory.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { writeTextFile } from './text-file.js';
import { readUserFile } from './user-file.js';

/**
 * The inventory file (`--inventory FILE`): JSON, one entry per tier/runner label/harness. Workflows keep it between
 * runs with actions/cache or an artifact. A missing file is an empty inventory (the first run sets the baseline).
 */

const MAX_BYTES = 256 * 1024 * 1024;

export async function readInventory(path: string): Promise<Inventory> {
  let text: string;
  try {
    text = await readUserFile(path, '--inventory', 'it', MAX_BYTES);
  } catch (error) {
    if (/\(ENOENT\)$/.test((error as Error).message)) return emptyInventory();
    throw error;
  }
  if (text.length > MAX_BYTES) throw new ConfigurationError(`--inventory ${path}: larger than ${MAX_BYTES} bytes`);
  if (text.trim() === '') return emptyInventory();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(
      `--inventory ${path}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      'delete the file to start a new baseline',
    );
  }
  return parseOrThrow(InventorySchema, raw, `--inventory ${path}`);
}

export async function writeInventory(path: string, inventory: Inventory): Promise<void> {
  const sorted: Inventory = {
    schemaVersion: inventory.schemaVersion,
    entries: Object.fromEntries(Object.entries(inventory.entries).sort(([a], [b]) => a.localeCompare(b))),
  };
  await writeTextFile(path, `${JSON.stringify(sorted, null, 1)}\n`);
}
