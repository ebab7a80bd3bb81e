import type { Command } from 'commander';
import { formatFinding, GATE_RULES } from '../../domain/workflow-gate/finding.js';
import { runCheckWorkflows } from '../../services/workflow-gate/check-workflows.js';
import { CHECK_WORKFLOWS_KEYS, parseCheckWorkflowsOptions } from '../../services/workflow-gate/options.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { EXIT, type CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';

export function registerCheckWorkflowsCommand(program: Command, ctx: CliContext): void {
  program
    .command('check-workflows')
    .description(
      'The workflow security gate: check GitHub Actions workflows and action.yml files (default: .github/workflows ' +
        'and actions/*/action.yml of the current directory). One line per finding (file:line:col rule message); ' +
        `exit 1 with findings. Rules: ${Object.keys(GATE_RULES).join(', ')}.`,
    )
    .argument('[paths...]', 'workflow files, action.yml files or directories (relative to the current directory)')
    .option('--json', 'print the findings as JSON')
    .option('--self', "also the suite's own repository checks (its reusable workflows, action contracts, examples)")
    .action(async (paths: string[], flags: Record<string, unknown>) => {
      const raw = { ...rawFromFlags(flags, CHECK_WORKFLOWS_KEYS), paths };
      const settings = parseCheckWorkflowsOptions(raw, cliOptionFace('check-workflows'), process.cwd());
      const result = await runCheckWorkflows(settings);
      for (const warning of result.warnings) ctx.logger.warning(warning);
      if (settings.json)
        ctx.stdout(
          `${JSON.stringify({ schemaVersion: 1, files: result.files, findings: result.findings }, null, 2)}\n`,
        );
      else for (const finding of result.findings) ctx.stdout(`${formatFinding(finding)}\n`);
      ctx.logger.info(`${result.files.length} files checked, ${result.findings.length} findings`);
      ctx.exitCode = result.findings.length ? EXIT.verdict : EXIT.ok;
    });
}
