import { renderTierMarkdown } from '../../src/domain/tier/summary-markdown.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import {
  harnessScript,
  junitXml,
  oneHarness,
  passing,
  runIn,
  workspace,
  writeConfig,
  type CaseSpec,
} from './fixtures.js';

/** The optional summariser as a real command: it reads the clusters and prints prose, which is checked before use. */

afterAll(removeTempDirs);

const failures: CaseSpec[] = [
  {
    name: 'test_dot[fp16]',
    state: 'failed',
    message: 'triton.runtime.errors.OutOfResources: out of resources: shared memory, Required: 262144',
  },
  {
    name: 'test_dot[fp32]',
    state: 'failed',
    message: 'triton.runtime.errors.OutOfResources: out of resources: shared memory, Required: 524288',
  },
];

async function withSummarizer(script: string, maxChars = 3000) {
  const dir = await workspace({
    'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml([...passing(2), ...failures]), exit: 1 }),
    'summarize.sh': script,
  });
  const config = await writeConfig(
    dir,
    { L1: oneHarness() },
    { summarizer: { run: './summarize.sh', 'max-chars': maxChars } },
  );
  return runIn(dir, config);
}

describe('summariser', () => {
  it('reads the clusters (file and stdin) and its prose is kept when it cites real tests', async () => {
    const { result } = await withSummarizer(`#!/usr/bin/env bash
set -eu
# The clusters arrive as JSON in a file (and on stdin); this one cites the first test of the first cluster.
first=$(grep -o '"tests\\.test_mod::test_dot\\[fp16\\]"' "$UPSTREAM_INGEST_CLUSTERS" | head -1 | tr -d '"')
count=$(wc -c)
echo "Two kernels exhaust shared memory, starting with \\\`$first\\\` (input: $count bytes)."
`);
    expect(result.summary).toMatch(
      /^Two kernels exhaust shared memory, starting with `tests\.test_mod::test_dot\[fp16\]` \(input: \d+ bytes\)\.$/,
    );
    expect(result.summary).not.toContain('(input: 0 bytes)');
    expect(renderTierMarkdown(result)).toContain('### Summary');
  });

  it('removes invented test IDs, strips escapes, caps the length, and mentions nobody', async () => {
    const { result, logger } = await withSummarizer(
      `#!/usr/bin/env bash
printf '\\033[31m@team\\033[0m: \`tests.test_mod::test_imaginary\` fails and so does tests.test_mod::test_dot[fp32]. '
for i in $(seq 1 400); do printf 'filler '; done
`,
      300,
    );
    expect(result.summary!.length).toBeLessThanOrEqual(300);
    expect(result.summary).toMatch(
      /^@team: \[unknown test\] fails and so does tests\.test_mod::test_dot\[fp32\]\. filler/,
    );
    expect(result.summary).not.toContain('\x1b');
    expect(logger.messages('warning')).toContain('summarizer cited 1 unknown test id(s); they were removed');
    expect(renderTierMarkdown(result)).not.toMatch(/(^|[^\u200b])@team/m);
  });

  it('gives no summary (and a warning) when the command fails', async () => {
    const { result, logger } = await withSummarizer('#!/bin/bash\necho "model unavailable" >&2\nexit 3\n');
    expect(result.summary).toBeNull();
    expect(logger.messages('warning')).toContain('summarizer exited with 3: no summary (model unavailable)');
  });
});
