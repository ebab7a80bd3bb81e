import type { Command } from 'commander';
import { stripControl } from '../../domain/neutralize.js';
import { describeGpus } from '../../domain/tier/hardware.js';
import type { TierResult } from '../../schemas/tier-result.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { refuseCredentials } from '../../services/credentials.js';
import { defaultTierDeps, runTier } from '../../services/tier/index.js';
import { parseTierOptions, TIER_OPTION_KEYS, type TierOptions } from '../../services/tier/options.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { EXIT, type CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';
import { serverUrlFrom } from './actions-env.js';

/** The flag of each tier option whose flag is not the kebab-case of its key. */
const FLAGS = { streamLogs: 'live-log' } as const;

export function registerTierCommand(program: Command, ctx: CliContext): void {
  program
    .command('tier')
    .description('Run a test tier (L1/L2/L3): select harnesses, run them, cross-check their reports, decide a verdict.')
    .requiredOption('--config <file>', 'tier configuration (YAML or JSON)')
    .requiredOption('--tier <tier>', 'L1, L2 or L3')
    .option('--repo <dir>', 'repository root: harnesses run here and their report paths are relative to it', '.')
    .option('--changed-from <ref>', 'L1: select harnesses by the paths changed between <ref> and HEAD')
    .option('--runner-label <label>', 'runner label(s), comma-separated: keys the inventory and the expected GPU')
    .option('--inventory <file>', 'inventory of executed test IDs (read, compared, updated)')
    .option('--history-branch <branch>', 'durable inventory and history per runner class on this state branch (read)')
    .option('--history-remote <remote>', 'fetch the history branch from this remote (default: the local branch)')
    .option('--log-dir <dir>', "write each harness's whole output to <dir>/<tier>-<harness>.log")
    .option('--live-log', 'stream harness output to stderr as it comes (in ::group:: blocks, neutralised)')
    .option('--json', 'print the result as one JSON object')
    .option('--junit-out <file>', 'write every test and anomaly as one JUnit XML file')
    .action(async (raw: Record<string, unknown>) => {
      // The run step's options only: the CLI has no --file-issues (tier-publish files them).
      const keys = TIER_OPTION_KEYS.filter((k) => k !== 'fileIssues');
      const settings = await parseTierOptions(rawFromFlags(raw, keys, FLAGS) as TierOptions, {
        face: cliOptionFace('tier', FLAGS, ctx.cwd),
      });
      // As run-tier's mode run: a harness reads this process's environ, the clone's git config and HOME's helpers.
      await refuseCredentials(
        { env: process.env, git: createGitRunner(settings.repoDir), serverUrl: serverUrlFrom(process.env) },
        'tier: the harnesses',
        'run the harnesses with no credential in reach (unset GITHUB_TOKEN/GH_TOKEN, check out with persist-credentials: false, no credential helper); tier-publish takes the token',
      );
      const deps = { ...defaultTierDeps(ctx.logger), liveLog: (line: string) => process.stderr.write(`${line}\n`) };
      const result = await runTier(settings, deps);
      ctx.stdout(raw.json ? `${JSON.stringify(result, null, 2)}\n` : renderTierText(result));
      ctx.exitCode = result.verdict === 'pass' ? EXIT.ok : EXIT.verdict;
    });
}

/** The plain-text report: verdict, anomalies, one line per harness, clusters. */
export function renderTierText(result: TierResult): string {
  const lines = [
    `tier ${result.tier}${result.runnerLabel ? ` (${result.runnerLabel})` : ''}: ${result.verdict} — ${result.verdictReason}`,
  ];
  lines.push(`selection: ${result.selection.reason}`);
  for (const s of result.notSelected) lines.push(`  not selected: ${s.name} (${s.reason})`);
  for (const a of result.anomalies) lines.push(`anomaly [${a.severity}] ${a.harness ?? 'tier'} ${a.kind}: ${a.detail}`);
  for (const h of result.harnesses) {
    const t = h.tests;
    lines.push(
      `harness ${h.name}: exit ${h.timedOut ? 'timeout' : (h.exitCode ?? h.signal)}, ${t.total} tests: ${t.passed} passed, ${t.failed} failed, ${t.errors} errors, ${t.skipped} skipped, ${t.flaky} flaky`,
    );
  }
  for (const c of result.clusters.slice(0, 20)) {
    lines.push(`cluster ${c.id} (${c.class}, ${c.count}): ${c.signature}`);
    for (const t of c.tests.slice(0, 5)) lines.push(`  ${t}`);
  }
  for (const f of result.flaky.slice(0, 20)) lines.push(`flaky ${f.harness}: ${f.id}`);
  for (const f of result.flakyAcrossRuns?.slice(0, 20) ?? []) lines.push(`flaky across runs ${f.harness}: ${f.id}`);
  for (const h of result.harnesses) {
    for (const n of h.notes ?? []) lines.push(`note ${h.name}: ${n}`);
    if (h.logFile) lines.push(`log ${h.name}: ${h.logFile}`);
  }
  const gpus = describeGpus(result.hardware?.identity);
  if (gpus) lines.push(`gpus: ${gpus}`);
  // Test names and messages are upstream text: no escape sequence reaches the terminal.
  return `${lines.map((l) => stripControl(l).replace(/\t/g, ' ')).join('\n')}\n`;
}
