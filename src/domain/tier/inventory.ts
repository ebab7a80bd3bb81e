import { z } from 'zod';
import { InventoryEntrySchema } from '../../schemas/tier-history.js';

/**
 * The inventory: which test IDs each harness ran last time, per tier and runner label. Tests that silently stop
 * running (a harness that collects less, a skip applied everywhere) are found by comparing against it.
 */

export const INVENTORY_SCHEMA_VERSION = 1;

export { InventoryEntrySchema };
export type InventoryEntry = z.infer<typeof InventoryEntrySchema>;

export const InventorySchema = z
  .object({
    schemaVersion: z.literal(INVENTORY_SCHEMA_VERSION),
    entries: z.record(z.string(), InventoryEntrySchema),
  })
  .strict();
export type Inventory = z.infer<typeof InventorySchema>;

export function emptyInventory(): Inventory {
  return { schemaVersion: INVENTORY_SCHEMA_VERSION, entries: {} };
}

export function inventoryKey(tier: string, runnerLabel: string | null, harness: string): string {
  return `${tier}/${runnerLabel ?? '(no label)'}/${harness}`;
}

export interface InventoryFinding {
  kind: 'inventory-drop' | 'skip-rate';
  detail: string;
  missing?: string[];
}

export interface CurrentRun {
  ids: ReadonlySet<string>;
  total: number;
  skipped: number;
}

const MAX_LISTED = 200;

/** `12` → 12 IDs; `"2%"` → 2 % of the previous inventory (rounded down). */
export function allowedMissing(tolerance: number | string, previousCount: number): number {
  if (typeof tolerance === 'number') return tolerance;
  return Math.floor((previousCount * Number(tolerance.replace('%', ''))) / 100);
}

export function compareWithInventory(
  previous: InventoryEntry | undefined,
  current: CurrentRun,
  options: { tolerance: number | string; skipRateIncrease: number },
): InventoryFinding[] {
  const findings: InventoryFinding[] = [];
  if (current.total > 0 && current.skipped === current.total) {
    findings.push({ kind: 'skip-rate', detail: `every one of the ${current.total} tests was skipped` });
  }
  if (!previous) return findings;
  const missing = previous.ids.filter((id) => !current.ids.has(id));
  const allowed = allowedMissing(options.tolerance, previous.ids.length);
  if (missing.length > allowed) {
    const shown = missing.slice(0, 5).join(', ');
    findings.push({
      kind: 'inventory-drop',
      detail:
        `${missing.length} of the ${previous.ids.length} tests in the last inventory (${previous.updatedAt}) did not run ` +
        `(tolerance ${allowed}): ${shown}${missing.length > 5 ? `, … ${missing.length - 5} more` : ''}`,
      missing: missing.slice(0, MAX_LISTED),
    });
  }
  const before = previous.total > 0 ? previous.skipped / previous.total : 0;
  const now = current.total > 0 ? current.skipped / current.total : 0;
  if (current.skipped !== current.total && now - before > options.skipRateIncrease) {
    findings.push({
      kind: 'skip-rate',
      detail:
        `the skipped fraction rose from ${percent(before)} (${previous.skipped} of ${previous.total}) to ` +
        `${percent(now)} (${current.skipped} of ${current.total}), more than the allowed ${percent(options.skipRateIncrease)}`,
    });
  }
  return findings;
}

export function inventoryEntry(current: CurrentRun, now: Date): InventoryEntry {
  return { updatedAt: now.toISOString(), total: current.total, skipped: current.skipped, ids: [...current.ids].sort() };
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}
