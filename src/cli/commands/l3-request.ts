import type { Command } from 'commander';
import { z } from 'zod';
import { readUserFile } from '../../adapters/files/user-file.js';
import { IssueCommentEventSchema } from '../../domain/dashboard/l3-request.js';
import { handleL3Request } from '../../services/report/l3-request.js';
import { parseJsonFirst } from '../../shared/json-first.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { githubClientFromEnv, repositoryFrom } from './github-env.js';

const FlagsSchema = z.object({
  event: z.string().min(1).optional(),
  githubRepo: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

/**
 * The l3-request workflow's step: reads the `issue_comment` event from its file (never from an expression in a script),
 * and for `/l3 <bundle-id>` on the dashboard by a trusted author dispatches the L3 tier on the bundle's branch.
 */
export function registerL3RequestCommand(program: Command, ctx: CliContext): void {
  program
    .command('l3-request')
    .description(
      'Act on an `/l3 <bundle-id>` comment on the dashboard issue: for an author with write access, dispatch the L3 ' +
        'tier (repository_dispatch upstream-ingest-l3) on the bundle branch, and answer on the issue.',
    )
    .option('--event <file>', 'the issue_comment event payload (default: GITHUB_EVENT_PATH)')
    .option('--github-repo <owner/name>', 'the fork (default: GITHUB_REPOSITORY)')
    .option('--json', 'print the outcome as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('l3-request', FlagsSchema, raw, ctx, { paths: ['event'] });
      const path = flags.event ?? process.env.GITHUB_EVENT_PATH;
      if (!path) throw new ConfigurationError(`${face.where('event')}: give the event file (or set GITHUB_EVENT_PATH)`);
      const where = face.where('event');
      const text = await readUserFile(path, where, 'the issue_comment event');
      const event = parseOrThrow(IssueCommentEventSchema, await parseJsonFirst(text, `${where} ${path}`), where);
      const repo = repositoryFrom(flags.githubRepo, process.env, face.where('githubRepo'));
      const outcome = await handleL3Request(
        event,
        { repo },
        { client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      ctx.stdout(
        flags.json
          ? `${JSON.stringify(outcome, null, 2)}\n`
          : `${outcome.action}: ${'reason' in outcome ? outcome.reason : `${outcome.bundle} ${outcome.ref}`}\n`,
      );
    });
}
