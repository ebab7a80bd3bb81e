import type { Command } from 'commander';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderExplainText } from '../../domain/ledger/explain.js';
import { runExplain } from '../../services/ledger/explain.js';
import { EXPLAIN_OPTION_KEYS, parseExplainOptions, type ExplainOptions } from '../../services/lag/options.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { collect, type CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';

/** explain reads the ledger as lag does: the same option keys, flags and parser. */
const FLAGS = { trailers: 'trailer' } as const;

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
    .action(async (query: string, flags: Record<string, unknown>) => {
      const raw = { ...rawFromFlags(flags, EXPLAIN_OPTION_KEYS, FLAGS), query } as ExplainOptions;
      const { repo, settings } = await parseExplainOptions(raw, { face: cliOptionFace('explain', FLAGS, ctx.cwd) });
      const result = await runExplain(settings, { git: createGitRunner(repo), logger: ctx.logger });
      ctx.stdout(flags.json === true ? `${JSON.stringify(result, null, 2)}\n` : renderExplainText(result));
    });
}
