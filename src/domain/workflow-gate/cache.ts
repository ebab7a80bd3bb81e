import type { GateFinding } from './finding.js';
import { asText, isDict, onSection, privilegeOf, triggersOf, type Job, type Step, type WorkflowDoc } from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

/** Restores from the Actions cache: any job of the repository (a test, a harness) can write any key of its branch. */
function cacheRestores(step: Step): string {
  const uses = step.uses ?? '';
  if (/^actions\/cache(\/restore)?@/.test(uses)) return 'actions/cache';
  const cache = asText(step.with?.cache);
  if (/^actions\/setup-(node|python|go|java|dotnet)@/.test(uses) && cache && cache !== 'false')
    return `${uses.split('@')[0]} cache: ${cache}`;
  // The suite's own actions restore from the Actions cache too: a poisoned rerere entry is a resolution replayed
  // and pushed; a poisoned baseline decides a benchmark gate.
  const mode = asText(step.with?.mode);
  if (/actions\/apply-bundle(@|$)/.test(uses) && mode !== 'publish' && asText(step.with?.['cache-rerere']) !== 'false')
    return 'apply-bundle cache-rerere';
  if (/actions\/compare-bench(@|$)/.test(uses) && /restore/.test(asText(step.with?.['baseline-cache'])))
    return `compare-bench baseline-cache: ${asText(step.with?.['baseline-cache'])}`;
  return '';
}

/**
 * The suite's untrusted jobs by design (apply-bundle mode: prepare, run-tier mode: run): they already run fork and
 * upstream code with whatever the job holds (at most a read secret), and their result is re-checked by a publish
 * job; a poisoned cache gains nothing there.
 */
function preparesUntrusted(job: Job): boolean {
  return job.steps.some((s) => {
    const uses = s.uses ?? '';
    const mode = asText(s.with?.mode);
    return (
      (/actions\/apply-bundle(@|$)/.test(uses) && mode === 'prepare') ||
      (/actions\/run-tier(@|$)/.test(uses) && mode !== 'publish')
    );
  });
}

/** A workflow that publishes a release: what it builds from a poisoned cache ships to users. */
function publishesRelease(doc: WorkflowDoc): boolean {
  if (triggersOf(doc).includes('release')) return true;
  const push = onSection(doc).push;
  return isDict(push) && push.tags !== undefined;
}

/**
 * A reviewed exception, written in the comment block right above the step: `# check-workflows: allow <rule>: <why>`
 * (the reason is required, so the next reader sees why the rule does not apply).
 */
function allowedAbove(lines: readonly string[], stepLine: number | undefined, rule: string): boolean {
  for (let n = (stepLine ?? 1) - 2; n >= 0 && /^\s*#/.test(lines[n] ?? ''); n--) {
    const m = new RegExp(`#\\s*check-workflows:\\s*allow\\s+${rule}\\s*:\\s*(\\S.*)?$`).exec(lines[n]!);
    if (m) return Boolean(m[1] && m[1].trim().length >= 10);
  }
  return false;
}

/** cache-poisoning: a cache restored in a job that holds write access or secrets, or in a release workflow. */
export function cacheFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at, lines, lineOf } = p;
  const out: GateFinding[] = [];
  const release = publishesRelease(doc);
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses) continue;
    const privilege = privilegeOf(doc, job);
    if ((!privilege && !release) || preparesUntrusted(job)) continue;
    const why = privilege ? `in a job with ${privilege}` : 'in a release workflow (what it builds ships)';
    job.steps.forEach((step, i) => {
      const what = cacheRestores(step);
      if (what && !allowedAbove(lines, lineOf(['jobs', jobId, 'steps', i]), 'restores-cache'))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'uses'],
            'cache-poisoning',
            `job ${jobId}: restores a cache (${what}) ${why}; untrusted runs (tests, harnesses, ` +
              'pull requests) can write those keys: restore caches only in jobs without write access',
          ),
        );
    });
  }
  return out;
}
