/**
 * The demo's L1 harnesses: real processes that write real JUnit XML and print real runner count lines, from the
 * files of the demo repository. One of them carries the classic silent bug (a mistyped flag: it exits 0 and writes no
 * report), which run-tier must catch.
 */

/** Writes build/<suite>.xml with one passing case per tracked file under the given directory prefix. */
export const JUNIT_FROM_FILES_HARNESS = `#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
const [suite, prefix, style] = process.argv.slice(2);
const files = execFileSync('git', ['ls-files', '-z', '--', prefix], { encoding: 'utf8' }).split('\\0').filter(Boolean).slice(0, 400);
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const cases = files.map((f) => \`<testcase classname="\${esc(suite)}" name="\${esc(f)}" time="0.001"/>\`).join('');
mkdirSync('build', { recursive: true });
writeFileSync(\`build/\${suite}.xml\`, \`<?xml version="1.0" encoding="UTF-8"?><testsuites tests="\${files.length}" failures="0" errors="0"><testsuite name="\${esc(suite)}" tests="\${files.length}" failures="0" errors="0" skipped="0">\${cases}</testsuite></testsuites>\`);
if (style === 'lit') {
  console.log('Testing Time: 0.42s');
  console.log('');
  console.log(\`Total Discovered Tests: \${files.length}\`);
  console.log(\`  Passed: \${files.length} (100.00%)\`);
} else {
  console.log(\`============================= \${files.length} passed in 0.42s =============================\`);
}
`;

/** The silent bug: `--junit-xml` instead of `--junitxml`, swallowed by a wrapper that always exits 0. */
export const SILENT_HARNESS = `#!/usr/bin/env bash
# Simulates: pytest python/test/unit --junit-xml=build/unit.xml || true   (wrong flag name; wrapper ignores failure)
echo "ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]"
echo "pytest: error: unrecognized arguments: --junit-xml=build/unit.xml"
exit 0
`;

export function demoTierConfig(harnessDir: string): string {
  const q = (p: string) => `'${p.replace(/'/g, "'\\''")}'`;
  return `# The demo fork's test tiers (see docs/run-tier.md).
tiers:
  L1:
    harnesses:
      - name: lit
        run: node ${q(`${harnessDir}/junit-from-files.mjs`)} lit test lit
        results: [{ format: junit, path: build/lit.xml }]
        select: ["lib/**", "include/**", "test/**"]
        log-count: lit
        min-tests: 1
      - name: python-unit
        run: node ${q(`${harnessDir}/junit-from-files.mjs`)} python-unit python pytest
        results: [{ format: junit, path: build/python-unit.xml }]
        select: ["python/**"]
        log-count: pytest
      - name: python-unit-nightly-wrapper
        run: bash ${q(`${harnessDir}/silent.sh`)}
        results: [{ format: junit, path: build/unit.xml }]
        select: ["python/**"]
      - name: amd-backend
        run: node ${q(`${harnessDir}/junit-from-files.mjs`)} amd-backend third_party/amd pytest
        results: [{ format: junit, path: build/amd-backend.xml }]
        select: ["third_party/amd/**"]
        log-count: pytest
`;
}
