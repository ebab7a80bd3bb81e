/**
 * Errors a person meets first, through the real CLI: a YAML or JSON mistake names file:line:column and shows the
 * line; an unknown config key or CLI option gets the closest known name; every error names the flag the user typed,
 * with one prefix (`upstream-ingest: error: <command>…`), never an internal key or a doubled name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { editDistance, closestName } from '../../src/shared/did-you-mean.js';

afterAll(removeTempDirs);

let s: BuiltScenario;
let dir: string;
beforeAll(async () => {
  s = await buildScenario({ steps: [{ id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' } }] });
  dir = await makeTempDir('ui-errors-');
});

const plan = () => ['plan', '--repo', s.dir, '--upstream', s.upstream, '--fork', s.fork, '--no-discover'];

/** One line on stderr, exit 2, in the one prefix style. */
async function userError(args: string[]): Promise<string> {
  const run = await runCli(args, { cwd: dir });
  expect(run.code).toBe(2);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^upstream-ingest: error: /);
  return lines[0]!.replace(/^upstream-ingest: error: /, '');
}

describe('a config with a syntax mistake', () => {
  it('YAML: names file:line:column and shows the line', async () => {
    await writeFile(join(dir, 'bad.yml'), 'maxBundleSize: 3\nrisky:\n  - glob: a/**\n  weight: 2\n');
    const message = await userError([...plan(), '--config', 'bad.yml']);
    expect(message).toMatch(/^config \/.*\/bad\.yml:4:1: not valid YAML\/JSON: /);
    expect(message).toContain('line 4: "  weight: 2"');
  });

  it('JSON: the same, at the character that is wrong', async () => {
    await writeFile(join(dir, 'bad.json'), '{\n  "maxBundleSize": 3,,\n  "trailers": []\n}\n');
    const message = await userError([...plan(), '--config', 'bad.json']);
    expect(message).toMatch(/^config \/.*\/bad\.json:2:22: not valid YAML\/JSON: /);
    expect(message).toContain('line 2: "  \\"maxBundleSize\\": 3,,"');
  });
});

describe('a name that is almost right', () => {
  it('an unknown config key gets the closest key of the config', async () => {
    await writeFile(join(dir, 'typo.yml'), 'maxBundleSize: 3\nledgr: ledger.yml\n');
    const message = await userError([...plan(), '--config', 'typo.yml']);
    expect(message).toMatch(/typo\.yml: unknown key 'ledgr' \(did you mean 'ledger'\?\)$/);
  });

  it('a nested unknown key gets the closest key at its place', async () => {
    await writeFile(join(dir, 'nested.yml'), 'risky:\n  - glob: a/**\n    wieght: 2\n');
    const message = await userError([...plan(), '--config', 'nested.yml']);
    expect(message).toMatch(/risky\[0\]: unknown key 'wieght' \(did you mean 'weight'\?\)/);
  });

  it('`--upstrem` is an unknown option with a suggestion, not a missing --upstream', async () => {
    const message = await userError(['plan', '--repo', s.dir, '--upstrem', s.upstream, '--fork', s.fork]);
    expect(message).toBe("plan: unknown option '--upstrem' (did you mean --upstream?)");
  });

  it('a typo far from every option gets no suggestion', async () => {
    expect(await userError([...plan(), '--zzzzzzzz'])).toBe("plan: unknown option '--zzzzzzzz'");
  });

  it('an option value that looks like an option is the value, not an unknown option', async () => {
    const message = await userError([...plan(), '--limit', '--0']);
    expect(message).toMatch(/^plan --limit: /);
  });

  it('an unknown command gets the closest command', async () => {
    expect(await userError(['pln'])).toBe("unknown command 'pln' (did you mean plan?)");
  });

  it('cli.yml: a flag the command does not have gets the closest flag', async () => {
    const cfg = join(s.dir, '.github', 'upstream-ingest');
    await mkdir(cfg, { recursive: true });
    await writeFile(join(cfg, 'cli.yml'), 'commands:\n  plan:\n    max-bundle-sise: 3\n');
    try {
      const message = await userError(['plan', '--repo', s.dir, '--upstream', s.upstream, '--fork', s.fork]);
      expect(message).toMatch(
        /commands\.plan\.max-bundle-sise: `plan` has no --max-bundle-sise \(did you mean --max-bundle-size\?\)$/,
      );
    } finally {
      await writeFile(join(cfg, 'cli.yml'), 'commands: {}\n');
    }
  });
});

describe('every error names the flag the user typed, in one prefix style', () => {
  it('a required option left out', async () => {
    expect(await userError(['plan', '--repo', s.dir, '--fork', s.fork, '--no-discover'])).toBe(
      "plan: required option '--upstream <ref>' not specified",
    );
  });

  it('tier: a bad --tier is named once, with what is expected', async () => {
    await writeFile(join(dir, 'tier.yml'), 'tiers:\n  L1:\n    harnesses: []\n');
    const message = await userError(['tier', '--config', 'tier.yml', '--tier', 'L4', '--no-discover']);
    expect(message).toBe("tier --tier: expected L1, L2, L3 (got 'L4')");
  });

  it.each([
    [['green-ref', '--repo', '.', '--depth', '0'], /^green-ref --depth: expected a whole number from 1 to 9999$/],
    [['green-ref', '--repo', '.', '--newest'], /^green-ref --newest: needs --trunk <ref>$/],
    [['land', '--trunk', 'main', '--method', 'fast'], /^land --method: expected merge, squash or rebase$/],
    [['site', '--now', 'yesterday'], /^site --now: expected an ISO 8601 date-time$/],
    [['site', '--since', 'a year'], /^site --since: expected a number$/],
    [
      ['trunk-bisect', '--good', 'a', '--bad', 'b', '--verify', 'true', '--classification', 'x'],
      /^trunk-bisect --classification: /,
    ],
    [
      ['commit-status', '--sha', 'abc', '--context', 'c', '--verdict', 'pass'],
      /^commit-status --sha: expected a full commit SHA$/,
    ],
  ])('%j', async (args, expected) => {
    const message = await userError([...args, '--no-discover']);
    expect(message).toMatch(expected);
    // Never an internal (camelCase) key.
    expect(message).not.toMatch(/[a-z][A-Z]/);
  });
});

describe('the closest name', () => {
  it('counts a swap of neighbours as one edit and refuses names too far away', () => {
    expect(editDistance('upstrem', 'upstream')).toBe(1);
    expect(editDistance('ledgre', 'ledger')).toBe(1);
    expect(closestName('--upstrem', ['--upstream', '--fork', '--repo'])).toBe('--upstream');
    expect(closestName('--json', ['--upstream', '--fork'])).toBeUndefined();
  });
});
