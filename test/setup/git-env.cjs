// Tests run git with a known configuration whatever the machine has: no system or user config (a developer's
// commit.gpgsign or hooksPath must not leak in), and an identity for the commits tests make.
const { mkdtempSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');

if (!process.env.UPSTREAM_INGEST_TEST_GITCONFIG) {
  const dir = mkdtempSync(join(tmpdir(), 'ui-gitconfig-'));
  const file = join(dir, 'gitconfig');
  writeFileSync(
    file,
    [
      '[user]',
      '\tname = Test Runner',
      '\temail = test@example.com',
      '[init]',
      '\tdefaultBranch = main',
      '[protocol "file"]',
      '\tallow = always',
      '',
    ].join('\n'),
  );
  process.env.UPSTREAM_INGEST_TEST_GITCONFIG = file;
}
process.env.GIT_CONFIG_GLOBAL = process.env.UPSTREAM_INGEST_TEST_GITCONFIG;
process.env.GIT_CONFIG_NOSYSTEM = '1';
