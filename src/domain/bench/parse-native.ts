/** The native format (src/schemas/bench.ts): explicit unit, direction, samples and an environment fingerprint. */
import { NativeBenchFileSchema } from '../../schemas/bench.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { plainNativeFile, readNativeBenchmarks } from './native-file.js';
import type { ParseOptions, ParsedBenchFile } from './types.js';

/** The file by hand where it passes the hand check (the schema's output), else through zod, which gives the message. */
export function parseNativeBenchmark(data: unknown, source: string, options: ParseOptions = {}): ParsedBenchFile {
  const file = plainNativeFile(data) ?? parseOrThrow(NativeBenchFileSchema, data, source);
  return readNativeBenchmarks(file, source, options);
}
