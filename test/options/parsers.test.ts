/**
 * The apply, plan and lag options parsers on their own: defaults, cross-field rules and the one path rule (a relative
 * path starts at the face's base: the working directory, the workspace; a path in a config file at that file's
 * folder), in each face's words. The faces feeding them are in faces.test.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_DIFF_BOUND } from '../../src/domain/apply/guards.js';
import { APPLY_DEFAULTS, checkApplyOptions, parseApplyOptions } from '../../src/services/apply/options.js';
import { DEFAULT_COMMITTER } from '../../src/services/apply/settings.js';
import { LAG_DEFAULTS, parseExplainOptions, parseLagOptions } from '../../src/services/lag/options.js';
import { actionOptionFace, cliOptionFace } from '../../src/shared/options-face.js';
import { parsePlanOptions } from '../../src/services/plan/options.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const SHA = 'a'.repeat(40);
const cli = cliOptionFace('apply', { allowPaths: 'allow-path', trailers: 'trailer', createPr: 'pr-repo' });
const action = actionOptionFace({ repo: 'path', prRepo: 'repository' });

/** A plain folder holding a config and a ledger, the way a fork keeps them. */
async function forkFolder(): Promise<string> {
  const dir = await makeTempDir('ui-options-');
  await mkdir(join(dir, '.github'), { recursive: true });
  await writeFile(
    join(dir, '.github', 'ingest.yml'),
    'trailers: [Reactor Cherry-pick Revision]\nledger: ledger.yml\nmaxBundleSize: 7\n',
  );
  await writeFile(
    join(dir, '.github', 'ledger.yml'),
    `entries:\n  - commit: ${SHA}\n    disposition: wont-port\n    reason: not ours\n`,
  );
  await writeFile(join(dir, 'other-ledger.yml'), 'entries: []\n');
  return dir;
}

describe('apply options', () => {
  it('fills every default once, whichever face', async () => {
    const { settings, pr } = await parseApplyOptions({ base: 'fork', commits: SHA }, { face: cli });
    expect(pr).toBeUndefined();
    expect(settings).toEqual({
      source: { kind: 'commits', commits: [SHA] },
      base: 'fork',
      onConflict: 'defer',
      onReview: 'land',
      agentTimeoutMs: 900_000,
      verifyTimeoutMs: 3_600_000,
      splitOnFailure: false,
      provenance: { kind: 'x' },
      allowPaths: [],
      diffBound: DEFAULT_DIFF_BOUND,
      committer: DEFAULT_COMMITTER,
      extraTrailerKeys: [],
    });
    expect(APPLY_DEFAULTS.agentTimeoutSeconds * 1000).toBe(settings.agentTimeoutMs);
  });

  it('takes text (a face) and numbers or arrays (the demo, the bench) alike', async () => {
    const fromText = await parseApplyOptions(
      {
        base: 'fork',
        commits: `${SHA},${'b'.repeat(40)}`,
        agentTimeout: '60',
        diffBound: '2',
        splitOnFailure: 'true',
        verify: 'true',
      },
      { face: action },
    );
    const fromValues = await parseApplyOptions(
      {
        base: 'fork',
        commits: [SHA, 'b'.repeat(40)],
        agentTimeout: 60,
        diffBound: 2,
        splitOnFailure: true,
        verify: 'true',
      },
      { face: cli },
    );
    expect(fromValues.settings).toEqual(fromText.settings);
    expect(fromText.settings.agentTimeoutMs).toBe(60_000);
    expect(fromText.settings.splitOnFailure).toBe(true);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    [
      'a PR asked for without a push',
      { createPr: true, prRepo: 'o/r' },
      'apply --pr-repo: a pull request needs the branch pushed: give --push',
      "input 'create-pr': a pull request needs the branch pushed: give 'push'",
    ],
    [
      'a PR with a push but nowhere to go',
      { createPr: 'true', push: 'origin' },
      'apply --pr-repo: expected owner/name of the repository the pull request goes to',
      "input 'repository': expected owner/name of the repository the pull request goes to",
    ],
    [
      'on-conflict agent without an agent',
      { onConflict: 'agent' },
      "apply --on-conflict: 'agent' needs an agent command: give --agent",
      "input 'on-conflict': 'agent' needs an agent command: give 'agent'",
    ],
    [
      'split-on-failure without verify',
      { splitOnFailure: true },
      'apply --split-on-failure: needs a verify command: give --verify',
      "input 'split-on-failure': needs a verify command: give 'verify'",
    ],
    [
      'the prepare half with a push',
      { prepareOut: 'out', push: 'origin' },
      'apply --prepare-out: the prepare half pushes nothing and opens no PR: drop --push and --pr-repo; the publish half pushes, with the token',
      "input 'prepare-out': the prepare half pushes nothing and opens no PR: drop 'push' and 'create-pr'; the publish half pushes, with the token",
    ],
    [
      'a zero timeout',
      { agentTimeout: '0' },
      'apply --agent-timeout: expected a whole number of seconds from 1 to 9999999',
      "input 'agent-timeout': expected a whole number of seconds from 1 to 9999999 (got '0')",
    ],
    [
      'a list flag read from its input',
      { committer: 'nobody' },
      'apply --committer: expected "Name <email@example.com>"',
      `input 'committer': expected "Name <email@example.com>" (got 'nobody')`,
    ],
  ];
  it.each(rules)(
    'refuses %s with one line naming the option in each face’s words',
    (_name, extra, viaCli, viaAction) => {
      const raw = { base: 'fork', commits: SHA, ...extra };
      expect(() => checkApplyOptions(raw, cli)).toThrow(viaCli);
      expect(() => checkApplyOptions(raw, action)).toThrow(viaAction);
    },
  );

  it('opens a PR whenever the branch is pushed and has a place, unless createPr is false', () => {
    const base = { base: 'origin/main', commits: SHA, push: 'origin', prRepo: 'acme/fork' };
    expect(checkApplyOptions(base, action).pr).toEqual(expect.objectContaining({ repo: 'acme/fork' }));
    expect(checkApplyOptions(base, action).prBase).toBe('main');
    expect(checkApplyOptions({ ...base, createPr: 'false' }, action).pr).toBeUndefined();
    expect(checkApplyOptions({ ...base, push: undefined }, action).pr).toBeUndefined();
  });

  it('reads every relative path from the face’s base, and the config’s ledger beside the config', async () => {
    const dir = await forkFolder();
    await writeFile(join(dir, 'body.md'), 'Bundle:\n\n{{ body }}\n');
    const inDir = cliOptionFace('apply', { allowPaths: 'allow-path', trailers: 'trailer' }, dir);
    const inWorkspace = actionOptionFace({ repo: 'path', prRepo: 'repository' }, { GITHUB_WORKSPACE: dir });
    const o = await parseApplyOptions(
      {
        repo: '.',
        base: 'fork',
        commits: SHA,
        config: '.github/ingest.yml',
        trailers: ['Upstream-Commit'],
        rerereCache: 'rr',
        prepareOut: 'prep',
        prBodyTemplate: '@body.md',
        push: undefined,
      },
      { face: inDir },
    );
    expect(o.repo).toBe(dir);
    expect(o.settings.extraTrailerKeys).toEqual(['Reactor Cherry-pick Revision', 'Upstream-Commit']);
    expect(o.settings.ledgerRules).toEqual({ provenanceRules: [], notApplicable: [] });
    expect(o.settings.rerereCache).toBe(join(dir, 'rr'));
    expect(o.prepareOut).toBe(join(dir, 'prep'));
    const withPr = checkApplyOptions(
      { base: 'fork', commits: SHA, push: 'o', prRepo: 'a/b', prBodyTemplate: '@body.md' },
      inWorkspace,
    );
    expect(withPr.repo).toBe(dir);
    expect(withPr.pr?.bodyTemplate).toBe('Bundle:\n\n{{ body }}\n');
    // --repo elsewhere changes nothing: the plan is the workspace's.
    await expect(
      parseApplyOptions({ repo: '/elsewhere', base: 'fork', plan: 'plan.json', bundle: 'x' }, { face: inWorkspace }),
    ).rejects.toThrow(`plan ${join(dir, 'plan.json')}`);
  });
});

describe('lag and explain options', () => {
  it('defaults to the refs present, no history, and reads files from the working directory', async () => {
    const dir = await forkFolder();
    const { settings, upstream } = await parseLagOptions(
      {
        repo: '/any/clone',
        upstream: 'upstream/main',
        fork: 'origin/main',
        ledger: 'other-ledger.yml',
        config: '.github/ingest.yml',
      },
      { face: cliOptionFace('lag', {}, dir) },
    );
    expect(upstream).toBeUndefined();
    expect(settings).toEqual(
      expect.objectContaining({
        upstreamRef: 'upstream/main',
        forkRef: 'origin/main',
        fetch: false,
        extraTrailerKeys: [],
        ledgerPath: join(dir, 'other-ledger.yml'),
        configPath: join(dir, '.github', 'ingest.yml'),
      }),
    );
    expect(settings.history).toBeUndefined();
    expect(LAG_DEFAULTS.history).toBe(false);
  });

  it('fetches from an upstream repository and records the history when asked', async () => {
    const { settings } = await parseLagOptions(
      { upstream: 'main', fork: 'HEAD', upstreamRepository: 'llvm/llvm-project', history: 'true', sloDays: '7' },
      { face: actionOptionFace(), serverUrl: 'https://ghe.example' },
    );
    expect(settings.fetch).toBe(true);
    expect(settings.upstream?.url).toBe('https://ghe.example/llvm/llvm-project.git');
    expect(settings.sloDays).toBe(7);
    expect(settings.history).toEqual({
      branch: LAG_DEFAULTS.stateBranch,
      remote: LAG_DEFAULTS.remote,
      file: LAG_DEFAULTS.historyFile,
      chart: LAG_DEFAULTS.chartFile,
    });
  });

  it.each([
    [{ now: 'yesterday' }, 'lag --now: expected an ISO 8601 date-time', "input 'now': expected an ISO 8601 date-time"],
    [
      { sloDays: '-1' },
      'lag --slo-days: expected a number of days ≥ 0',
      "input 'slo-days': expected a number of days ≥ 0 (got '-1')",
    ],
    [
      { upstreamRepository: 'not a repo' },
      'lag --upstream-repository: upstream repository',
      "input 'upstream-repository': upstream repository",
    ],
  ])('refuses %j in each face’s words', async (extra, viaCli, viaAction) => {
    const raw = { upstream: 'u', fork: 'f', ...extra };
    await expect(parseLagOptions(raw, { face: cliOptionFace('lag') })).rejects.toThrow(viaCli);
    await expect(parseLagOptions(raw, { face: actionOptionFace() })).rejects.toThrow(viaAction);
  });

  it('explain loads the config and the config’s ledger (beside the config) as lag does', async () => {
    const dir = await forkFolder();
    const { settings } = await parseExplainOptions(
      { upstream: 'u', fork: 'f', query: '#12', config: '.github/ingest.yml', trailers: 'Extra-Key' },
      { face: cliOptionFace('explain', {}, dir) },
    );
    expect(settings.extraTrailerKeys).toEqual(['Reactor Cherry-pick Revision', 'Extra-Key']);
    expect(settings.ledgerSource).toBe('ledger.yml');
    expect(settings.ledger?.entries.map((e) => e.commit)).toEqual([SHA]);
    expect(settings.query).toBe('#12');
  });
});

describe('plan options', () => {
  it('keeps no cross-run cache unless asked: the git dir’s, or a file named from the working directory', async () => {
    const dir = await forkFolder();
    await createGitRunner(dir).run(['init', '-q']);
    const face = cliOptionFace('plan', {}, dir);
    const byDefault = await parsePlanOptions({ repo: dir, upstream: 'u', fork: 'f' }, { face });
    expect(byDefault.cachePath).toBeUndefined();
    expect(byDefault.settings.config).toEqual(DEFAULT_PLAN_CONFIG);
    const asked = await parsePlanOptions({ repo: dir, upstream: 'u', fork: 'f', cache: true }, { face });
    expect(asked.cachePath).toBe(join(dir, '.git', 'upstream-ingest', 'plan-cache.json'));
    const askedByInput = await parsePlanOptions({ repo: dir, upstream: 'u', fork: 'f', cache: 'true' }, { face });
    expect(askedByInput.cachePath).toBe(asked.cachePath);
    expect((await parsePlanOptions({ repo: dir, upstream: 'u', fork: 'f', cache: false }, { face })).cachePath).toBe(
      undefined,
    );
    const given = await parsePlanOptions(
      {
        repo: dir,
        upstream: 'u',
        fork: 'f',
        cache: 'c.json',
        out: 'plan.json',
        config: '.github/ingest.yml',
        ledger: 'other-ledger.yml',
      },
      { face },
    );
    expect(given.cachePath).toBe(join(dir, 'c.json'));
    expect(given.out).toBe(join(dir, 'plan.json'));
    expect(given.settings.config.maxBundleSize).toBe(7);
    expect(given.settings.ledgerSource).toBe('other-ledger.yml');
    const capped = await parsePlanOptions(
      { repo: dir, upstream: 'u', fork: 'f', config: '.github/ingest.yml', maxBundleSize: '3', limit: 50 },
      { face },
    );
    expect(capped.settings.config.maxBundleSize).toBe(3);
    expect(capped.settings.limit).toBe(50);
    expect(capped.settings.ledger?.entries).toHaveLength(1);
  });

  it('takes the upstream CI repository from the upstream repository when told true', async () => {
    const dir = await makeTempDir('ui-options-');
    await createGitRunner(dir).run(['init', '-q']);
    const face = actionOptionFace({ repo: 'path' });
    const o = await parsePlanOptions(
      { repo: dir, upstream: 'main', fork: 'HEAD', upstreamRepository: 'triton-lang/triton', upstreamCi: 'true' },
      { face },
    );
    expect(o.upstreamCi).toEqual({ owner: 'triton-lang', repo: 'triton' });
    await expect(
      parsePlanOptions({ repo: dir, upstream: 'main', fork: 'HEAD', upstreamCi: 'true' }, { face }),
    ).rejects.toThrow("input 'upstream-ci': needs 'upstream-repository' as owner/name on this GitHub server");
    await expect(parsePlanOptions({ repo: dir, upstream: 'm', fork: 'f', limit: '0' }, { face })).rejects.toThrow(
      "input 'limit': expected a whole number from 1 to 999999 (got '0')",
    );
  });
});

describe('the actions’ declared defaults are the parsers’ defaults', () => {
  // Not listed: the defaults only an action has on purpose (push: origin, history: true, the checkout's HEAD and
  // upstream main as refs); the CLI asks for those explicitly.
  const expected: Record<string, Record<string, string>> = {
    'apply-bundle': {
      'on-conflict': APPLY_DEFAULTS.onConflict,
      'on-review': APPLY_DEFAULTS.onReview,
      'agent-timeout': String(APPLY_DEFAULTS.agentTimeoutSeconds),
      'agent-attempts': String(APPLY_DEFAULTS.agentAttempts),
      'verify-timeout': String(APPLY_DEFAULTS.verifyTimeoutSeconds),
      provenance: APPLY_DEFAULTS.provenance,
      'diff-bound': String(APPLY_DEFAULTS.diffBound),
      'diff-slack': String(APPLY_DEFAULTS.diffSlack),
      'split-on-failure': 'false',
      'pr-draft': 'false',
      'create-pr': '',
      path: '.',
    },
    'report-lag': {
      'state-branch': LAG_DEFAULTS.stateBranch,
      'history-file': LAG_DEFAULTS.historyFile,
      'chart-file': LAG_DEFAULTS.chartFile,
      remote: LAG_DEFAULTS.remote,
      path: '.',
    },
    'plan-bundles': { 'cache-file': '', limit: '', 'max-bundle-size': '', path: '.' },
  };
  it.each(Object.keys(expected))('%s', async (name) => {
    const meta = parseYaml(await readFile(join('actions', name, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    for (const [input, value] of Object.entries(expected[name]!)) {
      expect([input, meta.inputs[input]?.default ?? '']).toEqual([input, value]);
    }
  });
});
