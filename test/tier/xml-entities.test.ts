import { decodeXmlEntities } from '../../src/domain/tier/xml-safety.js';
import { createRng } from '../../src/domain/bench/rng.js';

/** The rule as one regular expression (what the reader did before it was written by hand). */
function reference(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return Object.hasOwn(named, body) ? named[body]! : whole;
  });
}

describe('XML entity decoding', () => {
  it('decodes the predefined and numeric references, and leaves everything else as written', () => {
    expect(decodeXmlEntities('test_dot[&quot;mma&quot;] &lt;a&gt; &amp;amp; &apos;')).toBe(
      'test_dot["mma"] <a> &amp; \'',
    );
    expect(decodeXmlEntities('&#65;&#x42;&#X43;&#x110000;&#0;&#xD800;&#1234567;&#12345678;')).toBe(
      'AB&#X43;&#x110000;&#0;&#xD800;&#1234567;&#12345678;',
    );
    // Not an entity, or no such entity: kept, also names of Object.prototype.
    expect(decodeXmlEntities('a & b &nbsp; &constructor; &toString; &x &#; &#x; &;')).toBe(
      'a & b &nbsp; &constructor; &toString; &x &#; &#x; &;',
    );
  });

  it('equals the one-expression rule on random text made of entity pieces', () => {
    const pieces = ['&', '#', 'x', 'X', ';', 'amp', 'quot', 'lt', 'q', '1', '9', 'F', 'd800', ' ', 'é', '<'];
    const rng = createRng(11);
    for (let i = 0; i < 5000; i++) {
      let text = '';
      const length = 1 + Math.floor(rng() * 12);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(rng() * pieces.length)];
      expect(decodeXmlEntities(text)).toBe(reference(text));
    }
  });
});
