import { readFile } from 'node:fs/promises';
import { parseGTestJson } from '../../src/domain/tier/gtest-json-parser.js';
import { parseJUnit } from '../../src/domain/tier/junit-parser.js';
import { ReportParseError } from '../../src/domain/tier/model.js';
import { parsePytestJson } from '../../src/domain/tier/pytest-json-parser.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';

/** The three report formats, the common model they share, and the XML safety rules. */

const suite = (body: string) =>
  `<?xml version="1.0"?>\n<testsuites><testsuite name="s">${body}</testsuite></testsuites>`;

describe('JUnit: XML safety', () => {
  it('refuses a billion-laughs DOCTYPE without expanding it', () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]>\n<testsuite name="&lol9;"><testcase name="&lol9;"/></testsuite>`;
    const before = process.memoryUsage().heapUsed;
    expect(() => parseJUnit(bomb, 'bomb.xml')).toThrow(/refused: the XML contains a <!DOCTYPE> declaration/);
    // 10^9 "lol"s would be gigabytes; refusing reads only the few hundred bytes given.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses external entities (a file or URL pulled into the report)', () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<testsuite><testcase name="&xxe;"/></testsuite>`;
    expect(() => parseJUnit(xxe, 'xxe.xml')).toThrow(ReportParseError);
    const param = `<?xml version="1.0"?>\n<!DOCTYPE r SYSTEM "http://attacker.example/evil.dtd">\n<testsuite/>`;
    expect(() => parseJUnit(param, 'dtd.xml')).toThrow(/DOCTYPE/);
    // A declaration smuggled after the root start is refused too.
    expect(() => parseJUnit(`<testsuite><!ENTITY x "y"><testcase name="a"/></testsuite>`, 'late.xml')).toThrow(
      /ENTITY/,
    );
  });

  it('allows DOCTYPE text inside CDATA and comments (a captured HTML page is not a declaration)', () => {
    const xml = suite(
      `<!-- <!DOCTYPE html> --><testcase classname="web" name="fetch"><failure message="bad page"><![CDATA[<!DOCTYPE html><html>502</html>]]></failure></testcase>`,
    );
    const report = parseJUnit(xml, 'cdata.xml');
    expect(report.cases[0]).toMatchObject({
      id: 'web::fetch',
      state: 'failed',
      details: '<!DOCTYPE html><html>502</html>',
    });
  });

  it('decodes the five predefined entities and numeric references, leaves unknown ones, keeps CDATA literal', () => {
    const xml = suite(
      `<testcase classname="a&amp;b" name="t &lt;1&gt; &quot;q&quot; &apos;s&apos; &#65;&#x42; &#x1F600; &nbsp;"><failure message="x &amp;amp; y">body &amp; more<![CDATA[ raw &amp; <tag> ]]></failure></testcase>`,
    );
    const c = parseJUnit(xml, 'e.xml').cases[0]!;
    expect(c.classname).toBe('a&b');
    expect(c.name).toBe('t <1> "q" \'s\' AB 😀 &nbsp;');
    expect(c.message).toBe('x &amp; y');
    expect(c.details).toBe('body & more\n raw &amp; <tag>');
  });
});

describe('JUnit: errors', () => {
  it('names what is wrong with an unreadable file', () => {
    expect(() => parseJUnit('', 'a.xml')).toThrow('a.xml: the file is empty');
    expect(() => parseJUnit('   \n', 'a.xml')).toThrow(/empty/);
    expect(() => parseJUnit('this is not an xml file', 'a.xml')).toThrow(/a\.xml: not well-formed XML/);
    expect(() => parseJUnit('<testsuite><testcase name="a">', 'a.xml')).toThrow(/not well-formed XML/);
    expect(() => parseJUnit('<testsuite><testcase name="a"></testsuite>', 'a.xml')).toThrow(
      'a.xml: not well-formed XML: </testsuite> closes <testcase> (line 1)',
    );
    expect(() => parseJUnit('<testsuite/>\n<testsuite/>', 'a.xml')).toThrow(
      'a.xml: not well-formed XML: a second root element (line 2)',
    );
    expect(() => parseJUnit('<testsuite><!-- open', 'a.xml')).toThrow(/unterminated comment/);
    expect(() => parseJUnit('<testsuite name="a>', 'a.xml')).toThrow(
      /premature end of data in <testsuite>|malformed tag/,
    );
    expect(() => parseJUnit('<testsuite name=a/>', 'a.xml')).toThrow(/malformed tag <testsuite>/);
    expect(() => parseJUnit('<testsuite/> trailing', 'a.xml')).toThrow(/text outside the root element/);
    expect(() => parseJUnit('<results><test/></results>', 'a.xml')).toThrow(
      'a.xml: not a JUnit report: the root element is <results>, expected <testsuites> or <testsuite>',
    );
  });
});

describe('JUnit: the common model', () => {
  it('gives one case per element with the most severe result, file and line', () => {
    const xml = suite(`
      <testcase classname="t.mod" name="a" file="t/mod.py" line="12"><skipped/><failure message="f">F</failure><error message="e">E</error></testcase>
      <testcase classname="t.mod" name="b"><skipped message="no GPU"/></testcase>
      <testcase name="disabled_one" status="disabled"/>
      <testcase/>`);
    const report = parseJUnit(xml, 'm.xml');
    expect(report.cases.map((c) => [c.id, c.state])).toEqual([
      ['t.mod::a', 'error'],
      ['t.mod::b', 'skipped'],
      ['disabled_one', 'skipped'],
      // A case without name or class name is kept (its failure must not vanish) under a synthetic ID.
      ['s::(unnamed test case 4)', 'passed'],
    ]);
    expect(report.cases[0]).toMatchObject({ file: 't/mod.py', line: 12, message: 'e', details: 'E' });
  });

  it('reports counters that disagree with the elements, at every level', () => {
    const xml = `<testsuites tests="5" failures="0"><testsuite name="s" tests="3" failures="1"><testcase name="a"/><testcase name="b"/></testsuite></testsuites>`;
    expect(parseJUnit(xml, 'c.xml').inconsistencies).toEqual([
      "suite 's' declares 3 tests but contains 2 test cases",
      "suite 's' declares 1 failures but its test cases have 0",
      'the <testsuites> root declares 5 tests but its suites add up to 3',
      'the <testsuites> root declares 0 failures but its suites add up to 1',
    ]);
  });

  it('turns lit JUnit names into lit IDs', () => {
    const xml = suite(
      `<testcase classname="Triton.Conversion" name="tritongpu_to_llvm.mlir"/><testcase classname="Triton.Triton" name="combine.mlir"/>`,
    );
    expect(parseJUnit(xml, 'lit.xml', { idStyle: 'lit' }).cases.map((c) => c.id)).toEqual([
      'Triton::Conversion/tritongpu_to_llvm.mlir',
      'Triton::combine.mlir',
    ]);
  });
});

describeWithShared('JUnit: corpus files read into the model', () => {
  it('keeps the decoded names of with-xml-entities.xml', async () => {
    const text = await readFile(sharedPath('corpus/junit/with-xml-entities.xml'), 'utf8');
    expect(parseJUnit(text, 'x').cases.map((c) => [c.id, c.state, c.message])).toEqual([
      ['Test with "quotes" in the test name', 'skipped', 'A message with "quotes"'],
      ["Test with 'apostrophe' in the test name", 'failed', "A message with 'apostrophes'"],
      ['Test with & in the test name', 'error', 'A message with &'],
      ['Test with < and > in the test name', 'skipped', 'A message with < and >'],
    ]);
  });

  it('takes the bazel error from the suite log when the error element says nothing', async () => {
    const text = await readFile(sharedPath('corpus/junit/bazel/suite-logs.xml'), 'utf8');
    const c = parseJUnit(text, 'x').cases[0]!;
    expect(c).toMatchObject({ state: 'error', message: 'exited with error code 1' });
    expect(c.details).toMatch(/ModuleNotFoundError: No module named 'non_existent_package'/);
  });
});

describe('pytest-json-report', () => {
  const report = {
    created: 1718000000.1,
    duration: 3.2,
    exitcode: 1,
    root: '/work/triton',
    summary: { passed: 2, failed: 1, skipped: 1, xfailed: 1, error: 1, total: 5, collected: 5 },
    collectors: [
      {
        nodeid: 'python/test/unit/test_broken.py',
        outcome: 'failed',
        longrepr: "ImportError while importing test module\nE   ModuleNotFoundError: No module named 'triton._C'",
      },
      { nodeid: '', outcome: 'passed' },
    ],
    tests: [
      {
        nodeid: 'python/test/unit/test_core.py::test_add[int32]',
        lineno: 41,
        outcome: 'passed',
        setup: { outcome: 'passed' },
        call: { outcome: 'passed' },
      },
      { nodeid: 'python/test/unit/test_core.py::test_add[fp16]', lineno: 41, outcome: 'passed' },
      {
        nodeid: 'python/test/unit/test_core.py::test_dot[128]',
        lineno: 99,
        outcome: 'failed',
        call: {
          outcome: 'failed',
          crash: {
            path: '/work/triton/python/test/unit/test_core.py',
            lineno: 120,
            message: 'AssertionError: Tensor-likes are not close!',
          },
          longrepr:
            'def test_dot():\n>       torch.testing.assert_close(a, b)\nE       AssertionError: Tensor-likes are not close!',
        },
      },
      {
        nodeid: 'python/test/unit/test_core.py::test_fp8',
        lineno: 150,
        outcome: 'skipped',
        setup: { outcome: 'skipped', longrepr: "('test_core.py', 151, 'Skipped: fp8 needs sm90')" },
      },
      {
        nodeid: 'python/test/unit/test_core.py::test_known_bug',
        lineno: 160,
        outcome: 'xfailed',
        call: { outcome: 'skipped' },
      },
    ],
  };

  it('reads tests, their phases and collection errors into the model', () => {
    const parsed = parsePytestJson(JSON.stringify(report), 'r.json');
    expect(parsed.cases.map((c) => [c.id, c.state])).toEqual([
      ['python/test/unit/test_core.py::test_add[int32]', 'passed'],
      ['python/test/unit/test_core.py::test_add[fp16]', 'passed'],
      ['python/test/unit/test_core.py::test_dot[128]', 'failed'],
      ['python/test/unit/test_core.py::test_fp8', 'skipped'],
      ['python/test/unit/test_core.py::test_known_bug', 'skipped'],
      ['python/test/unit/test_broken.py', 'error'],
    ]);
    expect(parsed.cases[2]).toMatchObject({
      file: 'python/test/unit/test_core.py',
      line: 100,
      message: 'AssertionError: Tensor-likes are not close!',
    });
    expect(parsed.cases[5]!.message).toBe("ModuleNotFoundError: No module named 'triton._C'");
    expect(parsed.inconsistencies).toEqual([]);
    expect(parsed.declared).toEqual({ tests: 5, failures: 1, errors: 1, skipped: 2 });
  });

  it('notices a summary that disagrees with the tests listed, and refuses what is not a report', () => {
    const lying = { ...report, summary: { ...report.summary, passed: 7, total: 9 } };
    expect(parsePytestJson(JSON.stringify(lying), 'r.json').inconsistencies).toEqual([
      'the summary says 9 tests but 5 are listed',
      'the summary says 7 passed but 2 tests have that outcome',
    ]);
    expect(() => parsePytestJson('{"tests": 3}', 'r.json')).toThrow(/not a pytest-json-report file/);
    expect(() => parsePytestJson('{', 'r.json')).toThrow(/not valid JSON/);
  });
});

describe('Google Test JSON', () => {
  const report = {
    tests: 4,
    failures: 1,
    disabled: 1,
    errors: 0,
    name: 'AllTests',
    testsuites: [
      {
        name: 'MatmulTest',
        tests: 3,
        failures: 1,
        disabled: 1,
        errors: 0,
        testsuite: [
          {
            name: 'Small',
            file: 'unittest/Matmul.cpp',
            line: 10,
            status: 'RUN',
            result: 'COMPLETED',
            classname: 'MatmulTest',
          },
          {
            name: 'Large',
            file: 'unittest/Matmul.cpp',
            line: 30,
            status: 'RUN',
            result: 'COMPLETED',
            classname: 'MatmulTest',
            failures: [
              {
                failure: 'unittest/Matmul.cpp:42\nExpected equality of these values:\n  result\n    Which is: 3\n  4',
                type: '',
              },
            ],
          },
          { name: 'DISABLED_Huge', status: 'NOTRUN', result: 'SUPPRESSED', classname: 'MatmulTest' },
        ],
      },
      {
        name: 'Layouts/LinearLayoutTest',
        tests: 1,
        failures: 0,
        testsuite: [{ name: 'Compose/0', status: 'RUN', result: 'SKIPPED', classname: 'Layouts/LinearLayoutTest' }],
      },
    ],
  };

  it('reads statuses, failures and locations', () => {
    const parsed = parseGTestJson(JSON.stringify(report), 'g.json');
    expect(parsed.cases.map((c) => [c.id, c.state])).toEqual([
      ['MatmulTest::Small', 'passed'],
      ['MatmulTest::Large', 'failed'],
      ['MatmulTest::DISABLED_Huge', 'skipped'],
      ['Layouts/LinearLayoutTest::Compose/0', 'skipped'],
    ]);
    expect(parsed.cases[1]).toMatchObject({
      file: 'unittest/Matmul.cpp',
      line: 30,
      message: 'Expected equality of these values:',
    });
    expect(parsed.inconsistencies).toEqual([]);
  });

  it('notices counters that disagree', () => {
    const lying = { ...report, tests: 9 };
    expect(parseGTestJson(JSON.stringify(lying), 'g.json').inconsistencies).toEqual([
      'the report declares 9 tests but its suites add up to 4',
    ]);
    expect(() => parseGTestJson('[]', 'g.json')).toThrow(/not a Google Test JSON report/);
  });
});
