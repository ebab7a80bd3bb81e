import { ConfigurationError } from '../../src/shared/errors.js';
import { parseJsonFirst, parseStructuredText } from '../../src/shared/structured-text.js';

describe('parseJsonFirst (plans and results)', () => {
  const plan = { version: 1, bundles: [{ id: 'b1', commits: ['a'.repeat(40)], note: 'x: y # not a comment' }] };

  it('reads JSON to the same value as the YAML path', () => {
    const text = JSON.stringify(plan, null, 2);
    expect(parseJsonFirst(text, 'plan p.json')).toEqual(parseStructuredText(text, 'plan p.json'));
    expect(parseJsonFirst(`\n  ${JSON.stringify(plan)}`, 'plan p.json')).toEqual(plan);
  });

  it('falls back to YAML for a document that is not strict JSON', () => {
    expect(parseJsonFirst('version: 1\nbundles: []\n', 'plan p.yml')).toEqual({ version: 1, bundles: [] });
    expect(parseJsonFirst("{ version: 1, 'bundles': [] }", 'plan p.yml')).toEqual({ version: 1, bundles: [] });
  });

  it('keeps the nesting and size limits on the JSON path', () => {
    expect(() => parseJsonFirst('['.repeat(10_000) + ']'.repeat(10_000), 'plan deep.json')).toThrow(
      /plan deep\.json: not valid YAML\/JSON: nested more than/,
    );
    expect(() => parseJsonFirst(`["${'x'.repeat(17 * 1024 * 1024)}"]`, 'plan big.json')).toThrow(ConfigurationError);
  });

  it('names the file in a one-line error for broken JSON', () => {
    let message = '';
    try {
      parseJsonFirst('{"version": 1,,}', 'plan broken.json');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^plan broken\.json: not valid YAML\/JSON: /);
    expect(message).not.toContain('\n');
  });
});
