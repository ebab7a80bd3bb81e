/**
 * The shape of a workflow or an action.yml as the rules read it. YAML gives anything; the rules need to know that a
 * step's `uses` is text and its `with` a map, so the document is normalized once here (keys the rules do not read
 * stay as they are, and a key that is absent stays absent).
 */
export type Dict = Record<string, unknown>;

export interface Step extends Dict {
  uses?: string;
  run?: string;
  with?: Dict;
  env?: Dict;
  name?: unknown;
  id?: unknown;
  if?: unknown;
  shell?: unknown;
}

export interface Job extends Dict {
  uses?: string;
  steps: Step[];
  with?: Dict;
  env?: Dict;
  services?: Dict;
  outputs?: Dict;
  permissions?: unknown;
  if?: unknown;
  needs?: unknown;
  secrets?: unknown;
  concurrency?: unknown;
  container?: unknown;
  defaults?: unknown;
}

export interface WorkflowDoc extends Dict {
  on?: unknown;
  env?: Dict;
  jobs: Record<string, Job>;
  permissions?: unknown;
  concurrency?: unknown;
  defaults?: unknown;
}

export interface ActionDoc extends Dict {
  runs: Dict & { steps?: Step[]; using?: unknown; main?: unknown };
  inputs?: Dict;
  outputs?: Dict;
}

export const isDict = (x: unknown): x is Dict => Boolean(x) && typeof x === 'object' && !Array.isArray(x);
export const text = (x: unknown): string => (typeof x === 'string' ? x : '');
/** A value as a workflow expression sees it: text, numbers and booleans as their text. */
export const asText = (x: unknown): string => (x === undefined || x === null ? '' : String(x));

function normalizeStep(raw: unknown): Step | undefined {
  if (!isDict(raw)) return undefined;
  const step: Step = { ...raw };
  if (typeof raw.uses !== 'string') delete step.uses;
  if (typeof raw.run !== 'string') delete step.run;
  if (!isDict(raw.with)) delete step.with;
  if (!isDict(raw.env)) delete step.env;
  return step;
}

/** Steps that are not maps are dropped (the schema check reports them), keeping each step's index. */
function normalizeSteps(raw: unknown): Step[] {
  return Array.isArray(raw) ? raw.map((s) => normalizeStep(s) ?? ({} as Step)) : [];
}

function normalizeJob(raw: Dict): Job {
  const job: Job = { ...raw, steps: normalizeSteps(raw.steps) };
  for (const key of ['with', 'env', 'services', 'outputs'] as const) if (!isDict(raw[key])) delete job[key];
  if (typeof raw.uses !== 'string') delete job.uses;
  return job;
}

export function normalizeWorkflow(raw: unknown): WorkflowDoc {
  const doc = isDict(raw) ? raw : {};
  const jobs: Record<string, Job> = {};
  for (const [id, job] of Object.entries(isDict(doc.jobs) ? doc.jobs : {}))
    if (isDict(job)) jobs[id] = normalizeJob(job);
  const out: WorkflowDoc = { ...doc, jobs };
  // YAML 1.1 readers turn `on` into true; the yaml package keeps "on", but a quoted key may differ.
  if (!('on' in doc) && 'true' in doc) out.on = doc.true;
  if (!isDict(doc.env)) delete out.env;
  return out;
}

export function normalizeAction(raw: unknown): ActionDoc {
  const doc = isDict(raw) ? raw : {};
  const runs = isDict(doc.runs) ? doc.runs : {};
  const out: ActionDoc = { ...doc, runs: { ...runs, steps: normalizeSteps(runs.steps) } };
  if (!isDict(doc.inputs)) delete out.inputs;
  if (!isDict(doc.outputs)) delete out.outputs;
  return out;
}

export function triggersOf(doc: WorkflowDoc): string[] {
  const on = doc.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return Object.keys(isDict(on) ? on : {});
}

export function onSection(doc: WorkflowDoc): Dict {
  return isDict(doc.on) ? doc.on : {};
}

export const isReusable = (doc: WorkflowDoc): boolean => triggersOf(doc).includes('workflow_call');

/** Events whose runs a pull request (from a fork, too) starts. */
export const PR_EVENTS = ['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment'];
/** Triggers whose runs hold secrets and a write token while a stranger chose what they act on. */
export const PRIVILEGED_UNTRUSTED_TRIGGERS = ['issue_comment', 'pull_request_target', 'workflow_run'];

export const stepName = (step: Step, i: number): string => asText(step.name ?? step.id ?? i + 1);

export function forEachStep(
  doc: WorkflowDoc,
  visit: (step: Step, path: Array<string | number>, where: string, jobId: string, index: number) => void,
): void {
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    job.steps.forEach((step, i) =>
      visit(step, ['jobs', jobId, 'steps', i], `job ${jobId} step ${stepName(step, i)}`, jobId, i),
    );
  }
}

export function grantsWrite(permissions: unknown): boolean {
  if (permissions === 'write-all') return true;
  return isDict(permissions) && Object.values(permissions).includes('write');
}

/** The permissions a job runs with: its own, or the workflow's. */
export const jobPermissions = (doc: WorkflowDoc, job: Job): unknown =>
  job.permissions !== undefined ? job.permissions : doc.permissions;

const GITHUB_HOSTED = /^(ubuntu|windows|macos)-[\w.-]+$/;

/** The kind of machine a job may land on: only GitHub-hosted labels are known to be ephemeral and isolated. */
export function runnerKind(runsOn: unknown): 'none' | 'dynamic' | 'hosted' | 'self-hosted' {
  if (runsOn === undefined) return 'none';
  const labels = typeof runsOn === 'string' ? [runsOn] : Array.isArray(runsOn) ? runsOn.map(String) : undefined;
  if (!labels) return 'self-hosted'; // { group, labels }: runner groups hold larger or self-hosted machines
  if (labels.some((l) => l.includes('${{'))) return 'dynamic';
  return labels.every((l) => GITHUB_HOSTED.test(l)) ? 'hosted' : 'self-hosted';
}

export const isCheckout = (step: Step): boolean => /^actions\/checkout@/.test(step.uses ?? '');
export const usesAction = (step: Step, pattern: RegExp): boolean => pattern.test(step.uses ?? '');
export const GITHUB_SCRIPT = /^actions\/github-script@/;
export const APP_TOKEN = /^actions\/create-github-app-token@/;

/** Where a reusable workflow of the suite checks the suite out, at its own commit (job.workflow_sha). */
export const SUITE_PATH = '.upstream-ingest-suite';
const isSuiteCheckout = (step: Step): boolean => isCheckout(step) && step.with?.path === SUITE_PATH;

/** Event fields anyone who can open a pull request, an issue or a comment controls (actionlint's list, and more). */
export const UNTRUSTED_EXPRESSION = new RegExp(
  [
    String.raw`github\.head_ref\b`,
    String.raw`github\.event\.(issue|pull_request|discussion)\.(title|body)\b`,
    String.raw`github\.event\.(comment|review|review_comment)\.body\b`,
    String.raw`github\.event\.pages\b[^\s)]*\.page_name\b`,
    String.raw`github\.event\.(commits\b[^\s)]*|head_commit|workflow_run\.head_commit)\.(message|author\.(email|name)|committer\.(email|name))\b`,
    String.raw`github\.event\.pull_request\.head\.(ref|label|repo\.default_branch)\b`,
    String.raw`github\.event\.workflow_run\.(head_branch|display_title)\b`,
    String.raw`github\.event\.workflow_run\.pull_requests\b[^\s)]*\.head\.ref\b`,
  ].join('|'),
);
/** Outputs of steps and jobs: the gate cannot follow where their text came from (a PR, an artifact, upstream). */
export const OUTPUT_EXPRESSION = /\b(steps|needs)\.[\w-]+\.outputs\./;

const PR_CODE_REF =
  /pull_request\.head|head_ref|workflow_run\.head|refs\/pull\/|\bpull\/|issue\.number|event\.number|\.outputs\./;
const PR_CODE_RUN = /\bgh\s+pr\s+checkout\b|\bgit\s+(fetch|pull)\b[^\n]*(pull\/|refs\/pull|head_ref|HEAD_REF|PR_)/;

/** A run: that checks out or fetches pull request code, or a checkout of a PR ref (not the suite's own checkout). */
export function checksOutPrCode(step: Step): boolean {
  if (isCheckout(step) && !isSuiteCheckout(step))
    return PR_CODE_REF.test(`${asText(step.with?.ref)} ${asText(step.with?.repository)}`);
  return typeof step.run === 'string' && PR_CODE_RUN.test(step.run);
}

/** Why a job counts as privileged (write permissions, the default token, secrets, a minted App token), or ''. */
export function privilegeOf(doc: WorkflowDoc, job: Job): string {
  const permissions = jobPermissions(doc, job);
  if (permissions === undefined) return 'the default token';
  if (grantsWrite(permissions)) return 'write permissions';
  const all = JSON.stringify({ env: job.env, steps: job.steps, services: job.services, container: job.container });
  if (/\bsecrets\.(?!GITHUB_TOKEN\b)[\w-]+/i.test(all)) return 'secrets';
  if (job.steps.some((s) => usesAction(s, APP_TOKEN))) return 'an App token';
  return '';
}

/** `${{ a }}` → `a`: the expression of a condition, with or without its braces, on one line. */
export function bareExpression(condition: string): string {
  return condition
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .replace(/\s+/g, ' ');
}

/** `a && (b || c) && d` → ['a', '(b || c)', 'd']: the top-level conjuncts of an expression. */
export function conjuncts(expression: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && expression.startsWith('&&', i)) {
      parts.push(expression.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(expression.slice(start));
  return parts.map((p) => p.trim());
}

export function unwrap(expression: string): string {
  let e = expression.trim();
  while (e.startsWith('(') && e.endsWith(')') && balanced(e.slice(1, -1))) e = e.slice(1, -1).trim();
  return e;
}

function balanced(value: string): boolean {
  let depth = 0;
  for (const c of value) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** Every `if:` of a job and of its steps, with its path. */
export function conditionsOf(jobId: string, job: Job): Array<{ path: Array<string | number>; condition: string }> {
  const out: Array<{ path: Array<string | number>; condition: string }> = [];
  if (job.if !== undefined) out.push({ path: ['jobs', jobId, 'if'], condition: asText(job.if) });
  job.steps.forEach((s, i) => {
    if (s.if !== undefined) out.push({ path: ['jobs', jobId, 'steps', i, 'if'], condition: asText(s.if) });
  });
  return out;
}
