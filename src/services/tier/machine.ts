import { checkHardware, expectedHardware, hardwareReport, type GpuProbe } from '../../domain/tier/hardware.js';
import type { AnomalyKind } from '../../schemas/tier-config.js';
import type { Anomaly, TierResult } from '../../schemas/tier-result.js';
import type { TierSettings } from './config.js';
import type { TierDeps } from './deps.js';

/** The GPUs the runner label promises (rules, else the label → model mapping) against what the probes find. */
export async function checkMachine(
  settings: TierSettings,
  tierWarn: readonly AnomalyKind[],
  deps: TierDeps,
): Promise<{ report: TierResult['hardware']; anomalies: Anomaly[] }> {
  const expected = expectedHardware(settings.runnerLabel, settings.config.hardware, settings.config.models);
  const probes: GpuProbe[] = [];
  for (const vendor of [...new Set(expected.map((e) => e.vendor))]) probes.push(...(await deps.probeGpus(vendor)));
  const severity = tierWarn.includes('hardware-mismatch') ? 'warning' : 'error';
  return {
    report: expected.length ? hardwareReport(expected, probes) : null,
    anomalies: checkHardware(expected, probes).map((detail) => ({ kind: 'hardware-mismatch', detail, severity })),
  };
}
