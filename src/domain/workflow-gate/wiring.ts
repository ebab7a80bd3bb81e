import type { GateFinding } from './finding.js';
import { KNOWN_ACTIONS, SUITE_REPOSITORY, isSuiteReference } from './known-actions.js';
import { asText, isDict, onSection, type Job, type WorkflowDoc } from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';
import { SUITE_PATH } from './model.js';

/** What an action or a reusable workflow takes and gives, as far as the wiring check needs it. */
export interface ActionInterface {
  source: string;
  inputs: string[];
  inputPrefixes?: string[];
  required: string[];
  /** Deprecated input → its replacement: a release warns on every run and a later major drops it. */
  deprecated?: Record<string, string>;
  outputs: string[];
}

export interface WorkflowInterface extends ActionInterface {
  doc: WorkflowDoc;
  secrets: string[];
  requiredSecrets: string[];
}

/** A reference resolved: its interface, `{ missing }` for a local path that is absent, undefined when unknowable. */
export type Resolved<T> = T | { missing: string } | undefined;

export const isMissing = <T>(r: Resolved<T>): r is { missing: string } =>
  Boolean(r) && typeof (r as { missing?: unknown }).missing === 'string';

/** An expression of the workflow (from @actions/workflow-parser's token tree), string literals blanked. */
export interface WorkflowExpression {
  path: Array<string | number>;
  line?: number;
  col?: number;
  expression: string;
}

export interface WiringContext {
  expressions: WorkflowExpression[];
  /** By `uses:` text: every step's action and every job's reusable workflow the service could resolve. */
  actions: ReadonlyMap<string, Resolved<ActionInterface>>;
  workflows: ReadonlyMap<string, Resolved<WorkflowInterface>>;
}

/**
 * Where a `uses:` points inside a checkout of the suite (a `./` path, `./.upstream-ingest-suite/…`, or with `self`
 * the suite pinned by SHA), or undefined for another repository's action.
 */
export function localPathOf(uses: string, self: boolean): string | undefined {
  if (uses.startsWith(`./${SUITE_PATH}/`)) return self ? uses.slice(SUITE_PATH.length + 3) : undefined;
  if (uses.startsWith('./')) return uses.slice(2);
  const match = /^([^@\s]+)@(.+)$/.exec(uses);
  if (self && match && isSuiteReference(match[1]!)) return match[1]!.slice(SUITE_REPOSITORY.length + 1);
  return undefined;
}

/** A third-party action the gate knows (KNOWN_ACTIONS), whatever commit it is pinned at. */
export function knownActionInterface(uses: string): ActionInterface | undefined {
  const name = /^([^@\s]+)@/.exec(uses)?.[1];
  const known = name ? KNOWN_ACTIONS[name] : undefined;
  return known && name ? { source: name, ...known, required: known.required ?? [] } : undefined;
}

/** on.workflow_call of a reusable workflow, read from its document. */
export function workflowInterface(source: string, doc: WorkflowDoc): WorkflowInterface {
  const call = onSection(doc).workflow_call;
  const section = (name: string) => Object.entries(isDict(call) && isDict(call[name]) ? call[name] : {});
  const flag = (v: unknown, key: string) => isDict(v) && Boolean(v[key]);
  return {
    source,
    doc,
    inputs: section('inputs').map(([k]) => k),
    required: section('inputs')
      .filter(([, v]) => flag(v, 'required') && isDict(v) && v.default === undefined)
      .map(([k]) => k),
    outputs: section('outputs').map(([k]) => k),
    secrets: section('secrets').map(([k]) => k),
    requiredSecrets: section('secrets')
      .filter(([, v]) => flag(v, 'required'))
      .map(([k]) => k),
  };
}

const ID = '[A-Za-z_][\\w-]*';
const NEEDS_REF = new RegExp(`\\bneeds\\.(${ID})\\.outputs\\.(${ID})`, 'g');
const STEPS_REF = new RegExp(`\\bsteps\\.(${ID})\\.(?:outputs\\.(${ID})|(outcome|conclusion))`, 'g');
const JOBS_REF = new RegExp(`\\bjobs\\.(${ID})\\.outputs\\.(${ID})`, 'g');

/** What the suite's CLI commands append to the file given as --github-output (test/workflows checks this table). */
export const CLI_OUTPUTS: Readonly<Record<string, string[]>> = {
  'ingest-matrix': [
    'matrix',
    'bundles',
    'count',
    'waves',
    'matrix-0',
    'count-0',
    'matrix-1',
    'count-1',
    'matrix-2',
    'count-2',
  ],
  'ingest-summary': ['landed', 'failed', 'deferred'],
  'tier-aggregate': ['verdict', 'failing-pools', 'passing-pools'],
  land: ['merged', 'unmergeable', 'blocked'],
  dashboard: ['requests'],
  'trunk-bisect': ['status', 'culprit', 'passed'],
  'open-revert': ['pr-number', 'pr-url', 'verdict'],
  'bench-regressions': ['filed', 'blocking'],
};

/** Outputs a run: script writes to GITHUB_OUTPUT: NAME=… or NAME<<DELIM, or through a suite CLI --github-output. */
function runStepWrites(script: string, name: string): boolean {
  if (!/GITHUB_OUTPUT/.test(script)) return false;
  const cli = /dist\/cli\/index\.js\s+([\w-]+)/.exec(script);
  if (cli && /--github-output/.test(script) && (CLI_OUTPUTS[cli[1]!] ?? []).includes(name)) return true;
  const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  return new RegExp(`(^|[\\s'"{])${escaped}(=|<<)`, 'm').test(script);
}

type Outputs = { names: string[]; source: string } | { run: string } | undefined;

function stepOutputs(ctx: WiringContext, job: Job, index: number): Outputs {
  const step = job.steps[index]!;
  if (typeof step.uses === 'string') {
    const action = ctx.actions.get(step.uses);
    return action && !isMissing(action) ? { names: action.outputs, source: action.source } : undefined;
  }
  return typeof step.run === 'string' ? { run: step.run } : undefined;
}

function jobOutputs(ctx: WiringContext, job: Job): { names: string[]; source: string } | undefined {
  if (typeof job.uses === 'string') {
    const callee = ctx.workflows.get(job.uses);
    return callee && !isMissing(callee) ? { names: callee.outputs, source: callee.source } : undefined;
  }
  return { names: Object.keys(job.outputs ?? {}), source: 'its outputs:' };
}

const wiring = (e: WorkflowExpression, message: string): GateFinding => ({
  rule: 'wiring',
  message,
  ...(e.line ? { line: e.line } : {}),
  ...(e.col ? { col: e.col } : {}),
});

/** wiring: every needs.X.outputs.Y, steps.S.outputs.O and jobs.X.outputs.Y refers to something that exists. */
export function referenceFindings(doc: WorkflowDoc, ctx: WiringContext): GateFinding[] {
  const out: GateFinding[] = [];
  const jobs = doc.jobs;
  for (const e of ctx.expressions) {
    const { path, expression } = e;
    const jobId = path[0] === 'jobs' ? String(path[1]) : undefined;
    const job = jobId !== undefined ? jobs[jobId] : undefined;
    for (const [, target, output] of expression.matchAll(NEEDS_REF)) {
      const needs = [job?.needs ?? []].flat().map(String);
      if (!job || !needs.includes(target!)) {
        out.push(wiring(e, `needs.${target}.outputs.${output}: ${target} is not in this job's needs`));
        continue;
      }
      const targetJob = jobs[target!];
      if (!targetJob) {
        out.push(wiring(e, `needs.${target}: no job ${target}`));
        continue;
      }
      const outputs = jobOutputs(ctx, targetJob);
      if (outputs && !outputs.names.includes(output!))
        out.push(
          wiring(e, `needs.${target}.outputs.${output}: job ${target} has no output ${output} (${outputs.source})`),
        );
    }
    for (const [, stepId, output] of expression.matchAll(STEPS_REF))
      out.push(...stepReferenceFindings(ctx, e, job, stepId!, output));
    for (const [, target, output] of expression.matchAll(JOBS_REF)) {
      if (path[0] !== 'on') continue;
      const targetJob = jobs[target!];
      if (!targetJob) {
        out.push(wiring(e, `jobs.${target}: no job ${target}`));
        continue;
      }
      const outputs = jobOutputs(ctx, targetJob);
      if (outputs && !outputs.names.includes(output!))
        out.push(wiring(e, `jobs.${target}.outputs.${output}: job ${target} has no output ${output}`));
    }
  }
  return out;
}

function stepReferenceFindings(
  ctx: WiringContext,
  e: WorkflowExpression,
  job: Job | undefined,
  stepId: string,
  output: string | undefined,
): GateFinding[] {
  const { path } = e;
  const ref = `steps.${stepId}${output ? `.outputs.${output}` : ''}`;
  if (!job) return [wiring(e, `${ref}: the steps context exists only inside a job`)];
  const steps = job.steps;
  const index = steps.findIndex((s) => s.id === stepId);
  // In a step, only earlier steps have run; the job's outputs: may read any step.
  const limit =
    path[2] === 'steps' && typeof path[3] === 'number' ? path[3] : path[2] === 'outputs' ? steps.length : -1;
  if (limit < 0) return [wiring(e, `${ref}: the steps context is not available at ${path.slice(2).join('.')}`)];
  if (index < 0) return [wiring(e, `${ref}: no step with id ${stepId} in job ${path[1]}`)];
  if (index >= limit) return [wiring(e, `${ref}: step ${stepId} has not run yet at this point`)];
  if (!output) return [];
  const outputs = stepOutputs(ctx, job, index);
  if (!outputs) return [];
  if ('run' in outputs)
    return runStepWrites(outputs.run, output)
      ? []
      : [wiring(e, `${ref}: step ${stepId} never writes ${output}=… to GITHUB_OUTPUT`)];
  return outputs.names.includes(output) ? [] : [wiring(e, `${ref}: ${outputs.source} has no output ${output}`)];
}

function inputFindings(
  p: ParsedWorkflow,
  where: string,
  given: unknown,
  iface: ActionInterface,
  path: Array<string | number>,
  kind = 'input',
): GateFinding[] {
  const out: GateFinding[] = [];
  const allowed = (name: string) =>
    iface.inputs.includes(name) || (iface.inputPrefixes ?? []).some((prefix) => name.startsWith(prefix));
  const names = isDict(given) ? Object.keys(given) : [];
  for (const name of names)
    if (!allowed(name)) out.push(p.at([...path, name], 'wiring', `${where}: ${iface.source} has no ${kind} ${name}`));
  for (const name of iface.required)
    if (!names.includes(name))
      out.push(p.at(path, 'wiring', `${where}: required ${kind} ${name} of ${iface.source} is not given`));
  for (const name of names) {
    const instead = iface.deprecated?.[name];
    if (instead)
      out.push(
        p.at([...path, name], 'wiring', `${where}: ${kind} ${name} of ${iface.source} is deprecated: use ${instead}`),
      );
  }
  return out;
}

const LEVEL: Record<string, number> = { none: 0, read: 1, write: 2 };
const level = (v: unknown) => LEVEL[asText(v)] ?? 0;

/** What the jobs of a called workflow ask for, scope by scope (GitHub refuses to start it when the caller grants less). */
function calleeNeeds(calleeDoc: WorkflowDoc): Record<string, string> {
  const needs: Record<string, string> = {};
  for (const job of Object.values(calleeDoc.jobs)) {
    const permissions = job.permissions !== undefined ? job.permissions : calleeDoc.permissions;
    if (!isDict(permissions)) continue;
    for (const [scope, value] of Object.entries(permissions))
      if (level(value) > level(needs[scope])) needs[scope] = asText(value);
  }
  return needs;
}

function grantFindings(p: ParsedWorkflow, jobId: string, granted: unknown, callee: WorkflowInterface): GateFinding[] {
  if (granted === 'write-all' || granted === undefined) return [];
  const grants = granted === 'read-all' ? null : isDict(granted) ? granted : {};
  const missing = Object.entries(calleeNeeds(callee.doc))
    .filter(([scope, need]) => (grants ? level(grants[scope]) : need === 'write' ? 0 : 1) < level(need))
    .map(([scope, need]) => `${scope}: ${need}`);
  return missing.length
    ? [
        p.at(
          ['jobs', jobId, 'permissions'],
          'wiring',
          `job ${jobId}: ${callee.source} asks for ${missing.join(', ')}, which this job does not grant (GitHub refuses to start it)`,
        ),
      ]
    : [];
}

/** wiring of calls: inputs, secrets and permissions of called workflows; inputs of the actions steps use. */
export function callFindings(p: ParsedWorkflow, ctx: WiringContext): GateFinding[] {
  const { doc } = p;
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (typeof job.uses === 'string') {
      const callee = ctx.workflows.get(job.uses);
      if (isMissing(callee))
        out.push(p.at(['jobs', jobId, 'uses'], 'wiring', `job ${jobId}: ${callee.missing} does not exist`));
      else if (callee) {
        out.push(...inputFindings(p, `job ${jobId}`, job.with, callee, ['jobs', jobId, 'with']));
        out.push(...grantFindings(p, jobId, job.permissions !== undefined ? job.permissions : doc.permissions, callee));
        const secrets = {
          source: callee.source,
          inputs: callee.secrets,
          required: callee.requiredSecrets,
          outputs: [],
        };
        if (job.secrets !== 'inherit')
          out.push(...inputFindings(p, `job ${jobId}`, job.secrets, secrets, ['jobs', jobId, 'secrets'], 'secret'));
      }
      continue;
    }
    job.steps.forEach((step, i) => {
      if (typeof step.uses !== 'string') return;
      const where = `job ${jobId} step ${asText(step.name ?? step.id ?? i + 1)}`;
      const action = ctx.actions.get(step.uses);
      if (isMissing(action))
        out.push(p.at(['jobs', jobId, 'steps', i, 'uses'], 'wiring', `${where}: ${action.missing} does not exist`));
      else if (action) out.push(...inputFindings(p, where, step.with, action, ['jobs', jobId, 'steps', i, 'with']));
    });
  }
  return out;
}
