import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { parseRepo } from '../../adapters/github/client.js';
import { SecondsSchema } from '../../domain/apply/options.js';
import { judgePools } from '../../domain/tier/pool-verdict.js';
import { TrunkBisectResultSchema, TrunkConfirmResultSchema } from '../../schemas/loop.js';
import { openRevert } from '../../services/loop/open-revert.js';
import { runTrunkBisect, runTrunkConfirm } from '../../services/loop/trunk-bisect.js';
import { refuseCredentials, refuseForkCodeAncestor } from '../../services/credentials.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { appendOutputs } from '../step-files.js';
import { gitAuthFrom, runUrlFrom, serverUrlFrom } from './actions-env.js';
import { githubClientFromEnv } from './github-env.js';
import { readUserFile } from '../../adapters/files/user-file.js';

const BisectFlags = z.object({
  repo: z.string().min(1),
  good: z.string().min(1).optional(),
  bad: z.string().min(1),
  runnerLabel: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .optional(),
  confirm: z.boolean().default(false),
  verify: z.string().min(1),
  verifyTimeout: SecondsSchema.default(3_600_000),
  classification: z.enum(['fail', 'infra-fail', 'flaky'], { message: 'expected fail, infra-fail or flaky' }),
  trailer: z.array(z.string().min(1)).default([]),
  out: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
});

const RevertFlags = z.object({
  repo: z.string().min(1),
  culprit: z.string().min(1),
  confirm: z.array(z.string().min(1)).default([]),
  githubRepo: z.string().min(1).optional(),
  trunk: z.string().min(1),
  push: z.string().min(1),
  tier: z.string().min(1).max(40).optional(),
  out: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

export function registerTrunkBisectCommands(program: Command, ctx: CliContext): void {
  program
    .command('trunk-bisect')
    .description(
      'After a landing broke a trunk tier: bisect the landed commits (good..bad) with the tier command and name the ' +
        'culprit. Runs fork code: an untrusted job without a token. Infra and flaky failures revert nothing.',
    )
    .option('--repo <dir>', 'the fork clone', '.')
    .option('--good <rev>', 'trunk before the landing (its tiers passed); required unless --confirm')
    .requiredOption('--bad <rev>', 'trunk after the landing (the tier failed)')
    .requiredOption('--verify <cmd>', 'the failing tier as a command (bash -c; exit 0 = pass)')
    .option('--verify-timeout <seconds>', 'kill a probe after this long (default 3600)')
    .option('--classification <class>', 'the tier verdict: fail, infra-fail or flaky', 'fail')
    .option(
      '--runner-label <labels>',
      'the pool the probes run on (comma-separated labels), given to the harness as UPSTREAM_INGEST_RUNNER_LABEL',
    )
    .option('--confirm', 'only run the tier once on --bad (on another pool) and write {pool, bad, passed}')
    .option('--trailer <key>', 'provenance trailer key naming the upstream commit (repeatable)', collect, [])
    .option('--out <file>', 'write the culprit JSON here (open-revert --culprit)')
    .option('--github-output <file>', 'append status=… and culprit=… ($GITHUB_OUTPUT)')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('trunk-bisect', BisectFlags, raw, ctx, { paths: ['repo', 'out'] });
      const git = createGitRunner(flags.repo);
      // The probes run fork code (every commit between good and bad): no credential may be within their reach.
      await refuseCredentials(
        { env: process.env, git, serverUrl: serverUrlFrom(process.env) },
        'trunk-bisect: --verify',
        'run it in a job with no credential in reach (unset GITHUB_TOKEN/GH_TOKEN, check out with persist-credentials: false, no credential helper); open-revert takes the token',
      );
      const pool = flags.runnerLabel?.length ? { pool: flags.runnerLabel } : {};
      if (flags.confirm) {
        const confirmed = await runTrunkConfirm(
          { bad: flags.bad, verify: flags.verify, verifyTimeoutMs: flags.verifyTimeout, ...pool },
          { git, logger: ctx.logger },
        );
        const text = JSON.stringify(confirmed, null, 2);
        if (flags.out) await writeFile(flags.out, `${text}\n`);
        await appendOutputs(flags.githubOutput, { passed: String(confirmed.passed) });
        ctx.stdout(`${text}\n`);
        return;
      }
      if (!flags.good) throw new ConfigurationError(`${face.where('good')}: required unless --confirm`);
      const result = await runTrunkBisect(
        {
          good: flags.good,
          bad: flags.bad,
          verify: flags.verify,
          verifyTimeoutMs: flags.verifyTimeout,
          classification: flags.classification,
          trailerKeys: flags.trailer,
          ...pool,
        },
        { git, logger: ctx.logger },
      );
      const json = JSON.stringify(result, null, 2);
      if (flags.out) await writeFile(flags.out, `${json}\n`);
      await appendOutputs(flags.githubOutput, { status: result.status, culprit: result.culprit?.forkSha ?? '' });
      ctx.stdout(`${json}\n`);
    });

  program
    .command('open-revert')
    .description(
      'Open the revert PR of a trunk-bisect culprit (look-up before create; push under a lease). Runs no fork code: ' +
        'the privileged job. Token from GITHUB_TOKEN.',
    )
    .option('--repo <dir>', 'the fork clone', '.')
    .requiredOption('--culprit <file>', 'trunk-bisect --out JSON')
    .option(
      '--confirm <file>',
      'trunk-bisect --confirm JSON of another pool (repeatable): a failure that passes there is "fails on <pool> only"',
      collect,
      [],
    )
    .option('--github-repo <owner/name>', 'the fork (default GITHUB_REPOSITORY)')
    .requiredOption('--trunk <branch>', 'the trunk branch the revert PR targets')
    .option('--push <remote>', 'remote of the fork', 'origin')
    .option('--tier <name>', 'the failing tier, for the PR text')
    .option('--out <file>', 'write the result JSON here (dashboard --revert)')
    .option('--github-output <file>', 'append pr-number=… and pr-url=… ($GITHUB_OUTPUT)')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('open-revert', RevertFlags, raw, ctx, {
        paths: ['repo', 'culprit', 'confirm', 'out'],
      });
      refuseForkCodeAncestor(process.env, 'open-revert');
      const text = await readUserFile(flags.culprit, face.where('culprit'));
      const bisected = parseOrThrow(TrunkBisectResultSchema, parseStructuredText(text, flags.culprit), flags.culprit);
      const confirms = [];
      for (const file of flags.confirm) {
        const where = face.where('confirm');
        confirms.push(
          parseOrThrow(TrunkConfirmResultSchema, parseStructuredText(await readUserFile(file, where), file), file),
        );
      }
      // The verdict over the pools goes into the PR text and the ledger's deferral reason.
      const bisect = judgePools(bisected, confirms);
      const repo = parseRepo(flags.githubRepo ?? process.env['GITHUB_REPOSITORY'] ?? '', face.where('githubRepo'));
      const authEnv = gitAuthFrom(process.env);
      const result = await openRevert(
        {
          bisect,
          trunk: flags.trunk,
          remote: flags.push,
          repo,
          ...(authEnv ? { authEnv } : {}),
          ...(flags.tier ? { tier: flags.tier } : {}),
          ...(runUrlFrom(process.env) ? { runUrl: runUrlFrom(process.env)! } : {}),
        },
        { git: createGitRunner(flags.repo), client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      const json = JSON.stringify(result, null, 2);
      if (flags.out) await writeFile(flags.out, `${json}\n`);
      await appendOutputs(flags.githubOutput, {
        'pr-number': String(result.pr?.number ?? ''),
        'pr-url': result.pr?.url ?? '',
        verdict: bisect.verdict ?? '',
      });
      ctx.stdout(
        flags.json ? `${json}\n` : `${result.status}${result.pr ? ` ${result.pr.url}` : ''}: ${result.reason}\n`,
      );
    });
}
