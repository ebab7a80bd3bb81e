/**
 * Issue 19's precision rules: what makes a real resolution pass the one-sided and duplicated-block guards without a
 * person, each on generated text that fails when the rule is removed and on named cases of the shared corpus.
 */
import { readResolutionCorpus } from '../../src/adapters/files/resolution-corpus.js';
import type { ConflictedFile } from '../../src/domain/apply/conflicted-file.js';
import type { AuditCase } from '../../src/domain/apply/guard-audit.js';
import { duplicatedBlockGuard } from '../../src/domain/apply/guard-duplicated-block.js';
import { judgeResolution } from '../../src/domain/apply/judge-resolution.js';
import { mutate, type MutationKind, type ResolutionCase } from '../../src/domain/apply/resolution-mutations.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';

const text = (l: string[]) => `${l.join('\n')}\n`;
const findings = (j: ReturnType<typeof judgeResolution>) =>
  j.guards.filter((g) => g.verdict !== 'accept').map((g) => `${g.name}:${g.verdict}`);

describe('one-sided: an edit of lines the other side deleted (modify/delete)', () => {
  const base = text([
    'def setup():',
    '    device = torch.cuda.current_device()',
    '    props = get_props(device)',
    '    return props',
    '',
    'def other():',
    '    return 1',
  ]);
  // Upstream deletes the device line and reads the device another way.
  const theirs = text([
    'def setup():',
    '    props = get_props(DEVICE.index)',
    '    return props',
    '',
    'def other():',
    '    return 1',
  ]);
  const resolved = text([
    'def setup():',
    '    props = get_props(DEVICE.index)',
    '    return props',
    '',
    'def other():',
    '    return 1  # fork',
  ]);

  it("accepts dropping the fork's edit of a line upstream deleted", () => {
    const ours = text([
      'def setup():',
      '    device = torch.xpu.current_device()',
      '    props = get_props(device)',
      '    return props',
      '',
      'def other():',
      '    return 1  # fork',
    ]);
    expect(findings(judgeResolution([{ path: 'lib/s.py', base, ours, theirs, resolved }]))).toEqual([]);
  });

  it('still sends to review a line the fork inserted beside the deleted code (not an edit of it)', () => {
    const ours = text([
      'def setup():',
      '    device = torch.cuda.current_device()',
      '    torch.xpu.synchronize()',
      '    props = get_props(device)',
      '    return props',
      '',
      'def other():',
      '    return 1  # fork',
    ]);
    expect(findings(judgeResolution([{ path: 'lib/s.py', base, ours, theirs, resolved }]))).toEqual([
      'one-sided:review',
    ]);
  });
});

describe('duplicated-block: what counts as pasted', () => {
  const file = (
    path: string,
    base: string[],
    ours: string[],
    theirs: string[],
    resolved: string[],
  ): ConflictedFile => ({
    path,
    base: text(base),
    ours: text(ours),
    theirs: text(theirs),
    resolved: text(resolved),
    untouched: false,
  });
  const verdict = (f: ConflictedFile) => duplicatedBlockGuard([f]).verdict;

  it('a new block the resolver wrote once is not a paste; the same block standing twice is', () => {
    const block = [
      'struct ExtractSliceOpConversion',
      '    : public ForkPattern<triton::gpu::ExtractSliceOp> {',
      '  using ForkPattern<triton::gpu::ExtractSliceOp>::ForkPattern;',
      '  LogicalResult matchAndRewrite(ExtractSliceOp op) const override;',
    ];
    const sides = [
      ['int a = 1;', 'int b = 2;'],
      ['int a = 1; // fork', 'int b = 2;'],
      ['int a = 1; // up', 'int b = 2;'],
    ];
    const [b, o, t] = sides as [string[], string[], string[]];
    expect(verdict(file('lib/a.cpp', b, o, t, ['int a = 1; // fork up', ...block, 'int b = 2;']))).toBe('accept');
    expect(verdict(file('lib/a.cpp', b, o, t, ['int a = 1; // fork up', ...block, 'int b = 2;', ...block]))).toBe(
      'review',
    );
  });

  it('endif() twice in a row closing one more nested if() is structure; an endif() pasted twice is rejected', () => {
    const b = ['if(A)', '  add(x)', 'endif()'];
    const o = ['if(A)', '  add(x_fork)', 'endif()'];
    const t = ['if(A)', '  add(x_upstream)', 'endif()'];
    const nested = ['if(A)', '  add(x_upstream)', '  if(FORK)', '    add(x_fork)', '  endif()', 'endif()'];
    expect(verdict(file('CMakeLists.txt', b, o, t, nested))).toBe('accept');
    const pasted = ['if(A)', '  add(x_fork)', '  add(x_upstream)', 'endif()', 'endif()'];
    expect(verdict(file('CMakeLists.txt', b, o, t, pasted))).toBe('reject');
  });

  it('rejects a line doubled in a row even when the fork holds more copies of it elsewhere', () => {
    const p = '    RewritePatternSet &patterns,';
    const decl = (conv: string, name: string) => [`void ${name}(${conv} &c,`, p, '    int n);'];
    const oneLine = (conv: string, name: string) => [`void ${name}(${conv} &c, RewritePatternSet &patterns, int n);`];
    const b = [...decl('Conv', 'a'), ...decl('Conv', 'b'), ...decl('Conv', 'c')];
    const o = [...decl('ForkConv', 'a'), ...decl('ForkConv', 'b'), ...decl('ForkConv', 'c')];
    // Upstream joins two declarations onto one line each: the fork keeps three copies of the line, upstream one.
    const t = [...oneLine('Conv', 'a'), ...oneLine('Conv', 'b'), ...decl('Conv', 'c')];
    const r = [...oneLine('ForkConv', 'a'), ...oneLine('ForkConv', 'b'), 'void c(ForkConv &c,', p, p, '    int n);'];
    expect(verdict(file('x.h', b, o, t, r))).toBe('reject');
  });
});

describeWithShared('precision rules on named real resolutions of the shared corpus', () => {
  let cases: Map<string, AuditCase>;
  beforeAll(async () => {
    cases = new Map((await readResolutionCorpus(sharedPath('corpus', 'resolutions'))).map((c) => [c.id, c]));
  });
  const judge = (id: string, kind?: MutationKind) => {
    const f = cases.get(id)!.files[0]!;
    if (!kind) return judgeResolution([f]);
    const m = mutate(f as ResolutionCase, kind)!;
    return judgeResolution([{ ...f, resolved: m.resolved, untouched: m.untouched }]);
  };

  it.each([
    ['46eac4747c70', "02-fused-softmax.py: the fork's torch.xpu edit of a line upstream deleted"],
    ['7e8b7347dec6', "triton-tensor-layout.cpp: upstream's ttg rename inside a block the fork deleted"],
    ['9a2c94fcc974', "06-fused-attention.py: the fork's device edit of a line upstream deleted"],
    ['384ec1b94de7', "LoadStoreOpToLLVM.cpp: upstream's new struct adapted to the fork's names, written once"],
  ])('accepts the real resolution of %s (%s)', (id) => {
    expect(findings(judge(id))).toEqual([]);
  });

  it.each([
    ['e3ecad9796a3', 'one-sided:review', 'test_compile_errors.py: a fork helper inserted in a block upstream deleted'],
    ['dfadf4b2ad0b', 'duplicated-block:review', 'setup.py: get_triton_cache_path defined in two places'],
  ])('still judges the real resolution of %s %s (%s)', (id, finding) => {
    expect(findings(judge(id))).toContain(finding);
  });

  it('b151e61e9b87 (CMakeLists.txt: endif() twice closing a nested if) is not a doubled block', () => {
    expect(findings(judge('b151e61e9b87')).filter((n) => n.startsWith('duplicated-block'))).toEqual([]);
  });

  it.each([
    ['22d45f72f01d', 'CMakeLists.txt: an endif() pasted twice'],
    ['3fc7993fd1e5', 'PatternTritonGPUOpToLLVM.h: a parameter line the fork has more copies of, doubled'],
  ])('rejects the hunk-twice mutation of %s (%s)', (id) => {
    expect(findings(judge(id, 'hunk-twice'))).toContain('duplicated-block:reject');
  });
});
