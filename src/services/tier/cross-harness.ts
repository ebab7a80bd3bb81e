import { crossCheck, describeCrossResult, disagrees } from '../../domain/tier/cross-check.js';
import type { HarnessEvaluation } from '../../domain/tier/evaluate-harness.js';
import type { AnomalyKind, TierDefinition } from '../../schemas/tier-config.js';
import type { Anomaly } from '../../schemas/tier-result.js';
import type { Logger } from '../../shared/logger.js';

/**
 * The tier's `crossCheck` pairs: two harnesses that must agree (two runners of one suite, a JUnit and a lit view of
 * one test tree). A pair with a side that did not run or wrote no usable report is skipped with a note: its own
 * anomalies already say why.
 */
export function crossCheckHarnesses(
  definition: TierDefinition,
  evaluations: readonly HarnessEvaluation[],
  logger: Logger,
): Anomaly[] {
  const byName = new Map(evaluations.map((e) => [e.result.name, e]));
  const anomalies: Anomaly[] = [];
  const severity = (kind: AnomalyKind): Anomaly['severity'] => (definition.warn.includes(kind) ? 'warning' : 'error');
  for (const [a, b] of definition.crossCheck) {
    const left = byName.get(a);
    const right = byName.get(b);
    const usable = (e: HarnessEvaluation | undefined) => e && e.result.reports.some((r) => r.status === 'ok');
    if (!usable(left) || !usable(right)) {
      logger.info(
        `cross-check ${a} ↔ ${b}: skipped (${!left || !right ? 'not both selected' : 'a side has no usable report'})`,
      );
      continue;
    }
    const check = crossCheck({ name: a, cases: left!.cases }, { name: b, cases: right!.cases });
    if (!disagrees(check)) {
      logger.info(`cross-check ${a} ↔ ${b}: ${check.compared} tests agree`);
      continue;
    }
    anomalies.push({
      kind: 'cross-harness-mismatch',
      detail: describeCrossResult(check),
      severity: severity('cross-harness-mismatch'),
      harness: `${a}+${b}`,
      count: check.missingFromA + check.missingFromB + check.outcomeDiffers,
      sample: check.sample.map((d) => d.id),
    });
  }
  return anomalies;
}
