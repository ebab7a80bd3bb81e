import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJUnit } from '../../src/domain/tier/junit-parser.js';
import { parseJUnitStream } from '../../src/domain/tier/junit-stream-parser.js';
import { ReportParseError } from '../../src/domain/tier/model.js';
import { readReports, STREAM_THRESHOLD } from '../../src/adapters/process/report-files.js';
import { hasShared, sharedPath } from '../helpers/shared-data.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { junitXml, passing } from './fixtures.js';

/**
 * The streaming JUnit reader (used for reports over 32 MB) gives the same model as the document-tree reader: proved on
 * every file of the shared corpus and of test/tier/reports, fed in small chunks so that every token boundary falls
 * mid-chunk somewhere.
 */

const REPORTS = join(dirname(fileURLToPath(import.meta.url)), 'reports');

async function xmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await xmlFiles(full)));
    else if (e.name.endsWith('.xml')) out.push(full);
  }
  return out.sort();
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const files = [...(hasShared ? await xmlFiles(sharedPath('corpus', 'junit')) : []), ...(await xmlFiles(REPORTS))];

describe('streaming JUnit reader', () => {
  it.each(files.map((f) => [relative(process.cwd(), f), f]))('%s reads as the tree reader does', async (_n, file) => {
    const text = await readFile(file, 'utf8');
    let tree;
    try {
      tree = parseJUnit(text, 'r.xml');
    } catch (error) {
      expect(error).toBeInstanceOf(ReportParseError);
      await expect(parseJUnitStream(chunks(text, 7), 'r.xml')).rejects.toThrow(ReportParseError);
      return;
    }
    const { junitStats: _stats, ...expected } = tree;
    // Document order, where the tree reader takes a suite's own cases before its inner suites': sort to compare.
    const sorted = (r: { cases: { suiteIndex?: number; id: string }[] }) =>
      [...r.cases].sort((a, b) => (a.suiteIndex ?? 0) - (b.suiteIndex ?? 0) || a.id.localeCompare(b.id));
    for (const size of [7, 64, 1 << 20]) {
      const streamed = await parseJUnitStream(chunks(text, size), 'r.xml');
      expect({ ...streamed, cases: sorted(streamed) }).toEqual({ explained: [], ...expected, cases: sorted(expected) });
    }
  });

  it('refuses declarations and truncation like the tree reader', async () => {
    await expect(parseJUnitStream(['<!DOCTYPE x [<!ENTITY a "b">]><testsuite/>'], 'b.xml')).rejects.toThrow(
      /refused: .*DOCTYPE/,
    );
    const whole = junitXml(passing(5));
    await expect(parseJUnitStream(chunks(whole.slice(0, whole.length - 40), 16), 't.xml')).rejects.toThrow(
      /premature end of data/,
    );
    await expect(parseJUnitStream(['<testsuite><testcase name="a"></testsuite>'], 'm.xml')).rejects.toThrow(
      /closes <testcase>/,
    );
    await expect(parseJUnitStream(['<results/>'], 'n.xml')).rejects.toThrow(/root element is <results>/);
    await expect(parseJUnitStream(['<testsuite/><testsuite/>'], 'two.xml')).rejects.toThrow(/second root/);
  });
});

/** A pytest-like report over the stream threshold: entities in names, failures with bodies, skips, nested suites. */
function bigReport(cases: number): string {
  const out = ['<?xml version="1.0" encoding="utf-8"?>', `<testsuites tests="${cases}">`];
  for (let s = 0; s < cases / 500; s++) {
    out.push(`<testsuite name="outer_${s}" tests="500" failures="5" skipped="25"><testsuite name="inner">`);
    for (let i = 0; i < 500; i++) {
      const head = `<testcase classname="python.test.unit.test_core_${s}" name="test_dot[${i}-&quot;mma&quot;-&#x3b1;]" file="python/test/test_core_${s}.py" line="${i + 1}" time="0.01"`;
      if (i % 100 === 0)
        out.push(
          `${head}><failure message="AssertionError &amp; more">E   assert 1 == 2\n&lt;trace&gt;</failure></testcase>`,
        );
      else if (i % 20 === 1) out.push(`${head}><skipped message='needs sm90'/></testcase>`);
      else out.push(`${head}/>`);
    }
    out.push('</testsuite></testsuite>');
  }
  out.push('</testsuites>');
  return out.join('\n');
}

describe('run-tier reads a report over the stream threshold with the streaming reader', () => {
  afterAll(removeTempDirs);

  it('and gets what the tree reader gets from the same file', async () => {
    const root = await makeTempDir('ui-junit-big-');
    const text = bigReport(7500);
    expect(text.length).toBeGreaterThan(STREAM_THRESHOLD);
    await mkdir(join(root, 'out'));
    await writeFile(join(root, 'out', 'big.xml'), text);
    const [read] = await readReports([{ format: 'junit', path: 'out/big.xml' }], { root });
    expect(read!.status).toBe('ok');
    const { junitStats: _stats, ...tree } = parseJUnit(text, 'out/big.xml');
    expect(tree.cases).toHaveLength(7500);
    const streamed = read!.status === 'ok' ? read!.report : undefined;
    expect(streamed).toEqual({ explained: [], ...tree });
  });
});
