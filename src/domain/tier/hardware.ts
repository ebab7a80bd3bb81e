import type { HardwareRule } from '../../schemas/tier-config.js';
import type { HardwareReport } from '../../schemas/tier-result.js';
import { matchesGlob } from '../glob.js';

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

export function splitLabels(runnerLabel: string | null): string[] {
  return (runnerLabel ?? '')
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function expectedHardware(
  runnerLabel: string | null,
  rules: readonly HardwareRule[] | undefined,
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
      const vendor = defaultVendor(label);
      if (vendor && !out.has(vendor))
        out.set(vendor, { vendor, model: null, minGpus: 1, because: `runner label '${label}'` });
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
    })),
  };
}

/** `nvidia-smi --query-gpu=name --format=csv,noheader`: one GPU name per line. */
export function parseNvidiaSmi(output: string): string[] {
  return output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/No devices were found|has failed|^Failed/i.test(l));
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
