/**
 * What the dashboard issue remembers between runs, kept in its own body (no other storage): requests people made
 * by ticking a box (checked for write access when ticked) and a log of what was done about them.
 */
export type DashboardAction = 'retry' | 'agent' | 'defer';

export const ACTION_LABELS: Record<DashboardAction, string> = {
  retry: 'retry',
  agent: 'apply with agent',
  defer: 'defer',
};

export interface PendingRequest {
  action: DashboardAction;
  bundle: string;
  by: string;
  at: string;
}

export interface DashboardMemory {
  requests: PendingRequest[];
  /** Newest last; kept to the last LOG_LIMIT entries. */
  log: Array<{ at: string; text: string }>;
}

export const LOG_LIMIT = 30;
const STATE_OPEN = '<!-- upstream-ingest:dashboard-state ';
const STATE_CLOSE = ' -->';
const BOX = /^([ \t]*)- \[([ xX])\] <!-- ui-action:(retry|agent|defer):([0-9a-f]{12}) -->/gm;

export function emptyMemory(): DashboardMemory {
  return { requests: [], log: [] };
}

/** The memory from an issue body; a hand-edited or broken block reads as empty rather than failing the run. */
export function readMemory(body: string): DashboardMemory {
  const start = body.indexOf(STATE_OPEN);
  if (start < 0) return emptyMemory();
  const end = body.indexOf(STATE_CLOSE, start + STATE_OPEN.length);
  if (end < 0) return emptyMemory();
  try {
    const json = Buffer.from(body.slice(start + STATE_OPEN.length, end).trim(), 'base64').toString('utf8');
    const data = JSON.parse(json) as Partial<DashboardMemory>;
    const requests = (Array.isArray(data.requests) ? data.requests : []).filter(
      (r): r is PendingRequest =>
        Boolean(r) && ['retry', 'agent', 'defer'].includes(r.action) && /^[0-9a-f]{12}$/.test(String(r.bundle)),
    );
    const log = (Array.isArray(data.log) ? data.log : []).filter(
      (e): e is { at: string; text: string } => typeof e?.text === 'string' && typeof e?.at === 'string',
    );
    return { requests, log };
  } catch {
    return emptyMemory();
  }
}

/** Base64 so no text in it can end the HTML comment or render. */
export function writeMemory(memory: DashboardMemory): string {
  const json = JSON.stringify({ requests: memory.requests, log: memory.log.slice(-LOG_LIMIT) });
  return `${STATE_OPEN}${Buffer.from(json, 'utf8').toString('base64')}${STATE_CLOSE}`;
}

export interface Tick {
  action: DashboardAction;
  bundle: string;
  ticked: boolean;
}

export function readTicks(body: string): Tick[] {
  return [...body.matchAll(BOX)].map((m) => ({
    ticked: m[2] !== ' ',
    action: m[3] as DashboardAction,
    bundle: m[4]!,
  }));
}

export function checkbox(action: DashboardAction, bundle: string, ticked: boolean): string {
  return `- [${ticked ? 'x' : ' '}] <!-- ui-action:${action}:${bundle} --> ${ACTION_LABELS[action]}`;
}

/** Re-renders every box of `body` ticked exactly when a request for it is pending. */
export function retick(body: string, pending: readonly PendingRequest[]): string {
  const on = new Set(pending.map((r) => `${r.action}:${r.bundle}`));
  return body.replace(
    BOX,
    (_m, indent: string, _x, action: DashboardAction, bundle: string) =>
      `${indent}- [${on.has(`${action}:${bundle}`) ? 'x' : ' '}] <!-- ui-action:${action}:${bundle} -->`,
  );
}

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export function canAct(permission: Permission): boolean {
  return permission === 'admin' || permission === 'maintain' || permission === 'write';
}

/**
 * Folds the boxes ticked since the last run into the memory. Only a user with write access (the actor of the
 * `issues: edited` event, checked through the API) creates a request; without an actor nobody can be checked, so a
 * new tick does nothing (the next render unticks it). Unticking a pending box withdraws the request.
 */
export function applyTicks(
  memory: DashboardMemory,
  ticks: readonly Tick[],
  actor: { login: string; permission: Permission } | undefined,
  at: string,
): DashboardMemory {
  const requests = [...memory.requests];
  const log = [...memory.log];
  const key = (a: { action: string; bundle: string }) => `${a.action}:${a.bundle}`;
  const pending = new Set(requests.map(key));
  for (const tick of ticks) {
    const k = key(tick);
    if (tick.ticked && !pending.has(k)) {
      if (actor && canAct(actor.permission)) {
        requests.push({ action: tick.action, bundle: tick.bundle, by: actor.login, at });
        pending.add(k);
        log.push({ at, text: `${actor.login} asked: ${ACTION_LABELS[tick.action]} bundle ${tick.bundle}` });
      } else {
        const who = actor ? `${actor.login} (${actor.permission} access, write needed)` : 'an unverified user';
        log.push({ at, text: `ignored: ${ACTION_LABELS[tick.action]} bundle ${tick.bundle} ticked by ${who}` });
      }
    } else if (!tick.ticked && pending.has(k) && actor && canAct(actor.permission)) {
      requests.splice(
        requests.findIndex((r) => key(r) === k),
        1,
      );
      pending.delete(k);
      log.push({ at, text: `${actor.login} withdrew: ${ACTION_LABELS[tick.action]} bundle ${tick.bundle}` });
    }
  }
  return { requests, log };
}

/** The requests handed to this run, recorded as taken. */
export function consume(
  memory: DashboardMemory,
  at: string,
  by: string,
): { memory: DashboardMemory; taken: PendingRequest[] } {
  const taken = memory.requests;
  const log = [
    ...memory.log,
    ...taken.map((r) => ({ at, text: `${by} took: ${ACTION_LABELS[r.action]} bundle ${r.bundle} (asked by ${r.by})` })),
  ];
  return { memory: { requests: [], log }, taken };
}
