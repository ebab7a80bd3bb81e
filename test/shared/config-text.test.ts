import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadLedgerFile } from '../../src/adapters/files/ledger-file.js';
import { loadPlanConfigFile } from '../../src/adapters/files/plan-config-file.js';
import { duplicateKey, parseConfigText } from '../../src/shared/config-text.js';
import { parseStructuredText } from '../../src/shared/structured-text.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('parseConfigText (ledger and config files a person writes)', () => {
  const ledger = {
    entries: [
      {
        commit: 'a'.repeat(40),
        disposition: 'defer',
        reason: 'waits for "x": #12, {not: json}',
        blockedBy: 'b'.repeat(40),
      },
      { commit: 'c'.repeat(12), disposition: 'wont-port', reason: 'CI only' },
    ],
  };

  it('reads JSON to the same value as the YAML path', async () => {
    const text = JSON.stringify(ledger, null, 2);
    expect(await parseConfigText(text, 'ledger l.json')).toEqual(parseStructuredText(text, 'ledger l.json'));
  });

  it('refuses a repeated key as the YAML path does, naming the file', async () => {
    const text = '{"entries": [], "trailers": ["A"], "trailers": ["B"]}';
    expect(() => parseStructuredText(text, 'config c.json')).toThrow(/config c\.json/);
    await expect(parseConfigText(text, 'config c.json')).rejects.toThrow(/config c\.json:1:\d+: not valid YAML\/JSON/);
  });

  it('finds repeated keys at any depth and only within one object', () => {
    expect(duplicateKey('{"a": {"b": 1, "c": {"x": 1}, "b": 2}}')).toBe('b');
    expect(duplicateKey('{"a": [{"k": 1}, {"k": 2}], "b": {"k": 3}}')).toBeUndefined();
    expect(duplicateKey('{"a\\"b": 1, "a\\u0022b": 2}')).toBe('a"b');
    expect(duplicateKey('{"list": ["a", "a"], "s": "x,\\"y\\": {"}')).toBeUndefined();
    expect(duplicateKey('{"unterminated')).toBeUndefined();
  });

  it('is what the ledger and config loaders read, JSON and YAML alike', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'ledger.json'), JSON.stringify(ledger));
    await writeFile(
      join(dir, 'ledger.yml'),
      'entries:\n  - commit: ' + 'c'.repeat(12) + '\n    disposition: wont-port\n    reason: CI only\n',
    );
    expect((await loadLedgerFile(join(dir, 'ledger.json'))).entries).toHaveLength(2);
    expect((await loadLedgerFile(join(dir, 'ledger.yml'))).entries[0]).toMatchObject({ disposition: 'wont-port' });
    await writeFile(join(dir, 'config.json'), '{"risky": [], "risky": ["x/**"]}');
    await expect(loadPlanConfigFile(join(dir, 'config.json'))).rejects.toThrow(/config .*config\.json/);
  });
});
