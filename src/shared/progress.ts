/**
 * Progress of long work (reading history, patch-ids, prediction, apply) for people watching: a redrawn bar on a
 * terminal, a plain line every few seconds in CI logs (a bar's carriage returns are noise there), nothing when
 * disabled. It only ever writes to the sink it is given (the CLI's stderr), never to stdout, so `--json` stays clean.
 */

/** Where progress goes: a text sink, and whether it is a terminal (and how wide). */
export interface ProgressSink {
  write(text: string): void;
  isTTY?: boolean;
  columns?: number;
}

export type ProgressMode = 'auto' | 'bar' | 'lines' | 'off';

export interface ProgressOptions {
  label: string;
  /** Units of work when known; without it the bar shows a count. */
  total?: number;
  /** Default: a silent sink (progress off). */
  stream?: ProgressSink;
  /** `auto` (default): `bar` on a TTY, else `lines`. */
  mode?: ProgressMode;
  /** Lines mode: at most one line per interval (default 5 s; `UPSTREAM_INGEST_PROGRESS_INTERVAL_MS` overrides). */
  intervalMs?: number;
  /** Clock in ms, for tests. */
  now?: () => number;
  /**
   * Also refresh on a timer (default true): work that cannot count (a long git call) still shows it is alive —
   * the elapsed time on the bar, a line per interval in a log. Tests with a fake clock turn it off.
   */
  heartbeat?: boolean;
}

export interface Progress {
  /** Adds `n` (default 1) units done; `detail` says what is being worked on (shown as is, one line). */
  tick(n?: number, detail?: string): void;
  /** Sets the total once it becomes known. */
  setTotal(total: number): void;
  /** Ends the display: the bar is completed and the line ended; in lines mode one closing line if any was shown. */
  done(detail?: string): void;
}

/** Makes a progress for one piece of work; services take this so every face decides where progress goes. */
export type ProgressFactory = (label: string, total?: number) => Progress;

export const noProgress: Progress = { tick() {}, setTotal() {}, done() {} };
export const noProgressFactory: ProgressFactory = () => noProgress;

const BAR_REDRAW_MS = 100;
const DEFAULT_INTERVAL_MS = 5000;

export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream;
  const mode = resolveMode(options.mode ?? 'auto', stream);
  if (!stream || mode === 'off') return noProgress;
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? envInterval() ?? DEFAULT_INTERVAL_MS;
  const started = now();
  let total = options.total;
  let count = 0;
  let detail = '';
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastLine = started;
  let shown = false;
  let finished = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const status = () => {
    const elapsed = formatSeconds(now() - started);
    if (total && total > 0) {
      const pct = Math.min(100, Math.floor((count / total) * 100));
      return { counts: `${count}/${total} (${pct}%)`, elapsed, fraction: Math.min(1, count / total) };
    }
    return { counts: count ? `${count}` : 'working', elapsed, fraction: undefined };
  };

  const drawBar = (final: boolean) => {
    const width = Math.max(20, stream.columns ?? 80);
    const s = status();
    const head = `${options.label} `;
    const tail = ` ${s.counts} ${s.elapsed}${detail ? ` ${detail}` : ''}`;
    const barWidth = Math.max(10, Math.min(30, width - head.length - 24));
    const filled = s.fraction === undefined ? 0 : Math.round(s.fraction * barWidth);
    const bar = s.fraction === undefined ? '' : `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}]`;
    const line = fit(`${head}${bar}${tail}`, width - 1);
    stream.write(`\r\u001b[2K${line}${final ? '\n' : ''}`);
    shown = true;
  };

  const printLine = (prefix = '') => {
    const s = status();
    stream.write(`${options.label}: ${prefix}${s.counts} after ${s.elapsed}${detail ? ` (${detail})` : ''}\n`);
    shown = true;
  };

  const progress: Progress = {
    tick(n = 1, what) {
      if (finished) return;
      count += n;
      if (what !== undefined) detail = oneLine(what);
      const t = now();
      if (mode === 'bar') {
        if (t - lastDraw >= BAR_REDRAW_MS) {
          lastDraw = t;
          drawBar(false);
        }
      } else if (t - lastLine >= interval) {
        lastLine = t;
        printLine();
      }
    },
    setTotal(value) {
      total = value;
    },
    done(what) {
      if (finished) return;
      finished = true;
      if (timer) clearInterval(timer);
      if (what !== undefined) detail = oneLine(what);
      if (mode === 'bar') drawBar(true);
      else if (shown) printLine('done, ');
    },
  };
  if (options.heartbeat ?? true) {
    timer = setInterval(() => progress.tick(0), mode === 'bar' ? 1000 : Math.max(250, interval));
    timer.unref?.();
  }
  return progress;
}

/** A factory bound to one sink and mode, for a face to hand to its services. */
export function progressFactory(stream: ProgressSink | undefined, mode: ProgressMode = 'auto'): ProgressFactory {
  if (!stream || mode === 'off') return noProgressFactory;
  return (label, total) => createProgress({ label, stream, mode, ...(total !== undefined ? { total } : {}) });
}

function resolveMode(mode: ProgressMode, stream: ProgressSink | undefined): Exclude<ProgressMode, 'auto'> {
  if (!stream) return 'off';
  if (mode !== 'auto') return mode;
  return stream.isTTY ? 'bar' : 'lines';
}

function envInterval(): number | undefined {
  const raw = process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS;
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

function fit(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}
