import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { parseRepo } from '../../adapters/github/client.js';
import type { RevertLine } from '../../domain/dashboard/render.js';
import { LandResultSchema, OpenRevertResultSchema } from '../../schemas/loop.js';
import { LagReportSchema } from '../../schemas/lag-report.js';
import { runDashboard } from '../../services/report/dashboard.js';
import { gatherFacts } from '../../services/report/dashboard-facts.js';
import { loadBundleResults, loadPlan } from '../../services/report/ingest-report.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { appendOutputs } from '../step-files.js';
import { runUrlFrom, serverUrlFrom } from './actions-env.js';
import { githubClientFromEnv } from './github-env.js';
import { readUserFile } from '../../adapters/files/user-file.js';

const FlagsSchema = z.object({
  githubRepo: z.string().min(1).optional(),
  lag: z.string().min(1).optional(),
  plan: z.string().min(1).optional(),
  results: z.string().min(1).optional(),
  land: z.string().min(1).optional(),
  revert: z.array(z.string().min(1)).default([]),
  repo: z.string().min(1).optional(),
  forkRef: z.string().min(1).default('HEAD'),
  actor: z
    .string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/, 'expected a GitHub login')
    .optional(),
  consume: z.boolean().default(false),
  requestsOut: z.string().min(1).optional(),
  upstreamRepo: z.string().min(1).optional(),
  workloads: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

async function readJson<T>(path: string, schema: z.ZodType<T>, flag: string): Promise<T> {
  const text = await readUserFile(path, `--${flag}`);
  return parseOrThrow(schema, parseStructuredText(text, `--${flag} ${path}`), `--${flag} ${path}`);
}

export function registerDashboardCommand(program: Command, ctx: CliContext): void {
  program
    .command('dashboard')
    .description(
      'Create or update the one dashboard issue of the fork (lag, bundles, chains that need a person, deferred ' +
        'commits), read its ticked boxes (only users with write access count) and hand the requests to this run.',
    )
    .option('--github-repo <owner/name>', 'the fork (default GITHUB_REPOSITORY)')
    .option('--lag <file>', 'lag report JSON (report-lag)')
    .option('--plan <file>', 'plan JSON of this run')
    .option('--results <dir>', 'directory of apply-<bundle>.json results of this run')
    .option('--land <file>', 'land --out JSON of this run')
    .option('--revert <file>', 'open-revert --out JSON (repeatable)', collect, [])
    .option('--repo <dir>', 'a clone with fork and upstream history: who last touched conflicting lines, CODEOWNERS')
    .option('--fork-ref <ref>', 'the fork ref in --repo', 'HEAD')
    .option('--actor <login>', 'who edited the issue (github.event.sender.login): their ticks need write access')
    .option('--consume', 'take the pending requests for this run (they are recorded as taken)')
    .option('--requests-out <file>', 'write the taken requests here (ingest-matrix --requests)')
    .option('--upstream-repo <owner/name>', 'upstream on GitHub, for commit links')
    .option('--workloads <file>', 'workloads file (see impact): per planned bundle, the owned workloads it touches')
    .option('--github-output <file>', 'append requests=… ($GITHUB_OUTPUT)')
    .option('--json', 'print the outcome as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('dashboard', FlagsSchema, raw, ctx, {
        paths: ['lag', 'plan', 'results', 'land', 'revert', 'repo', 'requestsOut', 'workloads'],
      });
      const repo = parseRepo(flags.githubRepo ?? process.env['GITHUB_REPOSITORY'] ?? '', face.where('githubRepo'));
      const hasFacts = Boolean(flags.lag || flags.plan || flags.results || flags.land || flags.revert.length);
      const reverts: RevertLine[] = [];
      for (const file of flags.revert) {
        const r = await readJson(file, OpenRevertResultSchema, 'revert');
        if (r.culprit)
          reverts.push({
            culprit: r.culprit.forkSha,
            subject: r.culprit.subject,
            reason: r.reason,
            ...(r.pr ? { pr: r.pr } : {}),
          });
      }
      const facts = hasFacts
        ? await gatherFacts({
            ...(flags.lag ? { lag: await readJson(flags.lag, LagReportSchema, 'lag') } : {}),
            ...(flags.plan ? { plan: await loadPlan(flags.plan) } : {}),
            results: flags.results ? [...(await loadBundleResults(flags.results, ctx.logger)).results.values()] : [],
            ...(flags.land ? { land: await readJson(flags.land, LandResultSchema, 'land') } : {}),
            reverts,
            ...(flags.repo ? { git: createGitRunner(flags.repo), forkRef: flags.forkRef } : {}),
            ...(flags.workloads ? { workloads: { path: flags.workloads, where: face.where('workloads') } } : {}),
          })
        : undefined;
      const runUrl = runUrlFrom(process.env);
      const outcome = await runDashboard(
        {
          repo,
          ...(facts ? { facts } : {}),
          ...(flags.actor ? { actor: flags.actor } : {}),
          ...(flags.consume ? { consume: { by: runUrl ? `run ${process.env['GITHUB_RUN_ID']}` : 'this run' } } : {}),
          now: new Date(),
          ...(flags.upstreamRepo ? { upstreamRepo: flags.upstreamRepo } : {}),
          serverUrl: serverUrlFrom(process.env),
          ...(runUrl ? { runUrl } : {}),
        },
        { client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      if (flags.requestsOut)
        await writeFile(flags.requestsOut, `${JSON.stringify({ requests: outcome.taken }, null, 2)}\n`);
      await appendOutputs(flags.githubOutput, { requests: JSON.stringify(outcome.taken) });
      ctx.stdout(
        flags.json
          ? `${JSON.stringify(outcome, null, 2)}\n`
          : `dashboard #${outcome.issue.number} ${outcome.action}: ${outcome.memory.requests.length} pending, ${outcome.taken.length} taken\n`,
      );
    });
}
