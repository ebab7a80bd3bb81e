import { importGraph, shortestPath } from '../../scripts/import-graph.mjs';

// The commands a daily loop starts cold (command-loader.ts registers each alone) must not load the GitHub client
// (Octokit and undici, ~1.5 MB of bundle, ~35 ms of a cold process) through their static imports: `apply` of a bundle
// is timed against a plain `git cherry-pick -x`. Those that talk to GitHub load it on demand (`import()`).
const graph = importGraph('.');
const client = 'src/adapters/github/client.ts';
const statically = (e: { kind: string }) => e.kind === 'value';

describe('cold commands load no GitHub client before they need it', () => {
  it.each(['apply', 'plan', 'lag', 'tier', 'compare-bench'])('%s', (command) => {
    const entry = `src/cli/commands/${command}.ts`;
    expect(graph.has(entry)).toBe(true);
    expect({ entry, path: shortestPath(graph, entry, client, statically) }).toEqual({ entry, path: undefined });
  });

  it('the check finds a static path where there is one', () => {
    expect(shortestPath(graph, 'src/cli/commands/land.ts', client, statically)).toEqual(expect.any(Array));
  });
});
