import type { Command } from 'commander';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderAuditText } from '../../domain/apply/audit-text.js';
import { parseAuditOptions, type AuditSettings } from '../../services/apply/audit-options.js';
import { runAuditGuards } from '../../services/apply/audit-guards.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { progressFactory, type ProgressFactory } from '../../shared/progress.js';
import { collect, type CliContext } from '../context.js';
import { suiteVersion } from '../version.js';
import { rawFromFlags } from '../raw-options.js';

const KEYS = ['repo', 'upstream', 'fork', 'trailers', 'limit', 'since', 'jobs', 'state', 'fresh'] as const;

/** The flags both audits of the fork's history share (audit-guards, audit-resolvers). */
export function withAuditFlags(command: Command): Command {
  return command
    .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
    .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
    .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
    .option('--limit <n>', 'at most the n newest picks that needed a resolution')
    .option('--since <date>', 'only fork commits committed since this date (2026-01-31)')
    .option('--jobs <n>', 'batches of picks replayed at a time (default 2)')
    .option('--trailer <key>', 'provenance trailer key besides the -x line (repeatable)', collect, [])
    .option('--state <file>', 'resume state (default: upstream-ingest/audit/ in the git dir)')
    .option('--fresh', 'ignore the resume state and replay everything again')
    .option('--json', 'print the result as one JSON object (progress still goes to stderr)');
}

/**
 * A long audit shows progress even with --json (stdout stays the JSON): plain lines on stderr, unless
 * --no-progress. Without --json, the CLI's own choice (a bar on a terminal).
 */
export function auditProgress(command: Command, ctx: CliContext, json: boolean): ProgressFactory | undefined {
  const globals = command.optsWithGlobals<{ progress?: boolean }>();
  if (globals.progress === false || !json) return ctx.progress;
  return progressFactory({ write: (t) => ctx.logger.info(t.replace(/\n$/, '')) }, 'lines');
}

export function parseAuditFlags(
  name: string,
  raw: Record<string, unknown>,
  keys: readonly string[],
  cwd?: string,
): AuditSettings {
  return parseAuditOptions(
    rawFromFlags(raw, [...KEYS, ...keys], { trailers: 'trailer' }),
    cliOptionFace(name, { trailers: 'trailer' }, cwd),
  );
}

/** What both audits take from their shared flags: the histories, the window, the jobs and the resume state. */
export function auditRunSettings(s: AuditSettings) {
  return {
    upstream: s.upstream,
    fork: s.fork,
    styles: s.styles,
    jobs: s.jobs,
    ...(s.limit !== undefined ? { limit: s.limit } : {}),
    ...(s.since !== undefined ? { since: s.since } : {}),
    state: { ...(s.statePath ? { path: s.statePath } : {}), fresh: s.fresh, version: suiteVersion() },
  };
}

export function registerAuditGuardsCommand(program: Command, ctx: CliContext): void {
  withAuditFlags(
    program
      .command('audit-guards')
      .description(
        "How the resolution guards judge the fork's own past resolved picks and their mutations (one side dropped, a hunk pasted twice, markers left, …): run it once before trusting the guards with auto-merge.",
      ),
  ).action(async (raw: Record<string, unknown>, command: Command) => {
    const s = parseAuditFlags('audit-guards', raw, [], ctx.cwd);
    const progress = auditProgress(command, ctx, raw.json === true);
    const report = await runAuditGuards(auditRunSettings(s), {
      git: createGitRunner(s.repo),
      logger: ctx.logger,
      ...(progress ? { progress } : {}),
    });
    ctx.stdout(raw.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderAuditText(report));
  });
}
