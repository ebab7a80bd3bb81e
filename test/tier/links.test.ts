/**
 * Issue 13 item 4 for tier results: a URL that came from a results file, an issue's stored state or the summariser's
 * prose becomes a markdown link only when it is https on the configured server (safeLink); javascript:, http: and
 * foreign hosts are shown as text that GitHub does not turn into a link.
 */
import { closeComment, issueBody, recordFailure, type IssueState } from '../../src/domain/tier/failure-issues.js';
import { renderTierMarkdown, unlinkForeign } from '../../src/domain/tier/summary-markdown.js';
import type { TierResult } from '../../src/schemas/tier-result.js';

const SERVER = 'https://ghe.example.com';
const GOOD = `${SERVER}/fork-org/triton/actions/runs/42`;
const BAD = [
  'javascript:alert(document.cookie)',
  'http://ghe.example.com/fork-org/triton/actions/runs/1',
  'https://evil.example.net/fork-org/triton/actions/runs/2',
  'https://user:pw@ghe.example.com/x',
  'https://ghe.example.com/a)(b',
];

function stateWithRuns(urls: (string | null)[]): IssueState {
  let state: IssueState | undefined;
  urls.forEach((url, i) => {
    state = recordFailure(
      state,
      {
        kind: 'cluster',
        signature: 'RuntimeError: boom',
        cluster: 'abcdef0123',
        class: 'code',
        tests: ['tests::test_x'],
        testCount: 1,
        runners: ['nvidia-h100'],
        range: { from: null, to: 'a'.repeat(40) },
        suspects: [],
        owners: [],
        gpus: null,
        example: '',
        details: [],
      },
      { tier: 'L2', now: new Date(Date.UTC(2026, 0, 1 + i)), runId: String(i + 1), runUrl: url },
    );
  });
  return state!;
}

function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]!);
}

describe('links in tier issues', () => {
  it('links only the run URLs on the configured server', () => {
    const body = issueBody(stateWithRuns([GOOD, ...BAD]), 3, SERVER);
    expect(links(body)).toEqual([GOOD]);
    for (const bad of BAD) expect(body).not.toContain(`(${bad})`);
    expect(body.match(/^- 2026-01-0\d.*: fail/gm)).toHaveLength(6);
  });

  it('the default server is github.com: a GHES run link is not a link there', () => {
    expect(links(issueBody(stateWithRuns([GOOD]), 3))).toEqual([]);
    expect(links(issueBody(stateWithRuns(['https://github.com/o/r/actions/runs/7']), 3))).toEqual([
      'https://github.com/o/r/actions/runs/7',
    ]);
  });

  it('the close comment links the latest run only when it is safe', () => {
    const state = stateWithRuns([GOOD]);
    expect(links(closeComment(state, GOOD, SERVER))).toEqual([GOOD]);
    for (const bad of BAD) expect(links(closeComment(state, bad, SERVER))).toEqual([]);
  });
});

describe('links in the tier summary', () => {
  it("the summariser's bare foreign URLs go into code spans; the server's stay links", () => {
    const text = unlinkForeign(
      `see https://evil.example.net/p?q=1. and www.evil.example.net, http://ghe.example.com/x and ${GOOD}.`,
      SERVER,
    );
    expect(text).toBe(
      `see \`https://evil.example.net/p?q=1\`. and \`www.evil.example.net\`, \`http://ghe.example.com/x\` and ${GOOD}.`,
    );
  });

  it('renderTierMarkdown applies it to the summary, with the given server', () => {
    const result = {
      schemaVersion: 1,
      generatedAt: '2026-01-01T00:00:00.000Z',
      tier: 'L1',
      runnerLabel: 'cpu-x',
      verdict: 'pass',
      verdictReason: 'all passed',
      selection: { mode: 'all', reason: 'tier L2 runs everything', changedFrom: null, changedPaths: 0 },
      selected: [],
      notSelected: [],
      harnesses: [],
      anomalies: [],
      failures: [],
      failuresOmitted: 0,
      flaky: [],
      clusters: [],
      summary: `Look at [this](javascript:alert(1)) and https://evil.example.net/x or ${GOOD}`,
    } as unknown as TierResult;
    const md = renderTierMarkdown(result, { serverUrl: SERVER });
    expect(md).toContain('`https://evil.example.net/x`');
    expect(md).toContain(GOOD);
    // The markdown link is escaped (`\[this\](…)`): shown as text, not a link.
    expect(md).toContain('\\[this\\](javascript:');
    expect(md).not.toMatch(/[^\\]\]\(javascript:/);
  });
});
