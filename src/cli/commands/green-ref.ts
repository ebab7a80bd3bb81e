import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/git-runner.js';
import { advanceGreenRef, DEFAULT_GREEN_REF, readGreenRef } from '../../services/green-ref.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import type { CliContext } from '../context.js';
import { gitAuthFrom } from './github-env.js';

const FlagsSchema = z.object({
  repo: z.string().min(1),
  ref: z.string().min(1),
  remote: z.string().min(1).optional(),
  advance: z.string().min(1).optional(),
  trunk: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

export function registerGreenRefCommand(program: Command, ctx: CliContext): void {
  program
    .command('green-ref')
    .description(
      'Read the green ref (the newest trunk commit whose required tiers passed), or move it forward to a commit that ' +
        'passed. It never moves backwards; concurrent runs are resolved with a compare-and-swap push.',
    )
    .option('--repo <dir>', 'the fork clone', '.')
    .option('--ref <ref>', 'full ref name', DEFAULT_GREEN_REF)
    .option('--remote <name>', 'read and push the ref on this remote (token from GITHUB_TOKEN); default: local ref')
    .option('--advance <rev>', 'the commit whose required tiers all passed')
    .option('--trunk <ref>', 'trunk ref: a green commit no longer on trunk (rewritten history) is replaced')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseOrThrow(FlagsSchema, raw, 'green-ref');
      const authEnv = flags.remote ? gitAuthFrom(process.env) : undefined;
      const deps = { git: createGitRunner(flags.repo), logger: ctx.logger, ...(authEnv ? { authEnv } : {}) };
      const target = { ref: flags.ref, ...(flags.remote ? { remote: flags.remote } : {}) };
      if (!flags.advance) {
        const green = await readGreenRef(target, deps);
        ctx.stdout(flags.json ? `${JSON.stringify({ green })}\n` : `${green ?? ''}\n`);
        return;
      }
      const result = await advanceGreenRef(
        { ...target, candidate: flags.advance, ...(flags.trunk ? { trunk: flags.trunk } : {}) },
        deps,
      );
      ctx.stdout(flags.json ? `${JSON.stringify(result)}\n` : `${result.action} ${result.green ?? ''}\n`);
    });
}
