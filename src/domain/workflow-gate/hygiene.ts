import type { GateOptions } from './context.js';
import type { FileFinding, GateFinding } from './finding.js';
import { grantsWrite, isDict, isReusable, type WorkflowDoc } from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

/** timeout: a job without timeout-minutes holds its runner (a GPU machine) for six hours when it hangs. */
export function timeoutFindings(p: ParsedWorkflow): GateFinding[] {
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(p.doc.jobs))
    if (!job.uses && job['timeout-minutes'] === undefined)
      out.push(p.at(['jobs', jobId], 'timeout', `job ${jobId}: timeout-minutes is missing`));
  return out;
}

export interface ConcurrencyGroup {
  group: string;
  /** The literal prefix (what stays the same for every run). */
  prefix: string;
  line?: number;
  /** Set for a group of a called workflow (`source` is its path). */
  callee?: boolean;
  source?: string;
}

/** The group of a concurrency value and its literal prefix, or undefined when there is none. */
function concurrencyGroup(value: unknown): { group: string; prefix: string } | undefined {
  const group = typeof value === 'string' ? value : isDict(value) ? value.group : undefined;
  if (typeof group !== 'string') return undefined;
  return { group, prefix: group.split('${{')[0]! };
}

/**
 * concurrency: groups start with a literal prefix (so two workflows cannot share one by accident), a reusable
 * workflow never names its group after github.workflow (the caller's name), and a run that writes is never cancelled
 * in progress (it would stop mid-push or mid-PR; overlapping runs must queue). With `self`, every workflow has one.
 */
export function concurrencyFindings(
  p: ParsedWorkflow,
  options: GateOptions,
): { findings: GateFinding[]; groups: ConcurrencyGroup[] } {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  const groups: ConcurrencyGroup[] = [];
  const check = (value: unknown, path: string[], where: string) => {
    const g = concurrencyGroup(value);
    if (!g) {
      out.push(at(path, 'concurrency', `${where}: concurrency needs a group`));
      return;
    }
    if (/^[A-Za-z0-9][\w./-]{2,}$/.test(g.prefix)) groups.push({ ...g, line: at(path, 'concurrency', '').line });
    else if (options.self)
      out.push(
        at(
          path,
          'concurrency',
          `${where}: concurrency group '${g.group}' must start with a literal prefix (e.g. my-workflow-)`,
        ),
      );
    if (isReusable(doc) && /github\.workflow\b/.test(g.group))
      out.push(
        at(
          path,
          'concurrency',
          `${where}: github.workflow in a reusable workflow is the caller's name: the groups would collide`,
        ),
      );
  };
  const cancelsWriter = (concurrency: unknown, writes: boolean, path: string[], where: string) => {
    const cancel = isDict(concurrency) ? concurrency['cancel-in-progress'] : undefined;
    if (writes && (cancel === true || (typeof cancel === 'string' && cancel.includes('${{'))))
      out.push(
        at(
          [...path, 'cancel-in-progress'],
          'concurrency',
          `${where}: cancel-in-progress on a workflow that writes (contents, pull requests, issues…): a cancelled run stops mid-push or mid-PR; use cancel-in-progress: false so overlapping runs queue`,
        ),
      );
  };
  const jobs = Object.entries(doc.jobs);
  const anyJobWrites = grantsWrite(doc.permissions) || jobs.some(([, job]) => grantsWrite(job.permissions));
  if (doc.concurrency === undefined) {
    if (options.self)
      out.push(at(['on'], 'concurrency', 'workflow-level concurrency is missing (a group with a literal prefix)'));
  } else {
    check(doc.concurrency, ['concurrency'], 'workflow');
    cancelsWriter(doc.concurrency, anyJobWrites, ['concurrency'], 'workflow');
  }
  for (const [jobId, job] of jobs) {
    if (job.concurrency === undefined) continue;
    check(job.concurrency, ['jobs', jobId, 'concurrency'], `job ${jobId}`);
    cancelsWriter(
      job.concurrency,
      grantsWrite(doc.permissions) || grantsWrite(job.permissions),
      ['jobs', jobId, 'concurrency'],
      `job ${jobId}`,
    );
  }
  return { findings: out, groups };
}

/** Concurrency groups of the reusable workflows a file calls (from their documents): caller and callee must differ. */
export function calleeGroups(callees: ReadonlyArray<{ source: string; doc: WorkflowDoc }>): ConcurrencyGroup[] {
  const out: ConcurrencyGroup[] = [];
  for (const callee of callees) {
    const g = concurrencyGroup(callee.doc.concurrency);
    if (g) out.push({ ...g, source: callee.source, callee: true });
    for (const job of Object.values(callee.doc.jobs)) {
      const jg = concurrencyGroup(job.concurrency);
      if (jg) out.push({ ...jg, source: callee.source, callee: true });
    }
  }
  return out;
}

const overlaps = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** A group prefix shared by two workflows (or a caller and its callee) makes them wait on or cancel each other. */
export function groupCollisions(results: ReadonlyArray<{ file: string; groups: ConcurrencyGroup[] }>): FileFinding[] {
  const out: FileFinding[] = [];
  const own = results.flatMap((r) => r.groups.filter((g) => !g.callee).map((g) => ({ ...g, file: r.file })));
  for (let i = 0; i < own.length; i++) {
    for (let j = i + 1; j < own.length; j++) {
      const a = own[i]!;
      const b = own[j]!;
      if (overlaps(a.prefix, b.prefix))
        out.push({
          file: b.file,
          ...(b.line ? { line: b.line } : {}),
          rule: 'concurrency',
          message: `concurrency prefix '${b.prefix}' overlaps '${a.prefix}' of ${a.file}`,
        });
    }
  }
  for (const r of results) {
    for (const callee of r.groups.filter((g) => g.callee)) {
      for (const g of r.groups.filter((x) => !x.callee)) {
        if (overlaps(g.prefix, callee.prefix))
          out.push({
            file: r.file,
            ...(g.line ? { line: g.line } : {}),
            rule: 'concurrency',
            message: `concurrency prefix '${g.prefix}' overlaps '${callee.prefix}' of the called ${callee.source}`,
          });
      }
    }
  }
  return out;
}
