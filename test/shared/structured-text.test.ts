import { ConfigurationError } from '../../src/shared/errors.js';
import { parseJsonFirst } from '../../src/shared/json-first.js';
import { parseStructuredText } from '../../src/shared/structured-text.js';

describe('parseJsonFirst (plans and results)', () => {
  const plan = { version: 1, bundles: [{ id: 'b1', commits: ['a'.repeat(40)], note: 'x: y # not a comment' }] };

  it('reads JSON to the same value as the YAML path', async () => {
    const text = JSON.stringify(plan, null, 2);
    expect(await parseJsonFirst(text, 'plan p.json')).toEqual(parseStructuredText(text, 'plan p.json'));
    expect(await parseJsonFirst(`\n  ${JSON.stringify(plan)}`, 'plan p.json')).toEqual(plan);
  });

  it('falls back to YAML for a document that is not strict JSON', async () => {
    expect(await parseJsonFirst('version: 1\nbundles: []\n', 'plan p.yml')).toEqual({ version: 1, bundles: [] });
    expect(await parseJsonFirst("{ version: 1, 'bundles': [] }", 'plan p.yml')).toEqual({ version: 1, bundles: [] });
  });

  it('keeps the nesting and size limits on the JSON path', async () => {
    await expect(parseJsonFirst('['.repeat(10_000) + ']'.repeat(10_000), 'plan deep.json')).rejects.toThrow(
      /plan deep\.json: not valid YAML\/JSON: nested more than/,
    );
    await expect(parseJsonFirst(`["${'x'.repeat(17 * 1024 * 1024)}"]`, 'plan big.json')).rejects.toThrow(
      ConfigurationError,
    );
  });

  it("counts the JSON path's depth as the YAML path does: brackets in strings are text, 128 levels is the limit", async () => {
    const text = JSON.stringify({ a: '['.repeat(300), b: '\\', c: '"{{{'.repeat(100), d: [[['x']]] });
    expect(await parseJsonFirst(text, 'plan p.json')).toEqual(JSON.parse(text));
    const nested = (depth: number) => '['.repeat(depth) + '"]\\\\"' + ']'.repeat(depth);
    expect(await parseJsonFirst(nested(128), 'plan p.json')).toEqual(JSON.parse(nested(128)));
    expect(parseStructuredText(nested(128), 'plan p.json')).toEqual(JSON.parse(nested(128)));
    await expect(parseJsonFirst(nested(129), 'plan p.json')).rejects.toThrow(/plan p\.json: .*nested more than 128/);
    expect(() => parseStructuredText(nested(129), 'plan p.json')).toThrow(/plan p\.json: .*nested more than 128/);
  });

  it('names the file in a one-line error for broken JSON', async () => {
    let message = '';
    try {
      await parseJsonFirst('{"version": 1,,}', 'plan broken.json');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^plan broken\.json:1:15: not valid YAML\/JSON: .* — line 1: "{\\"version\\": 1,,}"$/);
    expect(message).not.toContain('\n');
  });
});

describe('the nesting limit (both parsers)', () => {
  it('counts flow brackets outside quoted strings only', () => {
    const inString = `{"a": "${'['.repeat(500)}", 'b': '${'{'.repeat(500)}'}`;
    expect(parseStructuredText(inString, 'f.yml')).toEqual({ a: '['.repeat(500), b: '{'.repeat(500) });
    expect(() => parseStructuredText(`a: ${'['.repeat(200)}`, 'f.yml')).toThrow(/f\.yml: .*nested more than 128/);
    // A quote that does not open a flow string (after a letter) does not hide the brackets that follow it.
    expect(() => parseStructuredText(`[x"${'['.repeat(200)}`, 'f.yml')).toThrow(/nested more than 128/);
  });

  it('counts the block indentation, tabs and sequence indicators included', () => {
    expect(() => parseStructuredText(`${'- '.repeat(300)}x\n`, 'f.yml')).toThrow(/indented more than 256 columns/);
    expect(parseStructuredText(`${'- '.repeat(5)}x\n`, 'f.yml')).toEqual([[[[['x']]]]]);
  });

  it('sees a quote after non-ASCII white space as opening a string', () => {
    // U+3000 is white space to YAML's flow scanner as to `\s`: the brackets inside the quotes are text.
    const text = `["a",\u3000"${'['.repeat(200)}"]`;
    expect(() => parseStructuredText(text, 'f.yml')).not.toThrow(/nested more than/);
  });
});
