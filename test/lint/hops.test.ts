import { readdirSync } from 'node:fs';
import { importGraph, shortestPath } from '../../scripts/import-graph.mjs';

// Issue 27: a newcomer who opens a CLI command or an action's run.ts reaches the file that decides each of the ten
// behaviours in at most four import hops. CONTRIBUTING.md's "Where is X" table names the same files.
const MAX_HOPS = 4;

/** Each behaviour, the file that defines it, and faces that must reach it (so the check cannot pass empty). */
const behaviours: Array<{ name: string; file: string; from: string[] }> = [
  { name: 'risk score', file: 'src/domain/plan/risk.ts', from: ['cli/commands/plan', 'actions/plan-bundles'] },
  {
    name: 'contiguous pin',
    file: 'src/domain/ledger/lag-metrics.ts',
    from: ['cli/commands/lag', 'actions/report-lag'],
  },
  {
    name: 'no-tests anomaly',
    file: 'src/domain/tier/evaluate-harness.ts',
    from: ['cli/commands/tier', 'actions/run-tier'],
  },
  {
    name: 'provenance rules',
    file: 'src/domain/ledger/rules.ts',
    from: [
      'cli/commands/lag',
      'cli/commands/explain',
      'cli/commands/plan',
      'cli/commands/apply',
      'actions/apply-bundle',
    ],
  },
  {
    name: 'Conflict-Resolution block',
    file: 'src/domain/apply/conflict-resolution.ts',
    from: ['cli/commands/apply', 'actions/apply-bundle'],
  },
  {
    name: 'guard verdicts',
    file: 'src/domain/apply/guards.ts',
    from: ['cli/commands/apply', 'cli/commands/audit-guards', 'actions/apply-bundle'],
  },
  { name: 'PR body', file: 'src/domain/apply/pr-text.ts', from: ['cli/commands/apply', 'actions/apply-bundle'] },
  { name: 'dashboard issue', file: 'src/domain/dashboard/render.ts', from: ['cli/commands/dashboard'] },
  {
    name: 'bench verdict',
    file: 'src/domain/bench/compare.ts',
    from: ['cli/commands/compare-bench', 'actions/compare-bench'],
  },
  { name: 'green ref', file: 'src/domain/green-ref/decide.ts', from: ['cli/commands/green-ref'] },
];

/** `cli/commands/plan` → src/cli/commands/plan.ts, `actions/run-tier` → src/actions/run-tier/run.ts. */
const entryFile = (face: string) => (face.startsWith('actions/') ? `src/${face}/run.ts` : `src/${face}.ts`);

/** Every face: each CLI command file (`demo` included) and each action's run.ts; not the registry and shared helpers. */
function allEntries(): string[] {
  const commands = readdirSync('src/cli/commands')
    .filter((f) => f.endsWith('.ts') && !['index.ts', 'github-env.ts', 'actions-env.ts'].includes(f))
    .map((f) => `src/cli/commands/${f}`);
  const actions = readdirSync('src/actions', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `src/actions/${d.name}/run.ts`);
  return [...commands, ...actions];
}

const graph = importGraph('.');

describe('the ten behaviours are within four import hops of every face that reaches them', () => {
  it.each(behaviours)('$name ($file)', ({ file, from }) => {
    expect(graph.has(file)).toBe(true);
    for (const face of from) {
      const path = shortestPath(graph, entryFile(face), file);
      expect({ face, path }).toEqual({ face, path: expect.any(Array) });
    }
    const tooFar = allEntries()
      .map((entry) => shortestPath(graph, entry, file))
      .filter((path): path is string[] => path !== undefined && path.length - 1 > MAX_HOPS)
      .map((path) => `${path.length - 1} hops: ${path.join(' -> ')}`);
    expect(tooFar).toEqual([]);
  });

  it('counts hops the way the check means them', () => {
    // A two-hop road (face -> service -> domain) is two hops; a file does not reach itself through nothing.
    const path = shortestPath(graph, 'src/actions/plan-bundles/run.ts', 'src/domain/plan/risk.ts');
    expect(path?.[0]).toBe('src/actions/plan-bundles/run.ts');
    expect(path?.at(-1)).toBe('src/domain/plan/risk.ts');
    expect((path?.length ?? 0) - 1).toBeLessThanOrEqual(MAX_HOPS);
    expect(shortestPath(graph, 'src/domain/plan/risk.ts', 'src/actions/plan-bundles/run.ts')).toBeUndefined();
  });
});
