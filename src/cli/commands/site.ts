import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { parseRepo } from '../../adapters/github/client.js';
import { buildSite, DEFAULT_SITE_FILES } from '../../services/report/site.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { STATE_BRANCH } from '../../domain/state-layout.js';
import { gitAuthFrom, serverUrlFrom } from './actions-env.js';

const count = () =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'expected a number')
    .transform(Number)
    .optional();

const SiteFlagsSchema = z.object({
  repo: z.string().min(1),
  stateRef: z.string().min(1),
  remote: z.string().min(1).optional(),
  fork: z.string().min(1).optional(),
  trailer: z.array(z.string().trim().min(1)).default([]),
  out: z.string().min(1),
  title: z.string().trim().min(1).max(200),
  since: count(),
  sloDays: count(),
  repository: z.string().optional(),
  upstreamRepository: z.string().optional(),
  now: z.iso.datetime({ offset: true, message: 'expected an ISO 8601 date-time' }).optional(),
  json: z.boolean().default(false),
});

/** `upstream-ingest site`: the static GitHub Pages dashboard generated from the state branch. */
export function registerSiteCommand(program: Command, ctx: CliContext): void {
  program
    .command('site')
    .description(
      'Generate the static GitHub Pages dashboard from the state branch: lag pins and backlog over time, throughput, ' +
        'bundle outcomes, benchmark history with change points, tier health per runner class (no scripts, no fonts).',
    )
    .option('--repo <dir>', 'clone holding the state branch (and the fork for throughput)', '.')
    .option('--state-ref <branch>', 'the state branch', STATE_BRANCH)
    .option('--remote <name>', 'fetch the state branch from this remote first (token from GITHUB_TOKEN if set)')
    .option('--fork <ref>', 'the fork trunk whose picks give the throughput, e.g. origin/main')
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option('--out <dir>', 'where the site goes', 'site')
    .option('--title <text>', 'page title', 'upstream-ingest dashboard')
    .option('--since <days>', 'throughput window in days (default 182)')
    .option('--slo-days <n>', 'the lag SLO, drawn on the lag chart')
    .option('--repository <owner/name>', 'the fork on GitHub, for links (default GITHUB_REPOSITORY)')
    .option('--upstream-repository <owner/name>', 'upstream on GitHub, for commit links')
    .option('--now <iso>', 'the generation time shown (default now)')
    .option('--json', 'print what was generated as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('site', SiteFlagsSchema, raw, ctx, { paths: ['repo', 'out'] });
      const server = serverUrlFrom(process.env);
      const web = (value: string | undefined, flag: string) => {
        if (!value) return undefined;
        const r = parseRepo(value, flag);
        return `${server}/${r.owner}/${r.repo}`;
      };
      const forkWebUrl = web(flags.repository ?? process.env.GITHUB_REPOSITORY, face.where('repository'));
      const upstreamWebUrl = web(flags.upstreamRepository, face.where('upstreamRepository'));
      const auth = flags.remote ? gitAuthFrom(process.env) : undefined;
      const result = await buildSite(
        {
          state: {
            branch: flags.stateRef,
            ...(flags.remote ? { remote: flags.remote } : {}),
            ...(auth ? { authEnv: auth } : {}),
          },
          ...(flags.fork ? { forkRef: flags.fork } : {}),
          trailerKeys: flags.trailer,
          out: flags.out,
          title: flags.title,
          now: flags.now ? new Date(flags.now) : new Date(),
          sinceDays: flags.since ?? 182,
          ...(flags.sloDays !== undefined ? { sloDays: flags.sloDays } : {}),
          ...(forkWebUrl ? { forkWebUrl } : {}),
          ...(upstreamWebUrl ? { upstreamWebUrl } : {}),
          files: DEFAULT_SITE_FILES,
        },
        { git: createGitRunner(flags.repo), logger: ctx.logger, ...(ctx.progress ? { progress: ctx.progress } : {}) },
      );
      ctx.stdout(
        flags.json
          ? `${JSON.stringify(result, null, 2)}\n`
          : `Dashboard: ${result.out}/index.html (${result.files.length} files; ${result.counts.lagRecords} lag records, ` +
              `${result.counts.benchRecords} benchmark runs, ${result.counts.tierHistories} tier histories, ` +
              `${result.counts.landedPicks} picks)\n`,
      );
    });
}
