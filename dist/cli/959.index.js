export const id = 959;
export const ids = [959,856,475];
export const modules = {

/***/ 9959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseBenchText: () => (/* binding */ parseBenchText)
});

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/shared/structured-text.ts
var structured_text = __webpack_require__(9856);
// EXTERNAL MODULE: ./src/domain/bench/types.ts
var types = __webpack_require__(2088);
// EXTERNAL MODULE: ./src/schemas/bench.ts
var bench = __webpack_require__(8082);
// EXTERNAL MODULE: ./src/domain/bench/collector.ts
var bench_collector = __webpack_require__(5942);
;// CONCATENATED MODULE: ./src/domain/bench/csv.ts
/** RFC 4180 CSV: quoted fields with doubled quotes, CRLF or LF line ends; blank lines are skipped. */
function parseCsv(text) {
    const rows = [];
    let row = [];
    let field = '';
    let quoted = false;
    let i = 0;
    const endRow = () => {
        row.push(field);
        if (row.length > 1 || row[0].trim() !== '')
            rows.push(row);
        row = [];
        field = '';
    };
    while (i < text.length) {
        const ch = text[i];
        if (quoted) {
            if (ch === '"') {
                if (text[i + 1] === '"') {
                    field += '"';
                    i += 2;
                    continue;
                }
                quoted = false;
            }
            else
                field += ch;
            i++;
            continue;
        }
        if (ch === '"' && field === '')
            quoted = true;
        else if (ch === ',') {
            row.push(field);
            field = '';
        }
        else if (ch === '\n')
            endRow();
        else if (ch !== '\r')
            field += ch;
        i++;
    }
    if (field !== '' || row.length > 0)
        endRow();
    return rows;
}

// EXTERNAL MODULE: ./src/domain/bench/numbers.ts
var numbers = __webpack_require__(8831);
;// CONCATENATED MODULE: ./src/domain/bench/parse-benchmarkdotnet.ts
/**
 * BenchmarkDotNet JSON (`--exporters json`, `*-report-full.json` or `*-report-brief.json`): `{ Title,
 * HostEnvironmentInfo, Benchmarks: [{ FullName, Method, Parameters, Statistics: { OriginalValues, N, Median,
 * StandardDeviation, … }, Measurements?: [{ IterationMode, IterationStage, Operations, Nanoseconds }] }] }`.
 * Samples: `Statistics.OriginalValues` (ns per operation), else the Workload/Result measurements; without either the
 * statistics are compared as summary statistics.
 */



function looksLikeBenchmarkDotNet(root) {
    return (Array.isArray(root['Benchmarks']) &&
        ((0,bench_collector/* asRecord */.qY)(root['HostEnvironmentInfo']) !== undefined ||
            root['Benchmarks'].some((b) => (0,bench_collector/* asRecord */.qY)((0,bench_collector/* asRecord */.qY)(b)?.['Statistics']) !== undefined)));
}
function parseBenchmarkDotNet(root, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const notes = [];
    // --format benchmarkdotnet skips detection: a file of another shape is refused in one line.
    if (!Array.isArray(root['Benchmarks']))
        throw new errors/* ConfigurationError */.j1(`${source}: not BenchmarkDotNet JSON: expected an object with a "Benchmarks" array`);
    for (const row of root['Benchmarks']) {
        const r = (0,bench_collector/* asRecord */.qY)(row);
        if (!r)
            continue;
        const parameters = (0,bench_collector/* asString */.oJ)(r['Parameters']);
        const name = (0,bench_collector/* asString */.oJ)(r['FullName']) ??
            `${[r['Namespace'], r['Type'], r['Method']]
                .map((x) => (0,bench_collector/* asString */.oJ)(x))
                .filter(Boolean)
                .join('.')}` + (parameters ? `(${parameters})` : '');
        const stats = (0,bench_collector/* asRecord */.qY)(r['Statistics']);
        const original = stats?.['OriginalValues'];
        if (Array.isArray(original) && original.length > 0) {
            original.forEach((v, i) => collector.addValue(name, v, 'ns', 'smaller', `OriginalValues[${i}]`));
            continue;
        }
        const measurements = Array.isArray(r['Measurements']) ? r['Measurements'].map(bench_collector/* asRecord */.qY) : [];
        const result = measurements.filter((m) => m?.['IterationMode'] === 'Workload' && m['IterationStage'] === 'Result');
        if (result.length > 0) {
            result.forEach((m, i) => {
                const ops = (0,numbers/* toNumber */.Ro)(m['Operations']);
                const ns = (0,numbers/* toNumber */.Ro)(m['Nanoseconds']);
                if (ops && ns !== undefined)
                    collector.addValue(name, ns / ops, 'ns', 'smaller', `measurement ${i + 1}`);
                else
                    collector.addError(name, `measurement ${i + 1}: no Operations/Nanoseconds`, 'ns', 'smaller');
            });
            continue;
        }
        const b = collector.ensure(name, 'ns', 'smaller');
        const median = (0,numbers/* toNumber */.Ro)(stats?.['Median']) ?? (0,numbers/* toNumber */.Ro)(stats?.['Mean']);
        if (median === undefined || !(median > 0)) {
            b.errors.push('no OriginalValues, no measurements and no Median/Mean in Statistics');
            continue;
        }
        const sd = (0,numbers/* toNumber */.Ro)(stats?.['StandardDeviation']);
        const n = (0,numbers/* toNumber */.Ro)(stats?.['N']);
        b.aggregate = {
            value: median * 1e-9,
            center: (0,numbers/* toNumber */.Ro)(stats?.['Median']) !== undefined ? 'median' : 'mean',
            ...(sd !== undefined ? { stddev: sd * 1e-9 } : {}),
            ...(n !== undefined ? { n } : {}),
        };
        b.rawValues.push(median);
        notes.push(`${name}: summary statistics only (no OriginalValues): compared with Welch’s t-test`);
    }
    const env = {};
    const host = (0,bench_collector/* asRecord */.qY)(root['HostEnvironmentInfo']);
    if (host) {
        (0,bench_collector/* putEnv */.LD)(env, 'cpu', host['ProcessorName']);
        (0,bench_collector/* putEnv */.LD)(env, 'os', host['OsVersion']);
        (0,bench_collector/* putEnv */.LD)(env, 'runtime', host['RuntimeVersion']);
        (0,bench_collector/* putEnv */.LD)(env, 'libraries.BenchmarkDotNet', host['BenchmarkDotNetVersion']);
    }
    return { source, format: 'benchmarkdotnet', benchmarks: collector.list(), env, skippedAggregates: 0, notes };
}

// EXTERNAL MODULE: ./src/domain/bench/special.ts
var special = __webpack_require__(3282);
;// CONCATENATED MODULE: ./src/domain/bench/parse-benchmarkjs.ts
/**
 * benchmark.js `String(event.target)` lines: `fib(20) x 10,123 ops/sec ±1.23% (89 runs sampled)`. Only summary
 * statistics: ops/sec (bigger is better), the relative margin of error at 95 % (Student t on the run times) and the
 * number of runs; compared with a Welch test on them.
 */


const LINE = /^(.+?) x ([\d,]+(?:\.\d+)?) ops\/sec (?:±|\+-|\+\/-)\s?([\d.]+)% \((\d+) runs? sampled\)\s*$/;
function looksLikeBenchmarkJs(text) {
    return text.split('\n', 5000).some((l) => LINE.test(l.trim()));
}
function parseBenchmarkJs(text, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const notes = [];
    for (const raw of text.split('\n')) {
        const m = LINE.exec(raw.trim());
        if (!m)
            continue;
        const name = m[1];
        const hz = Number(m[2].replace(/,/g, ''));
        const rme = Number(m[3]);
        const runs = Number(m[4]);
        const b = collector.ensure(name, 'ops/s', 'bigger');
        if (b.aggregate) {
            b.errors.push('printed twice in one file');
            continue;
        }
        if (!(hz > 0) || !(runs >= 1)) {
            b.errors.push(`unusable line: ${raw.trim().slice(0, 100)}`);
            continue;
        }
        const t = runs >= 2 ? (0,special/* studentTQuantile */.$J)(0.975, runs - 1) : Number.NaN;
        b.aggregate = { value: hz, center: 'mean', n: runs, ...(runs >= 2 ? { se: (hz * rme) / 100 / t } : {}) };
        b.rawValues.push(hz);
    }
    if (collector.list().length)
        notes.push('benchmark.js prints summary statistics only: compared with Welch’s t-test');
    return { source, format: 'benchmarkjs', benchmarks: collector.list(), env: {}, skippedAggregates: 0, notes };
}

;// CONCATENATED MODULE: ./src/domain/bench/parse-cargo.ts
/**
 * libtest's `cargo bench` text (`#[bench]` with `#![feature(test)]`): `test name ... bench:   1,234 ns/iter (+/- 56)`
 * (newer toolchains print decimals). The number is libtest's median of its samples and `+/-` is their range, not a
 * standard deviation, so one file gives one repetition per benchmark: pass several runs per side to compare.
 */

const parse_cargo_LINE = /^test\s+(\S+)\s+\.\.\.\s+bench:\s+([\d,]+(?:\.\d+)?)\s+(\S+)\/iter\s+\(\+\/-\s+([\d,]+(?:\.\d+)?)\)/;
function looksLikeCargoBench(text) {
    return text.split('\n', 5000).some((l) => parse_cargo_LINE.test(l.trim()));
}
function parseCargoBench(text, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    for (const raw of text.split('\n')) {
        const m = parse_cargo_LINE.exec(raw.trim());
        if (!m)
            continue;
        const name = m[1];
        collector.addValue(name, m[2].replace(/,/g, ''), m[3], 'smaller', 'bench median');
        const b = collector.get(name);
        b.meta = { ...b.meta, range: m[4].replace(/,/g, '') };
    }
    const notes = collector.list().length > 0
        ? ['libtest prints one median per benchmark and run: each file is one repetition (pass several runs per side)']
        : [];
    return { source, format: 'cargo', benchmarks: collector.list(), env: {}, skippedAggregates: 0, notes };
}

// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 28 modules
var XMLParser = __webpack_require__(8879);
;// CONCATENATED MODULE: ./src/domain/bench/parse-catch2.ts
/**
 * Catch2 XML reporter output (`-r xml`, Catch2 v2 `<Catch>` or v3 `<Catch2TestRun>`) with `BENCHMARK` results:
 * `<BenchmarkResults name samples iterations …><mean value lowerBound upperBound/><standardDeviation value …/>`,
 * all in nanoseconds. Catch2 writes only its bootstrap summary, so the mean, the standard deviation and the sample
 * count are compared with a Welch test.
 */




const parser = new XMLParser/* default */.A({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: false,
    isArray: (name) => name === 'BenchmarkResults' || name === 'TestCase' || name === 'Group' || name === 'Section',
});
function looksLikeCatch2(text) {
    return /<(Catch2TestRun|Catch)[\s>]/.test(text.slice(0, 4000));
}
function parseCatch2(text, source) {
    let doc;
    try {
        doc = parser.parse(text);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`${source}: not well-formed Catch2 XML (${String(error).slice(0, 200)})`);
    }
    const root = (0,bench_collector/* asRecord */.qY)(doc['Catch2TestRun']) ?? (0,bench_collector/* asRecord */.qY)(doc['Catch']);
    if (!root)
        throw new errors/* ConfigurationError */.j1(`${source}: not Catch2 XML: expected a <Catch2TestRun> or <Catch> root`);
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const env = {};
    const version = (0,bench_collector/* asString */.oJ)(root['@_catch2-version']);
    if (version)
        env['libraries.catch2'] = version;
    walk(root, collector);
    const notes = collector.list().length
        ? ['Catch2 writes summary statistics only: mean, standard deviation and samples compared with Welch’s t-test']
        : [];
    return { source, format: 'catch2', benchmarks: collector.list(), env, skippedAggregates: 0, notes };
}
function walk(node, collector) {
    if (Array.isArray(node)) {
        for (const child of node)
            walk(child, collector);
        return;
    }
    const r = (0,bench_collector/* asRecord */.qY)(node);
    if (!r)
        return;
    for (const result of r['BenchmarkResults'] ?? [])
        addResult((0,bench_collector/* asRecord */.qY)(result), collector);
    for (const key of ['Group', 'TestCase', 'Section'])
        if (r[key])
            walk(r[key], collector);
}
function addResult(r, collector) {
    const name = r ? (0,bench_collector/* asString */.oJ)(r['@_name']) : undefined;
    if (!r || !name)
        return;
    const b = collector.ensure(name, 'ns', 'smaller');
    if (b.aggregate) {
        b.errors.push('reported twice in one file (give benchmarks unique names)');
        return;
    }
    const mean = (0,numbers/* toNumber */.Ro)((0,bench_collector/* asRecord */.qY)(r['mean'])?.['@_value']);
    const sd = (0,numbers/* toNumber */.Ro)((0,bench_collector/* asRecord */.qY)(r['standardDeviation'])?.['@_value']);
    const samples = (0,numbers/* toNumber */.Ro)(r['@_samples']);
    if (mean === undefined || !(mean > 0)) {
        b.errors.push('<mean value> is missing or not positive');
        return;
    }
    b.aggregate = {
        value: mean * 1e-9,
        center: 'mean',
        ...(sd !== undefined && sd >= 0 ? { stddev: sd * 1e-9 } : {}),
        ...(samples !== undefined ? { n: samples } : {}),
    };
    b.rawValues.push(mean);
}

// EXTERNAL MODULE: ./src/domain/bench/units.ts
var units = __webpack_require__(4670);
;// CONCATENATED MODULE: ./src/domain/bench/parse-criterion.ts
/**
 * criterion.rs, three shapes:
 * - `target/criterion/<id>/new/estimates.json`: bootstrap estimates (`mean`, `median`, `std_dev`, … each with
 *   `point_estimate`, `standard_error`, `confidence_interval`), in ns. Summary only: the median with its standard
 *   error (a z-test downstream). The benchmark id comes from the path.
 * - `…/new/sample.json`: `{ sampling_mode, iters: [...], times: [...] }`: every sample as time ÷ iterations.
 * - `cargo criterion --message-format=json`: JSON Lines; `reason: "benchmark-complete"` lines carry `id`,
 *   `iteration_count`, `measured_values` and `unit`: every sample as value ÷ count.
 */




const ESTIMATE_KEYS = ['mean', 'median', 'std_dev'];
function looksLikeCriterionEstimates(root) {
    return ESTIMATE_KEYS.every((k) => (0,bench_collector/* asRecord */.qY)(root[k])?.['point_estimate'] !== undefined);
}
function looksLikeCriterionSample(root) {
    return Array.isArray(root['iters']) && Array.isArray(root['times']) && 'sampling_mode' in root;
}
/** The first non-empty line is a JSON object with a criterion `reason`. */
function looksLikeCriterionMessages(text) {
    const first = text.split('\n', 50).find((l) => l.trim() !== '');
    if (!first?.trim().startsWith('{'))
        return false;
    try {
        const r = (0,bench_collector/* asRecord */.qY)(JSON.parse(first));
        return typeof r?.['reason'] === 'string' && /^(benchmark-complete|group-complete)$/.test(r['reason']);
    }
    catch {
        return false;
    }
}
/** `…/criterion/fib/20/new/estimates.json` → `fib/20`. */
function criterionIdFromPath(source) {
    const parts = source.replace(/\\/g, '/').split('/');
    parts.pop();
    if (['new', 'base', 'change'].includes(parts[parts.length - 1] ?? ''))
        parts.pop();
    const at = parts.lastIndexOf('criterion');
    const id = (at >= 0 ? parts.slice(at + 1) : parts.slice(-1)).join('/');
    return id || source;
}
function parseCriterionEstimates(root, source) {
    const name = criterionIdFromPath(source);
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const b = collector.ensure(name, 'ns', 'smaller');
    const median = (0,bench_collector/* asRecord */.qY)(root['median']);
    const value = (0,numbers/* toNumber */.Ro)(median?.['point_estimate']);
    const se = (0,numbers/* toNumber */.Ro)(median?.['standard_error']);
    const sd = (0,numbers/* toNumber */.Ro)((0,bench_collector/* asRecord */.qY)(root['std_dev'])?.['point_estimate']);
    if (value === undefined || !(value > 0))
        b.errors.push('median.point_estimate is not a positive number');
    else {
        b.aggregate = {
            value: value * 1e-9,
            center: 'median',
            ...(se !== undefined && se >= 0 ? { se: se * 1e-9 } : {}),
            ...(sd !== undefined && sd >= 0 ? { stddev: sd * 1e-9 } : {}),
        };
        b.rawValues.push(value);
    }
    return {
        source,
        format: 'criterion',
        variant: 'estimates',
        benchmarks: collector.list(),
        env: {},
        skippedAggregates: 0,
        notes: ['criterion estimates.json: the median and its bootstrap standard error are compared (a z-test)'],
    };
}
function parseCriterionSample(root, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    addSamples(collector, criterionIdFromPath(source), root['iters'], root['times'], 'ns');
    return {
        source,
        format: 'criterion',
        variant: 'sample',
        benchmarks: collector.list(),
        env: {},
        skippedAggregates: 0,
        notes: [],
    };
}
function parseCriterionMessages(text, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const notes = [];
    text.split('\n').forEach((line, index) => {
        if (!line.trim())
            return;
        let r;
        try {
            r = (0,bench_collector/* asRecord */.qY)(JSON.parse(line));
        }
        catch {
            notes.push(`line ${index + 1}: not JSON; ignored`);
            return;
        }
        if (r?.['reason'] !== 'benchmark-complete')
            return;
        const id = (0,bench_collector/* asString */.oJ)(r['id']);
        if (!id) {
            notes.push(`line ${index + 1}: benchmark-complete without an id; ignored`);
            return;
        }
        addSamples(collector, id, r['iteration_count'], r['measured_values'], (0,bench_collector/* asString */.oJ)(r['unit']) ?? 'ns');
    });
    return {
        source,
        format: 'criterion',
        variant: 'messages',
        benchmarks: collector.list(),
        env: {},
        skippedAggregates: 0,
        notes,
    };
}
function addSamples(collector, name, iters, times, unit) {
    if (!Array.isArray(iters) || !Array.isArray(times) || iters.length !== times.length) {
        collector.addError(name, 'iteration counts and measured values do not pair up', unit, 'smaller');
        return;
    }
    if ((0,units/* normalizeUnit */.cg)(unit).kind !== 'time') {
        // cargo-criterion reports bytes or custom measurements too; only times have a known direction.
        throw new errors/* ConfigurationError */.j1(`${name}: criterion unit '${unit}' is not a time unit`);
    }
    iters.forEach((count, i) => {
        const n = (0,numbers/* toNumber */.Ro)(count);
        const t = (0,numbers/* toNumber */.Ro)(times[i]);
        if (n === undefined || t === undefined || !(n > 0)) {
            collector.addError(name, `sample ${i}: unusable iteration count or value`, unit, 'smaller');
            return;
        }
        collector.addValue(name, t / n, unit, 'smaller', `sample ${i}`);
    });
}

;// CONCATENATED MODULE: ./src/domain/bench/parse-custom.ts
/**
 * github-action-benchmark "custom" JSON: a top-level array of `{ name, unit, value, range?, extra? }`. The format has
 * no direction field (the tool takes it from `customSmallerIsBetter` / `customBiggerIsBetter`), so it comes from the
 * selected format, else from the unit, else from the `direction` option; otherwise the user must say.
 */



function parseCustomBenchmark(data, source, direction, options = {}) {
    if (!Array.isArray(data)) {
        throw new errors/* ConfigurationError */.j1(`${source}: not github-action-benchmark custom JSON: expected an array of { name, unit, value } objects`);
    }
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const notes = [];
    data.forEach((row, index) => {
        const r = (0,bench_collector/* asRecord */.qY)(row);
        const name = r ? (0,bench_collector/* asString */.oJ)(r['name']) : undefined;
        if (!r || !name) {
            notes.push(`[${index}]: no name; ignored`);
            return;
        }
        const unit = (0,bench_collector/* asString */.oJ)(r['unit']) ?? '';
        const dir = direction ?? (0,units/* directionFromUnit */.CQ)(unit) ?? options.direction;
        if (!dir) {
            throw new errors/* ConfigurationError */.j1(`${source}: [${index}] "${name.slice(0, 80)}": unit '${unit}' does not say whether smaller or bigger is better`, 'pass --format custom-smaller or --format custom-bigger (or --direction)');
        }
        collector.addValue(name, r['value'], unit, dir, 'value');
        const b = collector.get(name);
        if (b) {
            const meta = { ...b.meta };
            // github-action-benchmark keeps `range` as a string even when the input has a number.
            if (r['range'] !== undefined && r['range'] !== null)
                meta['range'] = String(r['range']);
            const extra = (0,bench_collector/* asString */.oJ)(r['extra']);
            if (extra !== undefined)
                meta['extra'] = extra;
            b.meta = meta;
        }
    });
    const benchmarks = collector.list();
    const inferredBigger = benchmarks.length > 0 && benchmarks.every((b) => b.direction === 'bigger');
    const format = (direction ?? (inferredBigger ? 'bigger' : 'smaller')) === 'bigger' ? 'custom-bigger' : 'custom-smaller';
    return { source, format, benchmarks, env: {}, skippedAggregates: 0, notes };
}

// EXTERNAL MODULE: ./src/domain/bench/parse-gbench.ts
var parse_gbench = __webpack_require__(3886);
;// CONCATENATED MODULE: ./src/domain/bench/parse-go.ts
/**
 * `go test -bench` text (the format benchstat reads): `BenchmarkName-8   1000000   1052 ns/op   24 B/op   1 allocs/op`.
 * Each line is one run; `-count N` prints N lines per benchmark, which are its repetitions. The `-GOMAXPROCS`
 * suffix is kept out of the name and becomes configuration that must match between sides. `goos:`/`goarch:`/
 * `cpu:` header lines are the environment; with several `pkg:` sections names are prefixed by the package.
 */

const parse_go_LINE = /^(Benchmark\S*?)(?:-(\d+))?\s+(\d+)\s+(\d+(?:\.\d+)?(?:e[+-]?\d+)?) ns\/op(?:\s|$)/;
function looksLikeGoBench(text) {
    return text.split('\n', 2000).some((l) => parse_go_LINE.test(l.trim()));
}
function parseGoBench(text, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const env = {};
    const lines = text.split('\n').map((l) => l.trim());
    const packages = new Set(lines.filter((l) => l.startsWith('pkg: ')).map((l) => l.slice(5)));
    let pkg = '';
    for (const line of lines) {
        const header = /^(goos|goarch|cpu|pkg): (.+)$/.exec(line);
        if (header) {
            if (header[1] === 'pkg')
                pkg = header[2];
            else
                env[header[1] === 'cpu' ? 'cpu' : header[1]] = header[2];
            continue;
        }
        const m = parse_go_LINE.exec(line);
        if (!m)
            continue;
        const name = packages.size > 1 && pkg ? `${pkg}.${m[1]}` : m[1];
        collector.addValue(name, m[4], 'ns', 'smaller', 'ns/op');
        const b = collector.get(name);
        const config = `GOMAXPROCS=${m[2] ?? '1'}`;
        if (b.config !== undefined && b.config !== config)
            b.errors.push(`GOMAXPROCS changed between runs (${b.config} vs ${config})`);
        b.config = config;
    }
    return { source, format: 'go', benchmarks: collector.list(), env, skippedAggregates: 0, notes: [] };
}

;// CONCATENATED MODULE: ./src/domain/bench/parse-jmh.ts
/**
 * JMH `-rf json`: an array of runs `{ jmhVersion, benchmark, mode, forks, measurementIterations, params?,
 * primaryMetric: { score, scoreError, scoreUnit, rawData: [[per-iteration scores of fork 1], …] } }`. Every
 * measurement iteration of every fork is a repetition. `thrpt` is bigger-is-better (ops/time); `avgt`, `sample` and
 * `ss` are time per operation. Without rawData the score and its 99.9 % error are compared as summary statistics.
 */





function looksLikeJmh(data) {
    return (data.length > 0 &&
        data.every((row) => {
            const r = (0,bench_collector/* asRecord */.qY)(row);
            return typeof r?.['benchmark'] === 'string' && (0,bench_collector/* asRecord */.qY)(r['primaryMetric']) !== undefined;
        }));
}
function parseJmh(data, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const notes = [];
    const env = {};
    for (const [index, row] of data.entries()) {
        // --format jmh skips detection: a row that is not a JMH run is the file's fault, said in one line.
        if (!looksLikeJmh([row]))
            throw new errors/* ConfigurationError */.j1(`${source}: [${index}] is not a JMH run: expected an object with "benchmark" and "primaryMetric"`);
        const r = (0,bench_collector/* asRecord */.qY)(row);
        const params = (0,bench_collector/* asRecord */.qY)(r['params']);
        const suffix = params
            ? `:${Object.entries(params)
                .map(([k, v]) => `${k}=${String(v)}`)
                .join(',')}`
            : '';
        const name = `${(0,bench_collector/* asString */.oJ)(r['benchmark'])}${suffix}`;
        const mode = (0,bench_collector/* asString */.oJ)(r['mode']) ?? '';
        const metric = (0,bench_collector/* asRecord */.qY)(r['primaryMetric']);
        const unit = (0,bench_collector/* asString */.oJ)(metric['scoreUnit']) ?? '';
        const direction = mode === 'thrpt' ? 'bigger' : 'smaller';
        for (const key of ['jvm', 'jdkVersion', 'vmName', 'vmVersion']) {
            const v = (0,bench_collector/* asString */.oJ)(r[key]);
            if (v)
                env[key === 'jvm' ? 'jvm' : `jvm.${key}`] = v;
        }
        const raw = metric['rawData'];
        if (Array.isArray(raw) && raw.some((fork) => Array.isArray(fork) && fork.length > 0)) {
            raw.forEach((fork, f) => {
                if (!Array.isArray(fork))
                    return;
                fork.forEach((v, i) => collector.addValue(name, v, unit, direction, `fork ${f + 1} iteration ${i + 1}`));
            });
            continue;
        }
        const score = (0,numbers/* toNumber */.Ro)(metric['score']);
        const error = (0,numbers/* toNumber */.Ro)(metric['scoreError']);
        const b = collector.ensure(name, unit, direction);
        const n = ((0,numbers/* toNumber */.Ro)(r['forks']) ?? 1) * ((0,numbers/* toNumber */.Ro)(r['measurementIterations']) ?? 1);
        if (score === undefined || !(score > 0)) {
            b.errors.push('primaryMetric.score is not a positive number');
            continue;
        }
        const { factor } = (0,units/* normalizeUnit */.cg)(unit);
        b.aggregate = {
            value: score * factor,
            center: 'mean',
            n,
            ...(error !== undefined && Number.isFinite(error) ? { se: (error * factor) / (0,special/* normalQuantile */.Zl)(0.9995) } : {}),
        };
        b.rawValues.push(score);
        notes.push(`${name}: no rawData; score ± scoreError compared as summary statistics`);
    }
    return { source, format: 'jmh', benchmarks: collector.list(), env, skippedAggregates: 0, notes };
}

;// CONCATENATED MODULE: ./src/domain/bench/parse-julia.ts
/**
 * Julia BenchmarkTools `BenchmarkTools.save("results.json", results)`: `[{"Julia": v, "BenchmarkTools": v},
 * [value, …]]` where each value is a tagged pair `["BenchmarkGroup", {"data": {key: value}, "tags": []}]` or
 * `["Trial", {"times": [ns…], "gctimes", "memory", "allocs", "params": ["Parameters", {…}]}]`. Every entry of
 * `times` (ns per evaluation) is a repetition; nested group keys are joined with `/`.
 */


function looksLikeJulia(data) {
    const header = (0,bench_collector/* asRecord */.qY)(data[0]);
    return data.length === 2 && header !== undefined && 'BenchmarkTools' in header && Array.isArray(data[1]);
}
function parseJulia(data, source) {
    // --format julia skips detection: a file of another shape is refused in one line, never read as one.
    if (!looksLikeJulia(data))
        throw new errors/* ConfigurationError */.j1(`${source}: not BenchmarkTools JSON: expected [{"BenchmarkTools": …}, [results]]`);
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const header = (0,bench_collector/* asRecord */.qY)(data[0]);
    const env = {};
    const julia = (0,bench_collector/* asString */.oJ)(header['Julia']);
    if (julia)
        env['julia'] = julia;
    const values = data[1];
    values.forEach((value, i) => parse_julia_walk(collector, value, values.length > 1 ? [String(i + 1)] : [], source));
    return { source, format: 'julia', benchmarks: collector.list(), env, skippedAggregates: 0, notes: [] };
}
function parse_julia_walk(collector, value, path, source) {
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') {
        throw new errors/* ConfigurationError */.j1(`${source}: BenchmarkTools JSON: expected a ["Type", {…}] pair at ${path.join('/') || 'the top'}`);
    }
    const [type, body] = value;
    const fields = (0,bench_collector/* asRecord */.qY)(body) ?? {};
    if (type === 'BenchmarkGroup') {
        const entries = (0,bench_collector/* asRecord */.qY)(fields['data']) ?? {};
        for (const [key, child] of Object.entries(entries))
            parse_julia_walk(collector, child, [...path, unquote(key)], source);
        return;
    }
    const name = path.join('/') || 'trial';
    if (type === 'Trial') {
        const times = fields['times'];
        if (!Array.isArray(times) || times.length === 0) {
            collector.addError(name, 'Trial without times', 'ns', 'smaller');
            return;
        }
        times.forEach((t, i) => collector.addValue(name, t, 'ns', 'smaller', `times[${i}]`));
        return;
    }
    // TrialEstimate/TrialRatio/TrialJudgement: derived, not measurements.
    collector.addError(name, `${type} holds a derived estimate, not measurements: save the Trial results`, 'ns', 'smaller');
}
/** Keys that were Julia strings are written as-is; keys of other types (tuples) keep their printed form. */
function unquote(key) {
    return key.replace(/^"(.*)"$/, '$1');
}

// EXTERNAL MODULE: ./src/shared/zod-errors.ts
var zod_errors = __webpack_require__(5126);
// EXTERNAL MODULE: ./src/domain/bench/native-file.ts
var native_file = __webpack_require__(8229);
;// CONCATENATED MODULE: ./src/domain/bench/parse-native.ts
/** The native format (src/schemas/bench.ts): explicit unit, direction, samples and an environment fingerprint. */



/** The file by hand where it passes the hand check (the schema's output), else through zod, which gives the message. */
function parseNativeBenchmark(data, source, options = {}) {
    const file = (0,native_file/* plainNativeFile */.aX)(data) ?? (0,zod_errors.parseOrThrow)(bench/* NativeBenchFileSchema */.p_, data, source);
    return (0,native_file/* readNativeBenchmarks */.K9)(file, source, options);
}

// EXTERNAL MODULE: ./src/domain/bench/parse-pytest.ts
var parse_pytest = __webpack_require__(2480);
;// CONCATENATED MODULE: ./src/domain/bench/parse-triton-csv.ts
/**
 * Two CSV shapes from the Triton world:
 * - TorchInductor (`benchmarks/dynamo/<suite>.py --performance --output x.csv`, used by Triton's old inductor perf
 *   CI): `dev,name,batch_size,speedup,abs_latency,…`, one row per model. `abs_latency` (ms, smaller is better) is the
 *   measure; rows with fewer than 5 fields are models that did not run (Triton's check_perf skips them; here they
 *   are errors, never neutral). The batch size must match between sides.
 * - `triton.testing.perf_report` (`Mark.run(save_path=…)`): header = x_names then one column per provider
 *   (line_names), one row per x value. Leading integer/text columns are x columns; `-min`/`-max` columns are
 *   aggregates and ignored. The file carries no unit, so the direction must come from the options.
 */




function parseTritonCsv(text, source, options = {}) {
    const rows = parseCsv(text);
    const header = rows[0]?.map((h) => h.trim());
    if (!header || header.length < 2)
        throw new errors/* ConfigurationError */.j1(`${source}: not a benchmark CSV: expected a header row`);
    const lower = header.map((h) => h.toLowerCase());
    if (lower[0] === 'dev' && lower[1] === 'name' && lower.includes('abs_latency')) {
        return parseTorchInductor(rows, lower, source);
    }
    return parsePerfReport(rows, header, source, options);
}
function parseTorchInductor(rows, header, source) {
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    const notes = [];
    const col = (name) => header.indexOf(name);
    const latency = col('abs_latency');
    const batch = col('batch_size');
    const speedup = col('speedup');
    rows.slice(1).forEach((row, index) => {
        const name = row[1]?.trim();
        if (!name) {
            notes.push(`row ${index + 2}: no model name; ignored`);
            return;
        }
        if (row.length < 5) {
            collector.addError(name, `short row (${row.length} fields, batch_size ${row[batch]?.trim() || '?'}): the model did not run`, 'ms', 'smaller');
            return;
        }
        collector.addValue(name, row[latency], 'ms', 'smaller', 'abs_latency');
        const b = collector.get(name);
        const config = `batch_size=${row[batch]?.trim() ?? '?'}`;
        if (b.config !== undefined && b.config !== config)
            b.errors.push(`batch size changed between rows (${b.config} vs ${config})`);
        b.config = config;
        const s = (0,numbers/* toNumber */.Ro)(row[speedup]);
        if (s !== undefined && Number.isFinite(s))
            b.meta = { ...b.meta, speedup: s };
    });
    return {
        source,
        format: 'triton-csv',
        variant: 'torchinductor',
        benchmarks: collector.list(),
        env: {},
        skippedAggregates: 0,
        notes,
    };
}
function isIntegerText(text) {
    return /^[+-]?\d+(\.0+)?$/.test(text.trim());
}
function isNumberText(text) {
    const v = (0,numbers/* toNumber */.Ro)(text);
    return v !== undefined;
}
function parsePerfReport(rows, header, source, options) {
    const direction = options.direction;
    if (!direction) {
        throw new errors/* ConfigurationError */.j1(`${source}: a Triton perf_report CSV carries no unit, so it does not say whether bigger or smaller is better`, 'pass --direction bigger (GB/s, TFLOPS) or --direction smaller (ms)');
    }
    const body = rows.slice(1);
    const ignored = new Set();
    header.forEach((h, i) => {
        if (/-(min|max)$/.test(h))
            ignored.add(i);
    });
    // x columns: the leading columns whose values are all integers or all non-numeric (sizes, dtypes, modes).
    let xCount = 0;
    while (xCount < header.length - 1 && !ignored.has(xCount)) {
        const values = body.map((r) => r[xCount]?.trim() ?? '');
        const allInteger = values.every(isIntegerText);
        const allText = values.every((v) => v !== '' && !isNumberText(v));
        if (!allInteger && !allText)
            break;
        xCount++;
    }
    // Nothing or everything looked like an x column: the one layout we can be sure of is one x then providers.
    if (xCount === 0 || xCount === header.length - 1)
        xCount = 1;
    const providers = header.map((h, i) => ({ h, i })).filter(({ i }) => i >= xCount && !ignored.has(i));
    if (providers.length === 0)
        throw new errors/* ConfigurationError */.j1(`${source}: perf_report CSV has no provider columns`);
    const plot = source
        .replace(/\\/g, '/')
        .split('/')
        .pop()
        .replace(/\.csv$/i, '');
    const collector = new bench_collector/* BenchmarkCollector */.B9();
    body.forEach((row) => {
        const x = header
            .slice(0, xCount)
            .map((name, i) => `${name}=${(row[i] ?? '').trim().replace(/\.0+$/, '')}`)
            .join(',');
        for (const { h, i } of providers) {
            const name = `${plot}/${h}/${x}`;
            const raw = row[i];
            if (raw === undefined || raw.trim() === '')
                collector.addError(name, `${h} is empty`, '', direction);
            else
                collector.addValue(name, raw, '', direction, h);
        }
    });
    const notes = ignored.size ? [`${ignored.size} -min/-max column(s) not used as samples`] : [];
    return {
        source,
        format: 'triton-csv',
        variant: 'perf_report',
        benchmarks: collector.list(),
        env: {},
        skippedAggregates: ignored.size * body.length,
        notes,
    };
}

;// CONCATENATED MODULE: ./src/domain/bench/registry.ts
/**
 * The one registry of benchmark-result formats. Each entry detects its own format narrowly (a key, a header, a
 * line shape only that tool writes) so that no entry claims a foreign file; auto-detection takes the first that
 * matches, and an explicit --format that contradicts an unmistakable file is refused.
 */
















/** A format read from text alone (never a JSON document): detected and parsed from the text and the file name. */
function textFormat(family, name, looksLike, parse) {
    return {
        family,
        name,
        detect: (i) => i.json === undefined && looksLike(i.text),
        parse: (i) => parse(i.text, i.source),
    };
}
const root = (input) => (0,bench_collector/* asRecord */.qY)(input.json);
const list = (input) => (Array.isArray(input.json) ? input.json : undefined);
function looksLikeCustom(data) {
    return (data.length > 0 &&
        data.every((row) => {
            const r = (0,bench_collector/* asRecord */.qY)(row);
            return r !== undefined && typeof r['name'] === 'string' && 'value' in r && typeof r['unit'] === 'string';
        }));
}
/** A header of ≥ 2 named columns and rows that mostly have exactly as many fields. */
function looksLikeCsv(text) {
    const rows = parseCsv(text.slice(0, 200_000));
    const header = rows[0];
    if (!header || header.length < 2 || rows.length < 2)
        return false;
    if (header.some((h) => h.trim() === '' && header.indexOf(h) === 0))
        return false;
    const body = rows.slice(1, 200);
    const exact = body.filter((r) => r.length === header.length).length;
    return exact * 2 >= body.length && exact > 0;
}
const FORMATS = [
    {
        family: 'native',
        name: 'the native upstream-ingest-bench format',
        detect: (i) => root(i)?.['format'] === bench/* NATIVE_BENCH_FORMAT */.l7,
        parse: (i, o) => parseNativeBenchmark(i.json, i.source, o),
    },
    {
        family: 'pytest',
        name: 'pytest-benchmark JSON',
        detect: (i) => Boolean(root(i) && (0,parse_pytest/* looksLikePytestBenchmark */.Q)(root(i))),
        parse: (i) => (0,parse_pytest/* parsePytestBenchmark */.I)(i.json, i.source),
    },
    {
        family: 'gbench',
        name: 'Google Benchmark JSON',
        detect: (i) => Boolean(root(i) && (0,parse_gbench/* looksLikeGoogleBenchmark */.a)(root(i))),
        parse: (i, o) => (0,parse_gbench/* parseGoogleBenchmark */.o)(i.json, i.source, o),
    },
    {
        family: 'benchmarkdotnet',
        name: 'BenchmarkDotNet JSON',
        detect: (i) => Boolean(root(i) && looksLikeBenchmarkDotNet(root(i))),
        parse: (i) => parseBenchmarkDotNet(root(i) ?? {}, i.source),
    },
    {
        family: 'criterion',
        name: 'criterion JSON (estimates.json, sample.json or --message-format=json)',
        detect: (i) => i.json === undefined
            ? looksLikeCriterionMessages(i.text)
            : Boolean(root(i) && (looksLikeCriterionEstimates(root(i)) || looksLikeCriterionSample(root(i)))),
        parse: (i) => {
            const r = root(i);
            if (i.json === undefined || !r)
                return parseCriterionMessages(i.text, i.source);
            return looksLikeCriterionSample(r) ? parseCriterionSample(r, i.source) : parseCriterionEstimates(r, i.source);
        },
    },
    {
        family: 'jmh',
        name: 'JMH JSON',
        detect: (i) => Boolean(list(i) && looksLikeJmh(list(i))),
        parse: (i) => parseJmh(list(i) ?? [], i.source),
    },
    {
        family: 'julia',
        name: 'Julia BenchmarkTools JSON',
        detect: (i) => Boolean(list(i) && looksLikeJulia(list(i))),
        parse: (i) => parseJulia(list(i) ?? [], i.source),
    },
    {
        family: 'custom',
        name: 'github-action-benchmark custom JSON',
        detect: (i) => Boolean(list(i) && looksLikeCustom(list(i))),
        parse: (i, o, format) => parseCustomBenchmark(i.json, i.source, format === 'custom-smaller' ? 'smaller' : format === 'custom-bigger' ? 'bigger' : undefined, o),
    },
    textFormat('catch2', 'Catch2 XML', looksLikeCatch2, parseCatch2),
    textFormat('cargo', 'cargo bench (libtest) text', looksLikeCargoBench, parseCargoBench),
    textFormat('go', 'go test -bench text', looksLikeGoBench, parseGoBench),
    textFormat('benchmarkjs', 'benchmark.js text', looksLikeBenchmarkJs, parseBenchmarkJs),
    {
        family: 'triton-csv',
        name: 'a Triton perf_report / TorchInductor CSV',
        detect: (i) => i.json === undefined && !i.text.trimStart().startsWith('<') && looksLikeCsv(i.text),
        parse: (i, o) => parseTritonCsv(i.text, i.source, o),
    },
];
function familyOf(format) {
    return format === 'custom-smaller' || format === 'custom-bigger' ? 'custom' : format;
}
function entryFor(format) {
    return FORMATS.find((f) => f.family === familyOf(format));
}
function detectFormat(input) {
    return FORMATS.find((f) => f.detect(input));
}
/** What an unrecognised file looks like, for the one-line error. */
function describeInput(input) {
    const r = root(input);
    if (r) {
        const keys = Object.keys(r).slice(0, 6);
        return keys.length
            ? `a JSON object with keys ${keys.map((k) => `"${k.slice(0, 30)}"`).join(', ')}`
            : 'an empty JSON object';
    }
    const l = list(input);
    if (l) {
        if (l.length === 0)
            return 'an empty JSON array';
        const first = l[0];
        const what = (0,bench_collector/* asRecord */.qY)(first)
            ? `objects with keys ${Object.keys(first)
                .slice(0, 5)
                .map((k) => `"${k.slice(0, 30)}"`)
                .join(', ')}`
            : Array.isArray(first)
                ? 'arrays'
                : typeof first;
        return `a JSON array of ${l.length} ${what}`;
    }
    if (input.json !== undefined)
        return `a JSON ${typeof input.json}`;
    const text = input.text.trimStart();
    const xml = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<([A-Za-z_][\w.-]*)/.exec(text);
    if (xml)
        return `XML with root <${xml[1]}>`;
    const first = text.split('\n', 1)[0].trim();
    return `text starting with ${JSON.stringify(first.slice(0, 60))}`;
}

;// CONCATENATED MODULE: ./src/domain/bench/detect.ts
/** Reads one benchmark-result file's text in the selected format, or detects the format from its content. */




const MAX_CHARS = types/* MAX_BENCH_TEXT_CHARS */.C;
/** Formats read from text, not from one JSON document (criterion is either). */
const TEXT_FAMILIES = new Set(['triton-csv', 'cargo', 'go', 'benchmarkjs', 'catch2']);
function parseBenchText(text, source, format = 'auto', options = {}) {
    if (text.length > MAX_CHARS)
        throw new errors/* ConfigurationError */.j1(`${source}: larger than ${MAX_CHARS} characters`);
    const body = text.replace(/^\uFEFF/, '').trim();
    if (body === '')
        throw new errors/* ConfigurationError */.j1(`${source}: the file is empty`);
    const input = readInput(body, source);
    const detected = detectFormat(input);
    if (format === 'auto') {
        if (!detected) {
            throw new errors/* ConfigurationError */.j1(`${source}: cannot tell the benchmark format: it looks like ${describeInput(input)}`, `pass --format ${types/* BENCH_FORMATS */.G.join('|')}`);
        }
        return detected.parse(input, options);
    }
    const wanted = entryFor(format);
    if (detected && detected.family !== familyOf(format)) {
        throw new errors/* ConfigurationError */.j1(`${source}: --format ${format} given, but the file looks like ${detected.name}`);
    }
    const textFormat = TEXT_FAMILIES.has(familyOf(format));
    if (!detected && textFormat === (input.json !== undefined)) {
        throw new errors/* ConfigurationError */.j1(`${source}: --format ${format} given, but this is not ${wanted.name}: it looks like ${describeInput(input)}`);
    }
    return wanted.parse(input, options, format);
}
/** JSON is parsed once (strict first; tools that write bare NaN/Infinity get the YAML reader, which keeps them). */
function readInput(body, source) {
    if (!(body.startsWith('{') || body.startsWith('[')))
        return { text: body, source };
    try {
        return { text: body, source, json: JSON.parse(body) };
    }
    catch {
        // JSON Lines (cargo-criterion) are no single document.
        if (body.startsWith('{') && body.includes('\n') && /^\{[^\n]*\}\s*\n\s*\{/.test(body))
            return { text: body, source };
        return { text: body, source, json: (0,structured_text.parseStructuredText)(body, source) };
    }
}


/***/ }),

/***/ 8082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ CompareBenchResultSchema),
/* harmony export */   k7: () => (/* binding */ OverallVerdictSchema),
/* harmony export */   l7: () => (/* reexport safe */ _bench_format_js__WEBPACK_IMPORTED_MODULE_0__.l7),
/* harmony export */   p_: () => (/* binding */ NativeBenchFileSchema)
/* harmony export */ });
/* unused harmony exports EnvFingerprintSchema, NativeBenchmarkSchema, BenchStatusSchema, FailOnSchema, SideSummarySchema, BenchComparisonSchema, EnvMismatchSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _bench_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7128);


/** The native benchmark-result file's format and version (bench-format.ts: zod-free, for compare-bench's cold path). */

const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500);
/** Where the numbers were measured. Every key present on both sides must match, or the comparison is refused. */
const EnvFingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    gpu: Text.optional().describe('GPU model, e.g. "NVIDIA H100 80GB HBM3"'),
    driver: Text.optional().describe('GPU driver version'),
    cuda: Text.optional().describe('CUDA runtime/toolkit version'),
    rocm: Text.optional().describe('ROCm version'),
    compiler: Text.optional().describe('host compiler, e.g. "clang 18.1.8"'),
    host: Text.optional().describe('machine or runner class'),
    os: Text.optional(),
    cpu: Text.optional(),
    python: Text.optional(),
    libraries: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), Text).optional().describe('library → version, e.g. { "triton": "3.2.0" }'),
    extra: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), Text).optional().describe('any other key that must match between sides'),
})
    .strict();
/** JSON has no NaN/Infinity; Python and C++ writers emit them anyway, and they are kept so they can be reported. */
const SampleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['NaN', 'Infinity', '-Infinity'])]);
const NativeBenchmarkSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000),
    unit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(50).describe('e.g. "ms", "ns", "GB/s", "TFLOPS"; time units are converted to seconds'),
    direction: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['smaller', 'bigger']).optional().describe('default: from the unit (time → smaller, x/s → bigger)'),
    samples: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SampleSchema).describe('one value per repetition; never aggregates'),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4000).optional().describe('set when the benchmark failed; an error is never neutral'),
})
    .strict();
const NativeBenchFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .NATIVE_BENCH_FORMAT */ .l7),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .NATIVE_BENCH_VERSION */ .q),
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(200).optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(100).optional().describe('commit the numbers were measured on'),
    env: EnvFingerprintSchema.optional(),
    benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(NativeBenchmarkSchema),
})
    .strict();
// ---------------------------------------------------------------------------------------------------------------
// compare-bench output
const BenchStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['regressed', 'improved', 'unchanged', 'inconclusive', 'added', 'removed', 'errored']);
const OverallVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['regressed', 'improved', 'no-change', 'inconclusive', 'incomparable']);
const FailOnSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON_VALUES */ .Qm);
const Interval = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]);
const SideSummarySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('valid repetitions'),
    median: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    mean: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    min: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    max: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    stddev: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    unit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('canonical unit: "s" for every time unit'),
})
    .strict();
const BenchComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: BenchStatusSchema,
    direction: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['smaller', 'bigger']).nullable(),
    unit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    ratio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('candidate ÷ baseline median as a cost: for bigger-is-better metrics the inverse, so > 1 is always worse'),
    ci: Interval.nullable().describe('interval of `ratio` at 1 − alpha; `ciMethod` says which'),
    ciMethod: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['bootstrap', 'shift', 't'])
        .optional()
        .describe('how `ci` was computed: `bootstrap` (percentile bootstrap of the ratio of medians), `shift` (the ' +
        'Hodges–Lehmann/Moses interval of the shift at 1 − alpha: a benchmark decided unchanged, far from any ' +
        'boundary, whose bootstrap could change no verdict) or `t` (Welch, summary statistics)'),
    resamples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .optional()
        .describe('bootstrap resamples behind `ci` (absent when `ci` is no bootstrap interval)'),
    equivalence: Interval.nullable().describe('interval of the ratio at 1 − 2·alpha (Hodges–Lehmann/Moses for repetitions, Welch for aggregates): unchanged ' +
        'when it lies inside ±threshold (two one-sided tests)'),
    pValue: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('two-sided p-value: Mann–Whitney U on repetitions, Welch t on summary statistics (see `test`)'),
    pAdjusted: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('Benjamini–Hochberg adjusted p-value across the compared benchmarks'),
    test: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exact', 'exact-ties', 'normal', 'welch-aggregates'])
        .nullable()
        .describe('which test ran: Mann–Whitney exact, exact given ties, normal approximation (tie and continuity corrected), ' +
        'or Welch t on aggregates (median, stddev, repetitions)'),
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().describe('relative change that counts (min-effect, raised by A/A noise calibration)'),
    detectable: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('smallest relative change this benchmark would call regressed with 80 % probability at its noise and ' +
        'repetition count (null: it cannot reach significance at all)'),
    noise: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('relative baseline-vs-A/A difference when calibrated'),
    baseline: SideSummarySchema.nullable(),
    candidate: SideSummarySchema.nullable(),
    moreRepetitions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable().describe('estimated extra repetitions per side that would decide it'),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    attribution: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['inherited', 'fork-local']).nullable(),
    upstreamRatio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    errors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
})
    .strict();
const EnvMismatchSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    candidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    where: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('which files were compared, e.g. "baseline vs candidate"'),
})
    .strict();
const InputFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() }).strict();
const CompareBenchResultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPARE_BENCH_SCHEMA_VERSION */ .cG),
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    verdict: OverallVerdictSchema,
    verdictReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('the rule that gave the verdict, in words'),
    failOn: FailOnSchema,
    gateFailed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('the verdict meets --fail-on, or nothing was compared, or benchmarks went missing'),
    gateReasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('why the gate failed (empty when it passed)'),
    undecided: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), moreRepetitions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable() }).strict())
        .describe('inconclusive benchmarks with the extra repetitions per side that would decide them (at most 200)'),
    geomeanRatio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('geometric mean of the cost ratios (> 1 worse)'),
    geomean: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        ratio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
        ci: Interval.nullable(),
        status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['regressed', 'improved', 'unchanged', 'inconclusive']).nullable(),
        benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    })
        .strict(),
    counts: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        regressed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        improved: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        unchanged: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        inconclusive: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        added: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        removed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        errored: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        compared: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('benchmarks on both sides that were compared (not errored)'),
    })
        .strict(),
    settings: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        minEffect: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        alpha: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        confidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        bootstrapResamples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        earlyStopResamples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
            .int()
            .optional()
            .describe('0: every benchmark gets the bootstrap interval; otherwise only benchmarks not decided unchanged do (the others: ciMethod shift)'),
        seed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        noiseMultiplier: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        aaCalibrated: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        allowEnvMismatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())]),
        utest: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exact', 'normal']).describe('Mann–Whitney p-values: exact where affordable, or normal'),
        metric: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['real', 'cpu']).describe('Google Benchmark time read: real_time or cpu_time'),
        maxUndecided: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().describe('share of compared benchmarks left undecided above which the run is inconclusive'),
        onMissing: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['fail', 'warn']).describe('what baseline benchmarks missing from the candidate do to the gate'),
    })
        .strict(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        candidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        mismatches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EnvMismatchSchema),
        comparable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    })
        .strict(),
    inputs: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        candidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        aaBaseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        upstreamBaseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        upstreamCandidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
    })
        .strict(),
    benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BenchComparisonSchema).describe('errored first, then regressed, then by ratio, worst first'),
    attribution: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ upstreamVerdict: OverallVerdictSchema, inherited: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), forkLocal: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() })
        .strict()
        .nullable(),
    selfTest: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        factor: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        verdict: OverallVerdictSchema,
        passed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        detected: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        undetected: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .strict()
        .nullable(),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
})
    .strict();


/***/ }),

/***/ 9856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lineAt: () => (/* binding */ lineAt),
/* harmony export */   parseStructuredText: () => (/* binding */ parseStructuredText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1003);



/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, nesting depth, alias expansion ("billion
 * laughs"), and no custom tags. Prototype keys are dropped by the schema that reads the result. A syntax error names
 * `source:line:column` (the source ends with the file's path) and shows the line, so the person fixes it at once.
 */
function parseStructuredText(text, source) {
    (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .checkTextLimits */ .sf)(text, source);
    try {
        return (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parse)(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
    }
    catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const offset = errorOffset(error);
        if (offset === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: ${message}`);
        const { line, column, text: lineText } = lineAt(text, offset);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${source}:${line}:${column}: not valid YAML/JSON: ${message} — line ${line}: ${showLine(lineText)}`);
    }
}
/** The offset the yaml parser blames (its `pos`), when it gives one. */
function errorOffset(error) {
    const pos = error?.pos;
    return Array.isArray(pos) && typeof pos[0] === 'number' ? pos[0] : undefined;
}
/** 1-based line and column of `offset`, and that line's text. */
function lineAt(text, offset) {
    const at = Math.max(0, Math.min(offset, text.length));
    const start = text.lastIndexOf('\n', at - 1) + 1;
    const end = text.indexOf('\n', at);
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < start; i = text.indexOf('\n', i + 1))
        line++;
    return { line, column: at - start + 1, text: text.slice(start, end === -1 ? text.length : end) };
}
/** The line as the message shows it: quoted, control characters out, cut at 120 characters. */
function showLine(line) {
    const clean = line.replace(/[\u0000-\u001f\u007f]/g, ' ').trimEnd();
    return JSON.stringify(clean.length > 120 ? `${clean.slice(0, 119)}…` : clean);
}


/***/ }),

/***/ 1003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ checkTextSize),
/* harmony export */   Or: () => (/* binding */ checkJsonDepth),
/* harmony export */   sf: () => (/* binding */ checkTextLimits)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

const MAX_BYTES = 16 * 1024 * 1024;
/** Far beyond any real config, plan or result file, and far below what the YAML parser's recursion survives. */
const MAX_FLOW_DEPTH = 128;
const MAX_BLOCK_COLUMN = 256;
const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const BACKSLASH = 0x5c;
const DOUBLE = 0x22;
const SINGLE = 0x27;
const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
/** The size and nesting limits every structured file is held to before any parser sees it (JSON and YAML alike). */
function checkTextLimits(text, source) {
    checkTextSize(text, source);
    const nesting = nestingProblem(text);
    if (nesting)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: ${nesting}`);
}
/** The size limit alone (checked before `JSON.parse` reads anything). */
function checkTextSize(text, source) {
    if (text.length > MAX_BYTES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: file is larger than ${MAX_BYTES} bytes`);
}
/**
 * The nesting limit for text `JSON.parse` has just accepted: only bracket depth can matter there (indentation nests
 * nothing in JSON), and strings are skipped with `indexOf` rather than walked — a 1.6 MB plan is mostly strings.
 */
function checkJsonDepth(text, source) {
    if (jsonDepthExceeds(text, MAX_FLOW_DEPTH))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: nested more than ${MAX_FLOW_DEPTH} levels deep`);
}
/** Whether valid JSON `text` nests arrays and objects more than `max` deep. */
function jsonDepthExceeds(text, max) {
    let depth = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === DOUBLE) {
            // The closing quote is the first one not escaped: preceded by an even number of backslashes.
            let end = text.indexOf('"', i + 1);
            while (end > 0 && escapedAt(text, end))
                end = text.indexOf('"', end + 1);
            if (end < 0)
                return false;
            i = end;
        }
        else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
            if (++depth > max)
                return true;
        }
        else if (c === CLOSE_SQUARE || c === CLOSE_CURLY)
            depth--;
    }
    return false;
}
function escapedAt(text, quote) {
    let backslashes = 0;
    for (let k = quote - 1; k >= 0 && text.charCodeAt(k) === BACKSLASH; k--)
        backslashes++;
    return backslashes % 2 === 1;
}
/** What may stand before a quote that opens a string in a flow collection: white space (as `\s`), `,`, `[`, `{`, `:`. */
function opensQuote(code) {
    if (code === 0x2c || code === OPEN_SQUARE || code === OPEN_CURLY || code === 0x3a)
        return true;
    if (code === SPACE || (code >= TAB && code <= 0x0d))
        return true;
    return code > 0x7f && /\s/.test(String.fromCharCode(code));
}
/**
 * The YAML parser recurses once per nesting level, and near the end of the stack V8 can abort the whole process
 * (a fatal error, not an exception) instead of throwing: a hostile file nested a million levels deep must be refused
 * before it is parsed. One linear pass that can only over-estimate the depth: flow brackets (outside the quoted
 * strings of flow collections, as in JSON), and the column where each line's content starts (indentation plus `- `
 * sequence indicators). Char codes, not one-character strings: a 1.6 MB plan is scanned on every apply.
 */
function nestingProblem(text) {
    let flow = 0;
    let quote = 0;
    let lineStart = true;
    let column = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === NEWLINE) {
            lineStart = true;
            column = 0;
            continue;
        }
        if (lineStart) {
            if (c === SPACE || c === TAB || (c === DASH && text.charCodeAt(i + 1) === SPACE)) {
                if (++column > MAX_BLOCK_COLUMN)
                    return `indented more than ${MAX_BLOCK_COLUMN} columns deep`;
                continue;
            }
            lineStart = false;
        }
        if (quote !== 0) {
            if (c === BACKSLASH && quote === DOUBLE)
                i++;
            else if (c === quote)
                quote = 0;
        }
        else if ((c === DOUBLE || c === SINGLE) && flow > 0 && (i === 0 || opensQuote(text.charCodeAt(i - 1))))
            quote = c;
        else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
            if (++flow > MAX_FLOW_DEPTH)
                return `nested more than ${MAX_FLOW_DEPTH} levels deep`;
        }
        else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && flow > 0)
            flow--;
    }
    return undefined;
}


/***/ }),

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeZodIssues: () => (/* binding */ describeZodIssues),
/* harmony export */   parseOrThrow: () => (/* binding */ parseOrThrow)
/* harmony export */ });
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4498);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(772);



/**
 * `entries[3].disposition: expected one of …` — names the key and what was expected. With the schema, an unknown key
 * gets the closest known key at its place (`unknown key 'ledgr' (did you mean 'ledger'?)`).
 */
function describeZodIssues(error, limit = 5, schema) {
    const lines = error.issues.slice(0, limit).map((issue) => {
        if (issue.code === 'unrecognized_keys')
            return unknownKeys(issue.path, issue.keys, schema);
        const where = issue.path.length ? formatPath(issue.path) : '(top level)';
        return `${where}: ${issue.message}`;
    });
    if (error.issues.length > limit)
        lines.push(`… and ${error.issues.length - limit} more`);
    return lines.join('; ');
}
function unknownKeys(path, keys, schema) {
    const known = schema ? keysAt(schema, path) : [];
    const named = keys
        .slice(0, 5)
        .map((k) => `'${k}'${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(k, known, (n) => `'${n}'`)}`)
        .join(', ');
    const where = path.length ? `${formatPath(path)}: ` : '';
    return `${where}unknown key${keys.length > 1 ? 's' : ''} ${named}`;
}
/** The keys an object schema allows at `path` (through optional, default, pipe, array and record wrappers). */
function keysAt(schema, path) {
    let node = schema;
    const steps = [...path];
    for (let guard = 0; node && guard < 100; guard++) {
        const def = node._zod?.def;
        if (!def)
            return [];
        const type = def['type'];
        if (type === 'object') {
            const shape = def['shape'];
            if (!steps.length)
                return Object.keys(shape);
            node = shape[String(steps.shift())];
        }
        else if (type === 'array') {
            steps.shift();
            node = def['element'];
        }
        else if (type === 'record') {
            steps.shift();
            node = def['valueType'];
        }
        else if (type === 'pipe')
            node = def['in'];
        else if ('innerType' in def)
            node = def['innerType'];
        else
            return [];
    }
    return [];
}
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}
/** Parses `value` with `schema` or throws a ConfigurationError that names `source` and each bad key. */
function parseOrThrow(schema, value, source) {
    const result = schema.safeParse(value, _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .ONE_SHOT_PARSE */ .c);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${describeZodIssues(result.error, 5, schema)}`);
    return result.data;
}


/***/ })

};
