import type { ApplyRun } from '../apply-run.js';

/**
 * The run's agent budget (`--agent-max-calls`): every model request of an HTTP preset and every run of a CLI preset
 * or agent command counts once, across all conflicts of the run; when it is spent, further attempts fail without a
 * call. The counter lives on the run (`agentBudget`), so an audit's per-pick runs can share one.
 */
export function callsSpent(run: ApplyRun): number {
  return run.agentBudget.spent;
}

/** Takes one call from the budget; false when none is left. */
export function takeCall(run: ApplyRun): boolean {
  const max = run.settings.agentMaxCalls;
  const used = callsSpent(run);
  if (max !== undefined && used >= max) return false;
  run.agentBudget.spent = used + 1;
  return true;
}

export function budgetSpentReason(run: { settings: Pick<ApplyRun['settings'], 'agentMaxCalls'> }): string {
  return `the run's agent budget is spent (${run.settings.agentMaxCalls ?? 0} call(s), --agent-max-calls)`;
}
