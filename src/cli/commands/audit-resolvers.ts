import type { Command } from 'commander';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { writeTextFile } from '../../adapters/files/text-file.js';
import { renderResolversMarkdown, renderResolversText } from '../../domain/apply/audit-resolvers-text.js';
import { resolverLimits, resolversFromOptions } from '../../services/apply/audit-resolvers-config.js';
import { runAuditResolvers } from '../../services/apply/audit-resolvers.js';
import type { CliContext } from '../context.js';
import { auditProgress, auditRunSettings, parseAuditFlags, withAuditFlags } from './audit-guards.js';

export function registerAuditResolversCommand(program: Command, ctx: CliContext): void {
  withAuditFlags(
    program
      .command('audit-resolvers')
      .description(
        "How each rung of the resolver ladder would have resolved the fork's own past conflicting picks, against what the fork committed: per rung proposals, accepted, exact, wrong but accepted; and which rungs may auto-accept on this fork.",
      ),
  )
    .option('--resolvers <list>', 'rungs to audit, in order (default: rerere,fork-decision,replay)')
    .option('--config <file>', 'the config whose resolvers.<rung>.maxVerdict the ladder reads (plan.yml)')
    .option('--out <file>', 'also write the report as markdown to this file')
    .action(async (raw: Record<string, unknown>, command: Command) => {
      const s = parseAuditFlags('audit-resolvers', raw, ['resolvers', 'config', 'out'], ctx.cwd);
      const rungs = resolversFromOptions(s.resolvers, 'audit-resolvers --resolvers');
      const maxVerdict = await resolverLimits(s.config);
      const progress = auditProgress(command, ctx, raw.json === true);
      const report = await runAuditResolvers(
        { ...auditRunSettings(s), ...(rungs ? { rungs } : {}), maxVerdict },
        { git: createGitRunner(s.repo), logger: ctx.logger, ...(progress ? { progress } : {}) },
      );
      if (s.out) {
        await writeTextFile(s.out, renderResolversMarkdown(report));
        ctx.logger.info(`report written to ${s.out}`);
      }
      ctx.stdout(raw.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderResolversText(report));
    });
}
