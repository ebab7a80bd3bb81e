/**
 * Wall and CPU time per phase of the demo (issue 30 item 5: profile it phase by phase). A phase may run many times
 * (once a day); its times add up. A phase inside another counts in both.
 */
export interface PhaseTime {
  name: string;
  runs: number;
  wallMs: number;
  /** CPU of this process (user + system); git and other children are not in it. */
  cpuMs: number;
}

export class PhaseTimer {
  private readonly phases = new Map<string, PhaseTime>();

  async phase<T>(name: string, run: () => Promise<T>): Promise<T> {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await run();
    } finally {
      const used = process.cpuUsage(cpu);
      const entry = this.phases.get(name) ?? { name, runs: 0, wallMs: 0, cpuMs: 0 };
      entry.runs++;
      entry.wallMs += performance.now() - wall;
      entry.cpuMs += (used.user + used.system) / 1000;
      this.phases.set(name, entry);
    }
  }

  times(): PhaseTime[] {
    return [...this.phases.values()];
  }
}

/** One line per phase, slowest first: `  plan          10×  1.23 s wall  0.80 s CPU`. */
export function renderPhaseTimes(times: readonly PhaseTime[]): string {
  const width = Math.max(0, ...times.map((t) => t.name.length));
  return [...times]
    .sort((a, b) => b.wallMs - a.wallMs)
    .map(
      (t) =>
        `  ${t.name.padEnd(width)}  ${String(t.runs).padStart(3)}×  ${(t.wallMs / 1000).toFixed(2).padStart(6)} s wall  ` +
        `${(t.cpuMs / 1000).toFixed(2).padStart(6)} s CPU`,
    )
    .join('\n');
}
