/**
 * What our GitHub client adds to each API call: the same reads and writes through `createGitHubClient` (the real
 * Octokit with plugin-retry and plugin-throttling, writes unpaced as on the local server) and through a bare `fetch`,
 * against the local API server, alternated. Before prompt-scheduling.ts each request waited ~11 clamped timer ticks
 * in the plugins' scheduler (15-19 ms per request where a bare fetch takes ~1 ms); the daily loop's land and
 * dashboard steps make their requests one after another.
 */
import { createGitHubClient } from '../src/adapters/github/client.js';
import { startGitHubServer } from '../src/demo/github-sim/server.js';
import type { BenchFn } from './bench-result.js';

const ROUNDS = 5;
const REQUESTS = 40;
/** Per request, over a bare fetch of the same request: Octokit's own work, not a scheduler's sleeps. */
const TARGET_OVERHEAD_MS = 3;

export const bench: BenchFn = async (log) => {
  const server = await startGitHubServer({ repos: ['o/r'] });
  try {
    const client = createGitHubClient({ ...server.clientOptions(), timeoutMs: 30_000 });
    const sha = 'a'.repeat(40);
    const viaClient = async () => {
      for (let i = 0; i < REQUESTS / 2; i++) {
        await client.rest.pulls.list({ owner: 'o', repo: 'r' });
        await client.rest.repos.createCommitStatus({ owner: 'o', repo: 'r', sha, state: 'success', context: 'b' });
      }
    };
    const headers = { authorization: `token ${server.token}`, 'content-type': 'application/json' };
    const bare = async () => {
      for (let i = 0; i < REQUESTS / 2; i++) {
        await (await fetch(`${server.url}/repos/o/r/pulls`, { headers })).text();
        const body = JSON.stringify({ state: 'success', context: 'b' });
        await (await fetch(`${server.url}/repos/o/r/statuses/${sha}`, { method: 'POST', headers, body })).text();
      }
    };
    await viaClient(); // warm both paths: connections, the plugins' limiter groups
    await bare();
    const overheads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const a = performance.now();
      await viaClient();
      const b = performance.now();
      await bare();
      const c = performance.now();
      const perClient = (b - a) / REQUESTS;
      const perBare = (c - b) / REQUESTS;
      overheads.push(perClient - perBare);
      log(`round ${round + 1}: client ${perClient.toFixed(2)} ms, bare fetch ${perBare.toFixed(2)} ms per request`);
    }
    overheads.sort((x, y) => x - y);
    const median = overheads[Math.floor(overheads.length / 2)]!;
    return [
      {
        name: 'GitHub client: time a request adds over a bare fetch (local API server, median of alternated rounds)',
        value: median,
        unit: 'ms',
        target: `≤ ${TARGET_OVERHEAD_MS} ms`,
        ok: median <= TARGET_OVERHEAD_MS,
      },
    ];
  } finally {
    await server.close();
  }
};
