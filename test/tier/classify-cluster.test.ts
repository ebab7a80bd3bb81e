import { classificationRules, classifyFailure } from '../../src/domain/tier/classify.js';
import { normalizeSignature, signatureOf } from '../../src/domain/tier/signature.js';
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

/** Classification and clustering on realistic failure text from GPU compiler CI (Triton, PyTorch, LLVM/MLIR). */

afterAll(removeTempDirs);

const LOGS = {
  noDevice: `tests/test_core.py:1520: in test_dot
    kernel[(1, 1)](x, y, z)
E   RuntimeError: CUDA error: no CUDA-capable device is detected
E   CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
E   For debugging consider passing CUDA_LAUNCH_BLOCKING=1`,
  driver:
    'RuntimeError: The NVIDIA driver on your system is too old (found version 11040). CUDA driver version is insufficient for CUDA runtime version',
  nvml: 'RuntimeError: Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 550.54',
  busy: 'RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable',
  hipNoDevice: `python/test/unit/language/test_core.py:331: in test_empty_kernel
    kernel[(1, )](x, SIZE=SIZE, num_warps=4)
E   RuntimeError: HIP error: hipErrorNoDevice
E   HIP kernel errors might be asynchronously reported at some other API call`,
  hipNoBinary: 'RuntimeError: HIP error: hipErrorNoBinaryForGpu: Unable to find code object for all current devices!',
  dns: `urllib.error.URLError: <urlopen error [Errno -3] Temporary failure in name resolution>
During handling of the above exception, another exception occurred:
  File "python/setup.py", line 302, in get_thirdparty_packages`,
  llvmDownload:
    'curl: (6) Could not resolve host: oaitriton.blob.core.windows.net\nerror: failed to download llvm-86b69c31-ubuntu-x64.tar.gz',
  proxy:
    "pip._vendor.urllib3.exceptions.ProxyError: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /simple/numpy/ (Caused by ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))",
  diskFull: "OSError: [Errno 28] No space left on device: '/tmp/triton-cache/7f3a2c/kernel.cubin'",
  runnerLost:
    'The runner has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled.',
  sharedMemory:
    'triton.runtime.errors.OutOfResources: out of resources: shared memory, Required: 262144, Hardware limit: 232448. Reducing block sizes or `num_stages` may help.',
  assertion: `python: /root/.triton/llvm/llvm-project/mlir/lib/IR/Types.cpp:126: unsigned int mlir::Type::getIntOrFloatBitWidth() const: Assertion \`isIntOrFloat() && "only integers and floats have a bitwidth"' failed.
Aborted (core dumped)`,
  verifier: `/tmp/tmpx3_1/kernel.ttgir:42:10: error: 'ttg.convert_layout' op failed to verify that all of {src, result} have same element type
    %12 = ttg.convert_layout %11 : tensor<128x64xf16, #blocked> -> tensor<128x64xf32, #mma>`,
  dotOp:
    "error: 'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand",
  illegalAccess: 'RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered',
  numerics:
    'AssertionError: Tensor-likes are not close!\n\nMismatched elements: 12 / 16384 (0.1%)\nGreatest absolute difference: 0.0625 at index (3, 17)',
};

describe('classifyFailure', () => {
  it.each([
    ['noDevice', 'infra:cuda-driver'],
    ['driver', 'infra:cuda-driver'],
    ['nvml', 'infra:nvml'],
    ['busy', 'infra:device-busy'],
    ['hipNoDevice', 'infra:hip-runtime'],
    ['dns', 'infra:network'],
    ['llvmDownload', 'infra:network'],
    ['proxy', 'infra:network'],
    ['diskFull', 'infra:disk-full'],
    ['runnerLost', 'infra:runner-lost'],
  ] as const)('%s is infrastructure (%s)', (log, reason) => {
    expect(classifyFailure(LOGS[log])).toEqual({ class: 'infra', reason });
  });

  it.each([
    ['sharedMemory', 'veto:shared-memory'],
    ['assertion', 'veto:assertion'],
    ['verifier', 'veto:mlir-verifier'],
    ['dotOp', 'veto:mlir-verifier'],
    ['illegalAccess', 'veto:kernel-fault'],
    ['numerics', 'veto:assertion'],
    ['hipNoBinary', 'default'],
  ] as const)('%s is code (%s)', (log, reason) => {
    expect(classifyFailure(LOGS[log])).toEqual({ class: 'code', reason });
  });

  it('lets a veto win over an infra signature in the same text', () => {
    // The disk filled up while the compiler was aborting on an assertion: the assertion is the bug.
    expect(classifyFailure(`${LOGS.assertion}\n${LOGS.diskFull}`)).toEqual({ class: 'code', reason: 'veto:assertion' });
    expect(classifyFailure(`${LOGS.sharedMemory}\n${LOGS.busy}`).class).toBe('code');
  });

  it('takes extra patterns from the config', () => {
    const rules = classificationRules({ infra: ['Triton cache server unavailable'], code: ['hipErrorNoDevice'] });
    expect(classifyFailure('ConnectionError: Triton cache server unavailable (503)', rules)).toEqual({
      class: 'infra',
      reason: 'infra:config:infra[0]',
    });
    // A fork that treats a missing device as its own bug can veto the built-in signature.
    expect(classifyFailure(LOGS.hipNoDevice, rules)).toEqual({ class: 'code', reason: 'veto:config:code[0]' });
  });
});

describe('error signatures', () => {
  it('strips addresses, numbers, temp paths and hashes so one cause is one cluster', () => {
    const a = signatureOf(
      'RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered at 0x7f3a2c000000',
      undefined,
    );
    const b = signatureOf(
      'RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered at 0x7f11aa008000',
      undefined,
    );
    expect(a).toEqual(b);
    expect(a.signature).toBe('RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered at 0x?');

    const p1 = signatureOf(
      "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/pytest-of-runner/pytest-12/test_x0/kernel.ptx'",
      undefined,
    );
    const p2 = signatureOf(
      "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/pytest-of-runner/pytest-13/test_y1/kernel.ptx'",
      undefined,
    );
    expect(p1.cluster).toBe(p2.cluster);

    expect(normalizeSignature('Mismatched elements: 12 / 16384 (0.1%) in build 9f8e7d6c5b4a3f2e1d0c')).toBe(
      'Mismatched elements: N / N (N%) in build <hex>',
    );
  });

  it('keeps different errors apart', () => {
    expect(signatureOf(LOGS.sharedMemory, undefined).cluster).not.toBe(
      signatureOf(LOGS.illegalAccess, undefined).cluster,
    );
  });

  it('looks into the details when the message is generic (bazel, lit)', () => {
    const bazel = signatureOf(
      'exited with error code 1',
      "Executing tests from //bazel:failing_absl_test\nTraceback (most recent call last):\nModuleNotFoundError: No module named 'non_existent_package'",
    );
    expect(bazel.signature).toBe("ModuleNotFoundError: No module named 'non_existent_package'");
    const pytest = signatureOf(
      undefined,
      'def test_x():\n>       assert f(3) == 4\nE       assert 5 == 4\nE        +  where 5 = f(3)',
    );
    expect(pytest.signature).toBe('assert N == N');
  });
});

describe('clusters and classes in a tier run (real harness, realistic report)', () => {
  const failing = (name: string, text: string): CaseSpec => {
    const lines = text.split('\n');
    const e = lines.find((l) => l.startsWith('E   ')) ?? lines[0]!;
    return { name, state: 'failed', message: e.replace(/^E\s+/, ''), details: text };
  };

  it('groups the same root cause across tests and classifies each cluster', async () => {
    const cases = [
      ...passing(20),
      failing('test_dot[32-32-fp16]', LOGS.sharedMemory),
      failing('test_dot[64-64-fp16]', LOGS.sharedMemory.replace('262144', '524288')),
      failing('test_dot[128-128-fp16]', LOGS.sharedMemory.replace('262144', '1048576')),
      failing('test_reduce[amd]', LOGS.hipNoDevice),
      failing('test_reduce[amd2]', LOGS.hipNoDevice),
      failing('test_convert', LOGS.verifier),
    ];
    const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit: 1 }) });
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness() }));
    expect(result.clusters.map((c) => [c.count, c.class, c.classReason])).toEqual([
      [3, 'code', 'veto:shared-memory'],
      [2, 'infra', 'infra:hip-runtime'],
      [1, 'code', 'veto:mlir-verifier'],
    ]);
    expect(result.clusters[0]!.signature).toBe(
      'triton.runtime.errors.OutOfResources: out of resources: shared memory, Required: N, Hardware limit: N. Reducing block sizes or `num_stages` may help.',
    );
    expect(result.clusters[0]!.tests).toEqual([
      'tests.test_mod::test_dot[32-32-fp16]',
      'tests.test_mod::test_dot[64-64-fp16]',
      'tests.test_mod::test_dot[128-128-fp16]',
    ]);
    expect(result.verdict).toBe('fail');
    expect(result.verdictReason).toBe('4 failing tests (and 2 infrastructure failures)');
  });

  it('calls a run whose only failures are infrastructure infra-fail', async () => {
    const cases = [...passing(5), failing('test_download', LOGS.llvmDownload), failing('test_alloc', LOGS.diskFull)];
    const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit: 1 }) });
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness() }));
    expect(result.failures.map((f) => f.class)).toEqual(['infra', 'infra']);
    expect(result.verdict).toBe('infra-fail');
    expect(result.verdictReason).toBe('2 failures, all classified as infrastructure');
  });
});
