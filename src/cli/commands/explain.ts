import type { Command } from 'commander';
import { resolve } from 'node:path';
import { z } from 'zod';
import { loadLedgerFile } from '../../adapters/files/ledger-file.js';
import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import { createGitRunner } from '../../adapters/git/git-runner.js';
import { renderExplainText } from '../../domain/ledger/explain.js';
import { runExplain } from '../../services/explain.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';

const ExplainFlagsSchema = z.object({
  repo: z.string().min(1),
  upstream: z.string().min(1, 'expected a ref'),
  fork: z.string().min(1, 'expected a ref'),
  trailer: z.array(z.string().min(1)).default([]),
  config: z.string().min(1).optional(),
  ledger: z.string().optional(),
  json: z.boolean().default(false),
});

export function registerExplainCommand(program: Command, ctx: CliContext): void {
  program
    .command('explain')
    .description(
      'Why the ledger classifies an upstream commit as it does: the fork commits, the rule and the line that matched, or what was looked for.',
    )
    .argument('<commit>', 'an upstream commit SHA (or unique prefix) or an upstream PR number like #8121')
    .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
    .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
    .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option('--config <file>', 'the config lag and plan read: trailers, ledger, provenanceRules, notApplicable')
    .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
    .option('--json', 'print the explanation as one JSON object (schemas/explain.schema.json)')
    .action(async (query: string, raw: Record<string, unknown>) => {
      const flags = parseOrThrow(ExplainFlagsSchema, raw, 'explain');
      const config = flags.config ? await loadPlanConfigFile(resolve(flags.config)) : undefined;
      const ledgerPath = flags.ledger ? resolve(flags.ledger) : config?.ledger && resolve(flags.repo, config.ledger);
      const ledger = ledgerPath ? await loadLedgerFile(ledgerPath) : undefined;
      const result = await runExplain(
        {
          query,
          upstream: flags.upstream,
          fork: flags.fork,
          extraTrailerKeys: [...(config?.trailers ?? []), ...flags.trailer],
          ...(ledger ? { ledger, ledgerSource: ledgerPath } : {}),
          ...(config ? { provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } : {}),
        },
        { git: createGitRunner(flags.repo), logger: ctx.logger },
      );
      ctx.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderExplainText(result));
    });
}
