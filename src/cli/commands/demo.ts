import type { Command } from 'commander';
import { z } from 'zod';
import { runDemo } from '../../demo/run-demo.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';

const DemoFlagsSchema = z.object({
  out: z.string().min(1),
  maxBundles: z.coerce.number().int().min(0).optional(),
  seed: z.coerce.number().int().min(0).default(7),
});

export function registerDemoCommand(program: Command, ctx: CliContext): void {
  program
    .command('demo')
    .description('Run the whole chain offline on a generated realistic upstream/fork pair; writes a report directory.')
    .option('--out <dir>', 'output directory (replaced if it holds an earlier demo)', 'demo-out')
    .option('--max-bundles <n>', 'land at most this many low-risk bundles')
    .option('--seed <n>', 'seed of the generated histories', '7')
    .action(async (raw: Record<string, unknown>) => {
      const { flags } = parseFlags('demo', DemoFlagsSchema, raw, ctx, { paths: ['out'] });
      const started = Date.now();
      const outcome = await runDemo(
        {
          out: flags.out,
          seed: flags.seed,
          ...(flags.maxBundles !== undefined ? { maxBundles: flags.maxBundles } : {}),
        },
        ctx.logger,
      );
      ctx.stdout(`\n${outcome.table}\n`);
      ctx.stdout(
        `Report: ${flags.out}/index.html (also summary.md, plan.json, results.json) — ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
    });
}
