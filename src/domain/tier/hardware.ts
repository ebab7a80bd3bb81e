import type { HardwareRule } from '../../schemas/tier-config.js';
import type { HardwareReport } from '../../schemas/tier-result.js';
import { matchesGlob } from '../../shared/glob.js';

/**
 * A runner label promises hardware (`nvidia-h100`, `amd-gfx942`, `linux-fb-triton-mi350-1`). When the machine behind
 * it has no such GPU — a mislabelled runner, a driver that no longer sees the card — every GPU test skips or fails for
 * reasons that have nothing to do with the code. The probes (nvidia-smi, rocminfo/rocm-smi) say what is really there.
 */

export type GpuVendor = 'nvidia' | 'amd';

export interface HardwareExpectation {
  vendor: GpuVendor;
  model: string | null;
  minGpus: number;
  /** The label and rule that asked for it, for the message. */
  because: string;
}

export interface GpuProbe {
  vendor: GpuVendor;
  tool: string;
  available: boolean;
  gpus: string[];
  error?: string;
  /** Driver version (nvidia-smi `driver_version`, rocm-smi `--showdriverversion`). */
  driver?: string;
  /** CUDA version (nvidia-smi's header) or ROCm runtime version (rocminfo). */
  runtime?: string;
}

/**
 * Label token → the accelerator model it promises (a pattern matched case-insensitively against the probed GPU
 * names). Overridden and extended by the config's `models`. `gfx…` tokens stand for themselves (rocminfo and rocm-smi
 * name the gfx target).
 */
export const DEFAULT_MODELS: Readonly<Record<string, string>> = {
  a100: 'A100',
  a10g: 'A10G',
  h100: 'H100',
  h200: 'H200',
  h800: 'H800',
  gh200: 'GH200',
  b100: 'B100',
  b200: 'B200',
  gb200: 'GB200',
  b300: 'B300',
  l4: 'L4',
  l40s: 'L40S',
  mi200: 'MI2\\d\\d',
  mi210: 'MI210',
  mi250: 'MI250',
  mi300: 'MI300',
  mi300a: 'MI300A',
  mi300x: 'MI300X',
  mi325: 'MI325',
  mi350: 'MI35\\d',
  mi355: 'MI355',
};

/** The model a label promises, from its tokens (`linux-gcp-h100` → H100, `amd-gfx942` → gfx942), or null. */
export function modelForLabel(label: string, overrides: Readonly<Record<string, string>> = {}): string | null {
  const models: Record<string, string> = { ...DEFAULT_MODELS };
  for (const [k, v] of Object.entries(overrides)) models[k.toLowerCase()] = v;
  for (const token of label
    .toLowerCase()
    .split(/[-_.\s/]+/)
    .filter(Boolean)) {
    if (models[token]) return models[token]!;
    if (/^gfx\d{2,4}[a-z]?$/.test(token)) return token;
  }
  return null;
}

const NVIDIA_TOKEN = /^(nvidia|cuda|[ahlbv]\d{2,3}|gb\d{3}|dgx|rtx\d*)$/i;
const AMD_TOKEN = /^(amd|rocm|gfx\d{2,4}[a-z]?|mi\d{2,3}[a-z]*)$/i;

/** Labels split into tokens: `linux-fb-triton-mi350-1` → linux, fb, triton, mi350, 1. `amd64` is not `amd`. */
function defaultVendor(label: string): GpuVendor | undefined {
  const tokens = label.split(/[-_.\s/]+/).filter(Boolean);
  if (tokens.some((t) => NVIDIA_TOKEN.test(t))) return 'nvidia';
  if (tokens.some((t) => AMD_TOKEN.test(t))) return 'amd';
  return undefined;
}

/** A token only the config's `models` names: its vendor from the model it maps to. */
function overridden(label: string, models: Readonly<Record<string, string>>): GpuVendor | undefined {
  const model = modelForLabel(label, models) ?? '';
  return /^(mi|gfx|instinct|radeon)/i.test(model) ? 'amd' : 'nvidia';
}

export function splitLabels(runnerLabel: string | null): string[] {
  return (runnerLabel ?? '')
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function expectedHardware(
  runnerLabel: string | null,
  rules: readonly HardwareRule[] | undefined,
  models: Readonly<Record<string, string>> = {},
): HardwareExpectation[] {
  const out = new Map<GpuVendor, HardwareExpectation>();
  for (const label of splitLabels(runnerLabel)) {
    if (rules) {
      for (const rule of rules) {
        if (!matchesGlob(label, rule.label, { anchored: true, ignoreCase: true }) || out.has(rule.vendor)) continue;
        out.set(rule.vendor, {
          vendor: rule.vendor,
          model: rule.model ?? null,
          minGpus: rule['min-gpus'],
          because: `runner label '${label}' (hardware rule '${rule.label}')`,
        });
      }
    } else {
      const vendor = defaultVendor(label) ?? (modelForLabel(label, models) && overridden(label, models));
      if (vendor && !out.has(vendor))
        out.set(vendor, {
          vendor,
          model: modelForLabel(label, models),
          minGpus: 1,
          because: `runner label '${label}'`,
        });
    }
  }
  return [...out.values()];
}

/** One message per unmet expectation. */
export function checkHardware(expected: readonly HardwareExpectation[], probes: readonly GpuProbe[]): string[] {
  const problems: string[] = [];
  for (const e of expected) {
    const mine = probes.filter((p) => p.vendor === e.vendor);
    // Not de-duplicated: eight identical H100s are eight GPUs. (rocm-smi is only asked when rocminfo found none.)
    const gpus = mine.filter((p) => p.available).flatMap((p) => p.gpus);
    const name = e.vendor === 'nvidia' ? 'NVIDIA' : 'AMD';
    const tools = mine.map((p) => p.tool).join('/');
    if (!mine.some((p) => p.available)) {
      const why = mine.map((p) => `${p.tool}: ${p.error ?? 'unavailable'}`).join('; ');
      problems.push(`${e.because} expects an ${name} GPU, but no probe could run (${why})`);
      continue;
    }
    const matching = e.model ? gpus.filter((g) => new RegExp(e.model!, 'i').test(g)) : gpus;
    if (matching.length < e.minGpus) {
      const want = `${e.minGpus > 1 ? `${e.minGpus} ` : 'an '}${name} GPU${e.minGpus > 1 ? 's' : ''}${e.model ? ` matching /${e.model}/` : ''}`;
      const found = gpus.length ? `${gpus.length} GPU${gpus.length === 1 ? '' : 's'}: ${gpus.join(', ')}` : 'no GPU';
      problems.push(`${e.because} expects ${want}, but ${tools} lists ${found}`);
    }
  }
  return problems;
}

export function hardwareReport(expected: readonly HardwareExpectation[], probes: readonly GpuProbe[]): HardwareReport {
  return {
    expected: expected.map((e) => ({ vendor: e.vendor, model: e.model, minGpus: e.minGpus })),
    found: probes.map((p) => ({
      vendor: p.vendor,
      tool: p.tool,
      available: p.available,
      gpus: p.gpus,
      ...(p.error ? { error: p.error } : {}),
      ...(p.driver ? { driver: p.driver } : {}),
      ...(p.runtime ? { runtime: p.runtime } : {}),
    })),
    identity: gpuIdentity(probes),
  };
}

/** What the machine really has, per vendor: the most common GPU name, how many, driver and CUDA/ROCm version. */
export function gpuIdentity(probes: readonly GpuProbe[]): NonNullable<HardwareReport['identity']> {
  const out: NonNullable<HardwareReport['identity']> = [];
  for (const vendor of ['nvidia', 'amd'] as const) {
    const usable = probes.filter((p) => p.vendor === vendor && p.available && p.gpus.length);
    const first = usable[0];
    if (!first) continue;
    const counts = new Map<string, number>();
    for (const g of first.gpus) counts.set(g, (counts.get(g) ?? 0) + 1);
    const model = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const driver = usable.find((p) => p.driver)?.driver ?? null;
    const runtime = usable.find((p) => p.runtime)?.runtime ?? null;
    out.push({ vendor, model, count: first.gpus.length, driver, runtime, tool: first.tool });
  }
  return out;
}

/** One line for issues and bench records: `2× NVIDIA H100 80GB HBM3 (driver 550.54, CUDA 12.4)`. */
export function describeGpus(identity: HardwareReport['identity'] | undefined): string | null {
  if (!identity?.length) return null;
  return identity
    .map((g) => {
      const extra = [
        g.driver ? `driver ${g.driver}` : '',
        g.runtime ? `${g.vendor === 'nvidia' ? 'CUDA' : 'ROCm'} ${g.runtime}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      return `${g.count}× ${g.model}${extra ? ` (${extra})` : ''}`;
    })
    .join('; ');
}

/** `nvidia-smi --query-gpu=name,driver_version --format=csv,noheader`: one GPU per line, `name, driver`. */
export function nvidiaRows(output: string): { name: string; driver?: string }[] {
  return output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/No devices were found|has failed|^Failed/i.test(l))
    .map((l) => {
      const [name = l, driver] = l.split(/,\s*/);
      return driver && /^\d+(\.\d+)+$/.test(driver) ? { name, driver } : { name: l };
    });
}

/** `CUDA Version: 12.4` in nvidia-smi's header; `Runtime Version: 1.1` in rocminfo; `Driver version: 6.7.0` in rocm-smi. */
export function versionIn(
  output: string,
  label: 'CUDA Version' | 'Runtime Version' | 'Driver version',
): string | undefined {
  return new RegExp(`${label}:\\s*([0-9][0-9A-Za-z.+-]*)`, 'i').exec(output)?.[1];
}

/** `rocminfo`: agent blocks; the GPU agents give `Marketing Name (gfxNNN)`. */
export function parseRocminfo(output: string): string[] {
  const gpus: string[] = [];
  for (const block of output.split(/\n\*{5,}\s*\n\s*Agent \d+\s*\n\*{5,}/)) {
    if (!/Device Type:\s*GPU/i.test(block)) continue;
    const name = /^\s*Name:\s*(\S.*)$/m.exec(block)?.[1]?.trim();
    const marketing = /^\s*Marketing Name:\s*(\S.*)$/m.exec(block)?.[1]?.trim();
    gpus.push(marketing && name && marketing !== name ? `${marketing} (${name})` : (marketing ?? name ?? 'AMD GPU'));
  }
  return gpus;
}

/** `rocm-smi --showproductname`: `GPU[0] : Card series: …` and `GPU[0] : GFX Version: gfxNNN` lines per card. */
export function parseRocmSmi(output: string): string[] {
  const cards = new Map<string, { series?: string; gfx?: string }>();
  for (const line of output.split('\n')) {
    const m = /^\s*GPU\[(\d+)\]\s*:\s*(Card series|Card SKU|GFX Version|Card model)\s*:\s*(\S.*)$/i.exec(line);
    if (!m) continue;
    const card = cards.get(m[1]!) ?? {};
    const key = m[2]!.toLowerCase();
    if (key === 'card series' || (key === 'card sku' && !card.series)) card.series = m[3]!.trim();
    if (key === 'gfx version') card.gfx = m[3]!.trim();
    cards.set(m[1]!, card);
  }
  return [...cards.values()].map((c) =>
    c.series && c.gfx ? `${c.series} (${c.gfx})` : (c.series ?? c.gfx ?? 'AMD GPU'),
  );
}
