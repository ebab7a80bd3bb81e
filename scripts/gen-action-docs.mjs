#!/usr/bin/env node
// Writes actions/<name>/README.md from actions/<name>/action.yml and actions/<name>/readme.yml: the description, a
// real usage example, the permissions the action's token needs, and the inputs and outputs tables. Only the block
// between the GENERATED markers is rewritten, so hand-written text around it stays. It also checks what would drift:
// the example uses only inputs the action has (every required one, no deprecated one), and an input that lists the
// formats the code reads lists exactly the code's registry (FORMAT_LISTS).
// Usage: node scripts/gen-action-docs.mjs          write the READMEs
//        node scripts/gen-action-docs.mjs --check  exit 1 when a README is missing or stale, or a check fails (CI)
//        --root <dir>                              another repository root (tests)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const SCRIPT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SUITE_REPOSITORY = 'upstream-ingest/upstream-ingest';
const BEGIN =
  '<!-- BEGIN GENERATED: scripts/gen-action-docs.mjs from action.yml; edit action.yml, then run node scripts/gen-action-docs.mjs -->';
const END = '<!-- END GENERATED -->';

/** Text for one markdown table cell: one line, pipes escaped. */
function cell(text) {
  return String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(text) {
  const value = String(text);
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}

function defaultCell(input) {
  if (input.default === undefined) return '';
  const value = String(input.default);
  return value === '' ? '`""`' : code(cell(value));
}

/**
 * Inputs whose description lists the values a registry in the code accepts: the description must list exactly
 * those, in order, as `a, b or c` (`also` first), and a `<N> result formats` in the action's description must count
 * them. A new format in the code without its name here fails `--check`.
 */
export const FORMAT_LISTS = [
  {
    action: 'compare-bench',
    input: 'format',
    file: 'src/domain/bench/types.ts',
    constant: 'BENCH_FORMATS',
    also: ['auto'],
  },
];

/** The string literals of `export const NAME = [ … ] as const` in a TypeScript file. */
export function constantList(text, constant) {
  const match = new RegExp(`export const ${constant}\\s*=\\s*\\[([^\\]]*)\\]`).exec(text);
  return match ? [...match[1].matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]) : undefined;
}

/** `a, b or c`. */
export function spokenList(values) {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

const flat = (text) => String(text ?? '').replace(/\s+/g, ' ');

/** Problems with the format lists of one action, as one line each. */
export function formatListProblems(root, name, action) {
  const problems = [];
  for (const list of FORMAT_LISTS.filter((l) => l.action === name)) {
    const path = join(root, list.file);
    if (!existsSync(path)) continue;
    const values = constantList(readFileSync(path, 'utf8'), list.constant);
    if (!values) {
      problems.push(`${list.file}: no \`export const ${list.constant} = [...]\` to read the ${list.input} list from`);
      continue;
    }
    const expected = spokenList([...list.also, ...values]);
    if (!flat(action.inputs?.[list.input]?.description).includes(expected)) {
      problems.push(
        `actions/${name}/action.yml: input '${list.input}' must list what ${list.constant} (${list.file}) holds: ` +
          expected,
      );
    }
    const counted = /(\d+) result formats/.exec(flat(action.description));
    if (counted && Number(counted[1]) !== values.length) {
      problems.push(
        `actions/${name}/action.yml: the description says ${counted[1]} result formats; ${list.constant} has ${values.length}`,
      );
    }
  }
  return problems;
}

/** The example with the release version filled in (`{version}` in readme.yml, from package.json). */
function exampleText(docs, version) {
  return String(docs.example ?? '')
    .replaceAll('{version}', version)
    .trimEnd();
}

/** Problems with the example of one action: it must use the action, with inputs the action has. */
export function exampleProblems(name, action, docs, version) {
  const where = `actions/${name}/readme.yml`;
  const text = exampleText(docs, version);
  if (!text) return [`${where}: no example (a job that uses the action)`];
  const jobs = YAML.parse(text) ?? {};
  const steps = Object.values(jobs).flatMap((job) => (Array.isArray(job?.steps) ? job.steps : []));
  const ours = steps.filter((s) => String(s?.uses ?? '').startsWith(`${SUITE_REPOSITORY}/actions/${name}@`));
  if (!ours.length) return [`${where}: the example has no step that uses ${SUITE_REPOSITORY}/actions/${name}@…`];
  const problems = [];
  if (!text.includes(`# v${version}`)) problems.push(`${where}: the example does not pin the release (# v${version})`);
  const inputs = action.inputs ?? {};
  for (const step of ours) {
    const given = Object.keys(step.with ?? {});
    for (const key of given) {
      if (!(key in inputs)) problems.push(`${where}: the example sets '${key}', which is not an input`);
      else if (/^deprecated/i.test(String(inputs[key]?.description ?? '').trim())) {
        problems.push(`${where}: the example sets the deprecated input '${key}'`);
      }
    }
    for (const [key, input] of Object.entries(inputs)) {
      if (input?.required && input.default === undefined && !given.includes(key)) {
        problems.push(`${where}: the example lacks the required input '${key}'`);
      }
    }
  }
  if (!Array.isArray(docs.permissions) || !docs.permissions.length) {
    problems.push(`${where}: no permissions (scope, access, why for each)`);
  }
  return problems;
}

function permissionsTable(docs) {
  const lines = ['| permission | why |', '|---|---|'];
  for (const p of docs.permissions ?? []) lines.push(`| \`${p.scope}: ${p.access}\` | ${cell(p.why)} |`);
  return lines;
}

/** The generated block of one action's README. */
export function generatedBlock(name, action, docs = {}, version = '0.0.0') {
  const lines = [
    BEGIN,
    '',
    `# ${action.name ?? name}`,
    '',
    String(action.description ?? '').trim(),
    '',
    '## Usage',
    '',
    '```yaml',
    'jobs:',
    ...exampleText(docs, version)
      .split('\n')
      .map((l) => (l ? `  ${l}` : l)),
    '```',
    '',
    `Pin the suite by the full commit SHA of a release tag, with the tag as a comment (\`# v${version}\`; see the`,
    "README's [Pinning](../../README.md#pinning)). The suite's reusable workflows (`.github/workflows/`) use this",
    'action from a checkout of the suite at their own commit, so a workflow and its actions are always the same',
    'version (see [docs/security-model.md](../../docs/security-model.md)).',
    '',
    '## Permissions',
    '',
    'What the token this action is given needs (grant it in the job, starting from `permissions: {}`):',
    '',
    ...permissionsTable(docs),
    '',
    '## Inputs',
    '',
  ];
  const inputs = Object.entries(action.inputs ?? {});
  if (inputs.length) {
    lines.push('| name | required | default | description |', '|---|---|---|---|');
    for (const [key, input] of inputs) {
      lines.push(
        `| \`${key}\` | ${input?.required ? 'yes' : 'no'} | ${defaultCell(input ?? {})} | ${cell(input?.description)} |`,
      );
    }
  } else lines.push('None.');
  lines.push('', '## Outputs', '');
  const outputs = Object.entries(action.outputs ?? {});
  if (outputs.length) {
    lines.push('| name | description |', '|---|---|');
    for (const [key, output] of outputs) lines.push(`| \`${key}\` | ${cell(output?.description)} |`);
  } else lines.push('None.');
  lines.push('', `Runs on \`${action.runs?.using ?? '?'}\` (\`${action.runs?.main ?? ''}\`).`, '', END);
  return lines.join('\n');
}

/** The README with its generated block replaced (or created); text outside the markers is kept as it is. */
export function renderReadme(existing, block) {
  if (existing === undefined) return `${block}\n`;
  const start = existing.indexOf(BEGIN.slice(0, 30));
  const end = existing.indexOf(END);
  if (start < 0 || end < start) return `${block}\n\n${existing}`;
  return `${existing.slice(0, start)}${block}${existing.slice(end + END.length)}`;
}

function actionNames(root) {
  const dir = join(root, 'actions');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'action.yml')))
    .sort();
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 && args[rootAt + 1] ? resolve(args[rootAt + 1]) : SCRIPT_ROOT;
  const stale = [];
  const problems = [];
  const pkg = join(root, 'package.json');
  const version = existsSync(pkg) ? String(JSON.parse(readFileSync(pkg, 'utf8')).version ?? '0.0.0') : '0.0.0';
  for (const name of actionNames(root)) {
    const action = YAML.parse(readFileSync(join(root, 'actions', name, 'action.yml'), 'utf8')) ?? {};
    const docsFile = join(root, 'actions', name, 'readme.yml');
    const docs = existsSync(docsFile) ? (YAML.parse(readFileSync(docsFile, 'utf8')) ?? {}) : {};
    problems.push(...formatListProblems(root, name, action), ...exampleProblems(name, action, docs, version));
    const readme = join(root, 'actions', name, 'README.md');
    const existing = existsSync(readme) ? readFileSync(readme, 'utf8') : undefined;
    const next = renderReadme(existing, generatedBlock(name, action, docs, version));
    if (next === existing) continue;
    if (check) stale.push(`actions/${name}/README.md`);
    else {
      writeFileSync(readme, next);
      process.stdout.write(`wrote actions/${name}/README.md\n`);
    }
  }
  if (stale.length) {
    process.stdout.write(`${stale.join('\n')}\nstale: run node scripts/gen-action-docs.mjs\n`);
    process.exitCode = 1;
  }
  if (problems.length) {
    process.stdout.write(`${problems.join('\n')}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
