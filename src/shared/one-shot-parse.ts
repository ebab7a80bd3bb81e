/**
 * The parse context of every parse that checks what a user gave (options, input files) or what this process writes
 * (a plan): jitless. By default zod compiles an object schema's first parse into a function made for its shape
 * (`new Function`), which pays off over thousands of parses of one schema in a long-lived process; a cold
 * upstream-ingest process parses each schema once or twice, and the compile costs more than it saves (a 20-commit
 * plan file's first parse ~5.7 → ~2.5 ms, a 300-commit plan's ~11 → ~9.5 ms). The result is the same either way.
 * A module of its own: the option parser takes it without the error formatting (compare-bench's cold path).
 */
export const ONE_SHOT_PARSE = { jitless: true } as const;
