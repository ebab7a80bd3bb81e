import { PRESET_KEY_ENV, type AgentPreset } from '../../domain/apply/agent-preset.js';
import { ANTHROPIC_DEFAULT_ENDPOINT, anthropicMessagesClient } from './anthropic-messages.js';
import type { ModelClient } from './model-client.js';
import { OPENAI_DEFAULT_ENDPOINT, openAiChatClient } from './openai-chat.js';

/** The model client of an HTTP preset: its endpoint (the vendor's by default), model and key from the environment. */
export function modelClientFor(
  preset: AgentPreset,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
): ModelClient {
  const apiKey = env[PRESET_KEY_ENV[preset.name]];
  const options = { model: preset.model ?? '', timeoutMs, ...(apiKey ? { apiKey } : {}) };
  return preset.name === 'anthropic'
    ? anthropicMessagesClient({ ...options, endpoint: preset.endpoint ?? ANTHROPIC_DEFAULT_ENDPOINT })
    : openAiChatClient({ ...options, endpoint: preset.endpoint ?? OPENAI_DEFAULT_ENDPOINT });
}
