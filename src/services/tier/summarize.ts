import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sanitizeSummary, summarizerInput } from '../../domain/tier/summarizer.js';
import type { TierConfig, TierName } from '../../schemas/tier-config.js';
import type { TierResult } from '../../schemas/tier-result.js';
import type { SummaryBy } from '../../schemas/machine-summary.js';
import { MINUTE, type TierDeps } from './deps.js';
import { presetSummary } from './preset-summary.js';

/** The configured summariser's prose over the clusters: capped, sanitised, citations checked; null on any failure. */
export async function summarize(
  summarizer: NonNullable<TierConfig['summarizer']>,
  tier: TierName,
  clusters: TierResult['clusters'],
  known: ReadonlySet<string>,
  repoDir: string,
  deps: TierDeps,
  /** The run's temp folder (run-temp.ts). */
  runTemp: string,
  /** The failing harnesses' log files (an agent preset reads their tails). */
  logFiles: readonly string[] = [],
  /** Told who wrote the summary when an agent preset wrote it (machine-written). */
  onPreset?: (by: SummaryBy) => void,
): Promise<string | null> {
  if (summarizer.preset) {
    const written = await presetSummary({
      preset: summarizer.preset,
      ...(summarizer.model ? { model: summarizer.model } : {}),
      ...(summarizer.endpoint ? { endpoint: summarizer.endpoint } : {}),
      timeoutMs: summarizer['timeout-minutes'] * MINUTE,
      clustersJson: summarizerInput(tier, clusters),
      logFiles,
      runTemp,
      logger: deps.logger,
    });
    if (!written) return null;
    const checked = sanitizeSummary(written.text, known, summarizer['max-chars']);
    if (checked.removed.length)
      deps.logger.warning(`summarizer cited ${checked.removed.length} unknown test id(s); they were removed`);
    if (checked.text) onPreset?.(written.by);
    return checked.text || null;
  }
  const dir = await mkdtemp(join(runTemp, 'summary-'));
  try {
    const input = summarizerInput(tier, clusters);
    const file = join(dir, 'clusters.json');
    await writeFile(file, input);
    const run = await deps.runScript({
      run: summarizer.run!,
      cwd: repoDir,
      env: { UPSTREAM_INGEST_CLUSTERS: file },
      timeoutMs: summarizer['timeout-minutes'] * MINUTE,
      input,
      maxOutputBytes: 256 * 1024,
      tmpDir: join(runTemp, 'tmp'),
    });
    if (run.exitCode !== 0) {
      const said = run.outputTail.trim().split('\n').at(-1)?.slice(0, 200);
      deps.logger.warning(
        `summarizer ${run.timedOut ? 'timed out' : `exited with ${run.exitCode ?? run.signal}`}: no summary${said ? ` (${said})` : ''}`,
      );
      return null;
    }
    const checked = sanitizeSummary(run.stdout ?? run.outputTail, known, summarizer['max-chars']);
    if (checked.removed.length) {
      deps.logger.warning(`summarizer cited ${checked.removed.length} unknown test id(s); they were removed`);
    }
    return checked.text || null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
