import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createGpuProber } from '../../src/adapters/process/hardware-probe.js';
import { describeGpus, expectedHardware } from '../../src/domain/tier/hardware.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, kinds, oneHarness, passing, runIn, workspace, writeConfig } from './fixtures.js';

/**
 * GPU identity from the vendors' tools (stub tools on PATH: real processes answering like the real ones), the label
 * → model mapping, and live, complete harness logs.
 */

afterAll(removeTempDirs);

async function tools(scripts: Record<string, string>): Promise<string> {
  const bin = await workspace(Object.fromEntries(Object.entries(scripts).map(([n, body]) => [`${n}.sh`, body])));
  for (const name of Object.keys(scripts)) await rename(join(bin, `${name}.sh`), join(bin, name));
  return bin;
}

/** nvidia-smi: the CSV query answers name, driver; the plain call prints the header with the CUDA version. */
const nvidiaSmi = (name: string, count: number) => `#!/bin/bash
if [[ "$1" == --query-gpu=* ]]; then
  for i in $(seq 1 ${count}); do printf '%s\\n' '${name}, 550.54.15'; done
else
  printf '%s\\n' '+-----------------------------------------------------------------------------------------+' \\
    '| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |'
fi
`;
const rocminfo = `#!/bin/bash
printf '%s\\n' 'ROCk module is loaded' '=====================' 'HSA System Attributes' '=====================' \\
  'Runtime Version:         1.14' '' '*******' 'Agent 1' '*******' '  Name:                    gfx942' \\
  '  Marketing Name:          AMD Instinct MI300X' '  Device Type:             GPU'
`;
const rocmSmi = `#!/bin/bash
if [[ "$1" == --showdriverversion ]]; then printf '%s\\n' 'Driver version: 6.8.5'; else printf '%s\\n' 'GPU[0] : Card Series: AMD Instinct MI300X'; fi
`;

const green = harnessScript({ path: 'out/h.xml', report: junitXml(passing(2)), exit: 0 });

describe('hardware: label → model, GPU identity', () => {
  it('maps labels to models by default, overridable in the config', () => {
    const models = (label: string, overrides = {}) =>
      expectedHardware(label, undefined, overrides).map((e) => [e.vendor, e.model]);
    expect(models('nvidia-h100')).toEqual([['nvidia', 'H100']]);
    expect(models('nvidia-dgx-b200')).toEqual([['nvidia', 'B200']]);
    expect(models('amd-mi300')).toEqual([['amd', 'MI300']]);
    expect(models('linux-gcp-a100')).toEqual([['nvidia', 'A100']]);
    expect(models('amd-gfx942')).toEqual([['amd', 'gfx942']]);
    expect(models('nvidia-dgx-b200', { b200: 'B200|GB200' })).toEqual([['nvidia', 'B200|GB200']]);
    expect(models('linux-gpubox-1', { gpubox: 'L40S' })).toEqual([['nvidia', 'L40S']]);
  });

  it('calls an A100 behind an nvidia-h100 label a mismatch, with no hardware rules configured', async () => {
    const bin = await tools({ 'nvidia-smi': nvidiaSmi('NVIDIA A100-SXM4-80GB', 8) });
    const dir = await workspace({ 'h.sh': green });
    const { result } = await runIn(dir, await writeConfig(dir, { L2: oneHarness() }), {
      tier: 'L2',
      runnerLabel: 'nvidia-h100',
      deps: { probeGpus: createGpuProber({ env: { ...process.env, PATH: `${bin}:/usr/bin:/bin` } }) },
    });
    expect(kinds(result)).toEqual(['hardware-mismatch']);
    expect(result.anomalies[0]!.detail).toMatch(/expects an NVIDIA GPU matching \/H100\/, but nvidia-smi lists 8 GPUs/);
    expect(result.hardware!.identity).toEqual([
      {
        vendor: 'nvidia',
        model: 'NVIDIA A100-SXM4-80GB',
        count: 8,
        driver: '550.54.15',
        runtime: '12.4',
        tool: 'nvidia-smi',
      },
    ]);
  });

  it('reads AMD identity from rocminfo (model, ROCm runtime) and rocm-smi (driver)', async () => {
    const bin = await tools({ rocminfo, 'rocm-smi': rocmSmi });
    const dir = await workspace({ 'h.sh': green });
    const { result } = await runIn(dir, await writeConfig(dir, { L2: oneHarness() }), {
      tier: 'L2',
      runnerLabel: 'amd-mi300',
      deps: { probeGpus: createGpuProber({ env: { ...process.env, PATH: `${bin}:/usr/bin:/bin` } }) },
    });
    expect(result.anomalies).toEqual([]);
    expect(result.hardware!.identity).toEqual([
      {
        vendor: 'amd',
        model: 'AMD Instinct MI300X (gfx942)',
        count: 1,
        driver: '6.8.5',
        runtime: '1.14',
        tool: 'rocminfo',
      },
    ]);
    expect(describeGpus(result.hardware!.identity)).toBe('1× AMD Instinct MI300X (gfx942) (driver 6.8.5, ROCm 1.14)');
  });
});

describe('live, complete harness logs', () => {
  it('streams output in a ::group:: block, neutralised, and keeps the whole log in a file', async () => {
    // A compile error first, then 3 MiB of output: the 1 MiB tail alone would lose the error.
    const script = [
      '#!/usr/bin/env bash',
      'echo "error: undefined symbol __triton_launch"',
      'echo "::set-output name=verdict::pass"',
      'echo "::add-mask::hidden"',
      'head -c 3145728 /dev/zero | tr "\\0" "x" | fold -w 1024',
      'echo',
      'mkdir -p out',
      `cat > out/h.xml <<'EOF'\n${junitXml(passing(1))}EOF`,
    ].join('\n');
    const dir = await workspace({ 'h.sh': `${script}\n` });
    const logDir = await makeTempDir('ui-tier-logs-');
    const live: string[] = [];
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness() }), {
      logDir,
      streamLogs: true,
      deps: { liveLog: (line) => live.push(line) },
    });
    expect(live[0]).toBe('::group::harness h (tier L1)');
    expect(live.at(-1)).toBe('::endgroup::');
    expect(live[1]).toBe('error: undefined symbol __triton_launch');
    // Nothing the harness printed can be a workflow command in the job log.
    expect(live.slice(1, -1).some((l) => /^::/.test(l))).toBe(false);
    expect(live[2]).toMatch(/^:\u200b:set-output/);
    const file = result.harnesses[0]!.logFile!;
    expect(file).toBe(join(logDir, 'L1-h.log'));
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('error: undefined symbol __triton_launch\n::set-output name=verdict::pass\n')).toBe(true);
    expect(text.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(result.harnesses[0]!.outputBytes).toBe(Buffer.byteLength(text));
  });
});
