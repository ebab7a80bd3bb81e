/**
 * Hostile files into every command that reads one: config, ledger, plan, per-bundle results, tier records and
 * configs, inventories, lag reports and benchmark results that are malformed, huge, deeply nested or carry
 * `__proto__`/`constructor` keys; benchmark values that are NaN, Infinity or negative; JUnit XML with entity
 * expansion or external entities. Expected: a clear error naming the file (or the input read as data), never an
 * internal error, no prototype pollution, no change to the repository.
 */
import { runCli } from '../helpers/cli.js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { EXIT } from '../../src/cli/context.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario, writePlan } from '../apply/fixtures.js';
import { harnessScript, oneHarness, writeConfig, writeFiles } from '../tier/fixtures.js';
import { foreignCommands, refSnapshot } from './fixtures.js';
import { cases } from './record.js';

const reliabilityCase = cases('hostile input', 'crash');

afterAll(removeTempDirs);

const BIG = 17 * 1024 * 1024;

/** The variants every file kind gets: name → content (a function of a valid document of that kind). */
function variants(valid: unknown): Record<string, string | Buffer> {
  const json = JSON.stringify(valid);
  const inner = json.startsWith('{') ? json.slice(1) : '"x":1}';
  return {
    'empty file': '',
    'not YAML/JSON': '{"a": [1, 2,\n  : ]]] !!',
    'binary junk': Buffer.from([0x00, 0xff, 0xfe, 0x1b, 0x5b, 0x32, 0x4a, 0x00, 0x80, 0x81]),
    'a YAML custom tag': '!!js/function "function(){return process.exit(9)}"\n',
    'a YAML alias bomb': `a: &a ["x","x","x","x","x","x","x","x","x"]\n${Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`).join('\n')}\n`,
    'deeply nested JSON (100,000 levels)': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    'deeply nested under a valid key': `{"entries": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}, ${inner}`,
    'huge (17 MB)': `{"pad": "${'x'.repeat(BIG)}", ${inner}`,
    '__proto__ at the top': `{"__proto__": {"polluted": "yes"}, ${inner}`,
    'constructor.prototype': `{"constructor": {"prototype": {"polluted": "yes"}}, ${inner}`,
    '__proto__ in YAML, nested': `entries:\n  - __proto__:\n      polluted: yes\n    commit: abcdef1\n`,
    'valid JSON of the wrong type': '["a", 1, null]',
    'NaN and Infinity tokens': json.replace(/\d+(\.\d+)?/, 'NaN').replace(/\d+(\.\d+)?/, 'Infinity'),
  };
}

/** Random documents (fixed seed) over the keys the schemas know and the prototype keys, with any JSON values. */
function randomDocuments(reader: Reader): Record<string, string> {
  const known = Object.keys(reader.valid as Record<string, unknown>);
  const keys = fc.constantFrom(...known, '__proto__', 'constructor', 'prototype', 'toString', 'entries', 'bundles');
  const docs = fc.sample(fc.dictionary(keys, fc.jsonValue({ maxDepth: 4 }), { maxKeys: 5 }), {
    numRuns: 4,
    seed: 42,
  });
  return Object.fromEntries(docs.map((d, i) => [`fast-check document ${i + 1}`, JSON.stringify(d)]));
}

interface Reader {
  name: string;
  /** A valid document of the kind, the base of its variants. */
  valid: unknown;
  /** The file name the command expects (a results directory reads names like apply-<id>.json). */
  fileName: string;
  argv: (path: string, dir: string) => string[];
}

let repo = '';
let goodTier = '';
let planFile = '';
let bundleId = '';

beforeAll(async () => {
  const s = await conflictScenario();
  repo = s.dir;
  const { path, plan } = await writePlan(s, ['u1', 'u4']);
  planFile = path;
  bundleId = plan.bundles[0]!.id;
});

function readers(): Reader[] {
  const r = `--repo=${repo}`;
  return [
    {
      name: 'ledger (lag --ledger)',
      valid: { entries: [{ commit: 'abcdef1', disposition: 'skip', reason: 'x' }] },
      fileName: 'ledger.yml',
      argv: (p) => ['lag', r, '--upstream=upstream', '--fork=fork', `--ledger=${p}`],
    },
    {
      name: 'plan config (plan --config)',
      valid: { maxBundleSize: 5, risky: [{ glob: 'src/**', weight: 10 }] },
      fileName: 'config.yml',
      argv: (p) => ['plan', r, '--upstream=upstream', '--fork=fork', '--limit=2', `--config=${p}`],
    },
    {
      name: 'plan file (apply --plan)',
      valid: { schemaVersion: 1, bundles: [] },
      fileName: 'plan.json',
      argv: (p) => ['apply', r, `--plan=${p}`, `--bundle=${bundleId}`, '--base=fork'],
    },
    {
      name: 'plan file (ingest-matrix)',
      valid: { schemaVersion: 1, bundles: [] },
      fileName: 'plan.json',
      argv: (p) => ['ingest-matrix', `--plan=${p}`],
    },
    {
      name: 'apply result (ingest-summary --results)',
      valid: { schemaVersion: 1, status: 'applied', commits: [] },
      fileName: `apply-${'a'.repeat(12)}.json`,
      argv: (_p, d) => ['ingest-summary', `--plan=${planFile}`, `--results=${d}`],
    },
    {
      name: 'tier record (tier-aggregate --records)',
      valid: { tier: 'L1', verdict: 'pass', sha: 'a'.repeat(40) },
      fileName: 'tier-0.json',
      argv: (_p, d) => [
        'tier-aggregate',
        `--records=${d}`,
        '--runner-labels=[["linux"]]',
        '--tier=L1',
        `--sha=${'a'.repeat(40)}`,
      ],
    },
    {
      name: 'tier config (tier --config)',
      valid: { tiers: { L1: oneHarness() } },
      fileName: 'tier.yml',
      argv: (p, d) => ['tier', `--config=${p}`, '--tier=L1', `--repo=${d}`],
    },
    {
      name: 'inventory (tier --inventory)',
      valid: { version: 1, tests: ['a'] },
      fileName: 'inventory.json',
      argv: (p) => [
        'tier',
        `--config=${join(goodTier, 'tier.yml')}`,
        '--tier=L1',
        `--repo=${goodTier}`,
        `--inventory=${p}`,
      ],
    },
    {
      name: 'lag report (slo-issue --report)',
      valid: { schemaVersion: 1, daysBehind: 3 },
      fileName: 'lag.json',
      argv: (p) => ['slo-issue', `--report=${p}`, '--slo-days=5', '--repository=fork-org/x'],
    },
    {
      name: 'compare-bench result (record-bench --result)',
      valid: { schemaVersion: 1, verdict: 'no-change', benchmarks: [] },
      fileName: 'result.json',
      argv: (p) => ['record-bench', r, `--result=${p}`, '--runner-label=linux'],
    },
    {
      name: 'benchmark file (compare-bench --baseline)',
      valid: { format: 'upstream-ingest-bench', version: 1, benchmarks: [{ name: 'k', unit: 'ms', samples: [1, 2] }] },
      fileName: 'bench.json',
      argv: (p) => ['compare-bench', `--baseline=${p}`, `--candidate=${p}`, '--json'],
    },
  ];
}

describe('hostile files into every reader', () => {
  reliabilityCase(
    'config, ledger, plan, result, record, report and benchmark files: malformed, huge, deep, __proto__, alias bombs, fuzzed',
    'a clear error naming the file, or read as data; never exit 3, no prototype pollution, no repository change',
    async (observe) => {
      const before = await refSnapshot(repo);
      const codes = new Map<number, number>();
      let tried = 0;
      const saved = process.env.GITHUB_TOKEN;
      // slo-issue reads its report before any API call; no request may leave (a dead local port if one did).
      process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
      process.env.GITHUB_TOKEN = 'ghs_unused';
      try {
        goodTier = await makeTempDir('ui-files-good-');
        await writeFiles(goodTier, { 'h.sh': harnessScript({ path: 'out/h.xml', report: null }) });
        await writeConfig(goodTier, { L1: oneHarness() });
        for (const reader of readers()) {
          for (const [variant, content] of Object.entries({ ...variants(reader.valid), ...randomDocuments(reader) })) {
            tried++;
            const dir = join(await makeTempDir('ui-files-'), 'in');
            await mkdir(dir, { recursive: true });
            const path = join(dir, reader.fileName);
            await writeFile(path, content);
            if (reader.name.startsWith('tier config'))
              await writeFiles(dir, { 'h.sh': harnessScript({ path: 'out/h.xml', report: null }) });
            // Only slo-issue needs a token (it reads its report first); tier refuses to run harnesses beside one.
            if (reader.name.startsWith('lag report')) process.env.GITHUB_TOKEN = 'ghs_unused';
            else delete process.env.GITHUB_TOKEN;
            const r = await runCli(reader.argv(path, dir));
            codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
            const where = `${reader.name} / ${variant}: exit ${r.code} ${r.stderr.slice(0, 240)}`;
            expect([where, r.code === EXIT.internal || /internal error/.test(r.stderr)]).toEqual([where, false]);
            expect([where, ({} as Record<string, unknown>)['polluted']]).toEqual([where, undefined]);
            expect([where, foreignCommands(`${r.stdout}\n${r.stderr}`)]).toEqual([where, []]);
            if (r.code === EXIT.usage) {
              const line = r.stderr.split('\n').find((l) => l.startsWith('upstream-ingest: error:')) ?? '';
              expect([where, line.includes(reader.fileName) || line.includes(dir)]).toEqual([where, true]);
              expect([where, line.length < 1200]).toEqual([where, true]);
            }
          }
        }
      } finally {
        delete process.env.GITHUB_API_URL;
        if (saved === undefined) delete process.env.GITHUB_TOKEN;
        else process.env.GITHUB_TOKEN = saved;
      }
      expect(await refSnapshot(repo)).toBe(before);
      const summary = [...codes.entries()].sort().map(([c, k]) => `exit ${c}: ${k}`);
      observe(`${tried} files into ${readers().length} readers: ${summary.join(', ')}; no pollution, repo unchanged`);
    },
    180_000,
  );

  reliabilityCase(
    'a JSON list given on the command line (ingest-summary --selected) that is malformed or of the wrong shape',
    'a one-line error naming the flag and what it expects, exit 2',
    async (observe) => {
      const dir = await makeTempDir('ui-selected-');
      const outs: string[] = [];
      for (const selected of [
        '[not json',
        '{"__proto__": {"polluted": 1}}',
        '[1, {"a": 2}]',
        `${'['.repeat(50_000)}`,
      ]) {
        const r = await runCli(['ingest-summary', `--plan=${planFile}`, `--results=${dir}`, `--selected=${selected}`]);
        expect([selected.slice(0, 20), r.code]).toEqual([selected.slice(0, 20), EXIT.usage]);
        expect(r.stderr).toMatch(/^upstream-ingest: error: .*selected: expected a JSON list/m);
        outs.push(r.stderr.trim().slice(0, 80));
      }
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      observe(`4 values, all exit 2: "${outs[0]}…"`);
    },
  );
});

describe('benchmark values and report XML', () => {
  function nativeBench(values: unknown[]): string {
    return JSON.stringify({
      format: 'upstream-ingest-bench',
      version: 1,
      benchmarks: [
        { name: 'ok', unit: 'ms', samples: [10, 10.1, 9.9, 10, 10.2] },
        { name: 'bad', unit: 'ms', samples: values },
      ],
    }).replace(/"(NaN|Infinity|-Infinity)"/g, '$1');
  }

  reliabilityCase(
    'benchmark values NaN, Infinity, -Infinity, negative and zero (native, Google Benchmark, pytest-benchmark)',
    'that benchmark is errored and the gate is red (exit 1); valid JSON out; never a crash',
    async (observe) => {
      const dir = await makeTempDir('ui-bench-hostile-');
      const good = join(dir, 'good.json');
      await writeFile(good, nativeBench([10, 10.1, 9.9, 10, 10.2]));
      const seen: string[] = [];
      const cases: Record<string, string> = {
        'native NaN': nativeBench(['NaN', 10, 10]),
        'native Infinity': nativeBench(['Infinity', 10, 10]),
        'native -Infinity': nativeBench(['-Infinity', 10, 10]),
        'native negative': nativeBench([-5, -5, -5]),
        'native zero': nativeBench([0, 0, 0]),
        'gbench NaN': `{"context": {}, "benchmarks": [{"name": "bad", "run_type": "iteration", "iterations": 1, "real_time": NaN, "cpu_time": NaN, "time_unit": "ns"}, {"name": "ok", "run_type": "iteration", "iterations": 1, "real_time": 10, "cpu_time": 10, "time_unit": "ns"}]}`,
        'pytest-benchmark -1': JSON.stringify({
          benchmarks: [
            { name: 'bad', stats: { min: -1, max: -1, mean: -1, median: -1, stddev: 0, rounds: 3 } },
            { name: 'ok', stats: { min: 1, max: 1, mean: 1, median: 1, stddev: 0, rounds: 3 } },
          ],
        }),
      };
      for (const [name, text] of Object.entries(cases)) {
        const file = join(dir, `${name.replace(/\W+/g, '-')}.json`);
        await writeFile(file, text);
        const native = name.startsWith('native');
        const args = native
          ? [`--baseline=${good}`, `--candidate=${file}`]
          : [`--baseline=${file}`, `--candidate=${file}`];
        const r = await runCli(['compare-bench', ...args, '--json']);
        expect([name, r.code === EXIT.internal, /internal error/.test(r.stderr)]).toEqual([name, false, false]);
        expect([name, r.code]).toEqual([name, r.code === EXIT.usage ? EXIT.usage : EXIT.verdict]);
        if (r.code === EXIT.verdict) {
          const result = JSON.parse(r.stdout) as { benchmarks: { name: string; status: string }[] };
          expect([name, result.benchmarks.find((b) => b.name === 'bad')?.status]).toEqual([name, 'errored']);
        }
        seen.push(`${name}: exit ${r.code}`);
      }
      observe(seen.join(', '));
    },
  );

  reliabilityCase(
    'JUnit XML with entity expansion (billion laughs), an external entity (XXE), or 100,000 levels of nesting',
    'refused unexpanded as a missing-report anomaly: verdict infra-fail, exit 1; the external file never read',
    async (observe) => {
      const secret = join(await makeTempDir('ui-xxe-'), 'secret.txt');
      await writeFile(secret, 'TOP-SECRET-CONTENT');
      const lol = [
        '<?xml version="1.0"?>',
        '<!DOCTYPE lolz [',
        '<!ENTITY lol "lol">',
        ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
        ']>',
        '<testsuite name="x" tests="1"><testcase name="&lol9;"/></testsuite>',
      ].join('\n');
      const xxe = `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY s SYSTEM "file://${secret}">]>\n<testsuite name="x" tests="1"><testcase name="&s;"/></testsuite>\n`;
      const deep = `<?xml version="1.0"?>\n<testsuite name="x" tests="1">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}<testcase name="t"/></testsuite>\n`;
      const seen: string[] = [];
      for (const [name, xml] of Object.entries({ 'billion laughs': lol, XXE: xxe, 'nested 100,000 deep': deep })) {
        const dir = await makeTempDir('ui-xml-');
        await writeFiles(dir, { 'h.sh': harnessScript({ path: 'out/h.xml', report: xml }) });
        const config = await writeConfig(dir, { L1: oneHarness() });
        const out = join(dir, 'result.json');
        const r = await runCli(['tier', `--config=${config}`, '--tier=L1', `--repo=${dir}`, '--json']);
        await writeFile(out, r.stdout);
        expect([name, r.code]).toEqual([name, EXIT.verdict]);
        const result = JSON.parse(await readFile(out, 'utf8')) as { verdict: string; anomalies: { kind: string }[] };
        expect(result.verdict).toBe('infra-fail');
        expect(result.anomalies.map((a) => a.kind)).toContain('missing-report');
        expect(r.stdout + r.stderr).not.toContain('TOP-SECRET-CONTENT');
        expect(r.stdout.length).toBeLessThan(200_000);
        seen.push(`${name}: exit ${r.code}, ${result.verdict}, missing-report`);
      }
      observe(seen.join('; '));
    },
  );
});
