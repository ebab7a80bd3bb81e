import { DOWNLOAD_ARTIFACT } from './artifacts.js';
import type { GateFinding } from './finding.js';
import {
  asText,
  checksOutPrCode,
  GITHUB_SCRIPT,
  isDict,
  OUTPUT_EXPRESSION,
  stepName,
  UNTRUSTED_EXPRESSION,
  type Job,
  type Step,
  type WorkflowDoc,
} from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

/** Action inputs that are code (a script, a command line), whatever action they belong to. */
const CODE_INPUT =
  /^(script|run|command|commands|cmd|code|eval|exec|shell|agent|verify|entrypoint|args)$|-(command|script|run)$/;
const ENV_FILE_WRITE = /(>>?|\btee\b[^|;&\n]*)\s*["']?\$\{?GITHUB_(ENV|PATH)\}?["']?/;

/**
 * template-injection beyond run: (see steps.ts): ${{ }} of untrusted text in an input that is code, or in
 * working-directory (a path chosen by a stranger).
 */
export function injectionFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  const workingDirectory = (value: unknown, path: Array<string | number>, where: string) => {
    if (typeof value === 'string' && value.includes('${{') && UNTRUSTED_EXPRESSION.test(value))
      out.push(
        at(
          path,
          'template-injection',
          `${where}: untrusted \${{ }} in working-directory (a branch name or title picks the directory)`,
        ),
      );
  };
  const defaultsDir = (defaults: unknown) =>
    isDict(defaults) && isDict(defaults.run) ? defaults.run['working-directory'] : undefined;
  workingDirectory(defaultsDir(doc.defaults), ['defaults', 'run', 'working-directory'], 'workflow defaults');
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    workingDirectory(
      defaultsDir(job.defaults),
      ['jobs', jobId, 'defaults', 'run', 'working-directory'],
      `job ${jobId} defaults`,
    );
    job.steps.forEach((step, i) => {
      const where = `job ${jobId} step ${stepName(step, i)}`;
      workingDirectory(step['working-directory'], ['jobs', jobId, 'steps', i, 'working-directory'], where);
      if (typeof step.uses !== 'string') return;
      for (const [name, value] of Object.entries(step.with ?? {})) {
        const v = asText(value);
        if (!CODE_INPUT.test(name) || !v.includes('${{')) continue;
        if (GITHUB_SCRIPT.test(step.uses) && name === 'script') continue; // its own rule: no ${{ }} at all
        if (UNTRUSTED_EXPRESSION.test(v) || OUTPUT_EXPRESSION.test(v))
          out.push(
            at(
              ['jobs', jobId, 'steps', i, 'with', name],
              'template-injection',
              `${where}: untrusted \${{ }} in input ${name}, which the action runs as code; pass the value through env:`,
            ),
          );
      }
    });
  }
  return out;
}

/** Env variables (workflow, job, step) whose value is untrusted text, by name. */
function untrustedEnvNames(doc: WorkflowDoc, job: Job, step: Step): string[] {
  const names: string[] = [];
  for (const env of [doc.env, job.env, step.env]) {
    for (const [name, value] of Object.entries(env ?? {})) {
      const v = asText(value);
      if (UNTRUSTED_EXPRESSION.test(v) || OUTPUT_EXPRESSION.test(v)) names.push(name);
    }
  }
  return names;
}

const mentionsVariable = (script: string, name: string) => new RegExp(`\\$\\{?${name}\\b`).test(script);

/**
 * The part of a script that writes to GITHUB_ENV / GITHUB_PATH: the lines that redirect there, or a whole script that
 * redirects a `{ … }` group or a loop there (its body is what is written).
 */
function envFileWrites(script: string): string {
  const lines = script.split('\n').filter((l) => ENV_FILE_WRITE.test(l));
  return lines.some((l) => /^\s*(\}|done\b)/.test(l)) ? script : lines.join('\n');
}

/** github-env: untrusted text into GITHUB_ENV / GITHUB_PATH reaches every later step as its environment. */
export function envFileFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses) continue;
    let readsUntrustedFiles = false;
    job.steps.forEach((step, i) => {
      if (
        DOWNLOAD_ARTIFACT.test(step.uses ?? '') ||
        checksOutPrCode(step) ||
        /\bgh\s+run\s+download\b/.test(step.run ?? '')
      )
        readsUntrustedFiles = true;
      const script = GITHUB_SCRIPT.test(step.uses ?? '') ? asText(step.with?.script) : '';
      const where = `job ${jobId} step ${stepName(step, i)}`;
      if (/\bcore\.(exportVariable|addPath)\s*\(/.test(script) && /\bcontext\.payload\b|process\.env\b/.test(script))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'with', 'script'],
            'github-env',
            `${where}: core.exportVariable/addPath of event or environment ` +
              'text sets the environment of every later step; pass it to the step that needs it through env:',
          ),
        );
      if (typeof step.run !== 'string' || !ENV_FILE_WRITE.test(step.run)) return;
      const file = ENV_FILE_WRITE.exec(step.run)![2];
      const written = envFileWrites(step.run);
      const tainted = untrustedEnvNames(doc, job, step).filter((n) => mentionsVariable(written, n));
      const fromFiles = readsUntrustedFiles && /\$\(|`|\bcat\b|\bjq\b|<\s*["'$\w/]|\bwhile\s+read\b/.test(written);
      if (tainted.length || fromFiles || UNTRUSTED_EXPRESSION.test(written))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'run'],
            'github-env',
            `${where}: writes untrusted data ` +
              `(${tainted.length ? tainted.map((n) => `$${n}`).join(', ') : 'from an artifact or pull request files'}) ` +
              `to GITHUB_${file}, which sets the environment of every later step; pass it to the step that needs it through env:`,
          ),
        );
    });
  }
  return out;
}
