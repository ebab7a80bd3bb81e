/**
 * GitHub API faults at the level a user sees them: apply-bundle opening its PR and the lag SLO issue, through the
 * real Octokit client (retry and throttling plugins) against the local server, which injects each fault. Every case
 * has an expected outcome and a cap on the total time spent waiting: the client's wait budget (3 s here, 120 s in
 * production) bounds rate-limit waits, and a reset far beyond it fails at once with the reset time instead of waiting.
 */
import { createGitHubClient, parseRepo } from '../../src/adapters/github/client.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { GitHubApiError } from '../../src/adapters/github/errors.js';
import { githubPullRequests } from '../../src/services/apply/publish.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { runLag } from '../../src/services/lag/lag.js';
import { syncSloIssue } from '../../src/services/report/slo-issue.js';
import { asConfigurationError } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import type { LagReport } from '../../src/schemas/lag-report.js';
import {
  integrationForbidden,
  primaryRateLimit,
  secondaryRateLimit,
  startGitHubServer,
  type FaultSpec,
  type GitHubTestServer,
} from '../helpers/github-server.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, baseSettings, CLEAN, conflictScenario, repoState } from '../apply/fixtures.js';
import { cases, type Observe } from './record.js';

const reliabilityCase = cases('API faults');

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

let n = 0;
function freshRepo(): string {
  const full = `fork-org/faults-${++n}`;
  server.state.addRepo(full);
  return full;
}

/**
 * What every case checks about waiting: the rate-limit waits the client chose (its `waiting N s` lines) stay within
 * its budget. The waits it decides, not the wall clock, so the check holds on a loaded machine; the time taken is
 * only reported (and `npm run bench` owns timings).
 */
function waitedSeconds(logger: RecordingLogger): number {
  return logger
    .messages('warning')
    .map((m) => /waiting (\d+(?:\.\d+)?) s before retry/.exec(m)?.[1])
    .reduce((sum, s) => sum + (s ? Number(s) : 0), 0);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T | undefined; error: unknown; ms: number }> {
  const start = Date.now();
  try {
    const value = await work();
    return { value, error: undefined, ms: Date.now() - start };
  } catch (error) {
    return { value: undefined, error, ms: Date.now() - start };
  }
}

async function applyWithPr(s: BuiltScenario, full: string, settings: ApplySettings, logger = new RecordingLogger()) {
  const client = createGitHubClient({ ...server.clientOptions(), logger });
  return runApply(
    { ...settings, pullRequest: { base: 'main' }, upstreamRepo: 'triton-lang/triton' },
    { git: createGitRunner(s.dir), logger, pullRequests: githubPullRequests(client, parseRepo(full)) },
  );
}

/** apply-bundle of one clean commit with a push and a PR, under `fault` on `method path`. */
async function applyUnder(fault: (full: string) => FaultSpec | FaultSpec[], observe: Observe) {
  const full = freshRepo();
  const s = await conflictScenario();
  const faults = [fault(full)].flat().map((f) => server.inject(f));
  const logger = new RecordingLogger();
  const remote = await bareRemote();
  const run = await timed(() => applyWithPr(s, full, baseSettings([s.sha('u1')], { push: { remote } }), logger));
  expect(waitedSeconds(logger)).toBeLessThanOrEqual(server.clientOptions().maxWaitSeconds);
  expect(faults.every((f) => f.hits > 0)).toBe(true);
  const pulls = server.state.pulls(full);
  const say = (outcome: string) => observe(`${outcome}; ${pulls.length} PR(s); ${(run.ms / 1000).toFixed(1)} s`);
  return { ...run, s, full, pulls, logger, say };
}

describe('apply-bundle opening its PR', () => {
  reliabilityCase(
    '5xx on POST /pulls after GitHub created the PR',
    'no blind retry: the PR is looked up by head and marker and reused; exactly one PR',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, status: 500, afterWrite: true }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      expect(r.value!.pr?.number).toBe(r.pulls[0]!.number);
      r.say(`PR #${r.value!.pr!.number} recovered by look-up`);
    },
  );

  reliabilityCase(
    'connection reset on POST /pulls after the write',
    'looked up before any second create: exactly one PR',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, reset: true, afterWrite: true }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      r.say('recovered by look-up');
    },
  );

  reliabilityCase(
    'POST /pulls times out after the write (no answer within the client timeout)',
    'the timeout counts as "may have written": looked up, found, not created twice',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, afterWrite: true, delayMs: 5000 }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      r.say('timed out after 2 s, found by look-up');
    },
  );

  reliabilityCase(
    'POST /pulls times out before the write (the request never took effect)',
    'looked up, not found, created once more: exactly one PR',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, status: 504, delayMs: 2500 }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      r.say('created on the second attempt');
    },
  );

  reliabilityCase(
    '5xx on GET /pulls (transient, twice)',
    'reads are retried with back-off, then the PR is opened',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'GET', path: `/repos/${full}/pulls`, status: 502, times: 2 }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      r.say('opened after 2 retried reads');
    },
  );

  reliabilityCase(
    '5xx on GET /pulls that does not recover',
    'a clear error with the status after the retries (4 requests), no PR, the repository clean',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'GET', path: `/repos/${full}/pulls`, status: 503, times: Infinity }),
        observe,
      );
      expect(r.error).toBeInstanceOf(GitHubApiError);
      expect(String(r.error)).toMatch(/GitHub API error while listing pull requests in fork-org\/faults-\d+: 503/);
      expect(server.requestsTo('GET', `/repos/${r.full}/pulls`)).toHaveLength(4);
      expect(r.pulls).toHaveLength(0);
      expect(await repoState(r.s)).toMatchObject(CLEAN);
      server.clearFaults();
      r.say(String(r.error).slice(0, 110));
    },
  );

  reliabilityCase(
    '403 "Resource not accessible by integration" on POST /pulls',
    'a one-line user error naming `pull-requests: write`; no PR; the repository clean on the bundle branch',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, ...integrationForbidden() }),
        observe,
      );
      const user = asConfigurationError(r.error);
      expect(user?.message).toMatch(/creating a pull request .*needs `pull-requests: write`/);
      expect(r.pulls).toHaveLength(0);
      expect(await repoState(r.s)).toMatchObject(CLEAN);
      expect(await git(r.s, 'symbolic-ref', 'HEAD')).toMatch(/refs\/heads\/upstream-ingest\//);
      r.say(user!.message.slice(0, 120));
    },
  );

  reliabilityCase(
    '422 "A pull request already exists" (another run created it between look-up and create)',
    'the existing PR is found and updated: exactly one PR',
    async (observe) => {
      const full = freshRepo();
      const s = await conflictScenario();
      const remote = await bareRemote();
      const first = await applyWithPr(s, full, baseSettings([s.sha('u1')], { push: { remote } }));
      // The next look-up misses it (as if the other run created it a moment later): the create answers 422.
      server.inject({ method: 'GET', path: `/repos/${full}/pulls`, status: 200, body: [] });
      const logger = new RecordingLogger();
      const second = await applyWithPr(s, full, baseSettings([s.sha('u1')], { push: { remote } }), logger);
      expect(server.requestsTo('POST', `/repos/${full}/pulls`).map((q) => q.status)).toEqual([201, 422]);
      expect(server.state.pulls(full)).toHaveLength(1);
      expect(second.pr).toMatchObject({ number: first.pr!.number, created: false });
      expect(server.state.pulls(full)[0]!.body).toContain('unchanged from the previous run');
      observe(`422 resolved to the existing PR #${second.pr!.number}, updated in place; 1 PR`);
    },
  );

  reliabilityCase(
    'the bundle branch was deleted on the remote (404 for the branch) and GitHub closed its PR',
    'the re-run pushes the branch again (lease: absent) and opens one new PR; the closed one stays closed',
    async (observe) => {
      const full = freshRepo();
      const s = await conflictScenario();
      const remote = await bareRemote();
      const settings = baseSettings([s.sha('u1')], { push: { remote } });
      const first = await applyWithPr(s, full, settings);
      await createGitRunner(remote).run(['update-ref', '-d', `refs/heads/${first.branch}`]);
      const closed = server.state.pull(full, first.pr!.number)!;
      closed.state = 'closed';
      server.state.syncPullIssue(server.state.repo(full)!, closed);
      const again = await applyWithPr(s, full, settings);
      expect(again.push).toMatchObject({ status: 'pushed', expected: null });
      const pulls = server.state.pulls(full);
      expect(pulls.map((p) => p.state)).toEqual(['closed', 'open']);
      expect(again.pr).toMatchObject({ number: pulls[1]!.number, created: true });
      observe(`branch re-pushed; PR #${pulls[0]!.number} left closed, #${pulls[1]!.number} opened`);
    },
  );

  reliabilityCase(
    '404 on PATCH /pulls/N (the PR vanished between look-up and update)',
    'a one-line user error naming the operation and `pull-requests: write`, not a crash',
    async (observe) => {
      const full = freshRepo();
      const s = await conflictScenario();
      const remote = await bareRemote();
      await applyWithPr(s, full, baseSettings([s.sha('u1')], { push: { remote } }));
      server.inject({ method: 'PATCH', path: /\/pulls\/\d+$/, status: 404 });
      const error = await applyWithPr(s, full, baseSettings([s.sha('u1')], { push: { remote } })).catch(
        (e: unknown) => e,
      );
      const user = asConfigurationError(error);
      expect(user?.message).toMatch(/404 while updating a pull request .*needs `pull-requests: write`/);
      observe(user!.message.slice(0, 140));
    },
  );

  reliabilityCase(
    'secondary rate limit on POST /pulls (retry-after 1 s)',
    'waits the retry-after within the budget, says so, then opens exactly one PR',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, ...secondaryRateLimit(1) }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      expect(r.logger.messages('warning').join('\n')).toMatch(/secondary rate limit .*waiting 1 s/);
      r.say('waited 1 s');
    },
  );

  reliabilityCase(
    'secondary rate limits beyond the wait budget (retry-after 2 s, three times, budget 3 s)',
    'waits until the budget is spent, then a clear error saying when to retry; no PR',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/pulls`, ...secondaryRateLimit(2), times: 3 }),
        observe,
      );
      expect(asConfigurationError(r.error)?.message).toMatch(
        /secondary rate limit while creating a pull request .*wait budget is spent/,
      );
      expect(r.pulls).toHaveLength(0);
      server.clearFaults();
      r.say(String(r.error).slice(0, 110));
    },
  );

  reliabilityCase(
    'primary rate limit exhausted with the reset 10 minutes away',
    'no waiting beyond the budget: a clear error with the reset time, at once',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'GET', path: `/repos/${full}/pulls`, ...primaryRateLimit(600) }),
        observe,
      );
      expect(waitedSeconds(r.logger)).toBe(0);
      expect(asConfigurationError(r.error)?.message).toMatch(
        /rate limit exhausted .*resets at .*\(in \d+ s\), beyond the wait budget/,
      );
      r.say(String(r.error).slice(0, 110));
    },
  );

  reliabilityCase(
    'primary rate limit exhausted with the reset 1 s away',
    'waits for the reset (within the budget), then opens the PR',
    async (observe) => {
      const r = await applyUnder(
        (full) => ({ method: 'GET', path: `/repos/${full}/pulls`, ...primaryRateLimit(1) }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.pulls).toHaveLength(1);
      expect(r.logger.messages('warning').join('\n')).toMatch(/rate limit on GET .*waiting \d s/);
      r.say('waited for the reset');
    },
  );
});

describe('the lag SLO issue', () => {
  let report: LagReport;
  beforeAll(async () => {
    const s = await conflictScenario();
    report = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-06-01T00:00:00Z'), extraTrailerKeys: [] },
      { git: s.git, logger: new RecordingLogger() },
    );
  });

  async function sloUnder(fault: (full: string) => FaultSpec, observe: Observe) {
    const full = freshRepo();
    const injected = server.inject(fault(full));
    const logger = new RecordingLogger();
    const client = createGitHubClient({ ...server.clientOptions(), logger });
    const run = await timed(() =>
      syncSloIssue(
        { repo: parseRepo(full), report, sloDays: 5, id: 'triton@main', labels: ['upstream-ingest:lag-slo'] },
        { client, logger },
      ),
    );
    expect(waitedSeconds(logger)).toBeLessThanOrEqual(server.clientOptions().maxWaitSeconds);
    expect(injected.hits).toBe(1);
    const issues = server.state.issues(full);
    return {
      ...run,
      issues,
      say: (what: string) => observe(`${what}; ${issues.length} issue(s); ${(run.ms / 1000).toFixed(1)} s`),
    };
  }

  reliabilityCase(
    '502 on POST /issues after GitHub wrote the SLO issue',
    'looked up by marker, not created twice: one issue',
    async (observe) => {
      const r = await sloUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/issues`, status: 502, afterWrite: true }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.issues).toHaveLength(1);
      r.say(`issue ${r.value!.action}`);
    },
  );

  reliabilityCase(
    'POST /issues times out before the write',
    'looked up, not found, created once more: one issue',
    async (observe) => {
      const r = await sloUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/issues`, status: 504, delayMs: 2500 }),
        observe,
      );
      expect(r.error).toBeUndefined();
      expect(r.issues).toHaveLength(1);
      r.say(`issue ${r.value!.action}`);
    },
  );

  reliabilityCase(
    '403 without the issues permission',
    'a one-line user error naming `issues: write`; nothing written',
    async (observe) => {
      const r = await sloUnder(
        (full) => ({ method: 'POST', path: `/repos/${full}/issues`, ...integrationForbidden() }),
        observe,
      );
      const user = asConfigurationError(r.error);
      expect(user?.message).toMatch(/creating an issue .*needs `issues: write`/);
      expect(r.issues).toHaveLength(0);
      r.say(user!.message.slice(0, 120));
    },
  );

  reliabilityCase(
    'connection reset on the issue listing (a read)',
    'retried; the issue is opened once',
    async (observe) => {
      const r = await sloUnder((full) => ({ method: 'GET', path: `/repos/${full}/issues`, reset: true }), observe);
      expect(r.error).toBeUndefined();
      expect(r.issues).toHaveLength(1);
      r.say('retried the read');
    },
  );
});
