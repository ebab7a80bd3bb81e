import type { Command } from 'commander';
import { resolve } from 'node:path';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/git-runner.js';
import { renderLagText } from '../../domain/ledger/lag-text.js';
import { runReportLag } from '../../services/report-lag.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';

const LagFlagsSchema = z.object({
  repo: z.string().min(1),
  upstream: z.string().min(1, 'expected a ref'),
  fork: z.string().min(1, 'expected a ref'),
  now: z.iso
    .datetime({ offset: true, message: 'expected an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' })
    .optional(),
  trailer: z.array(z.string().min(1)).default([]),
  config: z.string().min(1).optional(),
  ledger: z.string().optional(),
  json: z.boolean().default(false),
});

export function registerLagCommand(program: Command, ctx: CliContext): void {
  program
    .command('lag')
    .description('How far the fork is behind upstream: backlog, holes, the contiguous and frontier pins, days behind.')
    .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
    .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
    .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
    .option('--now <iso8601>', 'the time to measure lag at (default: now)')
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option(
      '--config <file>',
      'the config plan reads (YAML or JSON): trailers, ledger, provenanceRules, notApplicable path rules',
    )
    .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
    .option('--json', 'print the report as one JSON object')
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseOrThrow(LagFlagsSchema, raw, 'lag');
      // The same service as the report-lag action, on refs already present (no fetch, no history).
      const { report } = await runReportLag(
        {
          upstreamRef: flags.upstream,
          fetch: false,
          forkRef: flags.fork,
          now: flags.now ? new Date(flags.now) : new Date(),
          extraTrailerKeys: flags.trailer,
          // Flags name files relative to the current directory; the config's own ledger is relative to the repo.
          ...(flags.ledger ? { ledgerPath: resolve(flags.ledger) } : {}),
          ...(flags.config ? { configPath: resolve(flags.config) } : {}),
        },
        { git: createGitRunner(flags.repo), logger: ctx.logger, ...(ctx.progress ? { progress: ctx.progress } : {}) },
      );
      ctx.stdout(flags.json ? `${JSON.stringify(report, null, 2)}\n` : renderLagText(report));
    });
}
