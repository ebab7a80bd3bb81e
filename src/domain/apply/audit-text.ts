import type { AuditGuardsReport } from '../../schemas/audit-guards.js';
import { neutralizeForLog } from '../neutralize.js';

const pct = (n: number, total: number) => (total ? `${((100 * n) / total).toFixed(1)}%` : '-');

/** The audit as a terminal table: per kind the verdict counts, then the cases behind each miss. */
export function renderAuditText(report: AuditGuardsReport, maxMisses = 5): string {
  const lines = [
    `audit-guards: ${report.resolvedPicks} resolved pick(s) of ${report.picksScanned} scanned (${report.fork} vs ${report.upstream})`,
    '',
    `${'kind'.padEnd(18)} ${'n'.padStart(5)} ${'accept'.padStart(14)} ${'review'.padStart(14)} ${'reject'.padStart(14)}`,
  ];
  for (const k of report.kinds) {
    const cell = (n: number) => `${n} (${pct(n, k.total)})`.padStart(14);
    lines.push(
      `${k.kind.padEnd(18)} ${String(k.total).padStart(5)} ${cell(k.accept)} ${cell(k.review)} ${cell(k.reject)}`,
    );
  }
  for (const k of report.kinds) {
    if (k.misses.length === 0) continue;
    lines.push('', k.kind === 'real' ? 'real resolutions rejected (false rejections?):' : `${k.kind}: not caught:`);
    for (const m of k.misses.slice(0, maxMisses)) {
      lines.push(`  ${m.id} ${neutralizeForLog(m.label)}: ${m.verdict}`);
      for (const w of m.why.slice(0, 2)) lines.push(`    ${neutralizeForLog(w).slice(0, 200)}`);
    }
    if (k.misses.length > maxMisses) lines.push(`  … ${k.misses.length - maxMisses} more (--json lists them)`);
  }
  return `${lines.join('\n')}\n`;
}
