/** Readable time-axis ticks: whole days, weeks or months (UTC), about `max` of them, labelled without clutter. */
export interface DateTick {
  t: number;
  label: string;
}

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function dateTicks(t0: number, t1: number, max = 7): DateTick[] {
  if (!(t1 > t0)) return [{ t: t0, label: fullDate(t0) }];
  const span = t1 - t0;
  if (span <= 2 * DAY) return hourTicks(t0, t1, max);
  const dayStep = [1, 2, 3, 7, 14].find((d) => Math.floor(span / (d * DAY)) + 1 <= max);
  if (dayStep) {
    const start = startOfDay(t0) + (dayStep === 7 || dayStep === 14 ? mondayOffset(t0) : 0);
    const ticks: number[] = [];
    for (let t = start < t0 ? start + dayStep * DAY : start; t <= t1; t += dayStep * DAY) ticks.push(t);
    return label(ticks, (t, prev) => {
      const d = new Date(t);
      const year = prev === undefined || new Date(prev).getUTCFullYear() !== d.getUTCFullYear();
      return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${year ? ` ${d.getUTCFullYear()}` : ''}`;
    });
  }
  const monthStep = [1, 2, 3, 6, 12].find((m) => Math.floor(span / (m * 30.44 * DAY)) + 1 <= max) ?? 24;
  const first = new Date(t0);
  const y = first.getUTCFullYear();
  let m = first.getUTCMonth() + 1;
  m = Math.ceil(m / monthStep) * monthStep;
  const ticks: number[] = [];
  for (;;) {
    const t = Date.UTC(y + Math.floor(m / 12), m % 12, 1);
    if (t > t1) break;
    if (t >= t0) ticks.push(t);
    m += monthStep;
  }
  return label(ticks, (t, prev) => {
    const d = new Date(t);
    const year = prev === undefined || new Date(prev).getUTCFullYear() !== d.getUTCFullYear() || monthStep >= 12;
    return `${MONTHS[d.getUTCMonth()]}${year ? ` ${d.getUTCFullYear()}` : ''}`;
  });
}

function hourTicks(t0: number, t1: number, max: number): DateTick[] {
  const hour = 3_600_000;
  const step = [1, 2, 3, 6, 12, 24].find((h) => Math.floor((t1 - t0) / (h * hour)) + 1 <= max) ?? 24;
  const ticks: number[] = [];
  for (let t = Math.ceil(t0 / (step * hour)) * step * hour; t <= t1; t += step * hour) ticks.push(t);
  return label(ticks, (t, prev) => {
    const d = new Date(t);
    const day = prev === undefined || startOfDay(prev) !== startOfDay(t);
    const hh = `${String(d.getUTCHours()).padStart(2, '0')}:00`;
    return day ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${hh}` : hh;
  });
}

function label(ticks: number[], fmt: (t: number, prev: number | undefined) => string): DateTick[] {
  return ticks.map((t, i) => ({ t, label: fmt(t, ticks[i - 1]) }));
}

function startOfDay(t: number): number {
  return Math.floor(t / DAY) * DAY;
}

function mondayOffset(t: number): number {
  const dow = new Date(startOfDay(t)).getUTCDay(); // 0 = Sunday
  return ((8 - dow) % 7) * DAY;
}

export function fullDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}
