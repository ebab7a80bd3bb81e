import type { Command } from 'commander';
import { z } from 'zod';
import { stripControl } from '../../domain/neutralize.js';
import { TierNameSchema } from '../../schemas/tier-config.js';
import type { TierResult } from '../../schemas/tier-result.js';
import { defaultTierDeps, loadTierConfig, runTier } from '../../services/tier.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { EXIT, type CliContext } from '../context.js';

const TierFlagsSchema = z.object({
  config: z.string().min(1, 'expected a file'),
  tier: TierNameSchema,
  repo: z.string().min(1).default('.'),
  changedFrom: z.string().min(1, 'expected a ref').optional(),
  runnerLabel: z.string().min(1).max(500).optional(),
  inventory: z.string().min(1).optional(),
  json: z.boolean().default(false),
  junitOut: z.string().min(1).optional(),
});

export function registerTierCommand(program: Command, ctx: CliContext): void {
  program
    .command('tier')
    .description('Run a test tier (L1/L2/L3): select harnesses, run them, cross-check their reports, decide a verdict.')
    .requiredOption('--config <file>', 'tier configuration (YAML or JSON)')
    .requiredOption('--tier <tier>', 'L1, L2 or L3')
    .option('--repo <dir>', 'repository root: harnesses run here and report paths are relative to it', '.')
    .option('--changed-from <ref>', 'L1: select harnesses by the paths changed between <ref> and HEAD')
    .option('--runner-label <label>', 'runner label(s), comma-separated: keys the inventory and the expected GPU')
    .option('--inventory <file>', 'inventory of executed test IDs (read, compared, updated)')
    .option('--json', 'print the result as one JSON object')
    .option('--junit-out <file>', 'write every test and anomaly as one JUnit XML file')
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseOrThrow(TierFlagsSchema, raw, 'tier');
      const config = await loadTierConfig(flags.config);
      const result = await runTier(
        {
          configPath: flags.config,
          config,
          tier: flags.tier,
          repoDir: flags.repo,
          runnerLabel: flags.runnerLabel ?? null,
          ...(flags.changedFrom ? { changedFrom: flags.changedFrom } : {}),
          ...(flags.inventory ? { inventoryPath: flags.inventory } : {}),
          ...(flags.junitOut ? { junitOut: flags.junitOut } : {}),
        },
        defaultTierDeps(ctx.logger),
      );
      ctx.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderTierText(result));
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
  // Test names and messages are upstream text: no escape sequence reaches the terminal.
  return `${lines.map((l) => stripControl(l).replace(/\t/g, ' ')).join('\n')}\n`;
}
