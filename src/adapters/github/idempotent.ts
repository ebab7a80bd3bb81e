import { requestStatus } from './errors.js';

/**
 * Whether a failed write may have happened anyway: no answer (reset, timeout) or a 5xx. A 4xx means GitHub refused
 * it, so nothing was written.
 */
export function mayHaveWritten(error: unknown): boolean {
  const status = requestStatus(error);
  return status === undefined || status === 0 || status >= 500;
}

/** Per-request options for a create: plugin-retry must never repeat it blindly (a 500 may follow the write). */
export const NO_RETRY = { request: { retries: 0 } } as const;

/**
 * Creates something at most once: `create` is sent without automatic retries; when it fails in a way that may have
 * written anyway, `lookup` decides whether it exists before one more attempt. `recovered` says the first attempt
 * had in fact written it.
 */
export async function createOnce<T>(
  create: () => Promise<T>,
  lookup: () => Promise<T | undefined>,
  options: { isResolvedByLookup?: (error: unknown) => boolean } = {},
): Promise<{ value: T; recovered: boolean }> {
  try {
    return { value: await create(), recovered: false };
  } catch (error) {
    const resolvedByLookup = options.isResolvedByLookup?.(error) ?? false;
    if (!mayHaveWritten(error) && !resolvedByLookup) throw error;
    const existing = await lookup();
    if (existing !== undefined) return { value: existing, recovered: true };
    if (resolvedByLookup) throw error;
    return await createAgain(create, lookup, options);
  }
}

/**
 * The one more attempt. The first one may still land after our look-up missed it (a request GitHub was slow to
 * apply, a loaded runner); then this one is refused as a duplicate, and the look-up finds the first one's result.
 */
async function createAgain<T>(
  create: () => Promise<T>,
  lookup: () => Promise<T | undefined>,
  options: { isResolvedByLookup?: (error: unknown) => boolean },
): Promise<{ value: T; recovered: boolean }> {
  try {
    return { value: await create(), recovered: false };
  } catch (error) {
    if (!(options.isResolvedByLookup?.(error) ?? false)) throw error;
    const existing = await lookup();
    if (existing === undefined) throw error;
    return { value: existing, recovered: true };
  }
}
