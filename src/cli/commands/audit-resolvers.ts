import type { Command } from 'commander';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { refuseCredentials } from '../../services/credentials.js';
import { serverUrlFrom } from './actions-env.js';
import { writeTextFile } from '../../adapters/files/text-file.js';
import { renderResolversMarkdown, renderResolversText } from '../../domain/apply/audit-resolvers-text.js';
import { resolverLimits, resolversFromOptions } from '../../services/apply/audit-resolvers-config.js';
import { runAuditResolvers } from '../../services/apply/audit-resolvers.js';
import type { CliContext } from '../context.js';
import { auditProgress, auditRunSettings, parseAuditFlags, withAuditFlags } from './audit-guards.js';

const AGENT_KEYS = [
  'agent',
  'agentEndpoint',
  'agentModel',
  'agentTimeout',
  'agentAttempts',
  'agentMaxCalls',
  'agentTranscripts',
] as const;

export function registerAuditResolversCommand(program: Command, ctx: CliContext): void {
  withAuditFlags(
    program
      .command('audit-resolvers')
      .description(
        "How each rung of the resolver ladder would have resolved the fork's own past conflicting picks, against what the fork committed: per rung proposals, accepted, exact, wrong but accepted; and which rungs may auto-accept on this fork.",
      ),
  )
    .option(
      '--resolvers <list>',
      'rungs to audit, in order (default: rerere,fork-decision,replay, then agent with --agent)',
    )
    .option(
      '--agent <cmd>',
      "the agent rung's agent, as apply's --agent: preset:claude-code, preset:codex, preset:openai, preset:anthropic or a trusted command (run in a throwaway work tree per pick)",
    )
    .option('--agent-endpoint <url>', 'preset:openai / preset:anthropic: the API base URL (vLLM, Ollama, llama.cpp, …)')
    .option('--agent-model <name>', 'the model of an agent preset (needed by preset:openai and preset:anthropic)')
    .option('--agent-timeout <seconds>', 'give up on an agent attempt after this long (default 900)')
    .option('--agent-attempts <n>', 'attempts per pick, each told the guards’ verdicts on the last (default 2)')
    .option('--agent-max-calls <n>', 'model calls (or agent runs) the whole audit may make (default: no limit)')
    .option(
      '--agent-transcripts <dir>',
      'one transcript file per agent attempt (default .git/upstream-ingest/audit/agent-transcripts)',
    )
    .option(
      '--allow-untrusted-with-token',
      'run --agent although a credential is within its reach (GITHUB_TOKEN, a persisted header, a credential helper)',
    )
    .option('--config <file>', 'the config whose resolvers.<rung>.maxVerdict the ladder reads (plan.yml)')
    .option('--out <file>', 'also write the report as markdown to this file')
    .action(async (raw: Record<string, unknown>, command: Command) => {
      const s = parseAuditFlags('audit-resolvers', raw, [...AGENT_KEYS, 'resolvers', 'config', 'out'], ctx.cwd);
      const rungs = resolversFromOptions(s.resolvers, 'audit-resolvers --resolvers', Boolean(s.agent));
      // The agent runs on the fork's behalf: as for apply, only where no credential is within its reach.
      if (s.agent && raw.allowUntrustedWithToken !== true)
        await refuseCredentials(
          { env: process.env, git: createGitRunner(s.repo), serverUrl: serverUrlFrom(process.env) },
          'audit-resolvers: --agent',
          'unset GITHUB_TOKEN/GH_TOKEN and remove a persisted header or credential helper for the audit (or add --allow-untrusted-with-token)',
        );
      const maxVerdict = await resolverLimits(s.config);
      const progress = auditProgress(command, ctx, raw.json === true);
      const report = await runAuditResolvers(
        { ...auditRunSettings(s), ...(rungs ? { rungs } : {}), maxVerdict, ...(s.agent ? { agent: s.agent } : {}) },
        { git: createGitRunner(s.repo), logger: ctx.logger, ...(progress ? { progress } : {}) },
      );
      if (s.out) {
        await writeTextFile(s.out, renderResolversMarkdown(report));
        ctx.logger.info(`report written to ${s.out}`);
      }
      ctx.stdout(raw.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderResolversText(report));
    });
}
