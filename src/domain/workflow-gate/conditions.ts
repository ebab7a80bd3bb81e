import type { GateFinding } from './finding.js';
import { conditionsOf, grantsWrite, privilegeOf } from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

const ACTOR = String.raw`github\.(?:actor|triggering_actor|event\.sender\.login)\b`;
const LITERAL = String.raw`'(?:[^']|'')*'`;
const BOT_NAME = String.raw`'[^']*(?:\[bot\]|bot)'`;
/**
 * `actor == 'x[bot]'` (either side), any `contains/startsWith/endsWith(actor, '…')` (a login chosen to match
 * passes: `dependabot-evil` starts with `dependabot`), and `contains('a b', actor)` (any substring passes). Not `!=`
 * (a skip).
 */
const BOT_ACTOR = new RegExp(
  [
    `${ACTOR}\\s*==\\s*${BOT_NAME}`,
    `${BOT_NAME}\\s*==\\s*${ACTOR}`,
    `(?:contains|startsWith|endsWith)\\(\\s*${ACTOR}\\s*,\\s*${LITERAL}`,
    `contains\\(\\s*${LITERAL}\\s*,\\s*${ACTOR}`,
  ].join('|'),
  'i',
);

/**
 * bot-conditions: github.actor and github.triggering_actor are whoever caused this run (a re-run, a push to the bot's
 * PR branch): a bot name there proves nothing, and a prefix or substring match proves less.
 */
export function botConditionFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    const privilege = job.uses
      ? grantsWrite(job.permissions) || job.secrets
        ? 'write permissions or secrets'
        : ''
      : privilegeOf(doc, job);
    if (!privilege) continue;
    for (const { path, condition } of conditionsOf(jobId, job)) {
      if (BOT_ACTOR.test(condition))
        out.push(
          at(
            path,
            'bot-conditions',
            `job ${jobId}: a bot-actor condition guards a job with ${privilege}; github.actor (the event's sender) is whoever triggered ` +
              'the run (anyone can re-run or push to a bot PR): check github.event.pull_request.user.login instead',
          ),
        );
    }
  }
  return out;
}

const PUSHED_REF = String.raw`github\.(?:ref|ref_name|head_ref|base_ref|event\.[\w.]*ref)\b`;
/** `contains('refs/heads/main refs/heads/release', github.ref)` is true for `refs/heads/m` too. */
const UNSOUND_CONTAINS = new RegExp(`contains\\(\\s*${LITERAL}\\s*,\\s*${PUSHED_REF}`, 'i');

/**
 * ref-confusion in conditions: contains() with a literal string searches for a substring, so any branch whose name is
 * part of that string passes the check; compare with == or use contains(fromJSON('["…"]'), github.ref).
 */
export function refConditionFindings(p: ParsedWorkflow): GateFinding[] {
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(p.doc.jobs)) {
    for (const { path, condition } of conditionsOf(jobId, job)) {
      if (UNSOUND_CONTAINS.test(condition))
        out.push(
          p.at(
            path,
            'ref-confusion',
            `job ${jobId}: contains('…', github.ref) matches any branch whose name is a substring of the text ` +
              `(refs/heads/m passes for refs/heads/main): compare with == or contains(fromJSON('["…"]'), github.ref)`,
          ),
        );
    }
  }
  return out;
}
