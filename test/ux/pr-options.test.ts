import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../../src/actions/apply-bundle/run.js';
import { renderBodyTemplate } from '../../src/domain/report/pr-body-template.js';
import { actionInputs, RecordingActionIO } from '../helpers/action-io.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, conflictScenario } from '../apply/fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

async function applyOnce(given: Record<string, string>): Promise<RecordingActionIO> {
  const io = new RecordingActionIO(await actionInputs('apply-bundle', { 'cache-rerere': 'false', ...given }), {
    RUNNER_TEMP: await makeTempDir('ux-runner-'),
    GITHUB_API_URL: server.url,
  });
  await run(io);
  return io;
}

describe('bundle PR options (apply-bundle pr-* inputs)', () => {
  it('labels, assignees, reviewers, team reviewers, draft and a body template; reviewers asked once', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    const templateFile = join(await makeTempDir('ux-template-'), 'pr.md');
    await writeFile(
      templateFile,
      '> Bundle {{ branch }} into {{ base }}. Ping #gpu-compiler on failure.\n\n{{ body }}\n',
    );
    const given = {
      path: s.dir,
      commits: `${s.sha('u1')}\n${s.sha('u4')}`,
      base: 'fork',
      push: remote,
      token: server.token,
      repository: 'acme/pr-options',
      'upstream-ref': 'upstream',
      'pr-draft': 'true',
      'pr-labels': 'upstream-ingest, area/compiler',
      'pr-reviewers': 'alice\nbob',
      'pr-team-reviewers': 'acme/gpu-compiler',
      'pr-assignees': 'alice, ghost-user',
      'pr-body-template': `@${templateFile}`,
    };
    const first = await applyOnce(given);
    expect(first.failed).toEqual([]);
    const [pull] = server.state.pulls('acme/pr-options');
    expect(pull).toMatchObject({
      draft: true,
      requestedReviewers: ['alice', 'bob'],
      requestedTeams: ['gpu-compiler'],
    });
    expect(pull!.body).toMatch(/^> Bundle upstream-ingest\/\S+ into fork\. Ping #gpu-compiler on failure\.\n\n\S/);
    const issue = server.state.issue('acme/pr-options', pull!.number)!;
    expect(issue.labels).toEqual(['upstream-ingest', 'area/compiler']);
    expect(issue.assignees).toEqual(['alice']);
    expect(first.logger.messages('warning').join('\n')).toMatch(/not assignable in acme\/pr-options: ghost-user/);

    // A re-run updates the same PR; nobody is asked to review again.
    const before = server.requests.filter((r) => r.path.endsWith('/requested_reviewers')).length;
    const second = await applyOnce(given);
    expect(second.failed).toEqual([]);
    expect(server.state.pulls('acme/pr-options')).toHaveLength(1);
    expect(server.requests.filter((r) => r.path.endsWith('/requested_reviewers')).length).toBe(before);
  });

  it('a reviewer GitHub refuses is a warning, the PR stands; an unknown placeholder is a one-line error', async () => {
    const s = await conflictScenario();
    const io = await applyOnce({
      path: s.dir,
      commits: s.sha('u1'),
      base: 'fork',
      push: await bareRemote(),
      token: server.token,
      repository: 'acme/pr-refused',
      'upstream-ref': 'upstream',
      'pr-reviewers': 'ghost-reviewer',
    });
    expect(io.failed).toEqual([]);
    expect(server.state.pulls('acme/pr-refused')).toHaveLength(1);
    expect(io.logger.messages('warning').join('\n')).toMatch(
      /review request refused by GitHub: Validation Failed|collaborator/,
    );

    const bad = await applyOnce({
      path: s.dir,
      commits: s.sha('u1'),
      base: 'fork',
      push: await bareRemote(),
      token: server.token,
      repository: 'acme/pr-bad',
      'pr-body-template': 'Hello {{ bdy }}',
    });
    expect(bad.failed).toEqual([
      "input 'pr-body-template': unknown placeholder {{ bdy }} (expected {{ body }}, {{ title }}, {{ branch }}, {{ base }})",
    ]);
    expect(server.state.pulls('acme/pr-bad')).toHaveLength(0);
  });

  it('expands a template once: upstream text with {{ }} in the body stays as it is', () => {
    expect(renderBodyTemplate('A {{ title }}', { body: 'x {{ base }}', title: 't', branch: 'b', base: 'main' })).toBe(
      'A t\n\nx {{ base }}',
    );
  });
});
