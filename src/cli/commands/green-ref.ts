import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { parseRepo } from '../../adapters/github/client.js';
import { DEFAULT_REQUIRED_TIERS } from '../../domain/green-ref/required-tiers.js';
import {
  advanceGreenRef,
  advanceWhenGreen,
  DEFAULT_GREEN_REF,
  findNewestGreen,
  readGreenRef,
  type RequiredTiers,
} from '../../services/loop/green-ref.js';
import { optionError, type OptionFace } from '../../shared/options-face.js';
import type { Logger } from '../../shared/logger.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { gitAuthFrom } from './actions-env.js';
import { githubClientFromEnv } from './github-env.js';

const FlagsSchema = z.object({
  repo: z.string().min(1),
  ref: z.string().min(1),
  remote: z.string().min(1).optional(),
  advance: z.string().min(1).optional(),
  newest: z.boolean().default(false),
  trunk: z.string().min(1).optional(),
  require: z
    .string()
    .transform((v) => (v.trim() === 'none' ? [] : v.split(/[\s,]+/).filter(Boolean)))
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, 'expected tier names such as L1,L2 (or none)'))),
  contextPrefix: z.string().max(200),
  githubRepo: z.string().min(1).optional(),
  depth: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'expected a whole number from 1 to 9999')
    .transform(Number),
  json: z.boolean().default(false),
});
type Flags = z.output<typeof FlagsSchema>;

/**
 * The required-tier check needs the commit statuses: it applies whenever a GitHub repository is known (always in
 * Actions, where GITHUB_REPOSITORY is set); `--require none` turns it off.
 */
function requiredTiers(flags: Flags, logger: Logger, face: OptionFace): RequiredTiers | undefined {
  const name = flags.githubRepo ?? process.env['GITHUB_REPOSITORY'];
  if (!name || flags.require.length === 0) return undefined;
  return {
    client: githubClientFromEnv(process.env, logger),
    repo: parseRepo(name, face.where('githubRepo')),
    required: flags.require,
    prefix: flags.contextPrefix,
  };
}

export function registerGreenRefCommand(program: Command, ctx: CliContext): void {
  program
    .command('green-ref')
    .description(
      'Read the green ref (the newest trunk commit at which every required tier passed), or move it forward to a ' +
        'commit at which they all passed. It never moves backwards and never names a partial set; concurrent runs ' +
        'are resolved with a compare-and-swap push.',
    )
    .option('--repo <dir>', 'the fork clone', '.')
    .option('--ref <ref>', 'full ref name', DEFAULT_GREEN_REF)
    .option('--remote <name>', 'read and push the ref on this remote (token from GITHUB_TOKEN); default: local ref')
    .option('--advance <rev>', 'move to this commit, if every required tier passed on it')
    .option('--newest', 'move to the newest of the last --depth trunk commits at which every required tier passed')
    .option('--trunk <ref>', 'trunk ref: a green commit no longer on trunk (rewritten history) is replaced')
    .option(
      '--require <tiers>',
      `tiers that must all have passed (commit status <prefix><tier>), or none`,
      DEFAULT_REQUIRED_TIERS.join(','),
    )
    .option('--context-prefix <text>', 'status context / check run name of a tier, before its name', 'upstream-ingest/')
    .option('--github-repo <owner/name>', 'repository whose commit statuses are read (default GITHUB_REPOSITORY)')
    .option('--depth <n>', 'trunk commits --newest looks at', '50')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('green-ref', FlagsSchema, raw, ctx, { paths: ['repo'] });
      const authEnv = flags.remote ? gitAuthFrom(process.env) : undefined;
      const deps = { git: createGitRunner(flags.repo), logger: ctx.logger, ...(authEnv ? { authEnv } : {}) };
      const target = { ref: flags.ref, ...(flags.remote ? { remote: flags.remote } : {}) };
      const tiers = requiredTiers(flags, ctx.logger, face);
      let candidate = flags.advance;
      if (flags.newest) {
        if (!flags.trunk) throw optionError(face, 'newest', `needs ${face.name('trunk')} <ref>`);
        if (!tiers)
          throw optionError(face, 'newest', `reads commit statuses: give ${face.name('githubRepo')} and a token`);
        const found = await findNewestGreen(deps.git, { trunk: flags.trunk, depth: flags.depth }, tiers);
        if (!found.sha) {
          const green = await readGreenRef(target, deps);
          ctx.logger.info(`no trunk commit of the last ${found.examined} passed ${flags.require.join(' and ')}`);
          ctx.stdout(
            flags.json ? `${JSON.stringify({ action: 'none-green', green })}\n` : `none-green ${green ?? ''}\n`,
          );
          return;
        }
        candidate = found.sha;
      }
      if (!candidate) {
        const green = await readGreenRef(target, deps);
        ctx.stdout(flags.json ? `${JSON.stringify({ green })}\n` : `${green ?? ''}\n`);
        return;
      }
      const settings = { ...target, candidate, ...(flags.trunk ? { trunk: flags.trunk } : {}) };
      const result = tiers ? await advanceWhenGreen(settings, deps, tiers) : await advanceGreenRef(settings, deps);
      ctx.stdout(flags.json ? `${JSON.stringify(result)}\n` : `${result.action} ${result.green ?? ''}\n`);
    });
}
