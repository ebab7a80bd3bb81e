import type { FileFinding, GateFinding } from './finding.js';
import { isSuiteReference, SUITE_REPOSITORY } from './known-actions.js';
import { isCheckout, isDict, isReusable, stepName, SUITE_PATH, type Step, type WorkflowDoc } from './model.js';
import type { ParsedAction, ParsedWorkflow, YamlPath } from './parsed-file.js';

/** The checkout of the suite in a reusable workflow: the repository and commit of the workflow itself. */
const SUITE_CHECKOUT = { repository: '${{ job.workflow_repository }}', ref: '${{ job.workflow_sha }}' };

const isExample = (file: string): boolean => /(^|\/)examples\/workflows\//.test(file.replace(/\\/g, '/'));

type At = ParsedWorkflow['at'];

/**
 * suite-wiring (--self): reusable workflows use the suite's actions from a checkout of the suite at job.workflow_sha
 * (the commit the caller pinned), so a run never mixes versions; callers pin the suite by one SHA per file.
 */
export function suiteWiringFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at, file } = p;
  const out: GateFinding[] = [];
  const reusable = isReusable(doc);
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (reusable && job.uses?.startsWith('./'))
      out.push(
        at(
          ['jobs', jobId, 'uses'],
          'suite-wiring',
          `job ${jobId}: the suite's reusable workflows do not nest local workflow calls`,
        ),
      );
    let suiteCheckedOut = false;
    job.steps.forEach((step, i) => {
      const ctx = { path: ['jobs', jobId, 'steps', i], where: `job ${jobId} step ${stepName(step, i)}`, at };
      const checkout = suiteCheckoutFinding(step, ctx, reusable);
      if (checkout === true) suiteCheckedOut = true;
      else if (checkout) out.push(checkout);
      out.push(...suiteUseFindings(step, ctx, { reusable, example: isExample(file), suiteCheckedOut }));
    });
  }
  const shas = suiteShasOf(doc);
  if (shas.length > 1)
    out.push(
      at(
        ['jobs'],
        'suite-wiring',
        `the suite is referenced at ${shas.length} different commits; use one SHA for all its workflows and actions`,
      ),
    );
  return out;
}

interface StepContext {
  path: YamlPath;
  where: string;
  at: At;
}

/** true for the one allowed suite checkout, a finding for any other checkout into the suite path, else undefined. */
function suiteCheckoutFinding(
  step: Step,
  { path, where, at }: StepContext,
  reusable: boolean,
): GateFinding | true | undefined {
  if (!isCheckout(step) || step.with?.path !== SUITE_PATH) return undefined;
  if (!reusable)
    return at([...path, 'with'], 'suite-wiring', `${where}: ${SUITE_PATH} is only for the suite's reusable workflows`);
  if (step.with.repository !== SUITE_CHECKOUT.repository || step.with.ref !== SUITE_CHECKOUT.ref)
    return at(
      [...path, 'with'],
      'suite-wiring',
      `${where}: the suite checkout must use repository: ${SUITE_CHECKOUT.repository} and ref: ${SUITE_CHECKOUT.ref}`,
    );
  return true;
}

function suiteUseFindings(
  step: Step,
  { path, where, at }: StepContext,
  { reusable, example, suiteCheckedOut }: { reusable: boolean; example: boolean; suiteCheckedOut: boolean },
): GateFinding[] {
  const out: GateFinding[] = [];
  const uses = step.uses ?? '';
  const usesSuitePath = uses.startsWith(`./${SUITE_PATH}/`) || (step.run ?? '').includes(`${SUITE_PATH}/`);
  if (usesSuitePath && !suiteCheckedOut)
    out.push(
      at(path, 'suite-wiring', `${where}: uses ${SUITE_PATH} before a step checks the suite out at job.workflow_sha`),
    );
  if (uses.startsWith('./actions/') && (reusable || example))
    out.push(
      at(
        [...path, 'uses'],
        'suite-wiring',
        `${where}: ${uses} resolves in the caller's workspace; ` +
          (reusable
            ? `use ./${SUITE_PATH}/actions/<name> (same commit as this workflow)`
            : `use ${SUITE_REPOSITORY}/actions/<name>@<sha>`),
      ),
    );
  if (reusable && /\/actions\/[\w-]+@/.test(uses) && /upstream-ingest/.test(uses))
    out.push(
      at(
        [...path, 'uses'],
        'suite-wiring',
        `${where}: ${uses} pins the suite apart from this workflow; use ./${SUITE_PATH}/actions/<name>`,
      ),
    );
  return out;
}

/** Every commit a workflow pins the suite at (jobs calling its workflows, steps using its actions). */
export function suiteShasOf(doc: WorkflowDoc): string[] {
  const shas = new Set<string>();
  const note = (uses: string | undefined) => {
    const match = /^([^@\s]+)@(.+)$/.exec(uses ?? '');
    if (match && isSuiteReference(match[1]!)) shas.add(match[2]!);
  };
  for (const job of Object.values(doc.jobs)) {
    note(job.uses);
    job.steps.forEach((step) => note(step.uses));
  }
  return [...shas];
}

/** The examples are copied together: they must pin the suite at one commit, or a fork would run mixed versions. */
export function exampleShaFindings(results: ReadonlyArray<{ file: string; suiteShas: string[] }>): FileFinding[] {
  const examples = results.filter((r) => isExample(r.file) && r.suiteShas.length);
  const shas = new Set(examples.flatMap((r) => r.suiteShas));
  if (shas.size <= 1) return [];
  return examples.map((r) => ({
    file: r.file,
    rule: 'suite-wiring' as const,
    message: `the examples pin the suite at ${shas.size} different commits (${[...shas].map((s) => s.slice(0, 12)).join(', ')}); use one`,
  }));
}

/**
 * action-contract (--self): the suite's JavaScript actions run on node24 from a bundle that exists, and every input
 * and output says what it is (the action READMEs are generated from these descriptions).
 */
export function actionContractFindings(p: ParsedAction, mainExists: boolean): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  const runs = doc.runs;
  if (runs.using !== 'composite') {
    if (runs.using !== 'node24')
      out.push(at(['runs', 'using'], 'action-contract', `runs.using is '${String(runs.using)}', expected node24`));
    if (!runs.main || !mainExists)
      out.push(
        at(['runs', 'main'], 'action-contract', `runs.main '${String(runs.main)}' does not exist (run npm run build)`),
      );
  }
  for (const [section, kind] of [
    ['inputs', 'input'],
    ['outputs', 'output'],
  ] as const) {
    for (const [name, entry] of Object.entries(doc[section] ?? {})) {
      const description = isDict(entry) ? entry.description : undefined;
      if (typeof description !== 'string' || !description.trim())
        out.push(at([section, name], 'action-contract', `${kind} ${name} has no description`));
    }
  }
  return out;
}
