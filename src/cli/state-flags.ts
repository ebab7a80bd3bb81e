import type { Command } from 'commander';
import { STATE_BRANCH } from '../domain/state-layout.js';

/**
 * The flags that locate the state branch, the same on every command that reads or writes a history there: the
 * clone, the branch, and the remote it is fetched from (and pushed to, for a writer) with the token from
 * GITHUB_TOKEN. The texts say what this command does with them.
 */
export function withStateFlags(command: Command, texts: { repo?: string; branch: string; remote: string }): Command {
  return command
    .option('--repo <dir>', texts.repo ?? 'the fork clone', '.')
    .option('--state-branch <branch>', texts.branch, STATE_BRANCH)
    .option('--remote <name>', texts.remote);
}
