/**
 * compare-bench: reads the result files of each side, compares them and returns the typed result. The CLI command and
 * the action both call `runCompareBench`; rendering (markdown, SVG, text) is theirs.
 */
import { readBenchFiles, type BenchFileText } from '../../adapters/files/bench-files.js';
import { compareBench, type CompareBenchSettings } from '../../domain/bench/compare.js';
import { readCommonBench } from '../../domain/bench/detect-json.js';
import { mergeSide, type BenchSide } from '../../domain/bench/merge.js';
import { plainSamples, readNativeBenchmarks } from '../../domain/bench/native-file.js';
import { nativeSide } from '../../domain/bench/native-side.js';
import type { Direction, FormatOption, ParsedBenchFile } from '../../domain/bench/types.js';
import type { CompareBenchResult } from '../../schemas/bench.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';

export interface CompareBenchFiles {
  baseline: string[];
  candidate: string[];
  aaBaseline: string[];
  upstreamBaseline: string[];
  upstreamCandidate: string[];
}

export interface CompareBenchServiceSettings extends CompareBenchSettings {
  files: CompareBenchFiles;
  format: FormatOption;
  /** For results whose format and unit do not say which way is better (Triton perf_report CSV). */
  direction?: Direction;
}

export interface CompareBenchDeps {
  logger: Logger;
  readFiles?: (paths: readonly string[], what: string) => Promise<BenchFileText[]>;
}

export async function runCompareBench(
  settings: CompareBenchServiceSettings,
  deps: CompareBenchDeps,
): Promise<CompareBenchResult> {
  const { files } = settings;
  if (files.baseline.length === 0) throw new ConfigurationError('baseline: at least one result file is required');
  if (files.candidate.length === 0) throw new ConfigurationError('candidate: at least one result file is required');
  if ((files.upstreamBaseline.length === 0) !== (files.upstreamCandidate.length === 0)) {
    throw new ConfigurationError('upstream-baseline and upstream-candidate: give both or neither');
  }
  const read = deps.readFiles ?? readBenchFiles;
  const side = async (label: string, paths: string[], what: string): Promise<BenchSide | undefined> => {
    if (paths.length === 0) return undefined;
    const texts = await read(paths, what);
    const options = { metric: settings.metric, ...(settings.direction ? { direction: settings.direction } : {}) };
    const parsed: ParsedBenchFile[] = [];
    const single = texts.length === 1;
    for (const t of texts) {
      // The registry of every format (and its XML and YAML readers) only for a file the common path does not read.
      // One file's samples are checked once, by nativeSide as it copies them (a sample it refuses, and every
      // other case where it reads nothing, falls back to the schema's check below).
      let common = readCommonBench(t.text, t.path, settings.format, options, { deferSamples: single });
      if (common && 'native' in common && single) {
        // One native file, the usual side: nothing to pool, read straight into the side where every benchmark is
        // plain (else read and merged below, which reports what is not).
        const direct = nativeSide(label, common.native, t.path, options);
        if (direct) {
          deps.logger.debug(`${what}: ${t.path}: native, ${direct.files[0]!.benchmarkCount} benchmarks`);
          return direct;
        }
      }
      if (common && 'native' in common && !common.samplesChecked && !plainSamples(common.native)) common = undefined;
      parsed.push(
        common
          ? 'native' in common
            ? readNativeBenchmarks(common.native, t.path, options)
            : common.parsed
          : (await import('../../domain/bench/detect.js')).parseBenchText(t.text, t.path, settings.format, options),
      );
    }
    for (const p of parsed) deps.logger.debug(`${what}: ${p.source}: ${p.format}, ${p.benchmarks.length} benchmarks`);
    return mergeSide(label, parsed, settings.direction ? { direction: settings.direction } : {});
  };
  const [baseline, candidate, aaBaseline, upstreamBaseline, upstreamCandidate] = await inOrder([
    side('baseline', files.baseline, 'baseline'),
    side('candidate', files.candidate, 'candidate'),
    side('A/A baseline', files.aaBaseline, 'aa-baseline'),
    side('upstream baseline', files.upstreamBaseline, 'upstream-baseline'),
    side('upstream candidate', files.upstreamCandidate, 'upstream-candidate'),
  ]);
  const result = compareBench(
    {
      baseline: baseline!,
      candidate: candidate!,
      ...(aaBaseline ? { aaBaseline } : {}),
      ...(upstreamBaseline ? { upstreamBaseline } : {}),
      ...(upstreamCandidate ? { upstreamCandidate } : {}),
    },
    settings,
  );
  deps.logger.debug(`compare-bench: ${result.benchmarks.length} benchmarks, verdict ${result.verdict}`);
  return result;
}

/**
 * The sides, read at once; when several fail, the first side's error in this order (baseline first), not whichever
 * file happened to be read first: the same files give the same message every run.
 */
async function inOrder<T>(pending: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(pending);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}
