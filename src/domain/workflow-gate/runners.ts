import type { GateFinding } from './finding.js';
import {
  APP_TOKEN,
  asText,
  bareExpression,
  conjuncts,
  grantsWrite,
  jobPermissions,
  PR_EVENTS,
  runnerKind,
  triggersOf,
  unwrap,
  usesAction,
} from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

/** The guard every job that may run on a self-hosted runner carries when a pull request can trigger it. */
const FORK_GUARD = 'github.event.pull_request.head.repo.full_name == github.repository';

/**
 * The job condition requires the guard: the guard (alone, or allowing non-PR events) is the whole condition or one of
 * its top-level `&&` terms. `x || <guard>` would let any PR through when x holds, so it does not count.
 */
function hasForkGuard(condition: unknown): boolean {
  if (typeof condition !== 'string') return false;
  const accepted = [FORK_GUARD, `!github.event.pull_request || ${FORK_GUARD}`];
  return conjuncts(unwrap(bareExpression(condition))).some((term) => accepted.includes(unwrap(term)));
}

/** A comment's author must be trusted (OWNER, MEMBER, COLLABORATOR) as a top-level `&&` term of the condition. */
function hasAssociationGuard(condition: unknown): boolean {
  if (typeof condition !== 'string') return false;
  return conjuncts(unwrap(bareExpression(condition))).some((term) => {
    const t = unwrap(term);
    return /github\.event\.comment\.author_association/.test(t) && !t.includes('||') && !/!=/.test(t);
  });
}

/**
 * self-hosted-runner: a self-hosted machine outlives the job, so code a stranger chose (a fork's PR, a comment's
 * command) must never reach one, and a job there holds no write access.
 */
export function runnerFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const triggers = triggersOf(doc);
  const reachableByPr = triggers.some((t) => PR_EVENTS.includes(t)) || triggers.includes('workflow_call');
  const byComment = triggers.includes('issue_comment');
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses) continue;
    const kind = runnerKind(job['runs-on']);
    if (kind === 'hosted' || kind === 'none') continue;
    if (reachableByPr && !hasForkGuard(job.if))
      out.push(
        at(
          ['jobs', jobId, 'runs-on'],
          'self-hosted-runner',
          `job ${jobId}: may run on a self-hosted runner for a pull request: add the fork guard to its if: ` +
            `(!github.event.pull_request || ${FORK_GUARD})`,
        ),
      );
    if (byComment && !hasAssociationGuard(job.if))
      out.push(
        at(
          ['jobs', jobId, 'runs-on'],
          'self-hosted-runner',
          `job ${jobId}: an issue_comment (anyone can comment) starts it on a self-hosted runner: require ` +
            'contains(fromJSON(\'["OWNER","MEMBER","COLLABORATOR"]\'), github.event.comment.author_association) in its if:',
        ),
      );
    const permissions = jobPermissions(doc, job);
    const writes = grantsWrite(permissions);
    const appToken = job.steps.some((s) => usesAction(s, APP_TOKEN));
    if (writes || appToken)
      out.push(
        at(
          ['jobs', jobId, 'permissions'],
          'self-hosted-runner',
          `job ${jobId}: may run on a self-hosted runner and holds ${writes ? 'write permissions' : 'an App token'}; ` +
            'such jobs run tests only: hand the result to a GitHub-hosted job as an artifact',
        ),
      );
  }
  return out;
}

/**
 * untrusted-work, the suite's own split (docs/security-model.md): harnesses, agents and verify commands run where no
 * write token is. A job that runs them (run-tier outside publish mode, apply-bundle with agent or verify outside
 * publish mode) must hold no write permission and mint no App token.
 */
export function untrustedWorkFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses) continue;
    const writes = grantsWrite(jobPermissions(doc, job));
    const appToken = job.steps.some((s) => usesAction(s, APP_TOKEN));
    if (!writes && !appToken) continue;
    const holds = writes ? 'write permissions' : 'an App token';
    job.steps.forEach((step, i) => {
      const uses = step.uses ?? '';
      const mode = asText(step.with?.mode);
      const tier = /actions\/run-tier(@|$)/.test(uses) && mode !== 'publish';
      const apply =
        /actions\/apply-bundle(@|$)/.test(uses) && mode !== 'publish' && Boolean(step.with?.agent || step.with?.verify);
      if (tier || apply)
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'uses'],
            'untrusted-work',
            `job ${jobId}: runs ${tier ? 'test harnesses' : 'an agent or verify command'} in a job with ${holds}; ` +
              `use mode: ${tier ? 'run' : 'prepare'} in a job without write access and mode: publish here`,
          ),
        );
    });
  }
  return out;
}
