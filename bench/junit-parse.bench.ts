/**
 * Parsing a 100,000-testcase JUnit file (the size of a full Triton/PyTorch L2 run) into the common model, merged by
 * test ID as run-tier does. Targets: under 3 s and under 300 MB of peak RSS growth.
 *
 * The measurement runs in a fresh child process so that the peak RSS (getrusage maxrss) belongs to the parse alone,
 * not to generating the file or to earlier benchmarks.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { BenchResult } from './bench-result.js';

const CASES = 100_000;
const SUITES = 100;
const TIME_TARGET_MS = 3000;
const RSS_TARGET_MB = 300;

/** A pytest-like report: parametrised names, file/line, 1 % failures with tracebacks, 5 % skips, some output. */
async function writeReport(path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="utf-8"?>\n<testsuites tests="${CASES}">\n`);
  const perSuite = CASES / SUITES;
  for (let s = 0; s < SUITES; s++) {
    const failures = perSuite / 100;
    const skipped = perSuite / 20;
    await write(
      `<testsuite name="python.test.unit.suite_${s}" tests="${perSuite}" failures="${failures}" errors="0" skipped="${skipped}" time="123.4">\n`,
    );
    for (let i = 0; i < perSuite; i++) {
      const head = `<testcase classname="python.test.unit.language.test_core_${s}" name="test_dot[${i}-${(i * 7) % 256}-fp16-&quot;mma&quot;]" file="python/test/unit/language/test_core_${s}.py" line="${100 + i}" time="0.0${i % 10}"`;
      if (i % 100 === 0) {
        await write(
          `${head}><failure message="AssertionError: Tensor-likes are not close! at 0x7f${i.toString(16)}">def test_dot(M, N, K):\n&gt;       torch.testing.assert_close(c, ref)\nE       AssertionError: Tensor-likes are not close!\nE       Mismatched elements: ${i} / 16384 (0.${i}%)\n/tmp/pytest-of-ci/pytest-1/test_dot${i}/kernel.ttgir:12: error</failure><system-out>compiling kernel ${i}</system-out></testcase>\n`,
        );
      } else if (i % 20 === 1) {
        await write(
          `${head}><skipped type="pytest.skip" message="fp8 needs sm90">python/test/unit/language/test_core.py:88: fp8 needs sm90</skipped></testcase>\n`,
        );
      } else {
        await write(`${head}/>\n`);
      }
    }
    await write('</testsuite>\n');
  }
  await write('</testsuites>\n');
  out.end();
  await once(out, 'finish');
}

/** Runs in the child: imports the compiled parser, reads and parses the file, prints the figures as JSON. */
const CHILD = `
const [parserUrl, evalUrl, file] = process.argv.slice(1);
const { readFile } = await import('node:fs/promises');
const { parseJUnit } = await import(parserUrl);
const { mergeCases, countCases } = await import(evalUrl);
const baseline = process.memoryUsage().rss;
const start = process.hrtime.bigint();
const text = await readFile(file, 'utf8');
const report = parseJUnit(text, 'bench.xml');
const merged = mergeCases([{ path: 'bench.xml', format: 'junit', status: 'ok', report }]);
const counts = countCases(merged.values());
const ms = Number(process.hrtime.bigint() - start) / 1e6;
const peak = process.resourceUsage().maxRSS * 1024;
process.stdout.write(JSON.stringify({ ms, peakDeltaMb: (peak - baseline) / 1048576, cases: report.cases.length, counts }));
`;

function runChild(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`bench child exited with ${code}`))));
  });
}

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'ui-bench-junit-'));
  try {
    const file = join(dir, 'report.xml');
    await writeReport(file);
    log(`generated ${CASES} test cases, ${((await stat(file)).size / 1048576).toFixed(1)} MB`);
    const parserUrl = new URL('../src/domain/tier/junit-parser.js', import.meta.url).href;
    const evalUrl = new URL('../src/domain/tier/evaluate-harness.js', import.meta.url).href;
    const runs: { ms: number; peakDeltaMb: number; cases: number; counts: Record<string, number> }[] = [];
    for (let i = 0; i < 3; i++) runs.push(JSON.parse(await runChild([parserUrl, evalUrl, file])));
    const first = runs[0]!;
    if (first.cases !== CASES) throw new Error(`parsed ${first.cases} cases, expected ${CASES}`);
    log(`counts: ${JSON.stringify(first.counts)}`);
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[1]!;
    const mb = Math.max(...runs.map((r) => r.peakDeltaMb));
    return [
      {
        name: 'parse 100k-testcase JUnit (median of 3)',
        value: ms,
        unit: 'ms',
        target: `< ${TIME_TARGET_MS} ms`,
        ok: ms < TIME_TARGET_MS,
      },
      {
        name: 'peak RSS growth while parsing (max of 3)',
        value: mb,
        unit: 'MB',
        target: `< ${RSS_TARGET_MB} MB`,
        ok: mb < RSS_TARGET_MB,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
