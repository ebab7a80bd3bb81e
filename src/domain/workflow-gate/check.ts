import { artifactFindings } from './artifacts.js';
import { cacheFindings } from './cache.js';
import { botConditionFindings, refConditionFindings } from './conditions.js';
import type { GateOptions } from './context.js';
import type { FileFinding, GateFinding } from './finding.js';
import {
  calleeGroups,
  concurrencyFindings,
  groupCollisions,
  timeoutFindings,
  type ConcurrencyGroup,
} from './hygiene.js';
import { envFileFindings, injectionFindings } from './injection.js';
import { forEachStep, stepName } from './model.js';
import type { ParsedAction, ParsedWorkflow } from './parsed-file.js';
import { permissionFindings } from './permissions.js';
import { jobImageFindings, reusablePinFinding } from './pins.js';
import { runnerFindings, untrustedWorkFindings } from './runners.js';
import { inheritFindings, prCodeSecretFindings, secretTextFindings } from './secrets.js';
import { stepFindings, uploadFindings } from './steps.js';
import { actionContractFindings, exampleShaFindings, suiteShasOf, suiteWiringFindings } from './suite.js';
import { triggerFindings } from './triggers.js';
import { callFindings, isMissing, referenceFindings, type WiringContext } from './wiring.js';

export interface FileResult {
  findings: GateFinding[];
  groups: ConcurrencyGroup[];
  suiteShas: string[];
}

/** Every rule family over one workflow (the external tools' findings are added by the service). */
export function checkWorkflow(p: ParsedWorkflow, options: GateOptions, wiring?: WiringContext): FileResult {
  const { doc, at, lines } = p;
  const findings: GateFinding[] = [
    ...permissionFindings(p),
    ...triggerFindings(p),
    ...inheritFindings(p),
    ...timeoutFindings(p),
  ];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    findings.push(...reusablePinFinding(jobId, job, at), ...jobImageFindings(jobId, job, at));
    findings.push(
      ...uploadFindings(
        job.steps,
        ['jobs', jobId, 'steps'],
        (i) => `job ${jobId} step ${stepName(job.steps[i]!, i)}`,
        at,
      ),
    );
  }
  forEachStep(doc, (step, path, where) => findings.push(...stepFindings(step, path, where, lines, at, options.self)));
  const concurrency = concurrencyFindings(p, options);
  findings.push(...concurrency.findings);
  findings.push(
    ...runnerFindings(p),
    ...untrustedWorkFindings(p),
    ...artifactFindings(p),
    ...envFileFindings(p),
    ...secretTextFindings(lines),
    ...prCodeSecretFindings(p),
    ...botConditionFindings(p),
    ...refConditionFindings(p),
    ...cacheFindings(p),
    ...injectionFindings(p),
  );
  if (options.self) findings.push(...suiteWiringFindings(p));
  const groups = [...concurrency.groups];
  if (wiring) {
    findings.push(...referenceFindings(doc, wiring), ...callFindings(p, wiring));
    const callees = Object.values(doc.jobs).flatMap((job) => {
      const callee = job.uses ? wiring.workflows.get(job.uses) : undefined;
      return callee && !isMissing(callee) ? [callee] : [];
    });
    groups.push(...calleeGroups(callees));
  }
  return { findings, groups, suiteShas: suiteShasOf(doc) };
}

/** An action.yml: its composite steps follow the step rules; with `self`, the suite's action contract. */
export function checkAction(p: ParsedAction, options: GateOptions, mainExists: boolean): FileResult {
  const findings: GateFinding[] = [];
  const steps = p.doc.runs.using === 'composite' ? (p.doc.runs.steps ?? []) : [];
  steps.forEach((step, i) =>
    findings.push(
      ...stepFindings(step, ['runs', 'steps', i], `step ${stepName(step, i)}`, p.lines, p.at, options.self),
    ),
  );
  findings.push(...uploadFindings(steps, ['runs', 'steps'], (i) => `step ${stepName(steps[i]!, i)}`, p.at));
  findings.push(...secretTextFindings(p.lines));
  if (options.self) findings.push(...actionContractFindings(p, mainExists));
  return { findings, groups: [], suiteShas: [] };
}

/** Rules across files: concurrency prefixes that collide; with `self`, the examples pinned at one commit. */
export function crossFileFindings(
  results: ReadonlyArray<{ file: string } & FileResult>,
  options: GateOptions,
): FileFinding[] {
  return [...groupCollisions(results), ...(options.self ? exampleShaFindings(results) : [])];
}
