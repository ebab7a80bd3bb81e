import type { GateFinding } from './finding.js';
import {
  asText,
  checksOutPrCode,
  forEachStep,
  privilegeOf,
  PRIVILEGED_UNTRUSTED_TRIGGERS,
  runnerKind,
  triggersOf,
} from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

/**
 * dangerous-triggers: pull_request_target is refused outright; under workflow_run, issue_comment and
 * pull_request_target, a job that checks out or fetches pull request code must hold nothing (no write token, no
 * secret) and run on a GitHub-hosted machine: anyone who can open a PR or write a comment chose that code.
 */
export function triggerFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  const triggers = triggersOf(doc);
  if (triggers.includes('pull_request_target'))
    out.push(
      at(['on'], 'dangerous-triggers', 'pull_request_target is not allowed (it runs with secrets on untrusted code)'),
    );
  if (triggers.includes('pull_request_target') || triggers.includes('workflow_run'))
    forEachStep(doc, (step, path, where) => {
      const ref = asText(step.with?.ref);
      if (/^actions\/checkout@/.test(step.uses ?? '') && /pull_request\.head|head_ref|workflow_run\.head/.test(ref))
        out.push(
          at(
            [...path, 'with', 'ref'],
            'dangerous-triggers',
            `${where}: checks out pull request code in a privileged workflow`,
          ),
        );
    });
  out.push(...untrustedTriggerFindings(p));
  return out;
}

function untrustedTriggerFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const triggers = triggersOf(doc).filter((t) => PRIVILEGED_UNTRUSTED_TRIGGERS.includes(t));
  if (!triggers.length) return [];
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses) continue;
    const privilege = privilegeOf(doc, job);
    const kind = runnerKind(job['runs-on']);
    const selfHosted = kind === 'self-hosted' || kind === 'dynamic';
    if (!privilege && !selfHosted) continue;
    job.steps.forEach((step, i) => {
      if (!checksOutPrCode(step)) return;
      const holds = [
        ...(privilege ? [`with ${privilege}`] : []),
        ...(selfHosted ? ['on a self-hosted runner (a persistent machine the next job trusts)'] : []),
      ];
      out.push(
        at(
          ['jobs', jobId, 'steps', i],
          'dangerous-triggers',
          `job ${jobId} (${triggers.join(', ')}): checks out or runs pull request code ${holds.join(' and ')}; ` +
            'run it on a GitHub-hosted runner in a job with contents: read and no secrets, and hand its result over as data',
        ),
      );
    });
  }
  return out;
}
