import type { GateFinding } from './finding.js';
import { asText, checksOutPrCode, isCheckout, type Dict } from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';
import { runsPrCode } from './permissions.js';

const SECRET = /\bsecrets\.(?!GITHUB_TOKEN\b)([\w-]+)/i;

/** secrets-inherit: a called workflow gets every secret of the caller. */
export function inheritFindings(p: ParsedWorkflow): GateFinding[] {
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(p.doc.jobs))
    if (job.secrets === 'inherit')
      out.push(
        p.at(
          ['jobs', jobId, 'secrets'],
          'secrets-inherit',
          `job ${jobId}: secrets: inherit passes every secret; pass the ones needed by name`,
        ),
      );
  return out;
}

/**
 * Line rules over the text, since expressions can sit anywhere (comment lines are skipped): every secret at once
 * (overprovisioned-secrets), fields of a JSON secret the log masker does not know (unredacted-secrets), and
 * ACTIONS_ALLOW_UNSECURE_COMMANDS (insecure-commands).
 */
export function secretTextFindings(lines: readonly string[]): GateFinding[] {
  const out: GateFinding[] = [];
  const add = (i: number, index: number, rule: GateFinding['rule'], message: string) =>
    out.push({ line: i + 1, col: index + 1, rule, message });
  lines.forEach((line, i) => {
    if (/^\s*#/.test(line)) return;
    const all = /toJSON\s*\(\s*secrets\s*\)/i.exec(line);
    if (all)
      add(
        i,
        all.index,
        'overprovisioned-secrets',
        'toJSON(secrets) hands every secret to one place (a log, a step, an action): name the secrets needed',
      );
    const indexed = /\bsecrets\s*\[\s*(?!['"][\w-]+['"]\s*\])/i.exec(line);
    if (indexed)
      add(
        i,
        indexed.index,
        'overprovisioned-secrets',
        'secrets[…] with a computed name makes every secret reachable: name the secret',
      );
    const json = /fromJSON\s*\(\s*secrets\.[\w-]+/i.exec(line);
    if (json)
      add(
        i,
        json.index,
        'unredacted-secrets',
        'fromJSON(secrets.X): the fields of a JSON secret are not masked in logs (only the whole value is); store each field as its own secret',
      );
    if (
      /ACTIONS_ALLOW_UNSECURE_COMMANDS\s*[:=]\s*(?!['"]?false\b)/i.test(line) ||
      /ACTIONS_ALLOW_UNSECURE_COMMANDS[^:=\n]*GITHUB_ENV/.test(line)
    )
      add(
        i,
        line.search(/ACTIONS_ALLOW_UNSECURE_COMMANDS/i),
        'insecure-commands',
        'ACTIONS_ALLOW_UNSECURE_COMMANDS re-enables ::set-env/::add-path: any printed line (a test name, a commit message) can set the environment',
      );
  });
  return out;
}

const secretNames = (env: Dict | undefined): Array<[string, string]> =>
  Object.entries(env ?? {}).flatMap(([name, value]) => {
    const m = SECRET.exec(asText(value));
    return m ? [[name, m[1]!] as [string, string]] : [];
  });

/**
 * secrets-in-pr-code: a job that runs pull request code must not put a secret where that code runs: the workflow's
 * or the job's env (every step sees it), or the env of a step that runs a script or a local action after the PR's
 * code was checked out (`make test` is the PR's Makefile).
 */
export function prCodeSecretFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  const message = (where: string, name: string, secret: string) =>
    `${where}: secret ${secret} is in the environment (${name}) of pull request code, which can print or send it; ` +
    'use it in a job that runs no PR code';
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses || !runsPrCode(doc, job)) continue;
    for (const [name, secret] of secretNames(doc.env))
      out.push(at(['env', name], 'secrets-in-pr-code', message(`workflow env (job ${jobId})`, name, secret)));
    for (const [name, secret] of secretNames(job.env))
      out.push(at(['jobs', jobId, 'env', name], 'secrets-in-pr-code', message(`job ${jobId}`, name, secret)));
    const first = job.steps.findIndex((s) => checksOutPrCode(s) || isCheckout(s));
    if (first < 0) continue;
    job.steps.forEach((step, i) => {
      const runsCode = typeof step.run === 'string' || (step.uses ?? '').startsWith('./');
      if (i <= first || !runsCode) return;
      for (const [name, secret] of secretNames(step.env))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'env', name],
            'secrets-in-pr-code',
            message(`job ${jobId} step ${i + 1}`, name, secret),
          ),
        );
    });
  }
  return dedupe(out);
}

/** The workflow env is reported once, however many jobs run PR code. */
function dedupe(findings: GateFinding[]): GateFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.line}:${f.col}:${f.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
