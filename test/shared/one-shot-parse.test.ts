import { z } from 'zod';
import { parseRawOptions, programOptionFace } from '../../src/shared/options-face.js';
import { parseOrThrow } from '../../src/shared/zod-errors.js';

// Options and files are parsed once per cold process: zod must not compile a parser for them (ONE_SHOT_PARSE).

/** How many functions are compiled (`new Function`, what zod's object parser uses) while `run` runs. */
function compiles(run: () => void): number {
  const original = globalThis.Function;
  let count = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      count++;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    run();
  } finally {
    globalThis.Function = original;
  }
  return count;
}

const fresh = () => z.object({ name: z.string(), size: z.number().int(), tags: z.array(z.string()).optional() });
const value = { name: 'x', size: 3, tags: ['a'] };

describe('one-shot parses compile no parser', () => {
  it('parseOrThrow (files) and parseRawOptions (options) give the value without compiling', () => {
    const schema = fresh();
    let parsed: unknown;
    expect(compiles(() => (parsed = parseOrThrow(schema, value, 'file.json')))).toBe(0);
    expect(parsed).toEqual(value);
    expect(compiles(() => (parsed = parseRawOptions(fresh(), value, programOptionFace('test'))))).toBe(0);
    expect(parsed).toEqual(value);
  });

  it('still name the bad key the same way', () => {
    expect(
      compiles(() =>
        expect(() => parseOrThrow(fresh(), { ...value, size: 1.5 }, 'file.json')).toThrow(/^file\.json: size: /),
      ),
    ).toBe(0);
    expect(() => parseRawOptions(fresh(), { ...value, size: 'x' }, programOptionFace('test'))).toThrow(/^test: size: /);
  });

  it('the counter sees the parser zod compiles by default', () => {
    const schema = fresh();
    expect(compiles(() => schema.safeParse(value))).toBeGreaterThan(0);
  });
});
