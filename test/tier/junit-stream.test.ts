import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJUnit } from '../../src/domain/tier/junit-parser.js';
import { parseJUnitStream } from '../../src/domain/tier/junit-stream-parser.js';
import { ReportParseError } from '../../src/domain/tier/model.js';
import { hasShared, sharedPath } from '../helpers/shared-data.js';
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
