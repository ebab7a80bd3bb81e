import Bottleneck from 'bottleneck/light.js';

/**
 * @octokit/plugin-retry and plugin-throttling queue every request through Bottleneck (light build, 2.19.5, unchanged
 * since 2019). Its in-process datastore yields on each step with `setTimeout(0)` and starts each job with
 * `setTimeout(wait)`: about eleven timer turns per request, and Node clamps each to at least 1 ms. Measured against the
 * local API server: 15–19 ms per request through our client, 1–1.5 ms through a bare Octokit; the daily loop's land and
 * dashboard steps make hundreds of requests one after another. Here a zero wait yields with `setImmediate` instead:
 * the same order, still asynchronous (I/O runs between steps), without the clamp. Waits that mean something (write
 * pacing's `minTime`, retry delays, rate-limit sleeps) keep their timers.
 *
 * Applied once per process, to the one Bottleneck module the two plugins import. If a Bottleneck release changes the
 * two internals named here, nothing is patched and requests are only slower.
 */
interface Job {
  doRun(): void;
  doExecute(limiter: unknown, clear: () => unknown, run: (wait: number) => unknown, free: () => unknown): unknown;
  doExpire(clear: () => unknown, run: (wait: number) => unknown, free: () => unknown): unknown;
  options: { expiration?: number | null };
}

interface Internals {
  _limiter: unknown;
  _scheduled: Record<string, unknown>;
  _clearGlobalState(index: string): unknown;
  _free(index: string, job: Job): unknown;
  _run(index: string, job: Job, wait: number): unknown;
}

interface Datastore {
  Promise: PromiseConstructor;
  yieldLoop(t?: number): Promise<void>;
}

let applied: boolean | undefined;

/** True when the zero-delay steps now yield with setImmediate (false: the internals were not as expected). */
export function promptBottleneck(): boolean {
  applied ??= patch();
  return applied;
}

function patch(): boolean {
  const limiterProto = (Bottleneck as unknown as { prototype: Internals }).prototype;
  const probe = new Bottleneck() as unknown as { _store?: object };
  const storeProto = probe._store ? (Object.getPrototypeOf(probe._store) as Datastore) : undefined;
  if (typeof limiterProto._run !== 'function' || typeof storeProto?.yieldLoop !== 'function') return false;
  const timedRun = limiterProto._run;
  storeProto.yieldLoop = function (this: Datastore, t = 0) {
    return new this.Promise<void>((resolve) => (t > 0 ? setTimeout(resolve, t) : setImmediate(resolve)));
  };
  // Bottleneck's own `_run`, but a job with nothing to wait for starts on the next turn of the loop. (Its handle is
  // then an Immediate, which `stop({ dropWaitingJobs })` cannot cancel; no client of ours stops its limiters.)
  limiterProto._run = function (this: Internals, index: string, job: Job, wait: number) {
    if (wait > 0) return timedRun.call(this, index, job, wait);
    job.doRun();
    const clear = this._clearGlobalState.bind(this, index);
    const run = this._run.bind(this, index, job);
    const free = this._free.bind(this, index, job);
    const expiration = job.options.expiration;
    return (this._scheduled[index] = {
      timeout: setImmediate(() => job.doExecute(this._limiter, clear, run, free)),
      expiration: expiration != null ? setTimeout(() => job.doExpire(clear, run, free), expiration) : undefined,
      job,
    });
  };
  return true;
}
