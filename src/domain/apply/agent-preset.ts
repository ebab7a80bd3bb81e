/**
 * The agent presets (`--agent preset:NAME`): two coding-agent CLIs run non-interactively in the work tree, and two
 * HTTP APIs asked for a structured answer. Anything else given to `--agent` is a command of the fork's own.
 */

export const AGENT_PRESETS = ['claude-code', 'codex', 'openai', 'anthropic'] as const;
export type AgentPresetName = (typeof AGENT_PRESETS)[number];

export const PRESET_PREFIX = 'preset:';

export interface AgentPreset {
  name: AgentPresetName;
  /** HTTP presets: the API's base URL (defaults to the vendor's). */
  endpoint?: string;
  model?: string;
}

/** The environment variable each preset's key is read from (the CLIs read it themselves). */
export const PRESET_KEY_ENV: Readonly<Record<AgentPresetName, string>> = {
  'claude-code': 'ANTHROPIC_API_KEY',
  codex: 'OPENAI_API_KEY',
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
};

export const HTTP_PRESETS: ReadonlySet<AgentPresetName> = new Set(['openai', 'anthropic']);

export function isPresetSpec(agent: string | undefined): boolean {
  return agent?.trim().startsWith(PRESET_PREFIX) ?? false;
}

/** The preset an `--agent` value names; an error text for an unknown name; undefined for a command. */
export function presetOf(agent: string | undefined): AgentPresetName | { problem: string } | undefined {
  if (!agent || !isPresetSpec(agent)) return undefined;
  const name = agent.trim().slice(PRESET_PREFIX.length);
  if ((AGENT_PRESETS as readonly string[]).includes(name)) return name as AgentPresetName;
  return {
    problem: `unknown preset '${name.slice(0, 40)}'; expected ${AGENT_PRESETS.map((p) => PRESET_PREFIX + p).join(', ')} or a command`,
  };
}

/** How a result names the agent: the preset, or `command` for the fork's own. */
export function agentLabel(preset: AgentPreset | undefined): string {
  return preset ? `${PRESET_PREFIX}${preset.name}` : 'command';
}
