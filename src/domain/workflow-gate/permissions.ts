import type { GateFinding } from './finding.js';
import {
  bareExpression,
  checksOutPrCode,
  conjuncts,
  unwrap,
  grantsWrite,
  isCheckout,
  isDict,
  jobPermissions,
  PRIVILEGED_UNTRUSTED_TRIGGERS,
  PR_EVENTS,
  triggersOf,
  type Job,
  type WorkflowDoc,
} from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

/**
 * Does this job run code a pull request controls? A checkout (or fetch) of a PR ref, or, in a `pull_request`
 * workflow, a checkout of the default ref (the PR's merge commit).
 */
export function runsPrCode(doc: WorkflowDoc, job: Job): boolean {
  const triggers = triggersOf(doc).filter((t) => eventAllowed(job.if, t));
  const prTriggered = triggers.some((t) => PR_EVENTS.includes(t) || PRIVILEGED_UNTRUSTED_TRIGGERS.includes(t));
  if (!prTriggered) return false;
  if (job.steps.some(checksOutPrCode)) return true;
  const prDefault = triggers.some((t) => t === 'pull_request' || t === 'pull_request_review');
  return (
    prDefault && job.steps.some((s) => isCheckout(s) && s.with?.ref === undefined && s.with?.repository === undefined)
  );
}

/** False when the job's condition requires another event (`github.event_name == 'push'` as a top-level `&&` term). */
function eventAllowed(condition: unknown, event: string): boolean {
  if (typeof condition !== 'string') return true;
  for (const term of conjuncts(unwrap(bareExpression(condition)))) {
    const m =
      /^github\.event_name\s*==\s*'([\w-]+)'$/.exec(unwrap(term)) ??
      /^'([\w-]+)'\s*==\s*github\.event_name$/.exec(unwrap(term));
    if (m && m[1] !== event) return false;
  }
  return true;
}

/** Write scopes (and id-token: write, which mints cloud credentials) a job holds, by name. */
function writeScopes(permissions: unknown): string[] {
  if (permissions === 'write-all') return ['write-all'];
  if (!isDict(permissions)) return [];
  return Object.entries(permissions)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => `${scope}: write`);
}

/** excessive-permissions: default or workflow-wide grants, write-all, and write or OIDC grants to PR code. */
export function permissionFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  if (!('permissions' in doc))
    out.push(
      at(
        ['on'],
        'excessive-permissions',
        'top-level permissions are missing (use permissions: {} or read-only, then grant per job)',
      ),
    );
  else if (grantsWrite(doc.permissions))
    out.push(
      at(
        ['permissions'],
        'excessive-permissions',
        'top-level permissions grant write access: grant writes per job instead',
      ),
    );
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.permissions === 'write-all')
      out.push(
        at(
          ['jobs', jobId, 'permissions'],
          'excessive-permissions',
          `job ${jobId}: permissions: write-all; grant only what the job needs`,
        ),
      );
    if (job.uses || !runsPrCode(doc, job)) continue;
    const scopes = writeScopes(jobPermissions(doc, job));
    if (scopes.length)
      out.push(
        at(
          // At the grant itself: id-token first, it is the one that leaves GitHub.
          [
            ...(job.permissions !== undefined ? ['jobs', jobId, 'permissions'] : ['permissions']),
            ...(isDict(jobPermissions(doc, job))
              ? [scopes.includes('id-token: write') ? 'id-token' : scopes[0]!.split(':')[0]!]
              : []),
          ],
          'excessive-permissions',
          `job ${jobId} runs pull request code with ${scopes.join(', ')}` +
            (scopes.includes('id-token: write') ? ' (an OIDC token the PR can trade for cloud credentials)' : '') +
            ': grant it in a job that runs no PR code and hand the result over as data',
        ),
      );
  }
  return out;
}
