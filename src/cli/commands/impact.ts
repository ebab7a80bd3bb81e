import type { Command } from 'commander';
import { writeTextFile } from '../../adapters/files/text-file.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderImpactMarkdown } from '../../domain/impact/impact.js';
import { IMPACT_OPTION_KEYS, parseImpactOptions, type ImpactOptions } from '../../services/impact/options.js';
import { runImpact } from '../../services/impact/impact.js';
import { cliOptionFace } from '../../shared/options-face.js';
import type { CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';

export function registerImpactCommand(program: Command, ctx: CliContext): void {
  program
    .command('impact')
    .description(
      'Tell downstream workload owners which incoming (--plan) or landed (--range) upstream commits touch the ' +
        'kernels, benchmarks and workloads they own.',
    )
    .option('--repo <dir>', 'local clone holding the planned or landed commits', '.')
    .option('--plan <file>', 'a plan JSON (from plan --out): what is coming')
    .option('--range <A..B>', 'a landed range of the fork, e.g. a week of trunk: what landed')
    .requiredOption('--config <file>', 'workloads file (YAML or JSON): name, kind, path globs, owners')
    .option('--bench-changes <file>', "a compare-bench history --json result: change points of the workloads' benches")
    .option('--out <file>', 'also write the report (JSON with --json, else markdown) to this file')
    .option('--json', 'print the report JSON instead of markdown')
    .action(async (flags: Record<string, unknown>) => {
      const face = cliOptionFace('impact', {}, ctx.cwd);
      const o = parseImpactOptions(rawFromFlags(flags, IMPACT_OPTION_KEYS) as ImpactOptions, face);
      const report = await runImpact(o, { git: createGitRunner(o.repo), logger: ctx.logger });
      const text = flags.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderImpactMarkdown(report);
      if (o.out) await writeTextFile(o.out, text);
      ctx.stdout(text);
    });
}
