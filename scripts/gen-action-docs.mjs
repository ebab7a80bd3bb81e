#!/usr/bin/env node
// Writes actions/<name>/README.md from actions/<name>/action.yml: the description, a usage snippet, and the inputs
// and outputs tables. Only the block between the GENERATED markers is rewritten, so hand-written text around it stays.
// Usage: node scripts/gen-action-docs.mjs          write the READMEs
//        node scripts/gen-action-docs.mjs --check  exit 1 when a README is missing or stale (CI)
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

function usage(name, action) {
  const required = Object.entries(action.inputs ?? {}).filter(([, i]) => i?.required && i.default === undefined);
  const lines = ['```yaml', `- uses: ${SUITE_REPOSITORY}/actions/${name}@<commit> # pin the release commit`];
  if (required.length) {
    lines.push('  with:');
    for (const [key] of required) lines.push(`    ${key}: …`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The generated block of one action's README. */
export function generatedBlock(name, action) {
  const lines = [
    BEGIN,
    '',
    `# ${action.name ?? name}`,
    '',
    String(action.description ?? '').trim(),
    '',
    '## Usage',
    '',
    usage(name, action),
    '',
    "Pin the suite by commit SHA. The suite's reusable workflows (`.github/workflows/`) use this action from a checkout",
    'of the suite at their own commit, so a workflow and its actions are always the same version',
    '(see [docs/security-model.md](../../docs/security-model.md)).',
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
  for (const name of actionNames(root)) {
    const action = YAML.parse(readFileSync(join(root, 'actions', name, 'action.yml'), 'utf8')) ?? {};
    const readme = join(root, 'actions', name, 'README.md');
    const existing = existsSync(readme) ? readFileSync(readme, 'utf8') : undefined;
    const next = renderReadme(existing, generatedBlock(name, action));
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
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
