import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openHarnessLog } from '../../adapters/process/harness-log.js';
import { readReports } from '../../adapters/process/report-files.js';
import type { classificationRules } from '../../domain/tier/classify.js';
import {
  evaluateHarness,
  retryCandidates,
  type HarnessEvaluation,
  type RetryRun,
} from '../../domain/tier/evaluate-harness.js';
import type { InventoryEntry } from '../../domain/tier/inventory.js';
import type { IdStyle } from '../../domain/tier/test-id.js';
import type { AnomalyKind, HarnessConfig, TierName } from '../../schemas/tier-config.js';
import { harnessCwd } from './config.js';
import { MINUTE, type TierDeps } from './deps.js';

export interface HarnessContext {
  repoDir: string;
  tier: TierName;
  runnerLabel: string | null;
  tierWarn: readonly AnomalyKind[];
  quarantine: readonly string[];
  rules: ReturnType<typeof classificationRules>;
  deps: TierDeps;
  inventory: { enabled: boolean; previous?: InventoryEntry };
  /** The folder for full logs. */
  logDir: string;
  /** Writes one line to the job log; undefined: no live log. */
  live?: (line: string) => void;
  /** The run's temp folder (run-temp.ts): retry files go there, its `tmp/` is every harness's TMPDIR. */
  runTemp: string;
}

/** pytest's count line says subtests ran (`5 subtests passed`): its JUnit `tests=` then counts them. */
const SUBTESTS = /\b\d+ subtests? (?:passed|failed)\b/;

export async function runOneHarness(harness: HarnessConfig, ctx: HarnessContext): Promise<HarnessEvaluation> {
  const { deps, repoDir } = ctx;
  const cwd = await harnessCwd(repoDir, harness);
  const idStyle: IdStyle = harness['test-ids'] ?? (harness['log-count'] === 'lit' ? 'lit' : 'plain');
  const env = {
    ...harness.env,
    UPSTREAM_INGEST_TIER: ctx.tier,
    UPSTREAM_INGEST_HARNESS: harness.name,
    UPSTREAM_INGEST_RUNNER_LABEL: ctx.runnerLabel ?? '',
  };
  deps.logger.info(`harness ${harness.name}: running (timeout ${harness['timeout-minutes']} min)`);
  const logFile = join(ctx.logDir, `${ctx.tier}-${harness.name}.log`);
  const log = await openHarnessLog({
    file: logFile,
    title: `harness ${harness.name} (tier ${ctx.tier})`,
    ...(ctx.live ? { live: ctx.live } : {}),
  });
  const startedAt = Date.now();
  let run;
  try {
    run = await deps.runScript({
      run: harness.run,
      cwd,
      env,
      passEnv: harness['pass-env'],
      timeoutMs: harness['timeout-minutes'] * MINUTE,
      onOutput: (chunk) => log.onOutput(chunk),
      tmpDir: join(ctx.runTemp, 'tmp'),
    });
  } finally {
    await log.close();
  }
  const subtests = SUBTESTS.test(run.outputTail);
  const reports = await readReports(harness.results, { root: repoDir, notBefore: startedAt, idStyle, subtests });
  deps.logger.info(
    `harness ${harness.name}: ${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? run.signal}`}, reports: ${reports.map((r) => `${r.path} ${r.status}`).join(', ')}; full log: ${logFile}`,
  );

  let retry: RetryRun | undefined;
  let retryNote: string | undefined;
  if (harness.retry) {
    const failing = retryCandidates(
      reports.filter((r) => r.status === 'ok'),
      harness['repeated-ids'],
    );
    if (failing.length > harness.retry['max-failures']) {
      retryNote = `${failing.length} failures exceed retry max-failures ${harness.retry['max-failures']}: not retried`;
    } else if (failing.length) {
      const firstWritten = Math.max(0, ...reports.map((r) => r.mtimeMs ?? 0));
      retry = await runRetry(harness, failing, {
        cwd,
        env,
        repoDir,
        idStyle,
        deps,
        firstWritten,
        runTemp: ctx.runTemp,
      });
    }
  }
  return evaluateHarness({
    harness,
    tierWarn: ctx.tierWarn,
    run,
    reports,
    ...(retry ? { retry } : {}),
    ...(retryNote ? { retryNote } : {}),
    inventory: ctx.inventory,
    rules: ctx.rules,
    now: deps.now(),
    quarantine: ctx.quarantine,
    logFile,
  });
}

/**
 * The retry command learns which tests to re-run from two files (never from its command line, since test names are
 * upstream text): UPSTREAM_INGEST_RETRY_IDS (one ID per line) and UPSTREAM_INGEST_RETRY_JSON ([{id, classname, name,
 * file}]).
 */
async function runRetry(
  harness: HarnessConfig,
  failing: ReturnType<typeof retryCandidates>,
  ctx: {
    cwd: string;
    env: Record<string, string>;
    repoDir: string;
    idStyle: IdStyle;
    deps: TierDeps;
    firstWritten: number;
    runTemp: string;
  },
): Promise<RetryRun> {
  const retry = harness.retry!;
  const dir = await mkdtemp(join(ctx.runTemp, 'retry-'));
  try {
    const idsFile = join(dir, 'ids.txt');
    const jsonFile = join(dir, 'tests.json');
    await writeFile(idsFile, `${failing.map((c) => c.id.replace(/\n/g, ' ')).join('\n')}\n`);
    await writeFile(
      jsonFile,
      JSON.stringify(
        failing.map((c) => ({ id: c.id, classname: c.classname ?? null, name: c.name ?? null, file: c.file ?? null })),
      ),
    );
    ctx.deps.logger.info(
      `harness ${harness.name}: retrying ${failing.length} failed test${failing.length === 1 ? '' : 's'}`,
    );
    const startedAt = Date.now();
    const run = await ctx.deps.runScript({
      run: retry.run,
      cwd: ctx.cwd,
      env: { ...ctx.env, UPSTREAM_INGEST_RETRY_IDS: idsFile, UPSTREAM_INGEST_RETRY_JSON: jsonFile },
      passEnv: harness['pass-env'],
      timeoutMs: retry['timeout-minutes'] * MINUTE,
      tmpDir: join(ctx.runTemp, 'tmp'),
    });
    // The retry usually rewrites the first run's files: a report it did not rewrite must not pass for its own, so it
    // has to be newer than every first-run report (and than the retry's start, less the usual slack).
    const notBefore = Math.max(startedAt - 1000, ctx.firstWritten + 1);
    const reports = await readReports(retry.results ?? harness.results, {
      root: ctx.repoDir,
      notBefore,
      slackMs: 0,
      idStyle: ctx.idStyle,
    });
    return { run, reports, rerun: failing.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
