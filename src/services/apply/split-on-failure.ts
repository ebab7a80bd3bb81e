import { nextBisectStep } from '../../domain/apply/bisect.js';
import { oneLineReason } from '../../domain/neutralize.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import type { ApplyRun } from './apply-run.js';
import { defer, landed, resetResult } from './commit-results.js';
import { applySequence } from './pick-loop.js';
import { short } from '../../shared/short-sha.js';
import { runVerify, runVerifyClean } from './verify.js';
import { resetHard } from '../../adapters/git/worktree/work-tree.js';
import { moveTo } from './worktree.js';

export type BranchVerify = NonNullable<ApplyResult['verify']>;

/**
 * Runs the verify command on the branch head. With split on failure, a failing head is bisected over the landed
 * commits; each culprit is deferred (with its dependents) and the rest picked again, until the head passes.
 */
export async function verifyBranch(run: ApplyRun, head: string): Promise<{ head: string; verify: BranchVerify }> {
  await moveTo(run, head);
  let outcome = await runVerify(run);
  const verify = {
    command: run.settings.verify!,
    ok: outcome.ok,
    summary: outcome.summary,
    culprits: [] as string[],
    probes: 0,
  };
  if (outcome.ok || !run.settings.splitOnFailure) {
    if (!outcome.ok) run.logger.warning('the verify command failed on the branch head');
    // The branch is finished at this head next: its checkout puts back what the command changed (finishBranch).
    run.worktreeDirty = true;
    return { head, verify };
  }
  await resetHard(run.git);
  let knownGood = 0;
  for (let round = 0; round < run.order.length && !outcome.ok; round++) {
    const chain = landed(run);
    const results = new Map<number, boolean>([[chain.length, false]]);
    let step = nextBisectStep(chain.length, results, knownGood);
    while (step.kind === 'probe') {
      await moveTo(run, step.prefix === 0 ? run.baseSha : run.results.get(chain[step.prefix - 1]!)!.forkSha!);
      const probe = await runVerifyClean(run);
      verify.probes++;
      results.set(step.prefix, probe.ok);
      step = nextBisectStep(chain.length, results, knownGood);
    }
    if (step.kind === 'base-fails') {
      verify.summary = `the verify command fails on the base too, so no commit of the bundle is to blame\n${outcome.summary}`;
      return { head, verify };
    }
    const culprit = chain[step.index]!;
    verify.culprits.push(culprit);
    run.logger.info(`split on failure: ${short(culprit)} breaks the verify command; deferring it`);
    // The commits after the culprit are picked again; those that depend on it are deferred with it.
    const rest = chain.slice(step.index + 1);
    for (const s of rest) resetResult(run, s);
    defer(run, culprit, `the verify command fails with this commit: ${oneLineReason(outcome.summary).slice(0, 200)}`);
    const start = step.index === 0 ? run.baseSha : run.results.get(chain[step.index - 1]!)!.forkSha!;
    head = await applySequence(run, rest, start);
    await moveTo(run, head);
    outcome = await runVerifyClean(run);
    knownGood = step.index;
  }
  verify.ok = outcome.ok;
  verify.summary = outcome.summary;
  return { head, verify };
}
