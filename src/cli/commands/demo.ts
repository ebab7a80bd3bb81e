import type { Command } from 'commander';
import { z } from 'zod';
import { runDailyLoop } from '../../demo/daily-loop.js';
import { renderPhaseTimes, runDemo } from '../../demo/run-demo.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';

const DemoFlagsSchema = z.object({
  out: z.string().min(1),
  days: z.coerce.number().int().min(1).max(60).optional(),
  quick: z.boolean().default(false),
  seed: z.coerce.number().int().min(0).default(7),
  keepRepos: z.boolean().default(false),
});

export function registerDemoCommand(program: Command, ctx: CliContext): void {
  program
    .command('demo')
    .description(
      'Run the daily loop offline over N days on a generated upstream/fork pair, against a local GitHub API ' +
        'server: plan, ingest-matrix, apply (prepare/publish), land, dashboard, trunk-bisect, open-revert, ' +
        'green-ref. Writes a report directory (index.html, dashboard.html, site/).',
    )
    .option('--out <dir>', 'output directory (replaced if it holds an earlier demo)', 'demo-out')
    .option('--days <n>', 'days of the loop (default 10; 5 with --quick)')
    .option('--quick', 'fewer days and a smaller fork (tests)')
    .option('--seed <n>', 'seed of the generated histories', '7')
    .option('--keep-repos', 'build the repositories under --out (to look at them) instead of in memory')
    .action(async (raw: Record<string, unknown>) => {
      const { flags } = parseFlags('demo', DemoFlagsSchema, raw, ctx, { paths: ['out'] });
      const started = Date.now();
      const cpu = process.cpuUsage();
      const outcome = await runDemo(
        {
          out: flags.out,
          seed: flags.seed,
          quick: flags.quick,
          keepRepos: flags.keepRepos,
          ...(flags.days ? { days: flags.days } : {}),
        },
        ctx.logger,
        // The loop the workflows run, day by day: the services behind plan, apply, land, dashboard and the rest.
        { loop: runDailyLoop },
      );
      const used = process.cpuUsage(cpu);
      ctx.stdout(`\n${outcome.table}\n`);
      ctx.stdout(
        `Report: ${flags.out}/index.html (the dashboard issue: dashboard.html, the Pages site: site/index.html)\n`,
      );
      // Phase times go to the log (stderr): the table on stdout stays the same from run to run.
      ctx.logger.info(
        `demo: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU ` +
          `in this process (git children not counted); by phase:\n${renderPhaseTimes(outcome.phases)}`,
      );
    });
}
