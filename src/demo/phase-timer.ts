import { AsyncLocalStorage } from 'node:async_hooks';
import { countingRunner } from '../adapters/git/run/counting-runner.js';
import type { GitRunner } from '../adapters/git/run/git-runner.js';

/**
 * Wall and CPU time per phase of the demo (issue 30 item 5: profile it phase by phase), and the git processes each
 * phase started through the demo's runner (where the demo's time goes: every process costs a few milliseconds). A
 * phase may run many times (once a day); its figures add up. A phase inside another counts in both. Phases may
 * overlap (a bundle's publish beside the next bundle's prepare): each git process counts in the phase whose work
 * started it, and wall time in each; CPU of this process is shared, so overlapping phases both count it.
 */
export interface PhaseTime {
  name: string;
  runs: number;
  wallMs: number;
  /** CPU of this process (user + system); git and other children are not in it. */
  cpuMs: number;
  /** git processes started through `counted` runners while the phase ran. */
  gitRuns: number;
}

export class PhaseTimer {
  private readonly phases = new Map<string, PhaseTime>();
  /** The phases the current async work runs inside, innermost last. */
  private readonly inside = new AsyncLocalStorage<readonly PhaseTime[]>();

  /** The runner, counting each git process it starts into the phases whose work starts it. */
  counted(git: GitRunner): GitRunner {
    return countingRunner(git, (n) => {
      for (const phase of this.inside.getStore() ?? []) phase.gitRuns += n;
    });
  }

  async phase<T>(name: string, run: () => Promise<T>): Promise<T> {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const entry = this.phases.get(name) ?? { name, runs: 0, wallMs: 0, cpuMs: 0, gitRuns: 0 };
    this.phases.set(name, entry);
    const outer = this.inside.getStore() ?? [];
    try {
      return await this.inside.run(outer.includes(entry) ? outer : [...outer, entry], run);
    } finally {
      const used = process.cpuUsage(cpu);
      entry.runs++;
      entry.wallMs += performance.now() - wall;
      entry.cpuMs += (used.user + used.system) / 1000;
    }
  }

  times(): PhaseTime[] {
    return [...this.phases.values()];
  }
}

/** One line per phase, slowest first: `  plan          10×  1.23 s wall  0.80 s CPU   312 git`. */
export function renderPhaseTimes(times: readonly PhaseTime[]): string {
  const width = Math.max(0, ...times.map((t) => t.name.length));
  return [...times]
    .sort((a, b) => b.wallMs - a.wallMs)
    .map(
      (t) =>
        `  ${t.name.padEnd(width)}  ${String(t.runs).padStart(3)}×  ${(t.wallMs / 1000).toFixed(2).padStart(6)} s wall  ` +
        `${(t.cpuMs / 1000).toFixed(2).padStart(6)} s CPU  ${String(t.gitRuns).padStart(5)} git`,
    )
    .join('\n');
}
