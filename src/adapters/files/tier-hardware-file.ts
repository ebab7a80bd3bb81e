import { z } from 'zod';
import { GpuIdentitySchema, type GpuIdentity } from '../../schemas/tier-result.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from './user-file.js';

/**
 * The GPU identity (model, count, driver, CUDA/ROCm version) from a run-tier result file (its `json-file` output), for
 * the benchmark history: only `hardware.identity` is read, so a result from an older or newer schema still serves.
 * Returns [] when the result names no GPU (a CPU runner, a probe that found nothing).
 */
const HardwareOnlySchema = z.object({
  hardware: z
    .object({ identity: z.array(GpuIdentitySchema).optional() })
    .nullable()
    .optional(),
});

export async function readGpuIdentity(path: string, source = '--hardware'): Promise<GpuIdentity[]> {
  const text = await readUserFile(path, `${source}`, 'the tier result');
  const parsed = parseOrThrow(HardwareOnlySchema, parseStructuredText(text, path), `${source} ${path}`);
  return parsed.hardware?.identity ?? [];
}
