/** The reporting period a digest comment covers; one comment per period, updated in place while it lasts. */
export type PeriodKind = 'day' | 'week' | 'month';

export interface Period {
  kind: PeriodKind;
  /** Stable key, part of the comment's marker: 2026-03-02, 2026-W09 or 2026-03. */
  key: string;
  /** Inclusive start and exclusive end, UTC. */
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The period containing `now`; weeks are ISO weeks (Monday to Sunday, numbered by the year of their Thursday). */
export function periodOf(now: Date, kind: PeriodKind): Period {
  const day = utcMidnight(now);
  if (kind === 'day') {
    return { kind, key: day.toISOString().slice(0, 10), start: day, end: new Date(day.getTime() + DAY_MS) };
  }
  if (kind === 'month') {
    const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
    const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
    return { kind, key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
  }
  const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
  const start = new Date(day.getTime() - weekday * DAY_MS);
  const thursday = new Date(start.getTime() + 3 * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(isoYear, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
  const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return { kind, key: `${isoYear}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

export function inPeriod(iso: string, period: Period): boolean {
  const t = Date.parse(iso);
  return Number.isFinite(t) && t >= period.start.getTime() && t < period.end.getTime();
}
