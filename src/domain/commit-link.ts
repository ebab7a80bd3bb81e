import { short } from '../shared/short-sha.js';

/**
 * A commit in markdown: its short SHA as code, linked to the commit's page when its repository is known (`owner/name`
 * on `serverUrl`, github.com by default); plain code otherwise (a local run, an unknown remote).
 */
export function commitLink(sha: string, repo: string | undefined, serverUrl?: string): string {
  const code = `\`${short(sha)}\``;
  if (!repo) return code;
  return `[${code}](${(serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${repo}/commit/${sha})`;
}
