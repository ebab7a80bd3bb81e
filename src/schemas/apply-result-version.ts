/**
 * The version of apply's JSON result (apply-result.ts), on its own: a run writes it without building the result's
 * zod schemas, which only readers of a result need.
 */
export const APPLY_SCHEMA_VERSION = 1;
