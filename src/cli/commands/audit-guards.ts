import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderAuditText } from '../../domain/apply/audit-text.js';
import { parseProvenanceStyle, type ProvenanceStyle } from '../../domain/apply/provenance.js';
import { runAuditGuards } from '../../services/apply/audit-guards.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';

const AuditFlagsSchema = z.object({
  repo: z.string().min(1),
  upstream: z.string().min(1, 'expected a ref'),
  fork: z.string().min(1, 'expected a ref'),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'expected a whole number from 1')
    .transform(Number)
    .optional(),
  trailer: z
    .array(z.string())
    .default([])
    .transform((keys, ctx) =>
      keys.map((k) => {
        const style = parseProvenanceStyle(k);
        if (!style || style.kind !== 'trailer') {
          ctx.addIssue({
            code: 'custom',
            message: `expected a trailer key such as Upstream-Commit, got '${k.slice(0, 80)}'`,
          });
          return z.NEVER;
        }
        return style;
      }),
    ),
  json: z.boolean().default(false),
});

export function registerAuditGuardsCommand(program: Command, ctx: CliContext): void {
  program
    .command('audit-guards')
    .description(
      "How the resolution guards judge the fork's own past resolved picks and their mutations (one side dropped, a hunk pasted twice, markers left, …): run it once before trusting the guards with auto-merge.",
    )
    .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
    .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
    .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
    .option('--limit <n>', 'judge at most the n newest resolved picks')
    .option('--trailer <key>', 'provenance trailer key besides the -x line (repeatable)', collect, [])
    .option('--json', 'print the audit as one JSON object')
    .action(async (raw: Record<string, unknown>) => {
      const { flags } = parseFlags('audit-guards', AuditFlagsSchema, raw, ctx, { paths: ['repo'] });
      const styles: ProvenanceStyle[] = [{ kind: 'x' }, ...flags.trailer];
      const report = await runAuditGuards(
        { upstream: flags.upstream, fork: flags.fork, styles, ...(flags.limit ? { limit: flags.limit } : {}) },
        { git: createGitRunner(flags.repo), logger: ctx.logger, ...(ctx.progress ? { progress: ctx.progress } : {}) },
      );
      ctx.stdout(flags.json ? `${JSON.stringify(report, null, 2)}\n` : renderAuditText(report));
    });
}
