/**
 * Issue 31's bar: hundreds of hostile inputs into the built CLI (main() in-process, as every reliability case), each a
 * real run with its expected class — a crash (exit 3 or a stack trace), a hang (no answer within HANG_MS) or an unsafe
 * exit 0 (a success where the input must be refused). The corpus is generated: every reader of a file the user names
 * × files that block, never end, are huge, binary or truncated; every benchmark format × malformed text; corrupt
 * repositories × the commands that read them; hostile branch names, refs, remotes, numbers and config keys; upstream
 * commit messages carrying workflow commands, mentions and markdown.
 *
 * `npm run reliability-report` runs all of it (UPSTREAM_INGEST_RELIABILITY_FULL=1) and counts each class; a plain
 * `npm test` runs a fixed sample of every family (the first case of each, then every SAMPLE_EVERY-th) so CI catches a
 * regression of any class in well under a minute.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXIT } from '../../src/cli/context.js';
import { runCli, type CliRun } from '../helpers/cli.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario, writePlan } from '../apply/fixtures.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { harnessScript, junitXml, oneHarness, passing, writeConfig, writeFiles } from '../tier/fixtures.js';
import { foreignCommands, gitIn, refSnapshot } from './fixtures.js';
import { cases, type FailureClass } from './record.js';
import { scaled } from '../helpers/time-scale.js';

const FULL = Boolean(process.env.UPSTREAM_INGEST_RELIABILITY_FULL);
const SAMPLE_EVERY = 9;
/** A case that has not answered by then is a hang (the issue's red team waited 60 s). */
const HANG_MS = 30_000;

afterAll(removeTempDirs);

/** What must come out: refused (exit 2, one line, naming `names`), or any answer that is neither crash nor hang. */
type Expect = { kind: 'refused'; names?: RegExp } | { kind: 'answer' } | { kind: 'not-success' };

interface Fixture {
  /** A fresh copy of the conflict scenario (upstream, fork, upstream commits with hostile messages). */
  repo(): Promise<string>;
  shared: string;
  sha(id: string): string;
  planFile: string;
  bundleId: string;
  goodTier: string;
  goodBench: string;
}

interface HostileCase {
  family: string;
  name: string;
  class: FailureClass;
  expect: Expect;
  /** The argv, after any setup the case needs (a file written, a repository damaged). */
  argv(f: Fixture): Promise<string[]>;
  /** Extra checks on the run (no workflow command, no mention); throws to fail. */
  check?(run: CliRun, f: Fixture): Promise<void> | void;
}

let fixture: Fixture;
let template = '';

// ---------------------------------------------------------------------------------------------------------------
// Hostile messages an upstream author controls: they reach lag, plan, explain and apply output.

const HOSTILE_MESSAGES: Record<string, string> = {
  'workflow command ::set-output': '::set-output name=status::applied',
  'workflow command ::add-mask/::stop-commands': 'fix\n::stop-commands::abc\n::add-mask::secret',
  'legacy ##[set-env]': 'x ##[set-env name=NODE_OPTIONS;]--require /tmp/evil.js',
  'a team mention and a user mention': 'ping @fork-org/maintainers and @octocat',
  'markdown image and javascript link': '![x](https://evil.example/t.png) [click](javascript:alert(1))',
  'ANSI escape and terminal title': 'x \x1b]0;pwned\x07\x1b[2J',
  'NEL and CR line breaks': 'x\u0085::warning::nel\r::error::cr',
  'HTML comment and details': '<!-- hidden --><details open><summary>x</summary>',
};

async function scenario(): Promise<BuiltScenario> {
  return conflictScenario(
    Object.values(HOSTILE_MESSAGES).map((message, i) => ({
      id: `h${i}`,
      on: 'upstream' as const,
      files: { [`docs/h${i}.md`]: `hostile ${i}\n` },
      message,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Families.

type Reader = [flag: string, argv: (path: string, f: Fixture) => Promise<string[]> | string[]];

/** Every command that reads a file the user names, by the flag that names it. */
const READERS: Reader[] = [
  ['lag --ledger', (p, f) => ['lag', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', '--ledger', p]],
  ['plan --config', (p, f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', '--config', p]],
  ['plan --ledger', (p, f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', '--ledger', p]],
  [
    'explain --config',
    (p, f) => ['explain', f.sha('u1'), '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', '--config', p],
  ],
  ['apply --plan', async (p, f) => ['apply', '--repo', await f.repo(), '--base', 'fork', '--plan', p, '--bundle', 'b']],
  ['ingest-matrix --plan', (p) => ['ingest-matrix', '--plan', p]],
  ['ingest-summary --plan', async (p) => ['ingest-summary', '--plan', p, '--results', await makeTempDir('ui-res-')]],
  ['impact --config', (p, f) => ['impact', '--repo', f.shared, '--plan', f.planFile, '--config', p]],
  ['impact --plan', (p, f) => ['impact', '--repo', f.shared, '--plan', p, '--config', join(f.goodTier, 'w.yml')]],
  ['tier --config', (p, f) => ['tier', '--config', p, '--tier', 'L1', '--repo', f.goodTier]],
  [
    'tier --inventory',
    (p, f) => [
      'tier',
      '--config',
      join(f.goodTier, 'tier.yml'),
      '--tier',
      'L1',
      '--repo',
      f.goodTier,
      '--inventory',
      p,
    ],
  ],
  ['slo-issue --report', (p) => ['slo-issue', '--report', p, '--slo-days', '5', '--repository', 'fork-org/x']],
  ['record-bench --result', (p, f) => ['record-bench', '--repo', f.shared, '--result', p, '--runner-label', 'x']],
  ['compare-bench --baseline', (p, f) => ['compare-bench', '--baseline', p, '--candidate', f.goodBench, '--json']],
  ['compare-bench --candidate', (p, f) => ['compare-bench', '--baseline', f.goodBench, '--candidate', p, '--json']],
  ['open-revert --culprit', (p, f) => ['open-revert', '--culprit', p, '--trunk', 'main', '--repo', f.shared]],
  [
    'apply --pr-body-template @file',
    async (p, f) => [
      'apply',
      '--repo',
      await f.repo(),
      '--base',
      'fork',
      '--commits',
      f.sha('u1'),
      '--upstream',
      'upstream',
      '--push',
      f.shared,
      '--pr-repo',
      'fork-org/fork',
      '--pr-body-template',
      `@${p}`,
    ],
  ],
];

type FileKind = [name: string, cls: FailureClass, make: (dir: string) => Promise<string>];

const FILE_KINDS: FileKind[] = [
  ['a FIFO nobody writes', 'hang', async (d) => fifo(join(d, 'pipe.yml'))],
  ['/dev/zero', 'hang', async () => '/dev/zero'],
  ['/dev/urandom', 'hang', async () => '/dev/urandom'],
  ['a symlink to a FIFO', 'hang', async (d) => link(await fifo(join(d, 'p')), join(d, 'link.yml'))],
  ['a sparse 300 MB file', 'hang', async (d) => sparse(join(d, 'huge.json'), 300 * 1024 * 1024)],
  ['a directory', 'crash', async (d) => d],
  ['a path that does not exist', 'crash', async (d) => join(d, 'missing', 'nothing.json')],
  ['NUL bytes', 'crash', async (d) => put(join(d, 'nul.json'), Buffer.from('{"a":\0\0\0}\0'))],
  ['a UTF-16 BOM and text', 'crash', async (d) => put(join(d, 'u16.json'), Buffer.from('\ufeff{"a":1}', 'utf16le'))],
  ['truncated JSON', 'crash', async (d) => put(join(d, 'trunc.json'), '{"schemaVersion": 1, "bundles": [{"id": "a')],
  ['a billion-laughs YAML', 'hang', async (d) => put(join(d, 'lol.yml'), LAUGHS)],
];

const LAUGHS = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
  '',
].join('\n');

function fileCases(): HostileCase[] {
  const out: HostileCase[] = [];
  for (const [flag, argv] of READERS) {
    for (const [kind, cls, make] of FILE_KINDS) {
      out.push({
        family: 'hostile files',
        name: `${kind} as ${flag}`,
        class: cls,
        // Whatever cannot be read at once (a FIFO, a device, too big) is refused up front; the rest gets an answer.
        expect: cls === 'hang' && kind !== 'a billion-laughs YAML' ? { kind: 'refused' } : { kind: 'answer' },
        argv: async (f) => argv(await make(await makeTempDir('ui-hostile-file-')), f),
      });
    }
  }
  return out;
}

/** Malformed text in every format compare-bench parses, with the format given (no detection to hide behind). */
function benchCases(): HostileCase[] {
  const texts: Record<string, string | Buffer> = {
    'truncated text': '{"benchmarks": [{"name": "a", "real_time": 1',
    'binary junk': Buffer.from([0, 0xff, 0xfe, 0x1b, 0x5b, 0x32, 0x4a, 0x00, 0x80]),
    'JSON nested 50,000 deep': `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    'a CSV of 20,000 columns': `${Array.from({ length: 20_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(19_999)}1\n`,
  };
  const formats = ['gbench', 'pytest', 'custom-smaller', 'triton-csv', 'native', 'cargo', 'criterion', 'go'];
  formats.push('catch2', 'jmh', 'julia', 'benchmarkjs', 'benchmarkdotnet');
  const out: HostileCase[] = [];
  for (const format of formats) {
    for (const [what, text] of Object.entries(texts)) {
      out.push({
        family: 'benchmark formats',
        name: `compare-bench --format ${format}: ${what}`,
        class: 'crash',
        // A refusal, or a red gate over a file with no usable benchmark: never a pass, never a crash.
        expect: { kind: 'not-success' },
        argv: async () => {
          const file = await put(join(await makeTempDir('ui-bench-fmt-'), 'r.json'), text);
          return ['compare-bench', '--baseline', file, '--candidate', file, '--format', format, '--json'];
        },
      });
    }
  }
  // Values no benchmark tool writes: a one-line error naming the file and the row, never a gate verdict.
  const row = (extra: string) =>
    `{"context": {}, "benchmarks": [{"name": "BM_k", "run_type": "iteration", "time_unit": "ns", ${extra}}]}`;
  const impossible: Record<string, string> = {
    'iterations 0': row('"iterations": 0, "real_time": 5, "cpu_time": 5'),
    'iterations -1': row('"iterations": -1, "real_time": 5, "cpu_time": 5'),
    'iterations 1.5': row('"iterations": 1.5, "real_time": 5, "cpu_time": 5'),
    'real_time -5': row('"iterations": 10, "real_time": -5, "cpu_time": 5'),
    'real_time NaN': row('"iterations": 10, "real_time": NaN, "cpu_time": 5'),
    'cpu_time -1e309': row('"iterations": 10, "real_time": 5, "cpu_time": -1e309'),
    'repetitions -2': row('"iterations": 10, "real_time": 5, "cpu_time": 5, "repetitions": -2'),
  };
  for (const [what, text] of Object.entries(impossible)) {
    out.push({
      family: 'benchmark formats',
      name: `compare-bench: Google Benchmark row with ${what}`,
      class: 'unsafe exit 0',
      expect: { kind: 'refused', names: /cand\.json: benchmarks\[0\] \(BM_k\)/ },
      argv: async (f) => {
        const file = await put(join(await makeTempDir('ui-bench-imp-'), 'cand.json'), text);
        return ['compare-bench', '--baseline', f.goodBench, '--candidate', file, '--json'];
      },
    });
  }
  return out;
}

/** JUnit XML a harness writes: every tier run reads it. Expected: an anomaly (exit 1), never a crash or a pass. */
function junitCases(): HostileCase[] {
  const xml: Record<string, string> = {
    'truncated XML': '<?xml version="1.0"?><testsuite name="x" tests="1"><testcase name="a"',
    'binary junk': '\0\xff\xfe<testsuite>\0',
    'nested 100,000 deep': `<testsuite name="x">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</testsuite>`,
    'a UTF-8 BOM before a valid report': '\ufeff<testsuite name="x" tests="1"><testcase name="a"/></testsuite>',
    'an external entity':
      '<!DOCTYPE x [<!ENTITY s SYSTEM "file:///etc/passwd">]><testsuite><testcase name="&s;"/></testsuite>',
    'tests="-5" failures="NaN"': '<testsuite name="x" tests="-5" failures="NaN"><testcase name="a"/></testsuite>',
  };
  return Object.entries(xml).map(([what, text]) => ({
    family: 'JUnit reports',
    name: `tier: a harness report with ${what}`,
    class: what === 'tests="-5" failures="NaN"' ? 'unsafe exit 0' : 'crash',
    // A BOM is allowed by XML: that report is read (one test, a pass); every other one is an anomaly.
    expect: what.includes('BOM') ? { kind: 'answer' } : { kind: 'not-success' },
    argv: async () => {
      const dir = await makeTempDir('ui-junit-');
      await writeFiles(dir, { 'h.sh': harnessScript({ path: 'out/h.xml', report: text }) });
      const config = await writeConfig(dir, { L1: oneHarness() });
      return ['tier', `--config=${config}`, '--tier=L1', `--repo=${dir}`, '--json'];
    },
    check: (run) => {
      if (run.stdout.includes('root:x:0:0')) throw new Error('the external entity was read');
      if (what.includes('BOM') && (JSON.parse(run.stdout) as { verdict: string }).verdict !== 'pass')
        throw new Error('a valid report behind a BOM was not read');
    },
  }));
}

/** Ways a clone is damaged; each command that reads it must say so in one line. */
const CORRUPTIONS: Array<[string, (dir: string) => Promise<string>]> = [
  ['garbage in packed-refs', async (d) => corruptPackedRefs(d)],
  ['HEAD holding garbage', async (d) => put(join(d, '.git', 'HEAD'), 'garbage\n').then(() => d)],
  [
    'HEAD pointing at a missing branch',
    async (d) => put(join(d, '.git', 'HEAD'), 'ref: refs/heads/gone\n').then(() => d),
  ],
  ['a truncated index', async (d) => put(join(d, '.git', 'index'), 'DIRC\0\0\0').then(() => d)],
  ['a shallow file of garbage', async (d) => put(join(d, '.git', 'shallow'), 'not-a-sha\n').then(() => d)],
  ['a missing commit object', async (d) => dropObject(d, 'upstream')],
  [
    'config that is not git config',
    async (d) => put(join(d, '.git', 'config'), '[core\n\tbare = maybe\n').then(() => d),
  ],
  ['a .git file pointing nowhere', async (d) => gitFileNowhere(d)],
  ['an empty directory', async () => makeTempDir('ui-empty-')],
  ['a bare repository', async (d) => bare(d)],
  ['a regular file', async (d) => put(join(d, 'afile'), 'x')],
  ['refs/heads/fork holding garbage', async (d) => loose(d, 'refs/heads/fork', 'zzzz\n')],
];

function repoCases(): HostileCase[] {
  const commands: Array<[string, (dir: string, f: Fixture) => string[]]> = [
    ['lag', (d) => ['lag', '--repo', d, '--upstream', 'upstream', '--fork', 'fork']],
    ['plan', (d) => ['plan', '--repo', d, '--upstream', 'upstream', '--fork', 'fork', '--limit', '3']],
    ['apply', (d, f) => ['apply', '--repo', d, '--base', 'fork', '--commits', f.sha('u1'), '--upstream', 'upstream']],
    ['audit-guards', (d) => ['audit-guards', '--repo', d, '--upstream', 'upstream', '--fork', 'fork', '--limit', '2']],
  ];
  const out: HostileCase[] = [];
  for (const [what, damage] of CORRUPTIONS) {
    for (const [command, argv] of commands) {
      out.push({
        family: 'corrupt repositories',
        name: `${command} --repo with ${what}`,
        class: 'crash',
        expect: { kind: 'answer' },
        argv: async (f) => argv(await damage(await f.repo()), f),
      });
    }
  }
  return out;
}

/** Branch names apply must refuse (an option, a range, a reflog, a control character, a shadow of another ref). */
function branchCases(): HostileCase[] {
  const names: Record<string, string> = {
    'an option (-x)': '-x',
    'an option (--upload-pack=x)': '--upload-pack=x',
    'a range (a..b)': 'a..b',
    'just ..': '..',
    'a reflog (@{-1})': '@{-1}',
    'a reflog suffix (x@{1})': 'x@{1}',
    'a lone @': '@',
    'a control character': 'x\x01y',
    'a newline': 'x\ny',
    'a space': 'x y',
    'a tilde (x~1)': 'x~1',
    'a caret (x^)': 'x^',
    'a colon (x:y)': 'x:y',
    'a glob (x*)': 'x*',
    'a leading dot': '.hidden',
    'a .lock suffix': 'x.lock',
    'a trailing slash': 'x/',
    'a double slash': 'x//y',
    HEAD: 'HEAD',
    'refs/heads/fork (the base, spelled out)': 'refs/heads/fork',
    'the short form of a remote-tracking ref': 'origin/main',
    'the short form of a tag': 'v9',
    '300 characters': 'b'.repeat(300),
    'a backslash': 'x\\y',
  };
  return Object.entries(names).map(([what, branch]) => ({
    family: 'hostile refs',
    name: `apply --branch ${what}`,
    class: 'unsafe exit 0' as const,
    expect: { kind: 'refused' as const, names: /--branch|branch/ },
    argv: async (f) => {
      const dir = await f.repo();
      await gitIn(dir, 'update-ref', 'refs/remotes/origin/main', 'upstream');
      await gitIn(dir, 'tag', 'v9', 'upstream');
      return [
        'apply',
        '--repo',
        dir,
        '--base',
        'fork',
        '--commits',
        f.sha('u1'),
        '--upstream',
        'upstream',
        `--branch=${branch}`,
      ];
    },
  }));
}

/** Refs given to the readers: an option, a range, a reflog, control characters, nothing at all. */
function refCases(): HostileCase[] {
  const refs: Record<string, string> = {
    'an option (--output=/tmp/x)': '--output=/tmp/ui-hostile-out',
    'an option (-p)': '-p',
    'a range (fork..upstream)': 'fork..upstream',
    'a reflog (@{u})': '@{u}',
    'a control character': 'fork\x1b[2J',
    'a missing ref': 'no-such-branch',
    'an empty string': '',
    'a path outside (../../etc/passwd)': '../../etc/passwd',
  };
  const flags: Array<[string, (v: string, f: Fixture) => string[]]> = [
    ['lag --upstream', (v, f) => ['lag', '--repo', f.shared, `--upstream=${v}`, '--fork', 'fork']],
    ['plan --fork', (v, f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', `--fork=${v}`]],
    [
      'apply --base',
      (v, f) => ['apply', '--repo', f.shared, `--base=${v}`, '--commits', f.sha('u1'), '--upstream', 'upstream'],
    ],
    [
      'apply --commits',
      (v, f) => ['apply', '--repo', f.shared, '--base', 'fork', `--commits=${v}`, '--upstream', 'upstream'],
    ],
  ];
  const out: HostileCase[] = [];
  for (const [flag, argv] of flags) {
    for (const [what, value] of Object.entries(refs)) {
      out.push({
        family: 'hostile refs',
        name: `${flag} ${what}`,
        class: 'unsafe exit 0',
        expect: { kind: 'refused' },
        argv: async (f) => argv(value, f),
        check: async (_run, f) => {
          if (await exists('/tmp/ui-hostile-out')) throw new Error('git wrote the --output file');
          if ((await refSnapshot(f.shared)) !== sharedRefs) throw new Error('the shared clone changed');
        },
      });
    }
  }
  return out;
}

/** Remotes that block on a descriptor, run a command, or name a transport that is not https, ssh, file or a path. */
function remoteCases(): HostileCase[] {
  const remotes: Record<string, (d: string) => Promise<string> | string> = {
    'fd::3': () => 'fd::3',
    'fd::0,1': () => 'fd::0,1',
    'ext::sh -c id': () => 'ext::sh -c id',
    'an unknown transport (foo::bar)': () => 'foo::bar',
    'an unknown scheme (gopher://x/r)': () => 'gopher://x/r',
    'plain http (no TLS)': () => 'http://127.0.0.1:9/r.git',
    'git:// (no TLS, no auth)': () => 'git://127.0.0.1:9/r.git',
    'an ssh host that is an option': () => 'ssh://-oProxyCommand=touch${IFS}/tmp/ui-pwned/r.git',
    'an scp-like host that is an option': () => '-oProxyCommand=touch /tmp/ui-pwned:r.git',
    'an option (--upload-pack=touch /tmp/ui-pwned)': () => '--upload-pack=touch /tmp/ui-pwned',
    'file:// to a FIFO': async (d) => `file://${await fifo(join(d, 'remote-fifo'))}`,
    'a local path that is a FIFO': async (d) => fifo(join(d, 'remote-fifo')),
    'a local path to /dev/zero': () => '/dev/zero',
    'a remote name whose URL is ext::': async (d) => {
      await gitIn(d, 'remote', 'add', 'mirror', 'ext::sh -c id');
      return 'mirror';
    },
  };
  const flags: Array<[string, (v: string, d: string, f: Fixture) => string[]]> = [
    [
      'apply --push',
      (v, d, f) => [
        'apply',
        '--repo',
        d,
        '--base',
        'fork',
        '--commits',
        f.sha('u1'),
        '--upstream',
        'upstream',
        `--push=${v}`,
      ],
    ],
    [
      'lag --remote (state branch)',
      (v, d) => ['lag', '--repo', d, '--upstream', 'upstream', '--fork', 'fork', `--remote=${v}`],
    ],
    [
      'publish-bundle --push',
      (v, d) => ['publish-bundle', '--from', join(d, 'none'), '--repo', d, '--base', 'fork', `--push=${v}`],
    ],
  ];
  const out: HostileCase[] = [];
  for (const [flag, argv] of flags) {
    for (const [what, make] of Object.entries(remotes)) {
      out.push({
        family: 'hostile remotes',
        name: `${flag} ${what}`,
        class: 'hang',
        expect: flag.startsWith('publish-bundle') ? { kind: 'not-success' } : { kind: 'refused' },
        argv: async (f) => {
          const d = await f.repo();
          return argv(await make(d), d, f);
        },
        check: async () => {
          if (await exists('/tmp/ui-pwned')) throw new Error('a hostile remote ran a command');
        },
      });
    }
  }
  return out;
}

/** Numbers a user can type wrong: each must be refused in one line naming the flag. */
function numberCases(): HostileCase[] {
  const values: Record<string, string> = {
    negative: '-1',
    NaN: 'NaN',
    '1e309 (Infinity)': '1e309',
    'not a number': 'abc',
    'hex (0x10)': '0x10',
    'trailing junk (5abc)': '5abc',
    empty: '',
  };
  const flags: Array<[string, (v: string, f: Fixture) => string[]]> = [
    [
      'plan --limit',
      (v, f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', `--limit=${v}`],
    ],
    [
      'plan --max-bundle-size',
      (v, f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', `--max-bundle-size=${v}`],
    ],
    [
      'compare-bench --alpha',
      (v, f) => ['compare-bench', '--baseline', f.goodBench, '--candidate', f.goodBench, `--alpha=${v}`],
    ],
    [
      'compare-bench --resamples',
      (v, f) => ['compare-bench', '--baseline', f.goodBench, '--candidate', f.goodBench, `--resamples=${v}`],
    ],
    [
      'compare-bench --seed',
      (v, f) => ['compare-bench', '--baseline', f.goodBench, '--candidate', f.goodBench, `--seed=${v}`],
    ],
    [
      'apply --verify-timeout',
      (v, f) => [
        'apply',
        '--repo',
        f.shared,
        '--base',
        'fork',
        '--commits',
        f.sha('u1'),
        '--verify',
        'true',
        `--verify-timeout=${v}`,
      ],
    ],
    [
      'apply --agent-attempts',
      (v, f) => ['apply', '--repo', f.shared, '--base', 'fork', '--commits', f.sha('u1'), `--agent-attempts=${v}`],
    ],
    [
      'apply --diff-slack',
      (v, f) => ['apply', '--repo', f.shared, '--base', 'fork', '--commits', f.sha('u1'), `--diff-slack=${v}`],
    ],
    [
      'slo-issue --slo-days',
      (v) => ['slo-issue', '--report', '/nonexistent.json', `--slo-days=${v}`, '--repository', 'o/r'],
    ],
    [
      'audit-guards --jobs',
      (v, f) => ['audit-guards', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', `--jobs=${v}`],
    ],
    ['ingest-matrix --max-bundles', (v, f) => ['ingest-matrix', '--plan', f.planFile, `--max-bundles=${v}`]],
  ];
  const out: HostileCase[] = [];
  for (const [flag, argv] of flags) {
    for (const [what, value] of Object.entries(values)) {
      // --seed takes any whole number: a negative seed is a seed.
      if (flag === 'compare-bench --seed' && what === 'negative') continue;
      out.push({
        family: 'hostile numbers',
        name: `${flag} ${what}`,
        class: 'unsafe exit 0',
        expect: { kind: 'refused', names: new RegExp(flag.split(' ')[1]!.replace(/^--/, '')) },
        argv: async (f) => argv(value, f),
      });
    }
  }
  // A huge limit is a limit: an answer (no overflow, no endless allocation).
  for (const [flag, argv] of flags.slice(0, 2)) {
    out.push({
      family: 'hostile numbers',
      name: `${flag} 99999999999999999999`,
      class: 'crash',
      expect: { kind: 'answer' },
      argv: async (f) => argv('99999999999999999999', f),
    });
  }
  return out;
}

/** Config keys a user can get wrong: a typo must not be ignored quietly. */
function configCases(): HostileCase[] {
  const plan: Record<string, string> = {
    'an unknown key (a typo of maxBundleSize)': 'maxBundleSzie: 5\n',
    'a negative maxBundleSize': 'maxBundleSize: -3\n',
    'a risky weight NaN': 'risky:\n  - glob: "src/**"\n    weight: .nan\n',
    'an unbalanced glob': 'risky:\n  - glob: "src/[**"\n    weight: 5\n',
    'a string where a list is': 'risky: "src/**"\n',
    '__proto__ as a key': '__proto__:\n  maxBundleSize: 1\n',
  };
  const tier: Record<string, string> = {
    'an unknown tier key': 'tiers:\n  L1:\n    harnesess: []\n',
    'a harness with no run': 'tiers:\n  L1:\n    harnesses:\n      - name: h\n        report: {path: x.xml}\n',
    'a negative timeout':
      'tiers:\n  L1:\n    harnesses:\n      - name: h\n        run: "true"\n        timeout-minutes: -1\n        report: {path: x.xml}\n',
    'a harness name with a slash and ..':
      'tiers:\n  L1:\n    harnesses:\n      - name: ../../x\n        run: "true"\n        report: {path: x.xml}\n',
    'a report path outside the repository':
      'tiers:\n  L1:\n    harnesses:\n      - name: h\n        run: "true"\n        report: {path: ../../etc/passwd}\n',
  };
  const out: HostileCase[] = [];
  for (const [what, text] of Object.entries(plan)) {
    out.push({
      family: 'hostile config keys',
      name: `plan --config with ${what}`,
      class: 'unsafe exit 0',
      expect: { kind: 'refused', names: /config\.yml|--config/ },
      argv: async (f) => {
        const file = await put(join(await makeTempDir('ui-cfg-'), 'config.yml'), text);
        return ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', '--config', file];
      },
    });
  }
  for (const [what, text] of Object.entries(tier)) {
    out.push({
      family: 'hostile config keys',
      name: `tier --config with ${what}`,
      class: 'unsafe exit 0',
      expect: { kind: 'refused', names: /tier\.yml|--config/ },
      argv: async () => {
        const dir = await makeTempDir('ui-tiercfg-');
        const file = await put(join(dir, 'tier.yml'), text);
        return ['tier', '--config', file, '--tier', 'L1', '--repo', dir];
      },
    });
  }
  return out;
}

/** Upstream commit messages with workflow commands, mentions and markdown, into every command that shows them. */
function messageCases(): HostileCase[] {
  const commands: Array<[string, (f: Fixture) => Promise<string[]>]> = [
    ['lag', async (f) => ['lag', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork']],
    ['plan', async (f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork']],
    ['plan --json', async (f) => ['plan', '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork', '--json']],
  ];
  const out: HostileCase[] = [];
  Object.keys(HOSTILE_MESSAGES).forEach((what, i) => {
    for (const [command, argv] of commands) {
      out.push({
        family: 'hostile upstream text',
        name: `${command} over an upstream commit whose message has ${what}`,
        class: 'unsafe exit 0',
        expect: { kind: 'answer' },
        argv,
        check: (run) => {
          const log = `${run.stdout}\n${run.stderr}`;
          const commandsSent = foreignCommands(log);
          if (commandsSent.length) throw new Error(`workflow command reached the log: ${commandsSent[0]!.line}`);
          if (/\x1b\]|\x1b\[2J|\x07/.test(log)) throw new Error('an escape sequence reached the terminal');
        },
      });
    }
    out.push({
      family: 'hostile upstream text',
      name: `explain of an upstream commit whose message has ${what}`,
      class: 'unsafe exit 0',
      expect: { kind: 'answer' },
      argv: async (f) => ['explain', f.sha(`h${i}`), '--repo', f.shared, '--upstream', 'upstream', '--fork', 'fork'],
      check: (run) => {
        const commandsSent = foreignCommands(`${run.stdout}\n${run.stderr}`);
        if (commandsSent.length) throw new Error(`workflow command reached the log: ${commandsSent[0]!.line}`);
      },
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Running one case.

let sharedRefs = '';

async function runWithin(argv: string[]): Promise<CliRun | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((settle) => (timer = setTimeout(() => settle('hang'), HANG_MS)));
  try {
    return await Promise.race([runCli(argv), hang]);
  } finally {
    clearTimeout(timer);
  }
}

function judge(c: HostileCase, run: CliRun): string {
  const crashed = run.code === EXIT.internal || /internal error|\n\s+at \S+ \(|^\s+at \S+:\d+/m.test(run.stderr);
  if (crashed) throw new Error(`crash: exit ${run.code}: ${run.stderr.slice(0, 300)}`);
  const errors = run.stderr.split('\n').filter((l) => l.startsWith('upstream-ingest: error:'));
  const last = run.stderr.trim().split('\n').at(-1) ?? '';
  if (run.code === EXIT.usage && (errors.length !== 1 || last !== errors[0]))
    throw new Error(`exit 2 without exactly one error line, last: ${last.slice(0, 200)}`);
  if (c.expect.kind === 'refused') {
    if (run.code !== EXIT.usage)
      throw new Error(`expected a refusal (exit 2), got exit ${run.code}: ${last.slice(0, 200)}`);
    if (c.expect.names && !c.expect.names.test(last))
      throw new Error(`the error does not name ${c.expect.names}: ${last}`);
  }
  if (c.expect.kind === 'not-success' && run.code === EXIT.ok) throw new Error('exit 0 on an input that must fail');
  return `exit ${run.code}${errors[0] ? `: ${errors[0].slice(24, 150).replace(/\/tmp\/[^\s:']+/g, '…')}` : ''}`;
}

const EXPECTED: Record<Expect['kind'], string> = {
  refused: 'exit 2, one line naming the flag or file; no crash, no hang',
  answer: 'an answer (exit 0/1, or exit 2 in one line) within the time limit; never exit 3 or a stack trace',
  'not-success': 'never exit 0; no crash, no hang',
};

const CORPUS: HostileCase[] = [
  ...fileCases(),
  ...benchCases(),
  ...junitCases(),
  ...repoCases(),
  ...branchCases(),
  ...refCases(),
  ...remoteCases(),
  ...numberCases(),
  ...configCases(),
  ...messageCases(),
];

/** The first case of each family, then every SAMPLE_EVERY-th: every family and class is tried on every `npm test`. */
function selected(): HostileCase[] {
  if (FULL) return CORPUS;
  const seen = new Set<string>();
  return CORPUS.filter((c, i) => {
    const first = !seen.has(c.family);
    seen.add(c.family);
    return first || i % SAMPLE_EVERY === 0;
  });
}

beforeAll(async () => {
  const s = await scenario();
  template = s.dir;
  const shared = join(await makeTempDir('ui-corpus-shared-'), 'repo');
  execFileSync('cp', ['-a', template, shared]);
  const { path, plan } = await writePlan(s, ['u1', 'u4']);
  const goodTier = await makeTempDir('ui-corpus-tier-');
  await writeFiles(goodTier, {
    'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(passing(2)) }),
    'w.yml': 'workloads:\n  - name: w\n    kind: kernel\n    paths: ["src/**"]\n    owners: ["@o"]\n',
  });
  await writeConfig(goodTier, { L1: oneHarness() });
  const goodBench = await put(
    join(goodTier, 'good.json'),
    JSON.stringify({
      format: 'upstream-ingest-bench',
      version: 1,
      benchmarks: [{ name: 'k', unit: 'ms', samples: [1, 1.1, 0.9] }],
    }),
  );
  fixture = {
    repo: async () => {
      const dir = join(await makeTempDir('ui-corpus-repo-'), 'repo');
      execFileSync('cp', ['-a', template, dir]);
      return dir;
    },
    shared,
    sha: s.sha,
    planFile: path,
    bundleId: plan.bundles[0]!.id,
    goodTier,
    goodBench,
  };
  sharedRefs = await refSnapshot(shared);
}, scaled(120_000));

describe.each(['crash', 'hang', 'unsafe exit 0'] as const)('hostile corpus: %s', (cls) => {
  const reliabilityCase = cases('hostile corpus', cls);
  for (const c of selected().filter((x) => x.class === cls)) {
    reliabilityCase(
      `${c.family}: ${c.name}`,
      EXPECTED[c.expect.kind],
      async (observe) => {
        const saved = { ...process.env };
        // No token and no API reachable: a command that got past its checks must not talk to GitHub.
        delete process.env.GITHUB_TOKEN;
        delete process.env.GH_TOKEN;
        process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
        try {
          const run = await runWithin(await c.argv(fixture));
          if (run === 'hang') throw new Error(`hang: no answer within ${HANG_MS / 1000} s`);
          const seen = judge(c, run);
          await c.check?.(run, fixture);
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
          observe(seen);
        } finally {
          for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
          Object.assign(process.env, saved);
        }
      },
      HANG_MS + 30_000,
    );
  }
});

it('the full corpus holds at least 250 hostile inputs across every family', () => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(250);
  expect(new Set(CORPUS.map((c) => c.family)).size).toBe(9);
});

// ---------------------------------------------------------------------------------------------------------------
// File and repository makers.

async function put(path: string, content: string | Buffer): Promise<string> {
  await writeFile(path, content);
  return path;
}

async function fifo(path: string): Promise<string> {
  execFileSync('mkfifo', [path]);
  return path;
}

async function link(target: string, path: string): Promise<string> {
  await symlink(target, path);
  return path;
}

async function sparse(path: string, bytes: number): Promise<string> {
  execFileSync('truncate', ['-s', String(bytes), path]);
  return path;
}

async function exists(path: string): Promise<boolean> {
  return import('node:fs/promises').then((fs) =>
    fs.access(path).then(
      () => true,
      () => false,
    ),
  );
}

async function corruptPackedRefs(dir: string): Promise<string> {
  await gitIn(dir, 'pack-refs', '--all');
  const { readFile } = await import('node:fs/promises');
  const file = join(dir, '.git', 'packed-refs');
  await writeFile(file, `${await readFile(file, 'utf8')}garbage line\nzzzz refs/heads/x\n`);
  return dir;
}

async function dropObject(dir: string, ref: string): Promise<string> {
  const sha = await gitIn(dir, 'rev-parse', `${ref}~1`);
  const { rm } = await import('node:fs/promises');
  await rm(join(dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2)), { force: true });
  return dir;
}

async function gitFileNowhere(dir: string): Promise<string> {
  const { rm } = await import('node:fs/promises');
  await rm(join(dir, '.git'), { recursive: true, force: true });
  await writeFile(join(dir, '.git'), 'gitdir: /nonexistent/ui-nowhere/.git\n');
  return dir;
}

async function bare(dir: string): Promise<string> {
  const target = `${dir}.git`;
  execFileSync('git', ['clone', '-q', '--bare', dir, target]);
  return target;
}

async function loose(dir: string, ref: string, text: string): Promise<string> {
  const path = join(dir, '.git', ref);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
  return dir;
}
