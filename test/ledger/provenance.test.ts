import fc from 'fast-check';
import { provenanceParser, revertedRefs } from '../../src/domain/ledger/provenance.js';
import { ShaIndex } from '../../src/domain/ledger/sha-index.js';

const A = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const B = 'a1b2c3d4ffffffffffffffffffffffffffffffff';
const C = '0123456789abcdef0123456789abcdef01234567';

describe('provenance lines', () => {
  const parse = provenanceParser(['Upstream-Commit', 'Original Commit', 'Reactor Cherry-pick Revision']);

  it('reads every form, indented, bulleted, any case, as URLs', () => {
    const refs = parse(
      [
        'Subject',
        '',
        '(cherry picked from commit A1B2C3D4E5F60718293A4B5C6D7E8F9012345678)',
        'Upstream-Commit: 0123456',
        '  - original commit: https://github.com/triton-lang/triton/commit/0123456789abcdef0123456789abcdef01234567',
        '* Reactor Cherry-pick Revision:a1b2c3d4ff',
      ].join('\n'),
    );
    expect(refs).toEqual([
      { key: 'cherry-pick -x', ref: A },
      { key: 'Upstream-Commit', ref: '0123456' },
      { key: 'Original Commit', ref: C },
      { key: 'Reactor Cherry-pick Revision', ref: 'a1b2c3d4ff' },
    ]);
  });

  it('ignores keys it was not given, mid-line mentions and too-short SHAs', () => {
    expect(
      parse('Reactor Backport Revision: 0123456\nsee Upstream-Commit: 0123456 in text\nUpstream-Commit: 012345'),
    ).toEqual([]);
  });

  it('reads git revert wording', () => {
    expect(revertedRefs(`Revert "x"\n\nThis reverts commit ${A}.`)).toEqual([A]);
  });
});

describe('SHA index', () => {
  const index = new ShaIndex([A, B, C]);

  it('resolves exact SHAs, unique prefixes, and SHAs wrong after their first characters', () => {
    expect(index.resolve(A)).toEqual({ kind: 'exact', sha: A });
    expect(index.resolve('0123456')).toEqual({ kind: 'prefix', sha: C, matched: 7 });
    // Copied wrongly after 10 characters: the longest shared prefix (10) names one commit.
    expect(index.resolve(`${A.slice(0, 10)}${'9'.repeat(30)}`)).toEqual({ kind: 'prefix', sha: A, matched: 10 });
  });

  it('refuses ambiguous and too-short prefixes', () => {
    expect(index.resolve('a1b2c3d4')).toEqual({ kind: 'ambiguous', candidates: [A, B] });
    expect(index.resolve('a1b2c3')).toEqual({ kind: 'none' });
    expect(index.resolve('ffffffffff')).toEqual({ kind: 'none' });
  });

  it('resolves every member by its full SHA and by any unique prefix of ≥ 7 characters (property)', () => {
    const sha = fc.stringMatching(/^[0-9a-f]{40}$/);
    fc.assert(
      fc.property(fc.uniqueArray(sha, { minLength: 1, maxLength: 50 }), fc.nat(), (shas, pick) => {
        const idx = new ShaIndex(shas);
        const target = shas[pick % shas.length]!;
        expect(idx.resolve(target)).toEqual({ kind: 'exact', sha: target });
        for (let len = 7; len <= 40; len++) {
          const prefix = target.slice(0, len);
          const owners = shas.filter((s) => s.startsWith(prefix));
          const r = idx.resolve(prefix);
          if (owners.length === 1)
            expect(r).toEqual(
              len === 40 ? { kind: 'exact', sha: target } : { kind: 'prefix', sha: target, matched: len },
            );
          else expect(r.kind).toBe('ambiguous');
        }
      }),
      { numRuns: 200 },
    );
  });
});
