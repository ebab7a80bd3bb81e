import { readStateFile } from '../../adapters/git/state/state-file.js';
import { updateStateBranch } from '../../adapters/git/state/state-branch.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { HarnessEvaluation } from '../../domain/tier/evaluate-harness.js';
import {
  appendRun,
  cappedKeys,
  emptyHistory,
  historyFile,
  HistoryRecordSchema,
  runnerClassOf,
  testKey,
  TierHistorySchema,
  type HistoryRecord,
  type TierHistory,
} from '../../domain/tier/history.js';
import { isFailing } from '../../domain/tier/evaluate-harness.js';
import type { TierResult } from '../../schemas/tier-result.js';
import { ConfigurationError, errorMessage } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';

export interface HistoryLocation {
  branch: string;
  remote?: string;
  authEnv?: Record<string, string>;
}

/** The tier's history for this runner class, from the state branch; a missing branch or file is an empty history. */
export async function loadHistory(
  git: GitRunner,
  where: HistoryLocation,
  tier: string,
  runnerLabel: string | null,
  logger: Logger,
): Promise<{ history: TierHistory; file: string; runnerClass: string }> {
  const runnerClass = runnerClassOf(runnerLabel);
  const file = historyFile(tier, runnerClass);
  let text: string | undefined;
  try {
    text = await readStateFile(git, where, file);
  } catch (error) {
    // Configured but unreadable: judging against nothing would re-baseline a drop silently.
    throw new ConfigurationError(
      `history-branch ${where.branch}${where.remote ? ` (from ${where.remote})` : ''}: cannot read it: ${errorMessage(error).split('\n')[0]}`,
      'check the remote and that this job may fetch it, or drop history-branch',
    );
  }
  if (text === undefined) {
    logger.info(`history ${where.branch}:${file}: none yet (this run sets the baseline)`);
    return { history: emptyHistory(tier, runnerClass), file, runnerClass };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigurationError(
      `history ${where.branch}:${file}: not valid JSON`,
      'fix or delete the file on the state branch',
    );
  }
  const parsed = TierHistorySchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigurationError(
      `history ${where.branch}:${file}: not a tier history (schema ${parsed.error.issues[0]?.path.join('.')})`,
    );
  }
  return { history: parsed.data, file, runnerClass };
}

/** What this run adds to the history; written by the publishing job (the run job has no write token). */
export function historyRecord(
  file: string,
  runnerClass: string,
  result: Pick<TierResult, 'tier' | 'verdict' | 'anomalies' | 'generatedAt' | 'commit'>,
  evaluations: readonly HarnessEvaluation[],
  runId: string | null,
  previous: TierHistory,
): HistoryRecord {
  const failed = evaluations.flatMap((e) => e.cases.filter(isFailing).map((c) => testKey(e.result.name, c.id)));
  // Passing tests worth remembering: those that failed in a kept run (so a flip is visible next time).
  const failedBefore = new Set(previous.runs.flatMap((r) => r.failed));
  const passed = evaluations.flatMap((e) =>
    e.cases
      .filter((c) => c.state === 'passed' && failedBefore.has(testKey(e.result.name, c.id)))
      .map((c) => testKey(e.result.name, c.id)),
  );
  return {
    tier: result.tier,
    runnerClass,
    file,
    run: {
      at: result.generatedAt,
      sha: result.commit ?? null,
      runId,
      verdict: result.verdict,
      trusted: !result.anomalies.some((a) => a.severity === 'error'),
      failed: cappedKeys(failed),
      passed: cappedKeys(passed),
    },
    inventory: Object.fromEntries(
      evaluations.filter((e) => e.inventoryUpdate).map((e) => [e.result.name, e.inventoryUpdate!]),
    ),
  };
}

/** Appends the records to the state branch (one commit per history file; concurrent writers retried). */
export async function writeHistory(
  git: GitRunner,
  where: HistoryLocation,
  records: readonly HistoryRecord[],
  keep: number,
  logger: Logger,
): Promise<string[]> {
  const written: string[] = [];
  for (const raw of records) {
    const record = HistoryRecordSchema.parse(raw);
    const outcome = await updateStateBranch(
      git,
      {
        branch: where.branch,
        ...(where.remote ? { remote: where.remote } : {}),
        ...(where.authEnv ? { authEnv: where.authEnv } : {}),
        logger,
      },
      (read) => {
        const text = read(record.file);
        const before = text ? TierHistorySchema.parse(JSON.parse(text)) : emptyHistory(record.tier, record.runnerClass);
        const after = appendRun(before, record, keep);
        if (after === before) return undefined;
        return {
          files: { [record.file]: `${JSON.stringify(after, null, 1)}\n` },
          message: `tier history: ${record.tier} on ${record.runnerClass}: ${record.run.verdict}${record.run.sha ? ` at ${record.run.sha.slice(0, 12)}` : ''}`,
        };
      },
    );
    if (outcome.changed) written.push(record.file);
  }
  return written;
}
