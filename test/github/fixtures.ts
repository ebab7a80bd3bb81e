import { createGitHubClient, type GitHubClient, type GitHubClientOptions } from '../../src/adapters/github/client.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import type { GitHubTestServer } from '../helpers/github-server.js';

/** The real client pointed at the test server, with waits shrunk so the fault tests stay fast. */
export function testClient(
  server: GitHubTestServer,
  overrides: Partial<GitHubClientOptions> = {},
): { client: GitHubClient; logger: RecordingLogger } {
  const logger = new RecordingLogger();
  const client = createGitHubClient({ ...server.clientOptions(), logger, ...overrides });
  return { client, logger };
}
