import type { Command, Option } from 'commander';

/**
 * How `--help` reads: the commands in three groups (what a person runs, the steps of the reusable workflows,
 * upkeep), one line each; every command's own help ends with one example; a required flag says so. Registering a
 * command needs nothing here: one not listed lands in the maintenance group, and its example is made from its
 * required flags until one is written below.
 */

export const HELP_GROUPS = {
  daily: 'Daily use:',
  workflow: 'Workflow steps (run by the reusable workflows):',
  maintenance: 'Maintenance:',
} as const;

const GROUP_OF: Readonly<Record<string, keyof typeof HELP_GROUPS>> = {
  lag: 'daily',
  explain: 'daily',
  plan: 'daily',
  apply: 'daily',
  tier: 'daily',
  'compare-bench': 'daily',
  'audit-guards': 'daily',
  impact: 'daily',
  demo: 'daily',
  'ingest-matrix': 'workflow',
  'ingest-summary': 'workflow',
  'publish-bundle': 'workflow',
  'tier-aggregate': 'workflow',
  'tier-publish': 'workflow',
  'l3-request': 'workflow',
  'commit-status': 'workflow',
  'green-ref': 'workflow',
  land: 'workflow',
  'trunk-bisect': 'workflow',
  'open-revert': 'workflow',
  dashboard: 'workflow',
  'slo-issue': 'workflow',
  digest: 'workflow',
  'record-bench': 'workflow',
  'bench-regressions': 'workflow',
  site: 'maintenance',
  schemas: 'maintenance',
  'check-workflows': 'maintenance',
  'audit-resolvers': 'maintenance',
};

/** One example per command, as a person would type it (paths relative to the directory they are in). */
const EXAMPLES: Readonly<Record<string, string>> = {
  lag: 'upstream-ingest lag --repo . --upstream upstream/main --fork origin/main',
  explain: 'upstream-ingest explain --repo . --upstream upstream/main --fork origin/main 1a2b3c4d5e',
  plan: 'upstream-ingest plan --repo . --upstream upstream/main --fork origin/main --out plan.json',
  apply: 'upstream-ingest apply --repo . --plan plan.json --bundle 3f9c2a7be104 --base origin/main',
  tier: 'upstream-ingest tier --config .github/upstream-ingest/tiers.yml --tier L1 --changed-from origin/main',
  'compare-bench': "upstream-ingest compare-bench --baseline 'base/*.json' --candidate 'cand/*.json'",
  'compare-bench history': 'upstream-ingest compare-bench history --repo . --suite default',
  'audit-guards': 'upstream-ingest audit-guards --repo . --upstream upstream/main --fork origin/main',
  impact: 'upstream-ingest impact --plan plan.json --config workloads.yml',
  demo: 'upstream-ingest demo --out demo-out',
  'ingest-matrix': 'upstream-ingest ingest-matrix --plan plan.json --max-bundles 4',
  'ingest-summary': 'upstream-ingest ingest-summary --plan plan.json --results results/',
  'publish-bundle': 'upstream-ingest publish-bundle --from prepared/ --repo . --base origin/main',
  'tier-aggregate':
    'upstream-ingest tier-aggregate --records records/ --runner-labels \'[["gpu"]]\' --tier L2 --sha "$GITHUB_SHA"',
  'tier-publish': 'upstream-ingest tier-publish --results tier-L1.json --github-repo acme/fork',
  'commit-status': 'upstream-ingest commit-status --sha "$GITHUB_SHA" --context upstream-ingest/L1 --verdict pass',
  'green-ref': 'upstream-ingest green-ref --repo . --advance HEAD',
  land: 'upstream-ingest land --trunk main --out land.json',
  'trunk-bisect': "upstream-ingest trunk-bisect --repo . --good v1 --bad main --verify 'make check'",
  'open-revert': 'upstream-ingest open-revert --repo . --culprit culprit.json --trunk main --push origin',
  dashboard: 'upstream-ingest dashboard --lag lag.json --plan plan.json --results results/',
  'slo-issue': 'upstream-ingest slo-issue --report lag.json --slo-days 14',
  digest: 'upstream-ingest digest --repo . --fork origin/main --period week',
  'record-bench': 'upstream-ingest record-bench --repo . --result bench.json --runner-label gpu --sha HEAD',
  'bench-regressions':
    'upstream-ingest bench-regressions --history history.json --workloads .github/upstream-ingest/workloads.yml',
  site: 'upstream-ingest site --repo . --fork origin/main --out site',
  schemas: 'upstream-ingest schemas --out schemas',
};

/** Applies the groups, the examples and the required marks to every registered command. */
export function applyHelp(program: Command): void {
  program.addHelpText(
    'after',
    '\nPaths you type are relative to the directory you are in; a path in a config file\n' +
      'is relative to that file’s folder; an action input to the workspace.\n' +
      'Run `upstream-ingest <command> --help` for its flags and an example.',
  );
  for (const command of program.commands) {
    command.helpGroup(HELP_GROUPS[GROUP_OF[command.name()] ?? 'maintenance']);
    decorate(command, command.name());
  }
  // commander's own `help` command goes with the upkeep, not in a group of its own.
  program.commandsGroup(HELP_GROUPS.maintenance).helpCommand('help [command]', 'display help for a command');
}

function decorate(command: Command, path: string): void {
  // The list in `--help` shows the first clause; the command's own help the whole description.
  if (!command.summary()) command.summary(firstClause(command.description()));
  for (const option of command.options as readonly Option[]) {
    if (option.mandatory && option.defaultValue === undefined && !/\(required\)$/.test(option.description))
      option.description = `${option.description} (required)`;
  }
  command.addHelpText('after', `\nExample:\n${exampleLines(EXAMPLES[path] ?? madeExample(command, path))}\n`);
  for (const sub of command.commands) decorate(sub, `${path} ${sub.name()}`);
}

/** The width the list's summaries fit beside the widest command name at 80 columns (one line each). */
const SUMMARY_WIDTH = 48;

/** The first clause of a description (up to a colon, full stop, semicolon, comma or parenthesis), cut at a word. */
export function firstClause(text: string): string {
  const clause = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/[:.;,]\s|\s\(|\.$/)[0]!
    .trim();
  if (clause.length <= SUMMARY_WIDTH) return clause;
  const cut = clause.slice(0, SUMMARY_WIDTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trimEnd()} …`;
}

/** `  $ upstream-ingest …`, continued with `\` before 80 columns, never inside a word or a quoted argument. */
export function exampleLines(example: string, width = 80): string {
  const words = example.match(/'[^']*'|"[^"]*"|\S+/g) ?? [];
  const lines: string[] = [];
  let line = '  $';
  for (const word of words) {
    if (line.length + 1 + word.length + 2 > width && line.trim() !== '$') {
      lines.push(`${line} \\`);
      line = '     ';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** An example from the command's required flags and arguments, for a command that has none written. */
function madeExample(command: Command, path: string): string {
  const flags = (command.options as readonly Option[])
    .filter((o) => o.mandatory && o.defaultValue === undefined && o.long)
    .map((o) => `${o.long} ${/<([^>]+)>/.exec(o.flags)?.[1]?.replace(/\.\.\.$/, '') ?? ''}`.trim());
  const args = command.registeredArguments.filter((a) => a.required).map((a) => `<${a.name()}>`);
  return ['upstream-ingest', path, ...flags, ...args].join(' ');
}
