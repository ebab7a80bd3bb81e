/**
 * The command lines of the coding-agent CLI presets, in one file without imports so that
 * `scripts/check-agent-flags.mjs` can load this very file and check every flag against the real CLIs' `--help`.
 * The prompt goes on stdin (never argv: it quotes upstream text), so each list ends in the CLIs' stdin form.
 *
 * - Claude Code: print mode with one JSON result; only the file tools (no Bash, no web tools), edits accepted
 *   without a prompt in the work tree; no MCP servers, no hooks or CLAUDE.md (`--bare`), no project settings (an
 *   upstream commit could bring `.claude/settings.json`), no session kept.
 * - Codex: `exec` with JSON Lines events, the workspace-write sandbox (writes only in the work tree) with its network
 *   off, no project exec-policy rules, no session kept.
 */

export interface AgentCliOptions {
  /** The work tree. */
  cwd: string;
  model?: string;
}

export const CLAUDE_PROGRAM = 'claude';
export const CODEX_PROGRAM = 'codex';

/** Claude Code's tools the preset allows: reading and editing files, nothing that runs or fetches. */
export const CLAUDE_TOOLS = 'Read,Edit,Write,Glob,Grep';
export const CLAUDE_DENIED_TOOLS = 'Bash,WebFetch,WebSearch,NotebookEdit,Task';

export function claudeArgs(options: AgentCliOptions): string[] {
  return [
    '--print',
    '--output-format',
    'json',
    '--bare',
    '--setting-sources',
    'user',
    '--strict-mcp-config',
    '--no-session-persistence',
    '--permission-mode',
    'acceptEdits',
    `--tools=${CLAUDE_TOOLS}`,
    `--disallowedTools=${CLAUDE_DENIED_TOOLS}`,
    ...(options.model ? ['--model', options.model] : []),
  ];
}

export function codexArgs(options: AgentCliOptions): string[] {
  return [
    'exec',
    '--json',
    '--sandbox',
    'workspace-write',
    '--config',
    'sandbox_workspace_write.network_access=false',
    '--cd',
    options.cwd,
    '--skip-git-repo-check',
    '--ephemeral',
    '--ignore-rules',
    ...(options.model ? ['--model', options.model] : []),
    '-',
  ];
}
