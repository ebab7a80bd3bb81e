import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { resolveCommit } from '../../adapters/git/read/refs.js';
import { parseRepo } from '../../adapters/github/client.js';
import { readGpuIdentity } from '../../adapters/files/tier-hardware-file.js';
import { periodOf, type PeriodKind } from '../../domain/digest/period.js';
import { CompareBenchResultSchema } from '../../schemas/bench.js';
import {
  benchRecord,
  buildDigest,
  DIGEST_ISSUE_LABELS,
  publishDigest,
  recordBench,
} from '../../services/report/digest.js';
import type { StateSource } from '../../adapters/git/state/state-file.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { STATE_FILES } from '../../domain/state-layout.js';
import { withStateFlags } from '../state-flags.js';
import { gitAuthFrom, runUrlFrom, serverUrlFrom } from './actions-env.js';
import { githubClientFromEnv, loadLagReport, repositoryFrom } from './github-env.js';
import { readUserFile } from '../../adapters/files/user-file.js';
import {
  buildOwnerDigests,
  OWNER_DIGEST_LABELS,
  publishOwnerDigests,
  ROUTED_ISSUE_LABELS,
} from '../../services/report/owner-digest.js';
import { loadPlan } from '../../services/report/ingest-report.js';
import type { Period } from '../../domain/digest/period.js';

const isoDate = z.iso
  .datetime({ offset: true, message: 'expected an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' })
  .optional();

const StateFlags = {
  repo: z.string().min(1),
  stateBranch: z.string().min(1),
  remote: z.string().min(1).optional(),
};

const DigestFlagsSchema = z.object({
  ...StateFlags,
  report: z.string().min(1).optional(),
  fork: z.string().min(1),
  historyFile: z.string().min(1),
  benchFile: z.string().min(1),
  period: z.enum(['day', 'week', 'month'], { message: 'expected day, week or month' }),
  now: isoDate,
  trailer: z.array(z.string().trim().min(1)).default([]),
  upstreamRepository: z.string().optional(),
  repository: z.string().optional(),
  id: z.string().trim().min(1).max(200).optional(),
  title: z.string().trim().min(1).max(200),
  label: z.array(z.string().trim().min(1)).default([]),
  print: z.boolean().default(false),
  perOwner: z.boolean().default(false),
  workloads: z.string().min(1).optional(),
  plan: z.string().min(1).optional(),
  issueLabel: z.array(z.string().trim().min(1)).default([]),
  mention: z.boolean().default(false),
});

const RecordFlagsSchema = z.object({
  ...StateFlags,
  result: z.string().min(1),
  runnerLabel: z.string().trim().min(1).max(200),
  sha: z.string().min(1),
  benchFile: z.string().min(1),
  now: isoDate,
  hardware: z.string().min(1).optional(),
});

function stateSource(flags: { stateBranch: string; remote?: string | undefined }): StateSource {
  const authEnv = flags.remote ? gitAuthFrom(process.env) : undefined;
  return {
    branch: flags.stateBranch,
    ...(flags.remote ? { remote: flags.remote } : {}),
    ...(authEnv ? { authEnv } : {}),
  };
}

function withStateOptions(command: Command): Command {
  return withStateFlags(command, {
    branch: 'branch holding the lag and benchmark histories',
    remote: 'fetch (and push) the state branch through this remote; token from GITHUB_TOKEN',
  });
}

/** Registers `digest` (post or print the period's digest) and `record-bench` (keep a compare-bench outcome for it). */
export function registerDigestCommand(program: Command, ctx: CliContext): void {
  withStateOptions(
    program
      .command('digest')
      .description(
        'The periodic digest: upstream commits landed, commits deferred with reasons, the lag and backlog trend and ' +
          'benchmark changes attributed to upstream or the fork; one issue comment per period, updated in place.',
      ),
  )
    .option('--report <file>', 'the latest lag report JSON (for the deferred commits)')
    .option('--fork <ref>', 'fork ref whose commits landed', 'HEAD')
    .option('--history-file <path>', 'lag history on the state branch', STATE_FILES.lag)
    .option('--bench-file <path>', 'benchmark history on the state branch', STATE_FILES.bench)
    .option('--period <kind>', 'day|week|month', 'week')
    .option('--now <iso8601>', 'the time whose period to report (default: now)')
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option('--upstream-repository <owner/name>', 'upstream repository, for commit links')
    .option('--repository <owner/name>', 'where the digest issue lives (default: GITHUB_REPOSITORY)')
    .option('--id <id>', 'one tracking issue per id (default: the upstream repository)')
    .option('--title <text>', 'title of the tracking issue', 'upstream-ingest digest')
    .option('--label <name>', `issue label (repeatable; default ${DIGEST_ISSUE_LABELS.join(', ')})`, collect, [])
    .option('--print', 'print the digest instead of posting it')
    .option(
      '--per-owner',
      'one comment per owner instead: what is coming and what landed that touches what they own, and the open ' +
        'failure/quarantine/regression issues routed to them',
    )
    .option('--workloads <file>', '--per-owner: the workloads file (see impact)')
    .option('--plan <file>', "--per-owner: this run's plan JSON (what is coming)")
    .option(
      '--issue-label <name>',
      `--per-owner: read open issues with this label (repeatable; default ${ROUTED_ISSUE_LABELS.join(', ')})`,
      collect,
      [],
    )
    .option('--mention', '--per-owner: @-mention each owner in their comment (default: owners as text)')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('digest', DigestFlagsSchema, raw, ctx, {
        paths: ['repo', 'report', 'workloads', 'plan'],
      });
      const period = periodOf(flags.now ? new Date(flags.now) : new Date(), flags.period as PeriodKind);
      if (flags.perOwner) return ownerDigest(flags, face, period, ctx);
      const upstreamRepo = flags.upstreamRepository
        ? (({ owner, repo }) => `${owner}/${repo}`)(
            parseRepo(flags.upstreamRepository, face.where('upstreamRepository')),
          )
        : undefined;
      const publishTo = flags.print
        ? undefined
        : repositoryFrom(flags.repository, process.env, face.where('repository'));
      const runUrl = runUrlFrom(process.env);
      const digest = await buildDigest(
        {
          period,
          state: stateSource(flags),
          historyFile: flags.historyFile,
          benchFile: flags.benchFile,
          forkRef: flags.fork,
          trailerKeys: flags.trailer,
          serverUrl: serverUrlFrom(process.env),
          ...(flags.report ? { report: await loadLagReport(flags.report, face.where('report')) } : {}),
          ...(upstreamRepo ? { upstreamRepo } : {}),
          ...(publishTo ? { forkRepo: `${publishTo.owner}/${publishTo.repo}` } : {}),
          ...(runUrl ? { runUrl } : {}),
        },
        { git: createGitRunner(flags.repo), logger: ctx.logger },
      );
      if (!publishTo) {
        ctx.stdout(`${digest.body}\n`);
        return;
      }
      const posted = await publishDigest(
        digest,
        {
          repo: publishTo,
          id: flags.id ?? upstreamRepo ?? 'upstream',
          issueTitle: flags.title,
          labels: flags.label.length ? flags.label : DIGEST_ISSUE_LABELS,
          periodKind: period.kind,
        },
        { client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      ctx.stdout(`${posted.period} ${posted.comment?.action ?? ''} ${posted.comment?.url ?? ''}\n`);
    });

  withStateOptions(
    program
      .command('record-bench')
      .description('Append the outcome of a compare-bench run on trunk to the benchmark history the digest reads.'),
  )
    .requiredOption('--result <file>', 'compare-bench JSON result (its json-file output)')
    .requiredOption('--runner-label <label>', 'the runner label the benchmarks ran on')
    .option('--sha <rev>', 'the measured commit', 'HEAD')
    .option('--bench-file <path>', 'benchmark history on the state branch', STATE_FILES.bench)
    .option('--now <iso8601>', 'record time (default: now)')
    .option('--hardware <tier-result.json>', 'keep the GPUs of this run-tier result (hardware.identity) in the record')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('record-bench', RecordFlagsSchema, raw, ctx, {
        paths: ['repo', 'result', 'hardware'],
      });
      const hardware = flags.hardware ? await readGpuIdentity(flags.hardware) : undefined;
      const text = await readUserFile(flags.result, face.where('result'));
      const result = parseOrThrow(CompareBenchResultSchema, parseStructuredText(text, flags.result), flags.result);
      const git = createGitRunner(flags.repo);
      const sha = await resolveCommit(git, flags.sha, face.where('sha'));
      const record = benchRecord(
        result,
        flags.runnerLabel,
        sha,
        flags.now ? new Date(flags.now) : new Date(),
        hardware,
      );
      const outcome = await recordBench(
        record,
        { state: stateSource(flags), file: flags.benchFile },
        { git, logger: ctx.logger },
      );
      ctx.stdout(outcome.appended ? `recorded ${outcome.commit ?? ''}\n` : 'already recorded\n');
    });
}

type DigestFlags = z.infer<typeof DigestFlagsSchema>;

/** `digest --per-owner`: one comment per owner (per team) on its own tracking issue, or printed. */
async function ownerDigest(
  flags: DigestFlags,
  face: ReturnType<typeof parseFlags>['face'],
  period: Period,
  ctx: CliContext,
): Promise<void> {
  const env = process.env;
  const publishTo = flags.print ? undefined : repositoryFrom(flags.repository, env, face.where('repository'));
  const issuesFrom =
    flags.repository || env.GITHUB_REPOSITORY
      ? repositoryFrom(flags.repository, env, face.where('repository'))
      : undefined;
  const client = issuesFrom ? githubClientFromEnv(env, ctx.logger) : undefined;
  const digests = await buildOwnerDigests(
    {
      period,
      ...(flags.workloads ? { workloads: { path: flags.workloads, where: face.where('workloads') } } : {}),
      ...(flags.plan ? { plan: await loadPlan(flags.plan) } : {}),
      forkRef: flags.fork,
      trailerKeys: flags.trailer,
      ...(issuesFrom ? { issuesFrom } : {}),
      issueLabels: flags.issueLabel.length ? flags.issueLabel : ROUTED_ISSUE_LABELS,
      mention: flags.mention,
    },
    { git: createGitRunner(flags.repo), logger: ctx.logger, ...(client ? { client } : {}) },
  );
  if (!publishTo || !client) {
    ctx.stdout(`${digests.map((d) => d.body).join('\n')}\n`);
    return;
  }
  const posted = await publishOwnerDigests(
    digests,
    {
      repo: publishTo,
      id: flags.id ?? 'owners',
      title: flags.title === 'upstream-ingest digest' ? 'upstream-ingest digest per owner' : flags.title,
      labels: flags.label.length ? flags.label : OWNER_DIGEST_LABELS,
      period,
    },
    { client, logger: ctx.logger },
  );
  for (const c of posted.comments) ctx.stdout(`${period.key} ${c.owner} ${c.action} ${c.url}\n`);
}
