/**
 * The rules of the workflow gate, by family. The security families follow zizmor's audit list (the reference
 * workflow auditor), so a finding's rule names the attack it stops; the rest are this gate's own.
 */
export const GATE_RULES = {
  'dangerous-triggers': 'pull_request_target, workflow_run or issue_comment acting on pull request code',
  artipacked: 'checkout credentials persisted where later steps or uploaded artifacts can read them',
  'cache-poisoning': 'a cache restored where its writers are less trusted than its reader',
  'excessive-permissions': 'permissions beyond what the job needs',
  'impostor-commit': 'a SHA pin that is not a commit of the named action (checked offline)',
  'ref-confusion': 'a ref or a ref check that another branch, tag or substring can satisfy',
  'template-injection': '${{ }} of untrusted data in code (run:, scripts, code inputs, paths)',
  'self-hosted-runner': 'strangers reaching self-hosted runners, or self-hosted jobs holding write access',
  'secrets-inherit': 'secrets: inherit hands every secret to a called workflow',
  'bot-conditions': 'a spoofable actor check (github.actor, github.triggering_actor)',
  'overprovisioned-secrets': 'every secret at once (toJSON(secrets), secrets[…])',
  'unredacted-secrets': 'fields of a structured secret (fromJSON(secrets.X)) escape log masking',
  'secrets-in-pr-code': 'a secret in the environment of code a pull request controls',
  'unpinned-uses': 'an action or reusable workflow not pinned by full commit SHA',
  'unpinned-images': 'a container or service image not pinned by digest',
  'artifact-poisoning': 'artifacts unpacked where they can replace code, or run',
  'github-env': 'untrusted data written to GITHUB_ENV / GITHUB_PATH',
  'insecure-commands': 'ACTIONS_ALLOW_UNSECURE_COMMANDS',
  'untrusted-work': 'harnesses, agents or verify commands in a job that holds write access',
  timeout: 'a job without timeout-minutes',
  concurrency: 'concurrency groups: literal prefixes, no collisions, writers never cancelled',
  wiring: 'outputs, inputs and secrets that do not exist (@actions/workflow-parser)',
  actionlint: 'actionlint',
  shellcheck: 'shellcheck over run: blocks',
  schema: 'the workflow and action JSON schema',
  syntax: 'a file that cannot be read or is not valid YAML',
  'verified-actions': '(--self) only verified third-party actions, at their release commit',
  'suite-wiring': "(--self) how the suite's workflows refer to its own actions (one version per run)",
  'action-contract': "(--self) the suite's action.yml contracts",
} as const;

export type GateRule = keyof typeof GATE_RULES;

/** One problem at one place; `file` is added by the service that read the file. */
export interface GateFinding {
  rule: GateRule;
  message: string;
  line?: number;
  col?: number;
}

export interface FileFinding extends GateFinding {
  file: string;
}

/** `file:line:col rule message`: the one line a finding prints as (file-level findings point at 1:1). */
export function formatFinding(f: FileFinding): string {
  return `${f.file}:${f.line ?? 1}:${f.col ?? 1} ${f.rule} ${f.message}`;
}

export function byPosition(a: FileFinding, b: FileFinding): number {
  if (a.file !== b.file) return 0; // files keep the order they were checked in
  return (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);
}
