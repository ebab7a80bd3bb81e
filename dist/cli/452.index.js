export const id = 452;
export const ids = [452];
export const modules = {

/***/ 452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseCompareBenchFlags: () => (/* binding */ parseCompareBenchFlags),
  registerCompareBenchCommand: () => (/* binding */ registerCompareBenchCommand)
});

// EXTERNAL MODULE: ./src/adapters/files/text-file.ts
var text_file = __webpack_require__(2144);
// EXTERNAL MODULE: ./src/schemas/bench-format.ts
var bench_format = __webpack_require__(7128);
;// CONCATENATED MODULE: ./src/domain/bench/quantile.ts
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { sqrt } = Math;
/** Median of an ascending array (the mean of the two middle values for an even count). */
function sortedMedian(sorted) {
    const n = sorted.length;
    if (n === 0)
        return Number.NaN;
    const mid = n >> 1;
    return n % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const INSERTION_MAX = 64;
/**
 * Sorts in place, ascending, exactly as Float64Array#sort does. Short arrays (the repetitions of one benchmark) by
 * insertion: the built-in sort copies every typed array into a temporary array first, which at 10,000 benchmarks
 * costs more than comparing their 30 values. Arrays holding NaN or −0 (whose order it defines) go to the built-in.
 */
function sortAscending(values) {
    const n = values.length;
    if (n > INSERTION_MAX)
        return values.sort();
    for (let i = 0; i < n; i++) {
        const v = values[i];
        if (v !== v || (v === 0 && 1 / v < 0))
            return values.sort();
    }
    for (let i = 1; i < n; i++) {
        const v = values[i];
        let j = i - 1;
        while (j >= 0 && values[j] > v) {
            values[j + 1] = values[j];
            j--;
        }
        values[j + 1] = v;
    }
    return values;
}
function median(values) {
    return sortedMedian(Float64Array.from(values).sort());
}
/**
 * k-th smallest (0-based) of `values[0..length)`, partially reordering them in place (Hoare quickselect). Afterwards
 * every value after position k is at least the k-th: a later call for a larger k may pass `from` = this k.
 */
function selectInPlace(values, length, k, from = 0) {
    let lo = from;
    let hi = length - 1;
    while (lo < hi) {
        const pivot = values[(lo + hi) >> 1];
        let i = lo;
        let j = hi;
        while (i <= j) {
            while (values[i] < pivot)
                i++;
            while (values[j] > pivot)
                j--;
            if (i <= j) {
                const t = values[i];
                values[i] = values[j];
                values[j] = t;
                i++;
                j--;
            }
        }
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            return values[k];
    }
    return values[k];
}
/** Up to this distance from an end, selectNearEnd keeps a small heap instead of partitioning. */
const NEAR_END = 64;
let nearHeap = new Float64Array(NEAR_END + 1);
/**
 * k-th smallest (0-based) of `values[0..length)`, the same value as selectInPlace. Near either end (a percentile
 * interval's 2.5 % and 97.5 % of a few hundred or thousand bootstrap replicates) one pass keeps the k + 1 smallest
 * (or largest) in a small heap, leaving `values` as they are: most values only meet the heap's top and go.
 */
function selectNearEnd(values, length, k) {
    if (k < NEAR_END)
        return extreme(values, length, k + 1, 1);
    if (length - 1 - k < NEAR_END)
        return extreme(values, length, length - k, -1);
    return selectInPlace(values, length, k);
}
let farHeap = new Float64Array(NEAR_END + 1);
/**
 * The lo-th and hi-th smallest (0-based) of `values[0..length)`, as selectNearEnd gives each, in one pass when both
 * are near an end (a percentile interval of bootstrap replicates): each value is read once for both heaps.
 */
function selectPairNearEnds(values, length, lo, hi) {
    const lowSize = lo + 1;
    const highSize = length - hi;
    if (lowSize > NEAR_END || highSize > NEAR_END)
        return [selectNearEnd(values, length, lo), selectNearEnd(values, length, hi)];
    if (nearHeap.length < lowSize)
        nearHeap = new Float64Array(lowSize);
    if (farHeap.length < highSize)
        farHeap = new Float64Array(highSize);
    const low = nearHeap;
    const high = farHeap;
    for (let i = 0; i < length; i++) {
        const v = values[i];
        if (i < lowSize)
            siftUpNear(low, i, v);
        else if (v < low[0])
            siftDownNear(low, lowSize, v);
        if (i < highSize)
            siftUpNear(high, i, -v);
        else if (-v < high[0])
            siftDownNear(high, highSize, -v);
    }
    return [low[0], -high[0]];
}
/** The size-th smallest (sign 1) or largest (sign −1): a max-heap (min-heap) of the `size` most extreme so far. */
function extreme(values, length, size, sign) {
    if (nearHeap.length < size)
        nearHeap = new Float64Array(size);
    const heap = nearHeap;
    for (let i = 0; i < size; i++)
        siftUpNear(heap, i, sign * values[i]);
    for (let i = size; i < length; i++) {
        const v = sign * values[i];
        if (v < heap[0])
            siftDownNear(heap, size, v);
    }
    return sign * heap[0];
}
/** Max-heap insert at `at` of the (sign-adjusted) value v. */
function siftUpNear(heap, at, v) {
    while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!(v > heap[parent]))
            break;
        heap[at] = heap[parent];
        at = parent;
    }
    heap[at] = v;
}
/** Replaces the max-heap's top with v. */
function siftDownNear(heap, size, v) {
    let at = 0;
    for (;;) {
        let child = 2 * at + 1;
        if (child >= size)
            break;
        if (child + 1 < size && heap[child + 1] > heap[child])
            child++;
        if (!(heap[child] > v))
            break;
        heap[at] = heap[child];
        at = child;
    }
    heap[at] = v;
}
function summarize(sorted) {
    const n = sorted.length;
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += sorted[i];
    const mean = sum / n;
    let ss = 0;
    for (let i = 0; i < n; i++)
        ss += (sorted[i] - mean) ** 2;
    return {
        n,
        median: sortedMedian(sorted),
        mean,
        min: sorted[0],
        max: sorted[n - 1],
        stddev: n > 1 ? sqrt(ss / (n - 1)) : null,
    };
}

// EXTERNAL MODULE: ./src/domain/bench/special.ts
var special = __webpack_require__(3282);
;// CONCATENATED MODULE: ./src/domain/bench/bootstrap.ts
/**
 * Percentile bootstrap of the ratio of two medians, made fast enough for 10,000 benchmarks.
 *
 * The median of a bootstrap resample of n sorted values is always one of the original order statistics (or the mean of
 * two of them), and which one has a known distribution that depends only on n. So instead of drawing n values and
 * taking their median, each replicate draws the median's order-statistic pair directly from that distribution (an
 * alias table, O(1) per draw): distributed exactly like the classic resample-and-take-the-median bootstrap.
 *
 * Let C_i be the number of resample draws at sorted positions ≤ i (C_i ~ Binomial(n, i/n)) and a the middle rank.
 * - odd n: the median is order statistic a = (n+1)/2 and P(K ≤ i) = P(C_i ≥ a).
 * - even n: the median is (Y_(a) + Y_(a+1))/2 with a = n/2; with G(p, k) = P(C_p = a, C_k = a) =
 *   C(n, a)(p/n)^a((n−k)/n)^(n−a), P(I=i, J=j) = G(i, j−1) − G(i−1, j−1) − G(i, j) + G(i−1, j) for i < j and
 *   P(I=J=i) = P(C_{i−1} ≤ a−1) − P(C_i ≤ a) + G(i−1, i). Exact up to n = 64; above that the two middle order
 *   statistics are drawn from their exact marginals with a shared uniform (their difference is negligible there).
 * Pairs with probability below 1e-12 are dropped (they cannot move a 2.5 % percentile).
 */


// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { ceil, exp, floor, imul, log, max, min } = Math;
const EXACT_PAIR_LIMIT = 64;
const MIN_PROBABILITY = 1e-12;
const tables = new Map();
function medianTable(n) {
    let table = tables.get(n);
    if (!table) {
        table = buildTable(n);
        if (tables.size > 256)
            tables.clear();
        tables.set(n, table);
    }
    return table;
}
function buildTable(n) {
    if (n < 1)
        throw new Error('medianTable: need at least one value');
    let pairs;
    if (n % 2 === 1) {
        const cdf = orderStatisticCdf(n, (n + 1) / 2);
        const idx = Array.from({ length: n }, (_, i) => i);
        pairs = { first: idx, second: idx, p: idx.map((i) => cdf[i] - (i ? cdf[i - 1] : 0)) };
    }
    else if (n <= EXACT_PAIR_LIMIT) {
        const exact = evenMedianPairs(n);
        pairs = { first: Array.from(exact.first), second: Array.from(exact.second), p: Array.from(exact.p) };
    }
    else {
        pairs = comonotonePairs(n);
    }
    const keepIdx = pairs.p.map((p, i) => (p >= MIN_PROBABILITY ? i : -1)).filter((i) => i >= 0);
    const p = Float64Array.from(keepIdx.map((i) => pairs.p[i]));
    const total = p.reduce((s, v) => s + v, 0);
    for (let k = 0; k < p.length; k++)
        p[k] /= total;
    const { keep, alias } = aliasTable(p);
    const first = Uint32Array.from(keepIdx.map((i) => pairs.first[i]));
    const second = Uint32Array.from(keepIdx.map((i) => pairs.second[i]));
    return {
        first,
        second,
        p,
        keep,
        alias,
        lowest: first.reduce((a, v) => min(a, v), n),
        highest: second.reduce((a, v) => max(a, v), 0),
    };
}
/** cdf[i−1] = P(the a-th smallest of the resample sits at sorted position ≤ i), i = 1..n. */
function orderStatisticCdf(n, a) {
    const cdf = new Float64Array(n);
    for (let i = 1; i <= n; i++)
        cdf[i - 1] = 1 - (0,special/* binomialCdf */.HU)(a - 1, n, i / n);
    cdf[n - 1] = 1;
    return cdf;
}
/** Probabilities of each (lower, upper) middle pair of a resample of even size n; 0-based positions. */
function evenMedianPairs(n) {
    const a = n / 2;
    const lc = (0,special/* logChoose */.Oo)(n, a);
    const g = (p, k) => p <= 0 || k >= n ? 0 : exp(lc + a * log(p / n) + (n - a) * log((n - k) / n));
    const firsts = [];
    const seconds = [];
    const probs = [];
    for (let i = 1; i <= n; i++) {
        for (let j = i; j <= n; j++) {
            const p = i === j
                ? (0,special/* binomialCdf */.HU)(a - 1, n, (i - 1) / n) - (0,special/* binomialCdf */.HU)(a, n, i / n) + g(i - 1, i)
                : g(i, j - 1) - g(i - 1, j - 1) - g(i, j) + g(i - 1, j);
            if (p > 0) {
                firsts.push(i - 1);
                seconds.push(j - 1);
                probs.push(p);
            }
        }
    }
    return { first: Uint32Array.from(firsts), second: Uint32Array.from(seconds), p: Float64Array.from(probs) };
}
/** Large even n: one uniform drives both middle order statistics; the segments between breakpoints are the pairs. */
function comonotonePairs(n) {
    const lower = orderStatisticCdf(n, n / 2);
    const upper = orderStatisticCdf(n, n / 2 + 1);
    const out = { first: [], second: [], p: [] };
    let i = 0;
    let j = 0;
    let at = 0;
    while (i < n && j < n) {
        const end = min(lower[i], upper[j]);
        if (end > at) {
            out.first.push(i);
            out.second.push(j);
            out.p.push(end - at);
            at = end;
        }
        if (lower[i] <= end)
            i++;
        if (upper[j] <= end)
            j++;
    }
    return out;
}
function aliasTable(p) {
    const k = p.length;
    const keep = new Float64Array(k);
    const alias = new Uint32Array(k);
    const scaled = Float64Array.from(p, (v) => v * k);
    const small = [];
    const large = [];
    scaled.forEach((v, i) => (v < 1 ? small : large).push(i));
    while (small.length && large.length) {
        const s = small.pop();
        const l = large.pop();
        keep[s] = scaled[s];
        alias[s] = l;
        scaled[l] = scaled[l] + scaled[s] - 1;
        (scaled[l] < 1 ? small : large).push(l);
    }
    for (const i of [...small, ...large]) {
        keep[i] = 1;
        alias[i] = i;
    }
    return { keep, alias };
}
/** Reusable buffers: per-benchmark allocations dominate garbage collection at 10,000 benchmarks. */
const buffers = {
    value: [new Float64Array(0), new Float64Array(0)],
    alias: [new Float64Array(0), new Float64Array(0)],
};
/** Median value of each table entry for these sorted samples, and of its alias, into buffer `slot`. */
function medianValues(table, sorted, slot) {
    const k = table.p.length;
    if (buffers.value[slot].length < k) {
        buffers.value[slot] = new Float64Array(k);
        buffers.alias[slot] = new Float64Array(k);
    }
    const value = buffers.value[slot];
    const aliasValue = buffers.alias[slot];
    for (let e = 0; e < k; e++)
        value[e] = (sorted[table.first[e]] + sorted[table.second[e]]) / 2;
    for (let e = 0; e < k; e++)
        aliasValue[e] = value[table.alias[e]];
    return { value, aliasValue };
}
let scratch = new Float64Array(0);
/**
 * Percentile intervals of the oriented ratio of medians (candidate ÷ baseline for `smaller`, the inverse for `bigger`,
 * so that > 1 always means worse), several from one set of replicates (the test interval and the equivalence
 * interval). Both inputs sorted ascending. The generator (mulberry32) is inlined for speed; the same seed gives the
 * same intervals.
 */
function bootstrapRatioIntervals(baseline, candidate, direction, resamples, confidences, seed) {
    const tb = medianTable(baseline.length);
    const tc = medianTable(candidate.length);
    const kb = tb.p.length;
    const kc = tc.p.length;
    if (scratch.length < resamples)
        scratch = new Float64Array(resamples);
    const out = scratch;
    const smaller = direction === 'smaller';
    // Few resamples (the sequential bootstrap's first stage): each median from its pair on demand (the same sum as
    // medianValues, so the same value) costs less than every table entry's.
    if (resamples < kb + kc)
        drawOnDemand(tb, tc, baseline, candidate, smaller, resamples, seed >>> 0, out);
    else
        drawFromValues(tb, tc, baseline, candidate, smaller, resamples, seed >>> 0, out);
    return confidences.map((confidence) => {
        const tail = (1 - confidence) / 2;
        const loIndex = min(resamples - 1, floor(tail * resamples));
        const hiIndex = max(0, ceil((1 - tail) * resamples) - 1);
        return selectPairNearEnds(out, resamples, loIndex, hiIndex);
    });
}
function drawOnDemand(tb, tc, baseline, candidate, smaller, resamples, seed, out) {
    const kb = tb.p.length;
    const kc = tc.p.length;
    // The tables' arrays in locals: the loop then reads them without a property load each (the same values).
    const keepB = tb.keep;
    const aliasB = tb.alias;
    const firstB = tb.first;
    const secondB = tb.second;
    const keepC = tc.keep;
    const aliasC = tc.alias;
    const firstC = tc.first;
    const secondC = tc.second;
    let state = seed;
    for (let r = 0; r < resamples; r++) {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = imul(state ^ (state >>> 15), state | 1);
        t ^= t + imul(t ^ (t >>> 7), t | 61);
        const ub = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kb;
        state = (state + 0x6d2b79f5) >>> 0;
        t = imul(state ^ (state >>> 15), state | 1);
        t ^= t + imul(t ^ (t >>> 7), t | 61);
        const uc = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kc;
        let eb = ub | 0;
        let ec = uc | 0;
        if (!(ub - eb < keepB[eb]))
            eb = aliasB[eb];
        if (!(uc - ec < keepC[ec]))
            ec = aliasC[ec];
        const mb = (baseline[firstB[eb]] + baseline[secondB[eb]]) / 2;
        const mc = (candidate[firstC[ec]] + candidate[secondC[ec]]) / 2;
        out[r] = smaller ? mc / mb : mb / mc;
    }
}
function drawFromValues(tb, tc, baseline, candidate, smaller, resamples, seed, out) {
    const vb = medianValues(tb, baseline, 0);
    const vc = medianValues(tc, candidate, 1);
    const kb = tb.p.length;
    const kc = tc.p.length;
    let state = seed;
    for (let r = 0; r < resamples; r++) {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = imul(state ^ (state >>> 15), state | 1);
        t ^= t + imul(t ^ (t >>> 7), t | 61);
        const ub = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kb;
        state = (state + 0x6d2b79f5) >>> 0;
        t = imul(state ^ (state >>> 15), state | 1);
        t ^= t + imul(t ^ (t >>> 7), t | 61);
        const uc = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kc;
        const eb = ub | 0;
        const ec = uc | 0;
        const mb = ub - eb < tb.keep[eb] ? vb.value[eb] : vb.aliasValue[eb];
        const mc = uc - ec < tc.keep[ec] ? vc.value[ec] : vc.aliasValue[ec];
        out[r] = smaller ? mc / mb : mb / mc;
    }
}

;// CONCATENATED MODULE: ./src/domain/bench/mann-whitney.ts
/**
 * Two-sided Mann–Whitney U (Wilcoxon rank-sum) test.
 * - No ties and both samples ≤ 50: the exact null distribution of U (cached per size pair), like R's wilcox.test.
 * - Ties and at most 30 values in all: the exact permutation distribution of the midrank sum given the tie pattern.
 * - Otherwise: the normal approximation with tie-corrected variance and continuity correction (R's `correct = TRUE`).
 */

// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs, exp: mann_whitney_exp, min: mann_whitney_min, round, sign, sqrt: mann_whitney_sqrt } = Math;
const EXACT_MAX_PER_SAMPLE = 50;
const EXACT_TIES_MAX_TOTAL = 30;
/** Both inputs sorted ascending. */
function mannWhitney(a, b, mode = 'exact') {
    const n = a.length;
    const m = b.length;
    if (n === 0 || m === 0)
        throw new Error('mannWhitney: both samples need at least one value');
    // The groups (one object per distinct value) only for the exact test with ties: at 10,000 benchmarks they are
    // most of the garbage, and the sums alone decide every other case.
    const sums = rankSums(a, b, false);
    const u = sums.doubledRankSumA / 2 - (n * (n + 1)) / 2;
    if (mode === 'normal')
        return { u, pValue: normalApproximation(u, n, m, sums.tieTerm), method: 'normal' };
    if (sums.tieGroupCount === 0 && n <= EXACT_MAX_PER_SAMPLE && m <= EXACT_MAX_PER_SAMPLE) {
        const dist = exactUDistribution(n, m);
        const k = round(u);
        return { u, pValue: twoSided(dist.cdf[k], 1 - (k > 0 ? dist.cdf[k - 1] : 0)), method: 'exact' };
    }
    if (sums.tieGroupCount > 0 && n + m <= EXACT_TIES_MAX_TOTAL) {
        return { u, pValue: exactWithTies(rankSums(a, b, true), n), method: 'exact-ties' };
    }
    return { u, pValue: normalApproximation(u, n, m, sums.tieTerm), method: 'normal' };
}
const minimumP = new Map();
/** The smallest two-sided p-value any data of these sizes can give (Tarone: fewer cannot ever be significant). */
function minimumPValue(n, m) {
    if (n === 0 || m === 0)
        return 1;
    const key = n * 1_000_003 + m;
    let p = minimumP.get(key);
    if (p === undefined) {
        p = mann_whitney_min(1, 2 * mann_whitney_exp(-(0,special/* logChoose */.Oo)(n + m, n)));
        if (minimumP.size > 4096)
            minimumP.clear();
        minimumP.set(key, p);
    }
    return p;
}
function twoSided(lower, upper) {
    return mann_whitney_min(1, 2 * mann_whitney_min(lower, upper));
}
const NO_GROUPS = [];
/** Midrank sums; the `groups` list only when `withGroups` (else empty). */
function rankSums(a, b, withGroups) {
    let i = 0;
    let j = 0;
    let rank = 0;
    let doubled = 0;
    let tieTerm = 0;
    let tieGroupCount = 0;
    // No list at all without `withGroups`: this runs once per benchmark, and an unused array is garbage all the same.
    const groups = withGroups ? [] : NO_GROUPS;
    while (i < a.length || j < b.length) {
        const v = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i] : b[j];
        let ca = 0;
        let cb = 0;
        while (i < a.length && a[i] === v) {
            ca++;
            i++;
        }
        while (j < b.length && b[j] === v) {
            cb++;
            j++;
        }
        const t = ca + cb;
        const doubledRank = 2 * rank + t + 1;
        doubled += ca * doubledRank;
        if (withGroups)
            groups.push({ size: t, fromA: ca, doubledRank });
        if (t > 1) {
            tieGroupCount++;
            tieTerm += t * t * t - t;
        }
        rank += t;
    }
    return { doubledRankSumA: doubled, groups, tieGroupCount, tieTerm };
}
/** Keyed by n · 1,000,003 + m: a number, not a string made per call (10,000 benchmarks ask for one size pair). */
const uCache = new Map();
/**
 * P(U = u) for sizes (n, m) from the recurrence on the largest observation:
 * p(n, m, u) = m/(n+m) · p(n, m−1, u) + n/(n+m) · p(n−1, m, u−m)  (U counts pairs where a > b).
 * Two flat tables (row x: sizes (x, mm−1) and (x, mm)), swapped per mm, instead of a typed array per (x, mm): a
 * cold process builds the 30 × 30 table once per run, and 900 arrays of its own cost more than the sums. Every entry
 * is the same sum of the same products as before (a fresh entry's `0 + w·p` is `w·p`), so the same numbers.
 */
function exactUDistribution(n, m) {
    const key = n * 1_000_003 + m;
    const cached = uCache.get(key);
    if (cached)
        return cached;
    const pmf = uProbabilities(n, m);
    const cdf = new Float64Array(n * m + 1);
    let acc = 0;
    for (let u = 0; u < cdf.length; u++) {
        acc += pmf[u];
        cdf[u] = acc;
    }
    const dist = { cdf };
    if (uCache.size > 512)
        uCache.clear();
    uCache.set(key, dist);
    return dist;
}
/**
 * P(U = u), u = 0..n·m, at the start of the returned array: the recurrence alone in its function (a cold run
 * optimises its loops while they run, and the code after them would send that code back).
 */
function uProbabilities(n, m) {
    // Row x holds the distribution of sizes (x, ·): at most x·m + 1 values.
    const width = n * m + 1;
    let prev = new Float64Array((n + 1) * width);
    let cur = new Float64Array((n + 1) * width);
    for (let x = 0; x <= n; x++)
        prev[x * width] = 1; // mm = 0: U = 0 surely
    for (let mm = 1; mm <= m; mm++) {
        cur[0] = 1; // x = 0: U = 0 surely
        for (let x = 1; x <= n; x++) {
            const out = x * width;
            const fromB = x * width; // in prev: sizes (x, mm − 1), x·(mm − 1) + 1 values; the largest is from b
            const fromA = (x - 1) * width; // in cur: sizes (x − 1, mm), (x − 1)·mm + 1 values; it beats all mm of b
            const lengthB = x * (mm - 1) + 1;
            const lengthA = (x - 1) * mm + 1;
            const wb = mm / (x + mm);
            const wa = x / (x + mm);
            for (let u = 0; u < lengthB; u++)
                cur[out + u] = wb * prev[fromB + u];
            for (let u = lengthB; u <= x * mm; u++)
                cur[out + u] = 0;
            for (let u = 0; u < lengthA; u++)
                cur[out + u + mm] += wa * cur[fromA + u];
        }
        const swap = prev;
        prev = cur;
        cur = swap;
    }
    return prev.subarray(n * width);
}
/** Exact conditional p-value given the tie pattern: DP over groups on (count taken by a, doubled rank sum). */
function exactWithTies(ranks, n) {
    const maxSum = ranks.groups.reduce((s, g) => s + g.size * g.doubledRank, 0);
    const width = maxSum + 1;
    let dp = new Float64Array((n + 1) * width);
    dp[0] = 1;
    for (const g of ranks.groups) {
        const next = new Float64Array((n + 1) * width);
        const ways = [];
        for (let c = 0; c <= g.size; c++)
            ways.push(mann_whitney_exp((0,special/* logChoose */.Oo)(g.size, c)));
        for (let k = 0; k <= n; k++) {
            for (let s = 0; s < width; s++) {
                const v = dp[k * width + s];
                if (v === 0)
                    continue;
                for (let c = 0; c <= g.size && k + c <= n; c++) {
                    next[(k + c) * width + s + c * g.doubledRank] += v * ways[c];
                }
            }
        }
        dp = next;
    }
    let total = 0;
    let lower = 0;
    let upper = 0;
    const observed = ranks.doubledRankSumA;
    for (let s = 0; s < width; s++) {
        const v = dp[n * width + s];
        total += v;
        if (s <= observed)
            lower += v;
        if (s >= observed)
            upper += v;
    }
    return twoSided(lower / total, upper / total);
}
function normalApproximation(u, n, m, tieTerm) {
    const total = n + m;
    const variance = ((n * m) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
    if (variance <= 0)
        return 1;
    const diff = u - (n * m) / 2;
    const z = (diff - sign(diff) * 0.5) / mann_whitney_sqrt(variance);
    return mann_whitney_min(1, 2 * (0,special/* normalCdf */.vr)(-abs(z)));
}

;// CONCATENATED MODULE: ./src/domain/bench/multiple-testing.ts
/**
 * Benjamini–Hochberg adjusted p-values (q-values): q_(i) = min over j ≥ i of p_(j)·m/j, capped at 1. Rejecting every
 * q < α controls the false-discovery rate at α. `null` entries (no test) are left out of the family and stay null.
 */
function benjaminiHochberg(pValues) {
    return sortedValuesBH(pValues) ?? indexedBH(pValues);
}
/**
 * The same q-values from the p-values sorted as numbers (no object per p-value, no comparator: a 10,000-benchmark
 * run's family is sorted natively). Tied p-values get one q-value whichever order they take among themselves: going
 * down the ranks, p·m/j only grows as j falls, so every tie takes the running minimum at its highest rank. That is
 * where each p-value looks its q-value up. Undefined where the sort of numbers and the comparator may disagree
 * (NaN, −0): the indexed pass then decides.
 */
function sortedValuesBH(pValues) {
    let m = 0;
    for (const p of pValues)
        if (p !== null)
            m++;
    const sorted = new Float64Array(m);
    let at = 0;
    for (const p of pValues) {
        if (p === null)
            continue;
        if (p !== p || (p === 0 && 1 / p < 0))
            return undefined;
        sorted[at++] = p;
    }
    sorted.sort();
    const q = new Float64Array(m);
    let running = 1;
    for (let rank = m; rank >= 1; rank--) {
        running = Math.min(running, (sorted[rank - 1] * m) / rank);
        q[rank - 1] = running;
    }
    return pValues.map((p) => (p === null ? null : q[lastIndexOf(sorted, p)]));
}
/** Index of the last entry equal to `value` in an ascending array that holds it. */
function lastIndexOf(sorted, value) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] <= value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}
function indexedBH(pValues) {
    const indexed = [];
    pValues.forEach((p, index) => {
        if (p !== null)
            indexed.push({ p, index });
    });
    const m = indexed.length;
    const out = pValues.map(() => null);
    indexed.sort((x, y) => x.p - y.p);
    let running = 1;
    for (let rank = m; rank >= 1; rank--) {
        const item = indexed[rank - 1];
        running = Math.min(running, (item.p * m) / rank);
        out[item.index] = running;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/bench/rng.ts
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { cos, imul: rng_imul, log: rng_log, sqrt: rng_sqrt } = Math;
/** mulberry32: 32-bit state, fast, and well distributed enough for resampling and simulations. */
function createRng(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = rng_imul(t ^ (t >>> 15), t | 1);
        t ^= t + rng_imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** FNV-1a: per-benchmark seeds derived from the name, so one benchmark's interval does not depend on the others. */
function hashString(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = rng_imul(h, 0x01000193);
    }
    return h >>> 0;
}
/** A standard normal deviate (Box–Muller), for simulations and demo data. */
function gaussian(rng) {
    let u = rng();
    while (u <= 0)
        u = rng();
    return rng_sqrt(-2 * rng_log(u)) * cos(2 * Math.PI * rng());
}

;// CONCATENATED MODULE: ./src/domain/bench/shift-interval.ts
/**
 * The distribution-free confidence interval of a location shift that goes with the Mann–Whitney test (Moses; what
 * R's `wilcox.test(x, y, conf.int = TRUE)` reports): order statistics of the n·m pairwise differences, picked with
 * the U distribution. Used on log values, so the shift is a log ratio. Its efficiency is ~95 % of the t interval for
 * normal noise and it keeps its level with outliers, which makes equivalence decidable with few repetitions.
 */



const { floor: shift_interval_floor, max: shift_interval_max, min: shift_interval_min, sqrt: shift_interval_sqrt } = Math;
/** Above this many pairs the caller falls back to the bootstrap interval (memory, not accuracy). */
const MAX_PAIRS = 1_000_000;
const EXACT_MAX = 50;
let shift_interval_scratch = new Float64Array(0);
/**
 * Interval of median(c − b) at `confidence`; null when there are too few values or too many pairs. Both inputs
 * sorted ascending. `spread` (optional: a guess of the differences' standard deviation) lets it look only at the
 * differences in a band around the middle, where both order statistics lie; the values are the same either way.
 */
function shiftInterval(b, c, confidence, spread) {
    const n = b.length;
    const m = c.length;
    const pairs = n * m;
    if (n < 2 || m < 2 || pairs > MAX_PAIRS)
        return null;
    const k = cachedLowerRank(n, m, (1 - confidence) / 2);
    if (k === null)
        return null;
    // Few pairs, or ranks near the ends: walk in from each end over the sorted differences instead of writing and
    // selecting all n·m of them.
    if (k <= shift_interval_max(WALK_MIN, pairs / WALK_SHARE))
        return [kthSmallestDifference(b, c, k), kthLargestDifference(b, c, k)];
    if (shift_interval_scratch.length < pairs)
        shift_interval_scratch = new Float64Array(pairs);
    if (spread !== undefined && spread > 0) {
        const centre = (c[m >> 1] + c[(m - 1) >> 1]) / 2 - (b[n >> 1] + b[(n - 1) >> 1]) / 2;
        const z = (0,special/* normalQuantile */.Zl)(1 - k / pairs);
        return [rankSelect(b, c, k - 1, centre - z * spread), rankSelect(b, c, pairs - k, centre + z * spread)];
    }
    let at = 0;
    for (let j = 0; j < m; j++)
        for (let i = 0; i < n; i++)
            shift_interval_scratch[at++] = c[j] - b[i];
    const lo = selectInPlace(shift_interval_scratch, pairs, k - 1);
    // Everything after the lower one's position is at least as large: the upper one is among them.
    const hi = selectInPlace(shift_interval_scratch, pairs, pairs - k, k - 1);
    return [lo, hi];
}
/**
 * Two intervals from one look at the differences: `inner` (the narrower, e.g. 1 − 2·alpha) and `outer` (e.g.
 * 1 − alpha), exactly what two shiftInterval calls give; null when either is unavailable.
 */
function shiftIntervalPair(b, c, inner, outer, spread) {
    const out = new Float64Array(4);
    if (!shiftIntervalPairInto(b, c, inner, outer, spread, out))
        return null;
    return { inner: [out[0], out[1]], outer: [out[2], out[3]] };
}
/**
 * shiftIntervalPair into `out` (inner low, inner high, outer low, outer high), without the objects: it runs once
 * per benchmark. False (out untouched) where shiftIntervalPair is null.
 */
function shiftIntervalPairInto(b, c, inner, outer, spread, out) {
    const n = b.length;
    const m = c.length;
    const pairs = n * m;
    if (n < 2 || m < 2 || pairs > MAX_PAIRS)
        return false;
    const plan = pairPlan(n, m, inner, outer);
    const { ki, ko } = plan;
    if (ki === null || ko === null)
        return false;
    if (ko > ki) {
        // Not nested as asked (an outer level below the inner one): one at a time.
        const a = shiftInterval(b, c, inner, spread);
        const o = shiftInterval(b, c, outer, spread);
        if (!a || !o)
            return false;
        return put(out, a[0], a[1], o[0], o[1]);
    }
    if (ki <= shift_interval_max(WALK_MIN, pairs / WALK_SHARE)) {
        const li = kthSmallestDifference(b, c, ki, ko);
        const lo = walked;
        const hi = kthLargestDifference(b, c, ki, ko);
        return put(out, li, hi, lo, walked);
    }
    if (shift_interval_scratch.length < pairs)
        shift_interval_scratch = new Float64Array(pairs);
    if (spread !== undefined && spread > 0) {
        const centre = (c[m >> 1] + c[(m - 1) >> 1]) / 2 - (b[n >> 1] + b[(n - 1) >> 1]) / 2;
        const { zOut, zIn, zMid } = plan;
        const lo = rankSelect(b, c, ko - 1, centre - zOut * spread, ki - 1, centre - zIn * spread);
        const li = banded;
        // The lower end tells where the middle really is (the medians' difference is a noisy guess of it): the upper
        // end's probes aim from there, mirrored.
        const mid = centre - zMid * spread;
        const moved = centre + ((lo + li) / 2 - mid);
        const hi = rankSelect(b, c, pairs - ki, moved + zIn * spread, pairs - ko, moved + zOut * spread);
        return put(out, li, hi, lo, banded);
    }
    let at = 0;
    for (let j = 0; j < m; j++)
        for (let i = 0; i < n; i++)
            shift_interval_scratch[at++] = c[j] - b[i];
    const lo = selectInPlace(shift_interval_scratch, pairs, ko - 1);
    const li = selectInPlace(shift_interval_scratch, pairs, ki - 1, ko - 1);
    const hi = selectInPlace(shift_interval_scratch, pairs, pairs - ki, ki - 1);
    const ho = selectInPlace(shift_interval_scratch, pairs, pairs - ko, pairs - ki);
    return put(out, li, hi, lo, ho);
}
function put(out, innerLow, innerHigh, outerLow, outerHigh) {
    out[0] = innerLow;
    out[1] = innerHigh;
    out[2] = outerLow;
    out[3] = outerHigh;
    return true;
}
let lastPlan;
/**
 * The ranks and probe quantiles of shiftIntervalPair, which depend only on the sizes and levels: made once for a run
 * of benchmarks of one size (a 10,000-benchmark comparison asks ~40,000 times for the same four quantiles).
 */
function pairPlan(n, m, inner, outer) {
    const last = lastPlan;
    if (last && last.n === n && last.m === m && Object.is(last.inner, inner) && Object.is(last.outer, outer))
        return last;
    const pairs = n * m;
    const ki = cachedLowerRank(n, m, (1 - inner) / 2);
    const ko = cachedLowerRank(n, m, (1 - outer) / 2);
    // Each end's first two probes from the normal model of the differences, a little outside its two ranks: a count
    // between them would narrow nothing.
    const margin = PAIR_TARGET / 4;
    const plan = { n, m, inner, outer, ki, ko, zOut: 0, zIn: 0, zMid: 0 };
    if (ki !== null && ko !== null) {
        plan.zOut = (0,special/* normalQuantile */.Zl)(1 - shift_interval_max(1, ko - margin) / pairs);
        plan.zIn = (0,special/* normalQuantile */.Zl)(1 - shift_interval_min(pairs / 2, ki + margin) / pairs);
        plan.zMid = ((0,special/* normalQuantile */.Zl)(1 - ko / pairs) + (0,special/* normalQuantile */.Zl)(1 - ki / pairs)) / 2;
    }
    lastPlan = plan;
    return plan;
}
/** The walk from the ends is used up to this rank, or this share of the pairs (its cost grows as k·log k). */
const WALK_MIN = 64;
const WALK_SHARE = 8;
/** The value a walk passed at its `early` rank (the wider interval's end, on the way to the narrower one's). */
let walked = 0;
/** Heap of (value, row, step) for the walks; grown as needed, reused across benchmarks. */
let heapValue = new Float64Array(0);
let heapRow = new Int32Array(0);
let heapStep = new Int32Array(0);
function heapRoom(size) {
    if (heapValue.length >= size)
        return;
    heapValue = new Float64Array(size);
    heapRow = new Int32Array(size);
    heapStep = new Int32Array(size);
}
/**
 * Sifts entry `at` (value v, row r, step s) down a heap of `size`: a min-heap for sign 1, a max-heap for sign −1.
 */
function siftDown(size, at, v, r, s, sign) {
    for (;;) {
        let child = 2 * at + 1;
        if (child >= size)
            break;
        if (child + 1 < size && sign * heapValue[child + 1] < sign * heapValue[child])
            child++;
        if (!(sign * heapValue[child] < sign * v))
            break;
        moveEntry(child, at);
        at = child;
    }
    placeEntry(at, v, r, s);
}
function siftUp(at, v, r, s, sign) {
    while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!(sign * v < sign * heapValue[parent]))
            break;
        moveEntry(parent, at);
        at = parent;
    }
    placeEntry(at, v, r, s);
}
/** Heap slot `to` takes slot `from`'s entry (the three arrays move together). */
function moveEntry(from, to) {
    heapValue[to] = heapValue[from];
    heapRow[to] = heapRow[from];
    heapStep[to] = heapStep[from];
}
function placeEntry(at, v, r, s) {
    heapValue[at] = v;
    heapRow[at] = r;
    heapStep[at] = s;
}
/**
 * The k-th smallest (1-based) of c[j] − b[i], both sorted ascending: row j's differences rise as i falls, and each
 * row's first one (c[j] − b[n−1]) rises with j, so a heap holding each started row's next difference pops them in
 * order; a row is started when the one before it pops its first. The same subtraction as the full pass: the same
 * value.
 */
function kthSmallestDifference(b, c, k, early = k) {
    return kthDifference(b, c, k, early, 1);
}
/** The k-th largest (1-based) of c[j] − b[i]: the mirror walk from c[m−1] − b[0]. */
function kthLargestDifference(b, c, k, early = k) {
    return kthDifference(b, c, k, early, -1);
}
/**
 * The walk of both: sign 1 pops ascending (rows from c[0], each row's step t reads b[n−1−t]), sign −1 descending
 * (rows from c[m−1], step t reads b[t]); the heap is a min-heap or a max-heap to match.
 */
function kthDifference(b, c, k, early, sign) {
    const n = b.length;
    const m = c.length;
    const bAt = sign === 1 ? n - 1 : 0; // b's index at step t is bAt − sign·t
    heapRoom(k + 2);
    let size = 1;
    const first = sign === 1 ? 0 : m - 1;
    placeEntry(0, c[first] - b[bAt], first, 0);
    for (let popped = 1;; popped++) {
        const v = heapValue[0];
        if (popped === early)
            walked = v;
        if (popped === k)
            return v;
        const r = heapRow[0];
        const s = heapStep[0];
        // Replace the top with its row's next difference, or with the last entry when the row is done.
        if (s + 1 < n)
            siftDown(size, 0, c[r] - b[bAt - sign * (s + 1)], r, s + 1, sign);
        else {
            size--;
            siftDown(size, 0, heapValue[size], heapRow[size], heapStep[size], sign);
        }
        const next = r + sign;
        if (s === 0 && next >= 0 && next < m)
            siftUp(size++, c[next] - b[bAt], next, 0, sign);
    }
}
/** A bracket holding at most this many differences is selected in; the search stops after this many counts. */
const BRACKET_TARGET = 32;
const BRACKET_PROBES = 10;
/** Two ranks: a wider band (selecting among a few dozen more costs less than another count). */
const PAIR_TARGET = 64;
/**
 * The r-th smallest (0-based) of c[j] − b[i], both sorted ascending, without writing all n·m differences: a bracket
 * [lo, hi) with count(< lo) ≤ r < count(< hi) is narrowed by counting (one pass over the rows, no differences
 * written) at a first guess and then at points interpolated between its ends, aimed a little to either side of r so
 * that both ends move; the few differences left in it are written and selected. The counts and the band compare the
 * differences themselves, so the value is exactly what selecting among all of them gives.
 */
function rankSelect(b, c, r, guess, r2 = r, secondGuess = NaN) {
    const n = b.length;
    const m = c.length;
    const largest = c[m - 1] - b[0];
    let lo = c[0] - b[n - 1]; // the smallest difference: none below it
    let below = 0;
    let hi = Infinity;
    let upTo = n * m;
    let probe = guess;
    const target = (r2 === r ? BRACKET_TARGET : PAIR_TARGET) + (r2 - r);
    for (let t = 0; t < BRACKET_PROBES && upTo - below > target; t++) {
        const top = hi === Infinity ? largest : hi;
        if (!(probe > lo && probe < top))
            probe = lo + (top - lo) / 2;
        if (!(probe > lo && probe < top))
            break; // no value between the ends (ties): select among what is left
        const count = countBelow(b, c, probe);
        // A count between the two ranks narrows neither end: the next probe aims outside them.
        const lower = count <= r;
        if (lower) {
            lo = probe;
            below = count;
        }
        else if (count > r2) {
            hi = probe;
            upTo = count;
        }
        // Aim a quarter of the target band to the side whose end has moved less, so the next count lands there.
        const outward = count > r && count <= r2 ? (t % 2 === 0 ? -1 : 1) : r - below < upTo - r2 ? 1 : -1;
        const aim = (outward > 0 ? r2 : r) + 0.5 + (outward * BRACKET_TARGET) / 4;
        probe = lo + ((hi === Infinity ? largest : hi) - lo) * ((aim - below) / (upTo - below));
        // Two ranks: the caller's guess for the far side first (one end is still open after the first count).
        if (t === 0 && secondGuess === secondGuess)
            probe = lower ? secondGuess : 2 * guess - secondGuess;
    }
    const size = fillBand(b, c, lo, hi);
    const first = selectInPlace(shift_interval_scratch, size, r - below);
    // Everything after the first one's position is at least as large: the second one is among them.
    banded = r2 === r ? first : selectInPlace(shift_interval_scratch, size, r2 - below, r - below);
    return first;
}
/** The second rank's value from the last rankSelect. */
let banded = 0;
/**
 * How many c[j] − b[i] are below `low`: one merge of the two sorted arrays, each step moving past a b (its
 * difference with this c is not below `low`, nor with any later c) or past a c (with every b not yet passed its
 * difference is below `low`). Written without a branch on the comparison, whose outcome is noise and mispredicted
 * about half the time: the branching loop took ~1.5× as long per count on 30 × 30 benchmarks.
 */
function countBelow(b, c, low) {
    const n = b.length;
    const m = c.length;
    let end = 0; // b's passed: the first i with c[j] − b[i] < low
    let j = 0;
    let below = 0;
    while (j < m && end < n) {
        const pass = +(c[j] - b[end] >= low); // 1 or 0
        end += pass;
        below += (1 - pass) * (n - end);
        j += 1 - pass;
    }
    return below + (m - j) * (n - end);
}
/** The differences in [low, high) into the scratch buffer; their number. */
function fillBand(b, c, low, high) {
    const n = b.length;
    let start = 0; // first i with c[j] − b[i] < high
    let end = 0; // first i with c[j] − b[i] < low
    let at = 0;
    for (let j = 0; j < c.length; j++) {
        const cj = c[j];
        while (start < n && cj - b[start] >= high)
            start++;
        if (end < start)
            end = start;
        while (end < n && cj - b[end] >= low)
            end++;
        for (let i = start; i < end; i++)
            shift_interval_scratch[at++] = cj - b[i];
    }
    return at;
}
/**
 * 1-based rank of the lower bound: R's `qwilcox(tail, n, m)` (the smallest q with P(U ≤ q) ≥ tail), at least 1;
 * the normal approximation beyond the exact table. Null when even the extreme pair gives no such interval.
 */
const ranks = new Map();
/** lowerRank per tail and size pair, computed once (a 10,000-benchmark run asks for one or two). */
function cachedLowerRank(n, m, tail) {
    let byTail = ranks.get(tail);
    if (!byTail) {
        if (ranks.size > 16)
            ranks.clear();
        byTail = new Map();
        ranks.set(tail, byTail);
    }
    const key = n * 1_000_003 + m;
    let rank = byTail.get(key);
    if (rank === undefined) {
        if (byTail.size > 4096)
            byTail.clear();
        rank = lowerRank(n, m, tail) ?? -1;
        byTail.set(key, rank);
    }
    return rank === -1 ? null : rank;
}
function lowerRank(n, m, tail) {
    let q;
    if (n <= EXACT_MAX && m <= EXACT_MAX) {
        const cdf = exactUDistribution(n, m).cdf;
        q = 0;
        while (q < cdf.length && cdf[q] < tail)
            q++;
    }
    else {
        q = shift_interval_floor((n * m) / 2 - (0,special/* normalQuantile */.Zl)(1 - tail) * shift_interval_sqrt((n * m * (n + m + 1)) / 12));
    }
    q = shift_interval_max(1, q);
    return shift_interval_min(q, shift_interval_floor((n * m) / 2));
}

// EXTERNAL MODULE: ./src/domain/bench/units.ts
var bench_units = __webpack_require__(4670);
;// CONCATENATED MODULE: ./src/domain/bench/analyze.ts








// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs: analyze_abs, exp: analyze_exp, expm1, log: analyze_log, log1p, max: analyze_max, sqrt: analyze_sqrt } = Math;
/**
 * Bootstrap only near decision boundaries. The bootstrap interval never decides a benchmark's status where the
 * pairwise shift interval exists (the rank test and that interval do); it feeds the geometric mean's interval, the
 * attribution and the report. So a benchmark decided unchanged reports the shift interval at 1 − alpha instead
 * (`ciMethod: 'shift'`, no resampling), every other one — regressed, improved, undecided — gets all resamples (the
 * same interval as without the fast path, same seed), and when the geometric mean's status could depend on which
 * interval the unchanged ones carry, every benchmark does (`geomeanSettled`). `earlyStopResamples` 0 turns this
 * off; any other value below `bootstrapResamples` turns it on (the name and value are kept from the sequential
 * bootstrap this replaced).
 */
const EARLY_STOP_RESAMPLES = 250;
const MAX_REPETITIONS = 10_000;
/** Aim inside the remaining room: the estimate moves as repetitions are added. */
const DECISION_MARGIN = 0.9;
/** `detectable` is the change called with this probability. */
const DETECTION_POWER = 0.8;
/** Relative efficiency factors for normal noise: median (π/2) and Hodges–Lehmann / rank test (π/3) vs the mean. */
const MEDIAN_VARIANCE = Math.PI / 2;
const RANK_VARIANCE = Math.PI / 3;
function summary(b) {
    if (b.samples.length === 0) {
        if (!b.aggregate)
            return null;
        const a = b.aggregate;
        const v = a.value;
        return { n: a.n ?? 1, median: v, mean: v, min: v, max: v, stddev: a.stddev ?? null, unit: b.unit };
    }
    return sampleSummary(b.samples, b.unit);
}
/** summarize()'s object becomes the row's summary (its unit added last, as the report prints it): one object, not two. */
function sampleSummary(sorted, unit) {
    const summary = summarize(sorted);
    summary.unit = unit;
    return summary;
}
function emptyRow(name, status, threshold) {
    return {
        name,
        status,
        direction: null,
        unit: '',
        ratio: null,
        ci: null,
        equivalence: null,
        pValue: null,
        pAdjusted: null,
        test: null,
        threshold,
        detectable: null,
        noise: null,
        baseline: null,
        candidate: null,
        moreRepetitions: null,
        reason: null,
        attribution: null,
        upstreamRatio: null,
        errors: [],
        notes: [],
    };
}
/** Relative noise per benchmark from an A/A pair: |baseline ÷ second baseline − 1| in log terms. */
function noiseFromAA(baseline, aa) {
    const out = new Map();
    for (const [name, b] of baseline.benchmarks) {
        const a = aa.benchmarks.get(name);
        if (!a || b.errors.length || a.errors.length || !b.samples.length || !a.samples.length)
            continue;
        if (!(0,bench_units/* sameUnit */.Z)(a.unit, b.unit))
            continue;
        const rb = summarize(b.samples).median;
        const ra = summarize(a.samples).median;
        out.set(name, expm1(analyze_abs(analyze_log(ra / rb))));
    }
    return out;
}
function analyzePair(baseline, candidate, settings, noise = new Map()) {
    const names = [...baseline.benchmarks.keys()];
    for (const name of candidate.benchmarks.keys())
        if (!baseline.benchmarks.has(name))
            names.push(name);
    const work = names.map((name) => {
        const threshold = analyze_max(settings.minEffect, settings.noiseMultiplier * (noise.get(name) ?? 0));
        const w = compareOne(name, baseline.benchmarks.get(name), candidate.benchmarks.get(name), threshold, settings);
        const observed = noise.get(name);
        if (observed !== undefined)
            w.row.noise = observed;
        return w;
    });
    const adjusted = benjaminiHochberg(work.map((w) => (w.tested ? w.row.pValue : null)));
    const family = adjusted.filter((p) => p !== null).length;
    work.forEach((w, i) => {
        w.row.pAdjusted = adjusted[i] ?? null;
        if (w.comparable)
            classify(w, settings.alpha, family);
    });
    finishBootstraps(work, settings);
    return work.map((w) => w.row);
}
/** The fast path is on unless `earlyStopResamples` is 0 (or not below `bootstrapResamples`). */
function boundaryOnly(settings) {
    const first = settings.earlyStopResamples ?? EARLY_STOP_RESAMPLES;
    return first > 0 && first < settings.bootstrapResamples;
}
/** Each benchmark's own stream: the run's seed mixed with a hash of its name. */
function bootstrapSeed(settings, name) {
    return (settings.seed ^ hashString(name)) >>> 0;
}
function finishBootstrap(w, resamples, settings) {
    const alpha = settings.alpha;
    const job = w.bootstrap;
    if (job.seed < 0)
        job.seed = bootstrapSeed(settings, w.row.name);
    w.row.ci = bootstrapRatioIntervals(job.baseline, job.candidate, job.direction, resamples, [1 - alpha], job.seed)[0];
    job.resamples = resamples;
    w.row.resamples = resamples;
    w.row.ciMethod = 'bootstrap';
}
/**
 * Bootstrap only near decision boundaries (see EARLY_STOP_RESAMPLES): every row not decided unchanged gets all
 * resamples (the interval it had without the fast path); an unchanged row keeps its shift interval unless the
 * geometric mean's status could depend on which interval it carries, then every row gets the bootstrap.
 */
function finishBootstraps(work, settings) {
    const full = settings.bootstrapResamples;
    const skipped = [];
    for (const w of work) {
        if (!w.bootstrap || w.bootstrap.resamples > 0)
            continue;
        if (w.row.status === 'unchanged')
            skipped.push(w);
        else
            finishBootstrap(w, full, settings);
    }
    if (skipped.length === 0 || geomeanSettled(work, settings))
        return;
    for (const w of skipped)
        finishBootstrap(w, full, settings);
}
/**
 * Is the geometric mean's status the same whichever interval each skipped row carries? Its status depends on the
 * rows' interval widths only through their summed squares, and is monotone in that sum: a status other than
 * inconclusive stays as the sum shrinks. Every replicate of a row's bootstrap is a ratio of two resample medians,
 * each between the lowest and highest order statistic its median table can pick, so that hull's width bounds the
 * bootstrap interval's; with each skipped row at max(hull, shift interval) width, a decided status is the status
 * both the shift intervals and the full bootstrap give (`geometricMean`'s rule, same rows, same z).
 */
function geomeanSettled(work, settings) {
    const z = (0,special/* normalQuantile */.Zl)(1 - settings.alpha / 2);
    let n = 0;
    let sumLog = 0;
    let sumVar = 0;
    for (const w of work) {
        const r = w.row;
        if (r.ratio === null || r.status === 'errored' || !r.baseline || !r.candidate)
            continue;
        // A row without an interval leaves the geometric mean without one (status null), whatever the others carry.
        if (!r.ci)
            return true;
        n++;
        sumLog += analyze_log(r.ratio);
        let width = analyze_log(r.ci[1]) - analyze_log(r.ci[0]);
        if (w.bootstrap && w.bootstrap.resamples === 0)
            width = analyze_max(width, w.hull);
        sumVar += (width / (2 * z)) ** 2;
    }
    if (n === 0)
        return true;
    const mean = sumLog / n;
    // A hair wider than the bound: the sums run in another order than geometricMean's (rounding).
    const se = (analyze_sqrt(sumVar) / n) * (1 + 1e-9) + 1e-15;
    const lo = mean - z * se;
    const hi = mean + z * se;
    const t = log1p(settings.minEffect);
    return lo > t || hi < -t || (lo >= -t && hi <= t);
}
/**
 * Log width of the range every bootstrap replicate of the ratio of medians lies in (the median tables' support):
 * log(c_high) − log(c_low) + log(b_high) − log(b_low), from the sides' sorted log values (each is Math.log of the
 * sample: the same numbers as taking the logs here, without 40,000 more of them at 10,000 benchmarks).
 */
function hullWidth(logB, logC) {
    const tb = medianTable(logB.length);
    const tc = medianTable(logC.length);
    return logC[tc.highest] - logC[tc.lowest] + logB[tb.highest] - logB[tb.lowest];
}
function blankWork(row, n, m) {
    return {
        row,
        tested: false,
        comparable: false,
        n,
        m,
        sb: null,
        sc: null,
        seTest: null,
        seRatio: null,
        equivalence: null,
        aggregate: false,
        bootstrap: null,
        hull: NaN,
    };
}
/** What makes a pair incomparable (units, directions, configuration); undefined when nothing does. */
function pairProblems(b, c) {
    const out = [];
    if (!(0,bench_units/* sameUnit */.Z)(b.unit, c.unit))
        out.push(`unit mismatch: baseline '${b.unit}' vs candidate '${c.unit}'`);
    if (b.direction && c.direction && b.direction !== c.direction) {
        out.push(`direction mismatch: baseline ${b.direction} vs candidate ${c.direction} is better`);
    }
    if (b.config !== c.config)
        out.push(`configuration differs: baseline ${b.config ?? '-'} vs candidate ${c.config ?? '-'}`);
    return out.length ? out : undefined;
}
/** Both shift intervals of the fast path (inner low, inner high, outer low, outer high), reused per benchmark. */
const intervals = new Float64Array(4);
/** An interval of the shift oriented like the ratio: for bigger-is-better a lower candidate is the cost. */
function orient(iv, direction) {
    return direction === 'smaller' ? iv : [-iv[1], -iv[0]];
}
/** Builds the row; for a comparable pair the status is decided later by `classify` (after FDR control). */
function compareOne(name, b, c, threshold, settings) {
    if (!b && !c)
        throw new Error(`compareOne: ${name} on neither side`);
    if (!b || !c) {
        const only = (b ?? c);
        const status = c && c.errors.length ? 'errored' : c ? 'added' : 'removed';
        const row = emptyRow(name, status, threshold);
        row.direction = only.direction ?? null;
        row.unit = only.unit;
        row[b ? 'baseline' : 'candidate'] = summary(only);
        row.errors = only.errors.map((e) => `${b ? 'baseline' : 'candidate'}: ${e}`);
        row.notes = [...only.notes];
        row.reason = b ? 'not in the candidate results' : 'not in the baseline results';
        return blankWork(row, b?.samples.length ?? 0, c?.samples.length ?? 0);
    }
    const row = emptyRow(name, 'unchanged', threshold);
    row.direction = c.direction ?? b.direction ?? null;
    row.unit = c.unit;
    row.baseline = summary(b);
    row.candidate = summary(c);
    // The row's own empty list stays where neither side has a note (no list per row to throw away).
    if (b.notes.length + c.notes.length)
        row.notes = [...new Set([...b.notes, ...c.notes])];
    const work = blankWork(row, b.samples.length, c.samples.length);
    const pairErrors = pairProblems(b, c);
    if (c.errors.length || pairErrors) {
        row.status = 'errored';
        row.errors = [
            ...c.errors.map((e) => `candidate: ${e}`),
            ...(pairErrors ?? []),
            ...b.errors.map((e) => `baseline: ${e}`),
        ];
        return work;
    }
    if (b.errors.length) {
        // A broken baseline is nothing to compare against, but the candidate working is no failure.
        row.status = 'inconclusive';
        row.errors = b.errors.map((e) => `baseline: ${e}`);
        row.reason = 'the baseline errored; nothing to compare against';
        return work;
    }
    const direction = row.direction ?? 'smaller';
    const mb = row.baseline.median;
    const mc = row.candidate.median;
    row.ratio = direction === 'smaller' ? mc / mb : mb / mc;
    work.comparable = true;
    if (b.samples.length === 0 || c.samples.length === 0) {
        compareAggregates(work, b, c, settings);
        return work;
    }
    compareSamples(work, b, c, direction, settings);
    return work;
}
/**
 * The rank test, the noise and the intervals of a pair with samples on both sides (the hot path of a big suite:
 * kept apart from the rows' bookkeeping above, so that the optimiser has a small function to compile early).
 */
function compareSamples(work, b, c, direction, settings) {
    const row = work.row;
    const mw = mannWhitney(b.samples, c.samples, settings.utest);
    row.pValue = mw.pValue;
    row.test = mw.method;
    work.tested = minimumPValue(work.n, work.m) < settings.alpha;
    const lb = logs(b.samples, 0);
    const lc = logs(c.samples, 1);
    work.sb = logSpread(lb);
    work.sc = logSpread(lc);
    const sb = work.sb ?? work.sc;
    const sc = work.sc ?? work.sb;
    if (sb !== null && sc !== null) {
        const v = (sb * sb) / work.n + (sc * sc) / work.m;
        work.seTest = analyze_sqrt(RANK_VARIANCE * v);
        work.seRatio = analyze_sqrt(MEDIAN_VARIANCE * v);
    }
    if (work.n >= 2 && work.m >= 2) {
        const spread = work.sb !== null && work.sc !== null ? analyze_sqrt(work.sb * work.sb + work.sc * work.sc) : undefined;
        // The fast path: the bootstrap interval never decides a status where the pairwise shift interval exists, so
        // until the status is known the row carries the shift interval at 1 − alpha (same ranks machinery, no
        // resampling); finishBootstraps bootstraps only the rows at or beyond a boundary (see EARLY_STOP_RESAMPLES).
        const both = boundaryOnly(settings) &&
            shiftIntervalPairInto(lb, lc, 1 - 2 * settings.alpha, 1 - settings.alpha, spread, intervals);
        if (both) {
            // orient(), written out: the inner interval is the equivalence interval, the outer one the row's.
            const innerLow = intervals[0];
            const innerHigh = intervals[1];
            const outerLow = intervals[2];
            const outerHigh = intervals[3];
            const smaller = direction === 'smaller';
            row.ci = smaller ? [analyze_exp(outerLow), analyze_exp(outerHigh)] : [analyze_exp(-outerHigh), analyze_exp(-outerLow)];
            row.ciMethod = 'shift';
            // The seed (a hash of the name) only when the bootstrap runs: most rows never need it.
            work.bootstrap = { baseline: b.samples, candidate: c.samples, direction, seed: -1, resamples: 0 };
            work.hull = hullWidth(lb, lc);
            work.equivalence = smaller ? [innerLow, innerHigh] : [-innerHigh, -innerLow];
            row.equivalence = [analyze_exp(work.equivalence[0]), analyze_exp(work.equivalence[1])];
            return;
        }
        const shift = shiftInterval(lb, lc, 1 - 2 * settings.alpha, spread);
        // The bootstrap's equivalence interval only where the pairwise one is unavailable (selection is the hot spot);
        // it then decides the status, so it always gets every resample.
        const levels = shift ? [1 - settings.alpha] : [1 - settings.alpha, 1 - 2 * settings.alpha];
        const resamples = settings.bootstrapResamples;
        const seed = bootstrapSeed(settings, row.name);
        const [ci, eq] = bootstrapRatioIntervals(b.samples, c.samples, direction, resamples, levels, seed);
        row.ci = ci;
        row.ciMethod = 'bootstrap';
        row.resamples = resamples;
        work.bootstrap = { baseline: b.samples, candidate: c.samples, direction, seed, resamples };
        if (!shift)
            work.equivalence = [analyze_log(eq[0]), analyze_log(eq[1])];
        else
            work.equivalence = orient(shift, direction);
        row.equivalence = [analyze_exp(work.equivalence[0]), analyze_exp(work.equivalence[1])];
    }
}
/**
 * Reused arrays per length and slot: the log values and deviations live only while one benchmark is compared, and
 * 40,000 short-lived typed arrays (each with its own backing store) cost a 10,000-benchmark run more than the maths.
 */
const scratchByLength = new Map();
function scratchOf(length, slot) {
    let arrays = scratchByLength.get(length);
    if (!arrays) {
        if (scratchByLength.size > 64)
            scratchByLength.clear();
        arrays = [new Float64Array(length), new Float64Array(length), new Float64Array(length)];
        scratchByLength.set(length, arrays);
    }
    return arrays[slot];
}
/** Logs of the sorted values into scratch `slot` (valid until the next benchmark). */
function logs(sorted, slot) {
    const out = scratchOf(sorted.length, slot);
    for (let i = 0; i < sorted.length; i++)
        out[i] = analyze_log(sorted[i]);
    return out;
}
/** Robust spread of sorted log values: 1.4826 × MAD, else the standard deviation (coarse timers tie a lot). */
function logSpread(sorted) {
    const n = sorted.length;
    if (n < 2)
        return null;
    const mid = sortedMedian(sorted);
    const mad = 1.4826 * medianDeviation(sorted, mid);
    if (mad > 0)
        return mad;
    let mean = 0;
    for (let i = 0; i < n; i++)
        mean += sorted[i];
    mean /= n;
    let ss = 0;
    for (let i = 0; i < n; i++)
        ss += (sorted[i] - mean) ** 2;
    return analyze_sqrt(ss / (n - 1));
}
/**
 * Median of |sorted[i] − mid| for the median `mid`: exactly what sorting those deviations and taking their median
 * gives, without writing or sorting them (this runs twice per benchmark). Below the middle position the deviations
 * rise as i falls, from it they rise with i (rounding is monotone), so merging the two runs outwards from the middle
 * yields them in ascending order, and only the first half is walked. Values that are not finite (whose order the
 * sort defines) take the sort.
 */
function medianDeviation(sorted, mid) {
    const n = sorted.length;
    if (!Number.isFinite(mid) || !Number.isFinite(sorted[0]) || !Number.isFinite(sorted[n - 1])) {
        const dev = scratchOf(n, 2);
        for (let i = 0; i < n; i++)
            dev[i] = analyze_abs(sorted[i] - mid);
        return sortedMedian(sortAscending(dev));
    }
    const half = n >> 1;
    let left = half - 1;
    let right = half;
    let previous = 0;
    let current = 0;
    // Each side's next deviation, worked out again only when that side moves. Left of the middle the values are at
    // most the median and right of it at least (so `mid − v` and `v − mid` are |v − mid|, exactly: the same rounding).
    let l = left >= 0 ? mid - sorted[left] : Infinity;
    let r = right < n ? sorted[right] - mid : Infinity;
    for (let k = 0; k <= half; k++) {
        previous = current;
        if (l <= r) {
            current = l;
            left--;
            l = left >= 0 ? mid - sorted[left] : Infinity;
        }
        else {
            current = r;
            right++;
            r = right < n ? sorted[right] - mid : Infinity;
        }
    }
    return n % 2 ? current : (previous + current) / 2;
}
function aggregateSide(b) {
    if (b.samples.length > 0) {
        const s = summarize(b.samples);
        const spread = s.stddev !== null ? s.stddev / s.median : null;
        return { value: s.median, se: spread !== null ? spread / analyze_sqrt(s.n) : null, n: s.n, spread };
    }
    const a = b.aggregate;
    const spread = a.stddev !== undefined ? a.stddev / a.value : null;
    let se = a.se !== undefined ? a.se / a.value : null;
    if (se === null && spread !== null && a.n !== undefined && a.n >= 2)
        se = spread / analyze_sqrt(a.n);
    return { value: a.value, se, n: a.n ?? null, spread };
}
/**
 * Welch's t-test on summary statistics (location ± standard error on the log scale, Welch–Satterthwaite degrees of
 * freedom; a normal test where a tool gives only standard errors). The interval is t-based on the log ratio.
 */
function compareAggregates(work, b, c, settings) {
    const row = work.row;
    const sb = aggregateSide(b);
    const sc = aggregateSide(c);
    row.test = 'welch-aggregates';
    work.aggregate = true;
    work.n = sb.n ?? 0;
    work.m = sc.n ?? 0;
    if (sb.se === null || sc.se === null) {
        row.status = 'errored';
        row.errors.push('summary statistics without a standard deviation and repetition count (or a standard error) cannot be ' +
            'compared: rerun with repetitions (e.g. --benchmark_repetitions=10) or write every repetition');
        work.comparable = false;
        return;
    }
    work.sb = sb.spread;
    work.sc = sc.spread;
    const estimate = analyze_log(row.ratio);
    const se = analyze_max(analyze_sqrt(sb.se * sb.se + sc.se * sc.se), 1e-12);
    const df = welchDf(sb, sc);
    const t = estimate / se;
    row.pValue = 2 * (1 - (0,special/* studentTCdf */.Jt)(analyze_abs(t), df));
    work.tested = true;
    work.seTest = se;
    work.seRatio = se;
    const q1 = (0,special/* studentTQuantile */.$J)(1 - settings.alpha / 2, df);
    const q2 = (0,special/* studentTQuantile */.$J)(1 - settings.alpha, df);
    row.ci = [analyze_exp(estimate - q1 * se), analyze_exp(estimate + q1 * se)];
    row.ciMethod = 't';
    work.equivalence = [estimate - q2 * se, estimate + q2 * se];
    row.equivalence = [analyze_exp(work.equivalence[0]), analyze_exp(work.equivalence[1])];
}
function welchDf(b, c) {
    if (b.n === null || c.n === null || b.n < 2 || c.n < 2)
        return Infinity;
    const vb = b.se ** 2;
    const vc = c.se ** 2;
    const denom = (vb * vb) / (b.n - 1) + (vc * vc) / (c.n - 1);
    return denom > 0 ? (vb + vc) ** 2 / denom : Infinity;
}
function classify(w, alpha, family) {
    const row = w.row;
    const t = log1p(row.threshold);
    const texts = reasonTexts(row.threshold, alpha);
    const pct = texts.pct;
    row.detectable = detectable(w, alpha, t);
    if (!w.tested || !row.ci || !w.equivalence) {
        row.status = 'inconclusive';
        row.reason =
            `too few repetitions (${w.n} baseline, ${w.m} candidate): ` +
                `the smallest possible p-value is ${(0,bench_units/* significant */.I1)(minimumPValue(w.n, w.m), 2)}, not below alpha ${alpha}`;
        row.moreRepetitions = analyze_max(repetitionsForMinimumP(w.n, w.m, alpha), equivalenceRepetitions(w, t, alpha) ?? 0);
        return;
    }
    const estimate = analyze_log(row.ratio);
    const q = row.pAdjusted ?? 1;
    const significantNow = q < alpha;
    const [elo, ehi] = w.equivalence;
    if (significantNow && estimate >= t) {
        row.status = 'regressed';
        row.reason = `significant after false-discovery control (${qText(q)} < ${alpha}) and ×${row.ratio.toFixed(3)} is beyond +${pct}`;
    }
    else if (significantNow && estimate <= -t) {
        row.status = 'improved';
        row.reason = `significant after false-discovery control (${qText(q)} < ${alpha}) and ×${row.ratio.toFixed(3)} is beyond −${pct}`;
    }
    else if (elo >= -t && ehi <= t) {
        row.status = 'unchanged';
        row.reason = texts.equivalentBefore + (0,bench_units/* significant */.I1)(analyze_exp(elo)) + ', ' + (0,bench_units/* significant */.I1)(analyze_exp(ehi)) + texts.equivalentAfter;
    }
    else {
        row.status = 'inconclusive';
        if (analyze_abs(estimate) >= t) {
            row.reason = `×${row.ratio.toFixed(3)} is beyond ±${pct} but not significant after false-discovery control (${qText(q)})`;
            row.moreRepetitions = significanceRepetitions(w, alpha / analyze_max(1, family));
        }
        else {
            row.reason =
                `the ${(0,bench_units/* significant */.I1)((1 - 2 * alpha) * 100, 3)} % equivalence interval ` +
                    `[${(0,bench_units/* significant */.I1)(analyze_exp(elo))}, ${(0,bench_units/* significant */.I1)(analyze_exp(ehi))}] straddles the ±${pct} threshold`;
            row.moreRepetitions = equivalenceRepetitions(w, t, alpha);
            if (row.moreRepetitions === null)
                row.reason += '; the estimate sits on the threshold, more repetitions will not settle it quickly';
        }
    }
}
let lastTexts;
/**
 * The parts of the reasons that depend only on the threshold and alpha, made once per run (every row shares them
 * unless A/A noise raises a threshold), not once per row: 10,000 unchanged rows keep their reason to the end.
 */
function reasonTexts(threshold, alpha) {
    if (lastTexts && Object.is(lastTexts.threshold, threshold) && Object.is(lastTexts.alpha, alpha))
        return lastTexts;
    const pct = `${(0,bench_units/* significant */.I1)(threshold * 100, 3)} %`;
    lastTexts = {
        threshold,
        alpha,
        pct,
        equivalentBefore: `equivalent within ±${pct}: the ${(0,bench_units/* significant */.I1)((1 - 2 * alpha) * 100, 3)} % interval [`,
        equivalentAfter: `] lies inside the bounds (two one-sided tests at ${alpha})`,
    };
    return lastTexts;
}
/** The adjusted p-value as a reason prints it (only the rows whose reason names it). */
const qText = (q) => `q = ${(0,bench_units/* significant */.I1)(q, 2)}`;
let lastQuantiles = { alpha: NaN, zp: 0, za: 0 };
/** The smallest relative change called `regressed` with probability DETECTION_POWER (normal noise assumed). */
function detectable(w, alpha, t) {
    if (!w.tested || w.seTest === null || w.seRatio === null)
        return null;
    // The two quantiles once per alpha (the same numbers for every row).
    if (!Object.is(lastQuantiles.alpha, alpha))
        lastQuantiles = { alpha, zp: (0,special/* normalQuantile */.Zl)(DETECTION_POWER), za: (0,special/* normalQuantile */.Zl)(1 - alpha / 2) };
    const { zp, za } = lastQuantiles;
    return expm1(analyze_max(t + zp * w.seRatio, (za + zp) * w.seTest));
}
/** The standard error after r more repetitions per side. */
function seAfter(w, r) {
    if (w.seTest === null)
        return null;
    if (w.aggregate || w.sb === null || w.sc === null) {
        // Only the total is known: it shrinks like 1/√n.
        const n = analyze_max(1, w.n);
        const m = analyze_max(1, w.m);
        return w.seTest * analyze_sqrt((1 / (n + r) + 1 / (m + r)) / (1 / n + 1 / m));
    }
    return analyze_sqrt(RANK_VARIANCE * ((w.sb * w.sb) / (w.n + r) + (w.sc * w.sc) / (w.m + r)));
}
/** Extra repetitions per side after which the standard error is at most `target`. */
function repetitionsFor(w, target) {
    if (!(target > 0) || w.seTest === null)
        return null;
    if (w.seTest <= target)
        return 1;
    if ((seAfter(w, MAX_REPETITIONS) ?? Infinity) > target)
        return null;
    let lo = 1;
    let hi = MAX_REPETITIONS;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((seAfter(w, mid) ?? Infinity) <= target)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}
function repetitionsForMinimumP(n, m, alpha) {
    for (let r = 1; r < 1000; r++)
        if (minimumPValue(n + r, m + r) < alpha)
            return r;
    return 1000;
}
/**
 * Equivalence needs the interval's far side inside ±t: its half-width shrinks like the standard error, so scale the
 * observed half-width (aiming a little inside: the estimate moves as repetitions are added). Without an interval,
 * |shift| + z(1 − alpha)·se ≤ t.
 */
function equivalenceRepetitions(w, t, alpha) {
    const centre = w.equivalence ? (w.equivalence[0] + w.equivalence[1]) / 2 : analyze_log(w.row.ratio ?? 1);
    const room = DECISION_MARGIN * (t - analyze_abs(centre));
    if (room <= 1e-9 || w.seTest === null)
        return null;
    if (!w.equivalence)
        return repetitionsFor(w, room / (0,special/* normalQuantile */.Zl)(1 - alpha));
    const half = (w.equivalence[1] - w.equivalence[0]) / 2;
    return half > 0 ? repetitionsFor(w, (w.seTest * room) / half) : null;
}
/**
 * The z-score grows like 1/se: how many more repetitions until the observed p would clear a Bonferroni-safe level
 * (the FDR family's strictest), judged from the p-value itself (rank tests are discrete at few repetitions).
 */
function significanceRepetitions(w, level) {
    const p = w.row.pValue;
    if (p === null || p >= 1 || w.seTest === null)
        return null;
    const observed = (0,special/* normalQuantile */.Zl)(1 - p / 2);
    const needed = (0,special/* normalQuantile */.Zl)(1 - level / 2);
    if (!(observed > 0))
        return null;
    return repetitionsFor(w, (w.seTest * observed) / needed);
}

;// CONCATENATED MODULE: ./src/domain/bench/env.ts
function basename(path) {
    return path.replace(/\\/g, '/').split('/').pop() ?? path;
}
function diffEnv(a, b, where) {
    const out = [];
    for (const key of Object.keys(a).sort()) {
        const other = b[key];
        if (other !== undefined && other !== a[key])
            out.push({ key, baseline: a[key], candidate: other, where });
    }
    return out;
}
/** Differences within each side's files, then between the sides. */
function envMismatches(baseline, candidate) {
    const out = [];
    for (const side of [baseline, candidate]) {
        const [first, ...rest] = side.files;
        for (const f of rest) {
            out.push(...diffEnv(first.env, f.env, `${side.label} ${basename(first.source)} vs ${basename(f.source)}`));
        }
    }
    out.push(...diffEnv(baseline.env, candidate.env, `${baseline.label} vs ${candidate.label}`));
    return out;
}
/** `true` allows every difference; a list allows those keys (`libraries` also covers `libraries.*`). */
function isAllowed(mismatch, allow) {
    if (allow === true)
        return true;
    if (allow === false)
        return false;
    return allow.some((key) => mismatch.key === key || mismatch.key.startsWith(`${key}.`));
}

;// CONCATENATED MODULE: ./src/domain/bench/geomean.ts

// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { exp: geomean_exp, log: geomean_log, log1p: geomean_log1p, sqrt: geomean_sqrt } = Math;
function geometricMean(rows, alpha, minEffect) {
    const used = rows.filter((r) => r.ratio !== null && r.status !== 'errored' && r.baseline && r.candidate);
    if (used.length === 0)
        return { ratio: null, ci: null, status: null, benchmarks: 0, missingIntervals: 0 };
    let sumLog = 0;
    let sumVar = 0;
    let missing = 0;
    const z = (0,special/* normalQuantile */.Zl)(1 - alpha / 2);
    for (const r of used) {
        sumLog += geomean_log(r.ratio);
        if (r.ci)
            sumVar += ((geomean_log(r.ci[1]) - geomean_log(r.ci[0])) / (2 * z)) ** 2;
        else
            missing++;
    }
    const n = used.length;
    const mean = sumLog / n;
    const ratio = geomean_exp(mean);
    if (missing > 0)
        return { ratio, ci: null, status: null, benchmarks: n, missingIntervals: missing };
    const se = geomean_sqrt(sumVar) / n;
    const lo = mean - z * se;
    const hi = mean + z * se;
    const t = geomean_log1p(minEffect);
    const status = lo > t ? 'regressed' : hi < -t ? 'improved' : lo >= -t && hi <= t ? 'unchanged' : 'inconclusive';
    return { ratio, ci: [geomean_exp(lo), geomean_exp(hi)], status, benchmarks: n, missingIntervals: 0 };
}

;// CONCATENATED MODULE: ./src/domain/bench/self-test.ts
const SELF_TEST_FACTOR = 2;
/** Every sample made `factor` × worse: slower for smaller-is-better, lower for bigger-is-better. */
function injectRegression(side, factor) {
    const benchmarks = new Map();
    for (const [name, b] of side.benchmarks) {
        const scale = b.direction === 'bigger' ? 1 / factor : factor;
        const aggregate = b.aggregate && {
            ...b.aggregate,
            value: b.aggregate.value * scale,
            ...(b.aggregate.stddev !== undefined ? { stddev: b.aggregate.stddev * scale } : {}),
            ...(b.aggregate.se !== undefined ? { se: b.aggregate.se * scale } : {}),
        };
        benchmarks.set(name, { ...b, samples: b.samples.map((v) => v * scale), ...(aggregate ? { aggregate } : {}) });
    }
    return { ...side, label: `${side.label} (×${factor} injected)`, benchmarks };
}

;// CONCATENATED MODULE: ./src/domain/bench/compare.ts





const DEFAULT_COMPARE_SETTINGS = {
    suite: 'default',
    minEffect: 0.05,
    alpha: 0.05,
    bootstrapResamples: 2000,
    earlyStopResamples: EARLY_STOP_RESAMPLES,
    seed: 1,
    noiseMultiplier: 2,
    failOn: 'regressed',
    allowEnvMismatch: false,
    selfTest: false,
    utest: 'exact',
    metric: 'real',
    maxUndecided: 0.2,
    onMissing: 'fail',
};
const STATUS_ORDER = {
    errored: 0,
    regressed: 1,
    inconclusive: 2,
    improved: 2,
    unchanged: 2,
    removed: 3,
    added: 4,
};
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
/** Errors first (a correctness failure), then regressions, then everything by ratio, worst first. */
function sortRows(rows) {
    if (sortedByKeys(rows))
        return rows;
    return rows.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (b.ratio ?? 0) - (a.ratio ?? 0) || byName(a, b));
}
/**
 * The same order without a comparator call per pair (10,000 rows: ~130,000 calls in a cold process): the rows in
 * status bands (stable), each band's distinct ratios sorted as numbers, highest first, the rows of one ratio by
 * name (stable). Where no ratio is NaN the comparator above is a strict weak order (a missing ratio counts as 0,
 * −0 as 0, infinite ones tie with each other and go by name), so a stable sort has one result, and this is it. With
 * a NaN ratio it is not: false, and the rows are left to the comparator.
 */
function sortedByKeys(rows) {
    const bands = [[], [], [], [], []];
    for (const row of rows) {
        if (row.ratio !== null && row.ratio !== row.ratio)
            return false;
        bands[STATUS_ORDER[row.status]].push(row);
    }
    let at = 0;
    for (const band of bands) {
        if (band.length === 0)
            continue;
        const ratios = new Float64Array(band.length);
        const withRatio = new Map();
        band.forEach((row, i) => {
            const ratio = (row.ratio ?? 0) + 0; // + 0: −0 is 0
            ratios[i] = ratio;
            const same = withRatio.get(ratio);
            if (same)
                same.push(row);
            else
                withRatio.set(ratio, [row]);
        });
        ratios.sort();
        for (let i = ratios.length - 1; i >= 0; i--) {
            if (i < ratios.length - 1 && ratios[i] === ratios[i + 1])
                continue;
            const same = withRatio.get(ratios[i]);
            if (same.length > 1)
                same.sort(byName);
            for (const row of same)
                rows[at++] = row;
        }
    }
    return true;
}
function countStatuses(rows) {
    const counts = {
        regressed: 0,
        improved: 0,
        unchanged: 0,
        inconclusive: 0,
        added: 0,
        removed: 0,
        errored: 0,
        compared: 0,
    };
    for (const r of rows)
        counts[r.status]++;
    counts.compared = counts.regressed + counts.improved + counts.unchanged + counts.inconclusive;
    return counts;
}
const DEFAULT_RULES = { maxUndecided: 0.2, onMissing: 'fail' };
/**
 * The run's verdict and the rule that gave it. An error is never neutral (it counts as a regression); a few
 * undecided benchmarks do not make a large suite undecided, only a share above `maxUndecided` (or nothing compared)
 * does; a baseline benchmark missing from the candidate may be a crash, so by default it keeps the run from passing.
 */
function decideVerdict(counts, geomeanStatus, comparable, rules = DEFAULT_RULES) {
    const pct = (x) => `${Math.round(x * 1000) / 10} %`;
    if (!comparable)
        return { verdict: 'incomparable', reason: 'the environments differ: the comparison is refused' };
    if (counts.errored > 0 || counts.regressed > 0) {
        const parts = [
            ...(counts.regressed ? [`${counts.regressed} benchmark(s) regressed`] : []),
            ...(counts.errored ? [`${counts.errored} errored (an error is never neutral)`] : []),
        ];
        return {
            verdict: 'regressed',
            reason: `${parts.join(' and ')}: significant after false-discovery control and beyond the minimum effect`,
        };
    }
    if (geomeanStatus === 'regressed')
        return {
            verdict: 'regressed',
            reason: 'the geometric mean regressed beyond the minimum effect (a broad slowdown)',
        };
    if (counts.compared === 0)
        return { verdict: 'inconclusive', reason: 'nothing was compared: no benchmark has valid results on both sides' };
    if (counts.removed > 0 && rules.onMissing === 'fail') {
        return {
            verdict: 'inconclusive',
            reason: `${counts.removed} baseline benchmark(s) are missing from the candidate (a crash or a rename?)`,
        };
    }
    const share = counts.inconclusive / counts.compared;
    if (share > rules.maxUndecided) {
        return {
            verdict: 'inconclusive',
            reason: `${counts.inconclusive} of ${counts.compared} compared benchmarks (${pct(share)}) are undecided, ` +
                `more than the ${pct(rules.maxUndecided)} allowed`,
        };
    }
    const undecided = counts.inconclusive > 0
        ? `; ${counts.inconclusive} undecided (${pct(share)}, at most ${pct(rules.maxUndecided)} allowed; listed with the repetitions they need)`
        : '';
    if (counts.improved > 0 || geomeanStatus === 'improved') {
        return { verdict: 'improved', reason: `none regressed, ${counts.improved} improved${undecided}` };
    }
    return {
        verdict: 'no-change',
        reason: `none regressed: ${counts.unchanged} equivalent within the minimum effect${undecided}`,
    };
}
function overallVerdict(counts, geomeanStatus, comparable, rules = DEFAULT_RULES) {
    return decideVerdict(counts, geomeanStatus, comparable, rules).verdict;
}
/**
 * Undecided benchmarks whose point estimate is a slowdown beyond their threshold and whose repetitions can reach no
 * significance at all (`detectable` null): one repetition per side reports a 2× slowdown as `inconclusive`, and a
 * `--fail-on regressed` gate would pass it. (A benchmark with enough repetitions that stays undecided is noise, not
 * a lack of power: the undecided share rule judges those.)
 */
function underpoweredSlowdowns(rows) {
    return rows.filter((r) => r.status === 'inconclusive' && r.ratio !== null && r.ratio > 1 + r.threshold && r.detectable === null);
}
/** `regressed` fails on a regression or a refused comparison; `inconclusive` also on an undecided one. */
function gateFails(verdict, failOn) {
    if (failOn === 'never')
        return false;
    if (verdict === 'regressed' || verdict === 'incomparable')
        return true;
    return failOn === 'inconclusive' && verdict === 'inconclusive';
}
/** Why the gate fails: the verdict, or — whatever --fail-on says, except never — nothing compared or missing ones. */
function gateReasons(verdict, counts, failOn, onMissing) {
    if (failOn === 'never')
        return [];
    const reasons = [];
    if (gateFails(verdict, failOn))
        reasons.push(`verdict ${verdict} (fails on ${failOn})`);
    if (counts.compared === 0)
        reasons.push('nothing was compared (an empty or foreign candidate never passes)');
    if (counts.removed > 0 && onMissing === 'fail') {
        reasons.push(`${counts.removed} baseline benchmark(s) missing from the candidate (pass --on-missing warn to allow)`);
    }
    return reasons;
}
function fileInfo(side) {
    return (side?.files ?? []).map((f) => ({
        file: f.source,
        format: f.variant ? `${f.format}:${f.variant}` : f.format,
        benchmarks: f.benchmarkCount,
    }));
}
function comparePair(base, cand, settings, noise) {
    const rows = sortRows(analyzePair(base, cand, settings, noise));
    return { rows, counts: countStatuses(rows), geomean: geometricMean(rows, settings.alpha, settings.minEffect) };
}
function compareBench(inputs, settings) {
    const notes = [];
    const noise = inputs.aaBaseline ? noiseFromAA(inputs.baseline, inputs.aaBaseline) : undefined;
    const main = comparePair(inputs.baseline, inputs.candidate, settings, noise);
    const mismatches = envMismatches(inputs.baseline, inputs.candidate);
    if (inputs.aaBaseline)
        mismatches.push(...envMismatches(inputs.baseline, inputs.aaBaseline));
    const blocking = mismatches.filter((m) => !isAllowed(m, settings.allowEnvMismatch));
    const comparable = blocking.length === 0;
    if (!comparable) {
        notes.push(`environments differ (${[...new Set(blocking.map((m) => m.key))].join(', ')}): the comparison is refused; ` +
            'pass --allow-env-mismatch (or --allow-env-mismatch KEY,…) if that is intended');
    }
    const rules = { maxUndecided: settings.maxUndecided, onMissing: settings.onMissing };
    const decided = decideVerdict(main.counts, main.geomean.status, comparable, rules);
    const verdict = decided.verdict;
    const reasons = gateReasons(verdict, main.counts, settings.failOn, settings.onMissing);
    const underpowered = underpoweredSlowdowns(main.rows);
    if (underpowered.length > 0 && settings.failOn !== 'never') {
        const listed = underpowered
            .slice(0, 5)
            .map((r) => `${r.name} ×${r.ratio.toFixed(2)} on ${r.baseline?.n ?? 0}+${r.candidate?.n ?? 0} repetitions`)
            .join(', ');
        if (settings.allowUnderpowered)
            notes.push(`${underpowered.length} slowdown(s) beyond the threshold left undecided by --allow-underpowered: ${listed}`);
        else
            reasons.push(`${underpowered.length} benchmark(s) slowed beyond the threshold with too few repetitions to decide (${listed}): ` +
                'run more repetitions, or pass --allow-underpowered to let them pass as inconclusive');
    }
    if (main.counts.removed > 0 && settings.onMissing === 'warn') {
        notes.push(`${main.counts.removed} baseline benchmark(s) missing from the candidate (allowed by --on-missing warn)`);
    }
    addSideNotes(notes, inputs, main);
    if (settings.metric === 'cpu') {
        const other = [...inputs.baseline.files, ...inputs.candidate.files].filter((f) => f.format !== 'gbench');
        if (other.length > 0)
            notes.push(`--metric cpu applies to Google Benchmark files only; ${other.length} other file(s) read as usual`);
    }
    if (main.geomean.missingIntervals > 0) {
        notes.push(`geomean interval unavailable: ${main.geomean.missingIntervals} benchmark(s) have a single repetition`);
    }
    if (main.geomean.status === 'regressed' && main.counts.regressed === 0) {
        notes.push('no single benchmark regressed decisively, but the geometric mean did: a broad slowdown');
    }
    let attribution = null;
    if (inputs.upstreamBaseline && inputs.upstreamCandidate) {
        const upstreamEnv = envMismatches(inputs.upstreamBaseline, inputs.upstreamCandidate);
        if (upstreamEnv.length > 0) {
            notes.push(`upstream results differ in ${[...new Set(upstreamEnv.map((m) => m.key))].join(', ')}: the attribution may be wrong`);
        }
        attribution = attribute(main.rows, comparePair(inputs.upstreamBaseline, inputs.upstreamCandidate, settings), notes);
    }
    const selfTest = settings.selfTest ? runSelfTest(inputs, settings, noise) : null;
    const { missingIntervals: _missing, ...geomean } = main.geomean;
    return {
        schemaVersion: bench_format/* COMPARE_BENCH_SCHEMA_VERSION */.cG,
        suite: settings.suite,
        verdict,
        verdictReason: decided.reason,
        failOn: settings.failOn,
        gateFailed: reasons.length > 0,
        gateReasons: reasons,
        undecided: main.rows
            .filter((r) => r.status === 'inconclusive')
            .slice(0, 200)
            .map((r) => ({ name: r.name, moreRepetitions: r.moreRepetitions })),
        geomeanRatio: geomean.ratio,
        geomean,
        counts: main.counts,
        settings: {
            minEffect: settings.minEffect,
            alpha: settings.alpha,
            confidence: 1 - settings.alpha,
            bootstrapResamples: settings.bootstrapResamples,
            earlyStopResamples: settings.earlyStopResamples ?? EARLY_STOP_RESAMPLES,
            seed: settings.seed,
            noiseMultiplier: settings.noiseMultiplier,
            aaCalibrated: Boolean(inputs.aaBaseline),
            allowEnvMismatch: settings.allowEnvMismatch,
            utest: settings.utest,
            metric: settings.metric,
            maxUndecided: settings.maxUndecided,
            onMissing: settings.onMissing,
        },
        env: { baseline: inputs.baseline.env, candidate: inputs.candidate.env, mismatches, comparable },
        inputs: {
            baseline: fileInfo(inputs.baseline),
            candidate: fileInfo(inputs.candidate),
            aaBaseline: fileInfo(inputs.aaBaseline),
            upstreamBaseline: fileInfo(inputs.upstreamBaseline),
            upstreamCandidate: fileInfo(inputs.upstreamCandidate),
        },
        benchmarks: main.rows,
        attribution,
        selfTest,
        notes,
    };
}
function addSideNotes(notes, inputs, main) {
    for (const side of [inputs.baseline, inputs.candidate]) {
        for (const f of side.files)
            for (const n of f.notes)
                notes.push(`${side.label} ${f.source}: ${n}`);
    }
    const shared = inputs.baseline.commits.filter((c) => inputs.candidate.commits.includes(c));
    if (shared.length > 0 && inputs.baseline.commits.length === 1 && inputs.candidate.commits.length === 1) {
        notes.push(`baseline and candidate were both measured on commit ${shared[0].slice(0, 12)}: this A/B compares nothing`);
    }
    const coarse = main.rows.filter((r) => r.notes.some((n) => n.startsWith('suspicious precision'))).length;
    if (coarse > 0)
        notes.push(`${coarse} benchmark(s) have suspiciously coarse precision (see their notes)`);
    if (main.rows.length > 0 && main.counts.added + main.counts.removed === main.rows.length) {
        notes.push('no benchmark appears on both sides: check the names and the --format');
    }
}
/** A regression upstream shows too is inherited — unless the fork's is clearly worse than upstream's. */
function attribute(rows, upstream, notes) {
    const byName = new Map(upstream.rows.map((r) => [r.name, r]));
    let inherited = 0;
    let forkLocal = 0;
    for (const row of rows) {
        if (row.status !== 'regressed' && row.status !== 'errored')
            continue;
        const up = byName.get(row.name);
        row.upstreamRatio = up?.ratio ?? null;
        let label = 'fork-local';
        if (up && up.status === row.status) {
            label = 'inherited';
            if (row.status === 'regressed' && row.ci && up.ci && row.ci[0] > up.ci[1]) {
                label = 'fork-local';
                row.notes.push(`upstream regressed too, but less (×${up.ratio.toFixed(3)} vs ×${row.ratio.toFixed(3)})`);
            }
        }
        else if (!up)
            row.notes.push('not in the upstream results');
        row.attribution = label;
        if (label === 'inherited')
            inherited++;
        else
            forkLocal++;
    }
    const upstreamVerdict = overallVerdict(upstream.counts, upstream.geomean.status, true, {
        maxUndecided: 0.2,
        onMissing: 'warn',
    });
    if (inherited + forkLocal > 0)
        notes.push(`attribution: ${inherited} inherited from upstream, ${forkLocal} fork-local`);
    return { upstreamVerdict, inherited, forkLocal };
}
/** Does the gate turn red when every benchmark of the candidate is made 2× worse? */
function runSelfTest(inputs, settings, noise) {
    const injected = injectRegression(inputs.candidate, SELF_TEST_FACTOR);
    const outcome = comparePair(inputs.baseline, injected, settings, noise);
    const verdict = overallVerdict(outcome.counts, outcome.geomean.status, true, {
        maxUndecided: settings.maxUndecided,
        onMissing: 'warn',
    });
    const valid = outcome.rows.filter((r) => r.ratio !== null && r.status !== 'errored');
    const undetected = valid.filter((r) => r.status !== 'regressed').map((r) => r.name);
    return {
        factor: SELF_TEST_FACTOR,
        verdict,
        passed: verdict === 'regressed' && valid.length > 0 && undetected.length === 0,
        detected: valid.length - undetected.length,
        total: valid.length,
        undetected: undetected.slice(0, 50),
    };
}

// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
;// CONCATENATED MODULE: ./src/domain/bench/render-markdown.ts


const VERDICT_ICON = {
    regressed: '🔴',
    incomparable: '⛔',
    inconclusive: '🟡',
    improved: '🟢',
    'no-change': '✅',
};
const STATUS_ICON = {
    errored: '💥',
    regressed: '🔴',
    inconclusive: '🟡',
    improved: '🟢',
    unchanged: '⚪',
    added: '➕',
    removed: '➖',
};
/** A suite name safe inside an HTML comment and a cache key. */
function safeSuiteName(suite) {
    return suite.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'default';
}
const ratioText = (r) => (r === null ? '–' : `×${r.toFixed(3)}`);
const ciText = (ci) => (ci ? `[${ci[0].toFixed(3)}, ${ci[1].toFixed(3)}]` : '–');
const pText = (p) => (p === null ? '–' : p < 1e-4 ? '<0.0001' : p.toFixed(4));
function valueText(summary) {
    if (!summary)
        return '–';
    return (0,neutralize/* neutralizeInline */.bo)((0,bench_units/* formatValue */.Fl)(summary.median, summary.unit), { maxLength: 40 });
}
function detailText(row) {
    const parts = [];
    for (const e of row.errors.slice(0, 3))
        parts.push(e);
    if (row.reason && row.status !== 'added' && row.status !== 'removed')
        parts.push(row.reason);
    if (row.moreRepetitions !== null)
        parts.push(`~${row.moreRepetitions} more repetitions per side would decide it`);
    if (row.detectable !== null && row.status !== 'regressed')
        parts.push(`detectable ≥ ${(0,bench_units/* significant */.I1)(row.detectable * 100, 2)} %`);
    if (row.attribution)
        parts.push(row.attribution === 'inherited'
            ? `inherited from upstream (×${row.upstreamRatio?.toFixed(3) ?? '?'})`
            : 'fork-local');
    for (const n of row.notes.slice(0, 2))
        parts.push(n);
    return (0,neutralize/* neutralizeInline */.bo)(parts.join('; '), { maxLength: 400 });
}
function tableRow(row) {
    const n = `${row.baseline?.n ?? 0}/${row.candidate?.n ?? 0}`;
    return [
        '',
        STATUS_ICON[row.status],
        (0,neutralize/* neutralizeInline */.bo)(row.name, { maxLength: 120 }),
        row.status,
        ratioText(row.ratio),
        ciText(row.ci),
        pText(row.pAdjusted),
        valueText(row.baseline),
        valueText(row.candidate),
        n,
        detailText(row),
        '',
    ]
        .join(' | ')
        .trim();
}
function countsText(c) {
    const order = [
        'errored',
        'regressed',
        'inconclusive',
        'improved',
        'unchanged',
        'added',
        'removed',
    ];
    return (order
        .filter((k) => c[k] > 0)
        .map((k) => `${c[k]} ${k}`)
        .join(' · ') || 'no benchmarks');
}
function renderBenchMarkdown(result, options = {}) {
    const maxRows = options.maxRows ?? 60;
    const lines = [];
    lines.push(`### ${VERDICT_ICON[result.verdict]} Benchmarks \`${safeSuiteName(result.suite)}\`: ${result.verdict}`);
    lines.push('');
    const gate = result.gateFailed
        ? `**gate failed** (fails on ${result.failOn})`
        : `gate passed (fails on ${result.failOn})`;
    const g = result.geomean;
    const geo = g.ratio === null ? 'no geomean' : `geomean ${ratioText(g.ratio)} ${ciText(g.ci)} over ${g.benchmarks} benchmarks`;
    lines.push(`${gate} · ${geo} · ${countsText(result.counts)}`);
    lines.push('', `**Why:** ${(0,neutralize/* neutralizeInline */.bo)(result.verdictReason, { maxLength: 400 })}.`);
    for (const r of result.gateReasons)
        lines.push(`- gate: ${(0,neutralize/* neutralizeInline */.bo)(r, { maxLength: 300 })}`);
    if (result.undecided.length > 0) {
        const shown = result.undecided
            .slice(0, 10)
            .map((u) => `${(0,neutralize/* neutralizeInline */.bo)(u.name, { maxLength: 80 })} (${u.moreRepetitions === null ? '?' : `~${u.moreRepetitions}`} more reps)`)
            .join(', ');
        const more = result.undecided.length > 10 ? `, … ${result.undecided.length - 10} more` : '';
        lines.push('', `<sub>Undecided: ${shown}${more}.</sub>`);
    }
    lines.push('');
    lines.push('_Ratio = candidate ÷ baseline as a cost (> 1 is worse, also for throughput). Regressed = significant after ' +
        'Benjamini–Hochberg and the ratio beyond the minimum effect; unchanged = equivalent within it (two one-sided tests)._');
    const blocking = result.env.mismatches;
    if (blocking.length > 0) {
        lines.push('', `**Environment differences** (${result.env.comparable ? 'allowed' : 'comparison refused'}):`, '');
        lines.push('| key | baseline | candidate | where |', '|---|---|---|---|');
        for (const m of blocking.slice(0, 20)) {
            lines.push(`| ${[m.key, m.baseline, m.candidate, m.where].map((t) => (0,neutralize/* neutralizeInline */.bo)(t, { maxLength: 80 })).join(' | ')} |`);
        }
    }
    if (result.attribution) {
        const a = result.attribution;
        lines.push('', `**Attribution:** ${a.inherited} inherited from upstream, ${a.forkLocal} fork-local (upstream verdict: ${a.upstreamVerdict}).`);
    }
    if (result.selfTest) {
        const s = result.selfTest;
        lines.push('', s.passed
            ? `**Self-test passed:** a synthetic ×${s.factor} regression turned the gate red (${s.detected}/${s.total} benchmarks caught it).`
            : `**Self-test FAILED:** a synthetic ×${s.factor} regression was caught by ${s.detected} of ${s.total} benchmarks (verdict ${s.verdict}).`);
    }
    const shown = selectRows(result.benchmarks, maxRows);
    if (shown.length > 0) {
        lines.push('', '| | Benchmark | Status | Ratio | CI | p (BH) | Baseline | Candidate | n | Details |');
        lines.push('|---|---|---|---|---|---|---|---|---|---|');
        for (const row of shown)
            lines.push(tableRow(row));
        const hidden = result.benchmarks.length - shown.length;
        if (hidden > 0)
            lines.push('', `… ${hidden} more benchmark(s) not shown (mostly unchanged); the JSON output has all of them.`);
    }
    if (result.notes.length > 0) {
        lines.push('', '<details><summary>Notes</summary>', '');
        for (const n of result.notes.slice(0, 40))
            lines.push(`- ${(0,neutralize/* neutralizeInline */.bo)(n, { maxLength: 300 })}`);
        if (result.notes.length > 40)
            lines.push(`- … ${result.notes.length - 40} more`);
        lines.push('', '</details>');
    }
    const s = result.settings;
    lines.push('', `<sub>min effect ${(0,bench_units/* significant */.I1)(s.minEffect * 100, 3)} % · alpha ${s.alpha} with false-discovery control · ` +
        `Mann–Whitney ${s.utest} · ${s.metric} time · inconclusive above ${(0,bench_units/* significant */.I1)(s.maxUndecided * 100, 3)} % undecided · ` +
        `${s.bootstrapResamples} bootstrap resamples (seed ${s.seed})` +
        `${shiftIntervals(result) ? ' for the intervals of benchmarks not unchanged (unchanged ones: the shift interval)' : ''}` +
        `${s.aaCalibrated ? ` · thresholds raised to ${s.noiseMultiplier}× the A/A noise` : ''} · upstream-ingest compare-bench</sub>`);
    return `${lines.join('\n')}\n`;
}
/** Does any row report the shift interval instead of a bootstrap (the fast path)? */
const shiftIntervals = (result) => result.benchmarks.some((r) => r.ciMethod === 'shift');
/** Everything that is not unchanged first (already sorted worst-first), then unchanged rows while room remains. */
function selectRows(rows, maxRows) {
    const interesting = rows.filter((r) => r.status !== 'unchanged');
    const quiet = rows.filter((r) => r.status === 'unchanged');
    return [...interesting, ...quiet].slice(0, maxRows);
}

;// CONCATENATED MODULE: ./src/domain/bench/render-svg.ts


function escapeXml(text) {
    return (0,neutralize/* stripControl */.kU)(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
const COLOR = {
    errored: '#8b0000',
    regressed: '#d73a49',
    inconclusive: '#dbab09',
    improved: '#28a745',
    unchanged: '#6a737d',
    added: '#0366d6',
    removed: '#0366d6',
};
const ROW = 22;
const LABEL = 330;
/** Room for "×12.345 inconclusive" right of the plot. */
const RIGHT = 150;
const TOP = 48;
/** A conservative glyph width (em) of the chart's sans-serif font at 12 px: labels are cut by this estimate. */
const CHAR_PX = 12 * 0.6;
/** Characters of a row label that fit left of the plot. */
const LABEL_CHARS = Math.floor((LABEL - 16) / CHAR_PX);
function renderBenchSvg(result, options = {}) {
    const width = options.width ?? 960;
    const rows = result.benchmarks.filter((r) => r.ratio !== null).slice(0, options.maxRows ?? 50);
    const { labels, prefix } = shortLabels(rows.map((r) => (0,neutralize/* stripControl */.kU)(r.name)), LABEL_CHARS);
    const threshold = result.settings.minEffect;
    let lo = 1 / (1 + threshold);
    let hi = 1 + threshold;
    for (const r of rows) {
        lo = Math.min(lo, r.ci?.[0] ?? r.ratio, r.ratio);
        hi = Math.max(hi, r.ci?.[1] ?? r.ratio, r.ratio);
    }
    lo = Math.max(lo / 1.05, 1 / 16);
    hi = Math.min(hi * 1.05, 16);
    const plotWidth = width - LABEL - RIGHT;
    const x = (v) => LABEL + ((Math.log(clamp(v, lo, hi)) - Math.log(lo)) / (Math.log(hi) - Math.log(lo))) * plotWidth;
    const height = TOP + Math.max(1, rows.length) * ROW + 40;
    const parts = [];
    parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
        `font-family="-apple-system,Segoe UI,Helvetica,Arial,sans-serif" font-size="12">`);
    parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
    const title = `Benchmarks ${safeSuiteName(result.suite)}: ${result.verdict}` +
        (result.geomean.ratio !== null ? ` (geomean ×${result.geomean.ratio.toFixed(3)})` : '');
    parts.push(`<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(cut(title, Math.floor((width - 24) / 9)))}</text>`);
    if (prefix)
        parts.push(`<text x="12" y="38" fill="#555"><title>${escapeXml(prefix)}</title>${escapeXml(cut(`every name starts with ${prefix}`, Math.floor((width - 24) / CHAR_PX)))}</text>`);
    const bandTop = TOP - 6;
    const bandHeight = Math.max(1, rows.length) * ROW;
    parts.push(`<rect x="${f(x(1 / (1 + threshold)))}" y="${bandTop}" width="${f(x(1 + threshold) - x(1 / (1 + threshold)))}" ` +
        `height="${bandHeight}" fill="#f1f8ff"/>`);
    parts.push(`<line x1="${f(x(1))}" y1="${bandTop}" x2="${f(x(1))}" y2="${bandTop + bandHeight}" stroke="#444" stroke-dasharray="3,3"/>`);
    rows.forEach((r, i) => {
        const y = TOP + i * ROW + ROW / 2 - 6;
        const color = COLOR[r.status];
        const label = labels[i];
        const tip = label === r.name ? '' : `<title>${escapeXml(r.name)}</title>`;
        parts.push(`<text x="${LABEL - 8}" y="${y + 4}" text-anchor="end">${tip}${escapeXml(label)}</text>`);
        if (r.ci) {
            parts.push(`<line x1="${f(x(r.ci[0]))}" y1="${y}" x2="${f(x(r.ci[1]))}" y2="${y}" stroke="${color}" stroke-width="2"/>`);
        }
        parts.push(`<circle cx="${f(x(r.ratio))}" cy="${y}" r="4" fill="${color}"><title>${escapeXml(`${r.name}: ${r.status}`)}</title></circle>`);
        parts.push(`<text x="${width - RIGHT + 8}" y="${y + 4}" fill="${color}">${escapeXml(`×${r.ratio.toFixed(3)} ${r.status}`)}</text>`);
    });
    const axisY = TOP + Math.max(1, rows.length) * ROW + 4;
    for (const tick of ticks(lo, hi)) {
        parts.push(`<line x1="${f(x(tick))}" y1="${axisY - 4}" x2="${f(x(tick))}" y2="${axisY}" stroke="#444"/>`);
        parts.push(`<text x="${f(x(tick))}" y="${axisY + 14}" text-anchor="middle">×${tick}</text>`);
    }
    parts.push(`<text x="${LABEL}" y="${axisY + 30}" fill="#555">ratio (cost, log scale): right of ×1 is worse; band = ±${(threshold * 100).toFixed(1)} %</text>`);
    if (rows.length === 0)
        parts.push(`<text x="${LABEL}" y="${TOP + 10}">no benchmark with a ratio</text>`);
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
}
/**
 * Row labels of at most `max` characters that still tell the rows apart. Benchmark names often share a long prefix
 * (`suite/op/dtype/...`) and differ at the end, so cutting the end would make them all alike: the prefix all names
 * share (up to a separator) is elided with a leading ellipsis and returned to be shown once; a label still too long
 * keeps the window around the first character that sets it apart from every other name.
 */
function shortLabels(names, max) {
    if (names.every((n) => n.length <= max))
        return { labels: [...names], prefix: '' };
    let prefix = names.length > 1 ? names.reduce((p, n) => p.slice(0, lcp(p, n))) : '';
    prefix = prefix.slice(0, lastSeparator(prefix) + 1);
    if (prefix.length < 4)
        prefix = '';
    const lead = prefix ? '…' : '';
    const rests = names.map((n) => n.slice(prefix.length));
    const labels = rests.map((r, i) => {
        if (lead.length + r.length <= max)
            return lead + r;
        const differs = Math.max(0, ...rests.map((o, j) => (j === i ? 0 : lcp(r, o))));
        const room = max - lead.length - 1;
        if (differs < room)
            return `${lead}${r.slice(0, room)}…`;
        // Keep a little context before the differing character (from a separator when there is one nearby).
        // As much context as fits: up to the name's end when the end is near.
        const from = Math.max(0, Math.min(differs - Math.floor(room / 3), r.length - (max - 2)));
        const sep = r.slice(from, differs).search(SEPARATOR);
        const start = sep >= 0 ? from + sep + 1 : from;
        const window = r.slice(start, start + max - 2);
        return `…${window}${start + window.length < r.length ? '…' : ''}`.slice(0, max);
    });
    // Rare shapes (two names alike around their differing characters) fall back to the ends, then to a number.
    const seen = new Map();
    for (const l of labels)
        seen.set(l, (seen.get(l) ?? 0) + 1);
    return {
        prefix,
        labels: labels.map((l, i) => {
            if (seen.get(l) === 1)
                return l;
            const tail = `…${names[i].slice(-(max - 1))}`;
            return labels.filter((x) => x === tail).length ? `${tail.slice(0, max - 4)} #${i + 1}` : tail;
        }),
    };
}
function lcp(a, b) {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i++;
    return i;
}
const SEPARATOR = /[/:._\-, =[(<>]/;
function lastSeparator(s) {
    for (let i = s.length - 1; i >= 0; i--)
        if (SEPARATOR.test(s[i]))
            return i;
    return -1;
}
function cut(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
function clamp(v, lo, hi) {
    return Math.min(hi, Math.max(lo, v));
}
function f(v) {
    return v.toFixed(1);
}
function ticks(lo, hi) {
    const candidates = [0.0625, 0.125, 0.25, 0.5, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.25, 1.5, 2, 4, 8, 16];
    const inRange = candidates.filter((t) => t >= lo && t <= hi);
    // Keep the axis readable: drop the near-1 ticks when the range is wide.
    return hi / lo > 3 ? inRange.filter((t) => ![0.9, 0.95, 1.05, 1.1].includes(t)) : inRange;
}

;// CONCATENATED MODULE: ./src/domain/bench/render-text.ts


const ratio = (r) => (r === null ? '' : `×${r.toFixed(3)}`);
function line(row) {
    const name = (0,neutralize/* neutralizeForLog */.$V)(row.name).slice(0, 100);
    const parts = [row.status.padEnd(12), name];
    if (row.ratio !== null)
        parts.push(ratio(row.ratio));
    if (row.ci)
        parts.push(`[${row.ci[0].toFixed(3)}, ${row.ci[1].toFixed(3)}]`);
    if (row.pAdjusted !== null)
        parts.push(`q=${row.pAdjusted < 1e-4 ? '<0.0001' : row.pAdjusted.toFixed(4)}`);
    if (row.baseline && row.candidate) {
        parts.push(`${(0,bench_units/* formatValue */.Fl)(row.baseline.median, row.baseline.unit)} → ${(0,bench_units/* formatValue */.Fl)(row.candidate.median, row.candidate.unit)}`);
    }
    if (row.attribution)
        parts.push(`(${row.attribution})`);
    const detail = [...row.errors.slice(0, 2), ...(row.reason && row.status === 'inconclusive' ? [row.reason] : [])];
    if (row.moreRepetitions !== null)
        detail.push(`~${row.moreRepetitions} more repetitions per side`);
    return `  ${parts.join('  ')}${detail.length ? `\n      ${(0,neutralize/* neutralizeForLog */.$V)(detail.join('; ')).slice(0, 400)}` : ''}`;
}
function renderBenchText(result, maxRows = 30) {
    const out = [];
    out.push(`compare-bench [${(0,neutralize/* neutralizeForLog */.$V)(result.suite)}]: ${result.verdict.toUpperCase()} ` +
        `(gate ${result.gateFailed ? 'FAILED' : 'passed'}, fails on ${result.failOn})`);
    out.push(`why: ${(0,neutralize/* neutralizeForLog */.$V)(result.verdictReason)}`);
    for (const r of result.gateReasons)
        out.push(`gate: ${(0,neutralize/* neutralizeForLog */.$V)(r)}`);
    const g = result.geomean;
    if (g.ratio !== null) {
        out.push(`geomean ${ratio(g.ratio)}${g.ci ? ` [${g.ci[0].toFixed(3)}, ${g.ci[1].toFixed(3)}]` : ''} over ${g.benchmarks} benchmarks`);
    }
    out.push(Object.entries(result.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · '));
    for (const m of result.env.mismatches.slice(0, 10)) {
        out.push(`env ${(0,neutralize/* neutralizeForLog */.$V)(m.key)}: ${(0,neutralize/* neutralizeForLog */.$V)(m.baseline)} ≠ ${(0,neutralize/* neutralizeForLog */.$V)(m.candidate)} (${(0,neutralize/* neutralizeForLog */.$V)(m.where)})`);
    }
    const rows = result.benchmarks.filter((r) => r.status !== 'unchanged');
    for (const row of rows.slice(0, maxRows))
        out.push(line(row));
    if (rows.length > maxRows)
        out.push(`  … ${rows.length - maxRows} more (use --json)`);
    if (result.selfTest) {
        const s = result.selfTest;
        out.push(`self-test ${s.passed ? 'passed' : 'FAILED'}: ×${s.factor} regression caught by ${s.detected}/${s.total} benchmarks (verdict ${s.verdict})`);
    }
    for (const n of result.notes.slice(0, 20))
        out.push(`note: ${(0,neutralize/* neutralizeForLog */.$V)(n)}`);
    return `${out.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/domain/bench/types.ts
var types = __webpack_require__(2088);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/files/user-file.ts
var user_file = __webpack_require__(4284);
;// CONCATENATED MODULE: ./src/adapters/files/bench-files.ts
/** Reads benchmark-result files for compare-bench (its reports go out through `writeTextFile` in process/report-files). */


const MAX_BYTES = 64 * 1024 * 1024;
/** `what` names the option the paths came from, so a missing file points at the flag or input to fix. */
async function readBenchFiles(paths, what) {
    return Promise.all(paths.map(async (path) => {
        try {
            return { path, text: await (0,user_file/* readUserFile */.E1)(path, what, 'it', MAX_BYTES) };
        }
        catch (error) {
            // The one-line form compare-bench has always printed: `<option>: cannot read <path> (<why>)`.
            const why = /\(([^()]*)\)$/.exec(error.message)?.[1] ?? 'error';
            throw new errors/* ConfigurationError */.j1(`${what}: cannot read ${path} (${why})`);
        }
    }));
}

// EXTERNAL MODULE: ./src/domain/bench/collector.ts
var collector = __webpack_require__(5942);
// EXTERNAL MODULE: ./src/domain/bench/native-file.ts
var native_file = __webpack_require__(8229);
// EXTERNAL MODULE: ./src/domain/bench/parse-gbench.ts
var parse_gbench = __webpack_require__(3886);
// EXTERNAL MODULE: ./src/domain/bench/parse-pytest.ts
var parse_pytest = __webpack_require__(2480);
;// CONCATENATED MODULE: ./src/domain/bench/detect-json.ts
/**
 * The common case without the whole format registry: a JSON file in the native format or Google Benchmark's,
 * detected (or named with --format) exactly as parseBenchText does — the same checks on the text, the registry's
 * first matching entry, the same parser. The registry brings the XML and YAML readers (catch2, JSON with bare NaN),
 * which a cold compare-bench otherwise loads and compiles on every run; a native file is checked by hand, without
 * the zod schemas (native-file.ts). Anything else is undefined: the caller then takes parseBenchText, which reads
 * it (or says what is wrong with it).
 */






/**
 * `deferSamples`: leave a native file's samples unchecked, for a caller that reads every sample anyway (a side read
 * straight from one file checks each as it copies it, and checks them here only where it does not take the file).
 */
function readCommonBench(text, source, format = 'auto', options = {}, { deferSamples = false } = {}) {
    if (format !== 'auto' && format !== 'native' && format !== 'gbench')
        return undefined;
    if (text.length > types/* MAX_BENCH_TEXT_CHARS */.C)
        return undefined;
    const body = text.replace(/^\uFEFF/, '').trim();
    if (!body.startsWith('{'))
        return undefined;
    let json;
    try {
        json = JSON.parse(body);
    }
    catch {
        return undefined;
    }
    const root = (0,collector/* asRecord */.qY)(json);
    if (!root)
        return undefined;
    // The registry's order: native, then pytest-benchmark (left to the registry), then Google Benchmark.
    if (root['format'] === bench_format/* NATIVE_BENCH_FORMAT */.l7) {
        // A native file the schema would not take as it is goes to the registry, whose reader says what is wrong.
        const file = format === 'gbench' ? undefined : (0,native_file/* plainNativeFile */.aX)(json, { samples: !deferSamples });
        return file && { native: file, samplesChecked: !deferSamples };
    }
    if ((0,parse_pytest/* looksLikePytestBenchmark */.Q)(root))
        return undefined;
    if ((0,parse_gbench/* looksLikeGoogleBenchmark */.a)(root))
        return format === 'native' ? undefined : { parsed: (0,parse_gbench/* parseGoogleBenchmark */.o)(json, source, options) };
    return undefined;
}
/** The parsed file of readCommonBench (a native file's benchmarks read), or undefined where it reads none. */
function parseCommonBenchText(text, source, format = 'auto', options = {}) {
    const common = readCommonBench(text, source, format, options);
    if (!common)
        return undefined;
    // Read without deferSamples: a native file's samples are checked.
    return 'native' in common ? readNativeBenchmarks(common.native, source, options) : common.parsed;
}

;// CONCATENATED MODULE: ./src/domain/bench/precision.ts
/**
 * Suspicious precision truncation: when every value of a benchmark sits on a coarse grid (a tool printing "%.2f ms"
 * for kernels that take 0.03 ms, or hand-rounded numbers), differences smaller than the grid step are invisible and
 * ties dominate. We find the coarsest grid {1, 2, 5}×10^k that every raw value lies on and report its step relative to
 * the median.
 */

// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs: precision_abs, max: precision_max, round: precision_round } = Math;
const STEPS = [];
for (let k = 9; k >= -12; k--)
    for (const m of [5, 2, 1])
        STEPS.push(m * 10 ** k);
/**
 * The coarsest grid step every value is a multiple of, or undefined when the values are finer than 1e-12 of their
 * size (or than `minStep`, when only coarse grids matter).
 */
function gridStep(values, minStep = 0) {
    let largest = 0;
    for (const v of values)
        if (Number.isFinite(v) && v !== 0)
            largest = precision_max(largest, precision_abs(v));
    return largest === 0 ? undefined : gridStepBelow(values, largest, minStep);
}
/** gridStep given the largest finite nonzero |value| (> 0). */
function gridStepBelow(values, largest, minStep) {
    // Above twice the largest value every value is under half a step: no grid there (and nothing to check). The
    // steps descend, so those are a prefix, found by bisection rather than walked (this runs per benchmark and side).
    for (let i = firstStepAtMost(2 * largest); i < STEPS.length; i++) {
        const step = STEPS[i];
        // Beyond 1e12 grid steps per value, double rounding hides any grid: the values are full precision.
        if (largest / step > 1e12 || step < minStep)
            return undefined;
        if (onGrid(values, step))
            return step;
    }
    return undefined;
}
/** Index of the first (largest) step ≤ limit, STEPS.length when none is. */
function firstStepAtMost(limit) {
    let lo = 0;
    let hi = STEPS.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (STEPS[mid] > limit)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function onGrid(values, step) {
    for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (!Number.isFinite(v) || v === 0)
            continue;
        const q = precision_abs(v) / step;
        if (q < 0.5 || precision_abs(q - precision_round(q)) > 1e-9 + q * 4e-15)
            return false;
    }
    return true;
}
/** Grid step ÷ |median|: 0.1 means the values can only move in 10 % steps. */
function relativeResolution(values, step = gridStep(values)) {
    if (step === undefined)
        return undefined;
    const mid = precision_abs(median(values.filter((v) => Number.isFinite(v))));
    return mid > 0 ? step / mid : undefined;
}
/** Above this relative resolution the values are flagged: a 5 % effect is then only a few grid steps. */
const COARSE_RESOLUTION = 0.01;
function precisionNote(values, rawUnit) {
    // Only grids coarser than 1 % of the smallest value can be 1 % of the median: finer ones need not be searched.
    // One pass for both ends (this runs once per benchmark and side).
    let smallest = Infinity;
    let largest = 0;
    for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (!Number.isFinite(v) || v === 0)
            continue;
        const a = precision_abs(v);
        if (a < smallest)
            smallest = a;
        if (a > largest)
            largest = a;
    }
    if (smallest === Infinity)
        return undefined;
    const step = gridStepBelow(values, largest, COARSE_RESOLUTION * smallest);
    // Before relativeResolution: given undefined, its default would search every grid again.
    if (step === undefined)
        return undefined;
    const resolution = relativeResolution(values, step);
    if (resolution === undefined || resolution <= COARSE_RESOLUTION)
        return undefined;
    const unit = rawUnit ? ` ${rawUnit}` : '';
    return (`suspicious precision: every value is a multiple of ${step}${unit} ` +
        `(${Number((resolution * 100).toPrecision(2))} % of the median), so smaller changes cannot be seen`);
}

;// CONCATENATED MODULE: ./src/domain/bench/merge.ts
/**
 * One side of a comparison (baseline, candidate, A/A baseline, upstream …) may come from several files: each file is
 * a run, and the repetitions of a benchmark across runs are pooled. Units must agree (time units are converted),
 * directions must agree, and configuration (e.g. batch size) must agree; anything else is an error of that benchmark.
 */



function merge_basename(path) {
    return path.replace(/\\/g, '/').split('/').pop() ?? path;
}
/**
 * The samples of every benchmark of a side, back to back in one buffer: a typed array of its own per benchmark
 * costs each of 10,000 benchmarks a separate backing store (allocated, tracked and freed by the garbage collector).
 */
class SampleArena {
    buffer;
    used = 0;
    constructor(total) {
        this.buffer = new Float64Array(total);
    }
    /** The next `length` values of the arena, as a view to fill. */
    slot(length) {
        // A view made with the constructor: subarray() looks up the species constructor first, several times slower
        // for the first thousands of calls of a cold run (the same view).
        const out = new Float64Array(this.buffer.buffer, this.used * Float64Array.BYTES_PER_ELEMENT, length);
        this.used += length;
        return out;
    }
    /** The parts, concatenated, as a view into the arena. */
    take(parts) {
        let length = 0;
        for (const part of parts)
            length += part.length;
        const out = this.slot(length);
        let at = 0;
        // Element by element: set() from a plain array takes a generic path that is slower for 30 values.
        for (const part of parts)
            for (let i = 0; i < part.length; i++)
                out[at++] = part[i];
        return out;
    }
}
function sampleCount(pending) {
    let total = 0;
    for (const p of pending)
        for (const part of p.samples)
            total += part.length;
    return total;
}
/** A parsed file as its side keeps it (the benchmarks, pooled into the side, are not kept twice). */
function sideFile(file) {
    const { benchmarks, ...rest } = file;
    return { ...rest, benchmarkCount: benchmarks.length };
}
function mergeSide(label, parsed, options = {}) {
    const commits = [...new Set(parsed.map((f) => f.commit).filter((c) => Boolean(c)))];
    const env = parsed[0]?.env ?? {};
    const files = parsed.map(sideFile);
    // One file (the usual side) has nothing to pool: its benchmarks become the side's directly.
    const single = parsed.length === 1 ? singleFile(parsed[0], options) : undefined;
    if (single)
        return { label, files, benchmarks: single, env, commits };
    const pending = new Map();
    const many = parsed.length > 1;
    for (const file of parsed) {
        const prefix = many ? `${merge_basename(file.source)}: ` : '';
        for (const b of file.benchmarks) {
            let p = pending.get(b.name);
            if (!p) {
                p = {
                    name: b.name,
                    unit: b.unit,
                    direction: b.direction,
                    samples: [],
                    rawValues: [],
                    rawUnit: b.rawUnit,
                    errors: [],
                    notes: [],
                };
                // Assigned, not spread: a spread per benchmark is a slow object copy.
                if (b.config !== undefined)
                    p.config = b.config;
                pending.set(b.name, p);
            }
            else {
                if (!(0,bench_units/* sameUnit */.Z)(p.unit, b.unit))
                    p.errors.push(`${prefix}unit '${b.rawUnit}' differs from '${p.rawUnit}' in another file`);
                if (b.direction && p.direction && b.direction !== p.direction) {
                    p.errors.push(`${prefix}direction '${b.direction}' differs from '${p.direction}' in another file`);
                }
                if (b.config !== p.config)
                    p.errors.push(`${prefix}${b.config ?? 'no configuration'} differs from ${p.config ?? 'none'}`);
                p.direction ??= b.direction;
            }
            p.samples.push(b.samples);
            if (b.rawUnit === p.rawUnit)
                p.rawValues.push(b.rawValues);
            for (const e of b.errors)
                p.errors.push(`${prefix}${e}`);
            for (const n of b.notes)
                if (!p.notes.includes(n))
                    p.notes.push(n);
            if (b.aggregate) {
                if (p.aggregate)
                    p.notes.push(`${prefix}summary statistics of another file ignored (one file's are used)`);
                else
                    p.aggregate = b.aggregate;
            }
        }
    }
    const benchmarks = new Map();
    const arena = new SampleArena(sampleCount(pending.values()));
    for (const p of pending.values()) {
        const direction = p.direction ?? options.direction;
        if (!direction && !p.errors.some((e) => e.includes('direction'))) {
            p.errors.push(`unit '${p.rawUnit}' does not say whether smaller or bigger is better (pass --direction)`);
        }
        const samples = arena.take(p.samples);
        if (samples.length === 0 && p.errors.length === 0 && !p.aggregate)
            p.errors.push('no valid samples');
        const precision = precisionNote(p.rawValues.length === 1 ? p.rawValues[0] : p.rawValues.flat(), p.rawUnit);
        if (precision)
            p.notes.push(precision);
        const merged = {
            name: p.name,
            unit: p.unit,
            direction,
            samples: sortAscending(samples),
            errors: p.errors,
            notes: p.notes,
        };
        if (p.config !== undefined)
            merged.config = p.config;
        if (p.aggregate && samples.length === 0)
            merged.aggregate = p.aggregate;
        benchmarks.set(p.name, merged);
    }
    return { label, files, benchmarks, env, commits };
}
/**
 * The benchmarks of a side read from one file: what the pooling below gives for one file (the same errors, notes,
 * samples and precision note) without its per-benchmark bookkeeping. Undefined when a name repeats in the file
 * (no parser writes that, but the pooling is what handles it).
 */
function singleFile(file, options) {
    const benchmarks = new Map();
    let total = 0;
    for (const b of file.benchmarks)
        total += b.samples.length;
    const arena = new SampleArena(total);
    const one = [[]];
    for (const b of file.benchmarks) {
        if (benchmarks.has(b.name))
            return undefined;
        const direction = b.direction ?? options.direction;
        const errors = b.errors.slice();
        const notes = [];
        for (const n of b.notes)
            if (!notes.includes(n))
                notes.push(n);
        if (!direction && !errors.some((e) => e.includes('direction')))
            errors.push(`unit '${b.rawUnit}' does not say whether smaller or bigger is better (pass --direction)`);
        one[0] = b.samples;
        const samples = arena.take(one);
        if (samples.length === 0 && errors.length === 0 && !b.aggregate)
            errors.push('no valid samples');
        const precision = precisionNote(b.rawValues, b.rawUnit);
        if (precision)
            notes.push(precision);
        const merged = {
            name: b.name,
            unit: b.unit,
            direction,
            samples: sortAscending(samples),
            errors,
            notes,
        };
        if (b.config !== undefined)
            merged.config = b.config;
        if (b.aggregate && samples.length === 0)
            merged.aggregate = b.aggregate;
        benchmarks.set(b.name, merged);
    }
    return benchmarks;
}

;// CONCATENATED MODULE: ./src/domain/bench/native-side.ts





function nativeSide(label, file, source, options = {}) {
    const benchmarks = sideBenchmarks(file, options);
    if (!benchmarks)
        return undefined;
    const env = (0,native_file/* flattenEnv */.ii)(file.env ?? {});
    const read = {
        source,
        format: 'native',
        benchmarkCount: benchmarks.size,
        env,
        ...(file.commit ? { commit: file.commit } : {}),
        ...(file.suite ? { suite: file.suite } : {}),
        skippedAggregates: 0,
        notes: [],
    };
    return { label, files: [read], benchmarks, env, commits: file.commit ? [file.commit] : [] };
}
/**
 * The loop over the benchmarks, alone in its function: a cold run optimises it while it runs (on-stack
 * replacement), and the side's code after it, never run by then, would send that code back (a deoptimisation and
 * a second compile, per side).
 */
function sideBenchmarks(file, options) {
    let total = 0;
    for (const b of file.benchmarks)
        total += b.samples.length;
    const arena = new SampleArena(total);
    const units = new Map();
    const benchmarks = new Map();
    for (const b of file.benchmarks) {
        const raws = b.samples;
        if (b.error !== undefined || raws.length === 0 || benchmarks.has(b.name))
            return undefined;
        let facts = units.get(b.unit);
        if (!facts) {
            facts = { info: (0,bench_units/* normalizeUnit */.cg)(b.unit), direction: (0,bench_units/* directionFromUnit */.CQ)(b.unit) };
            units.set(b.unit, facts);
        }
        const direction = b.direction ?? facts.direction ?? options.direction;
        if (!direction)
            return undefined;
        const factor = facts.info.factor;
        const samples = arena.slot(raws.length);
        for (let i = 0; i < raws.length; i++) {
            const v = raws[i];
            if (!(typeof v === 'number' && v > 0 && v < Infinity))
                return undefined;
            // The parser's conversion (the raw value itself where the unit is already the canonical one).
            samples[i] = factor === 1 ? v : v * factor;
        }
        const notes = [];
        const precision = precisionNote(raws, b.unit);
        if (precision)
            notes.push(precision);
        benchmarks.set(b.name, {
            name: b.name,
            unit: facts.info.unit,
            direction,
            samples: sortAscending(samples),
            errors: [],
            notes,
        });
    }
    return benchmarks;
}

;// CONCATENATED MODULE: ./src/services/bench/compare.ts
/**
 * compare-bench: reads the result files of each side, compares them and returns the typed result. The CLI command and
 * the action both call `runCompareBench`; rendering (markdown, SVG, text) is theirs.
 */







async function runCompareBench(settings, deps) {
    const { files } = settings;
    if (files.baseline.length === 0)
        throw new errors/* ConfigurationError */.j1('baseline: at least one result file is required');
    if (files.candidate.length === 0)
        throw new errors/* ConfigurationError */.j1('candidate: at least one result file is required');
    if ((files.upstreamBaseline.length === 0) !== (files.upstreamCandidate.length === 0)) {
        throw new errors/* ConfigurationError */.j1('upstream-baseline and upstream-candidate: give both or neither');
    }
    const read = deps.readFiles ?? readBenchFiles;
    const side = async (label, paths, what) => {
        if (paths.length === 0)
            return undefined;
        const texts = await read(paths, what);
        const options = { metric: settings.metric, ...(settings.direction ? { direction: settings.direction } : {}) };
        const parsed = [];
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
                    deps.logger.debug(`${what}: ${t.path}: native, ${direct.files[0].benchmarkCount} benchmarks`);
                    return direct;
                }
            }
            if (common && 'native' in common && !common.samplesChecked && !(0,native_file/* plainSamples */.aP)(common.native))
                common = undefined;
            parsed.push(common
                ? 'native' in common
                    ? (0,native_file/* readNativeBenchmarks */.K9)(common.native, t.path, options)
                    : common.parsed
                : (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(815), __webpack_require__.e(879), __webpack_require__.e(959)]).then(__webpack_require__.bind(__webpack_require__, 9959))).parseBenchText(t.text, t.path, settings.format, options));
        }
        for (const p of parsed)
            deps.logger.debug(`${what}: ${p.source}: ${p.format}, ${p.benchmarks.length} benchmarks`);
        return mergeSide(label, parsed, settings.direction ? { direction: settings.direction } : {});
    };
    const [baseline, candidate, aaBaseline, upstreamBaseline, upstreamCandidate] = await inOrder([
        side('baseline', files.baseline, 'baseline'),
        side('candidate', files.candidate, 'candidate'),
        side('A/A baseline', files.aaBaseline, 'aa-baseline'),
        side('upstream baseline', files.upstreamBaseline, 'upstream-baseline'),
        side('upstream candidate', files.upstreamCandidate, 'upstream-candidate'),
    ]);
    const result = compareBench({
        baseline: baseline,
        candidate: candidate,
        ...(aaBaseline ? { aaBaseline } : {}),
        ...(upstreamBaseline ? { upstreamBaseline } : {}),
        ...(upstreamCandidate ? { upstreamCandidate } : {}),
    }, settings);
    deps.logger.debug(`compare-bench: ${result.benchmarks.length} benchmarks, verdict ${result.verdict}`);
    return result;
}
/**
 * The sides, read at once; when several fail, the first side's error in this order (baseline first), not whichever
 * file happened to be read first: the same files give the same message every run.
 */
async function inOrder(pending) {
    const settled = await Promise.allSettled(pending);
    for (const s of settled)
        if (s.status === 'rejected')
            throw s.reason;
    return settled.map((s) => s.value);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
;// CONCATENATED MODULE: ./src/adapters/files/file-globs.ts




/** A runaway `**` over a huge tree stops here with an error instead of walking for minutes. */
const MAX_ENTRIES = 200_000;
const SKIP_DIRS = new Set(['.git']);
function isGlobPattern(pattern) {
    return (0,glob/* hasGlob */.bz)(pattern.replace(/^!/, ''));
}
async function expandFileGlobs(patterns, options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const lines = patterns.map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('#'));
    const excludes = lines.filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1), cwd));
    const out = [];
    const seen = new Set();
    const add = (absolutePath) => {
        const shown = options.absolute ? absolutePath : (0,external_node_path_.relative)(cwd, absolutePath) || '.';
        if (!seen.has(shown)) {
            seen.add(shown);
            out.push(shown);
        }
    };
    for (const pattern of lines.filter((p) => !p.startsWith('!'))) {
        if (!isGlobPattern(pattern)) {
            add((0,external_node_path_.resolve)(cwd, pattern));
            continue;
        }
        const absolutePattern = toPosix((0,external_node_path_.isAbsolute)(pattern) ? pattern : (0,external_node_path_.join)(cwd, pattern));
        const include = (0,glob/* globToRegExp */.tL)(absolutePattern.replace(/^\//, ''), { anchored: true });
        const root = `/${(0,glob/* staticPrefix */.nG)(absolutePattern.replace(/^\//, ''))}`;
        const found = (await walkFiles(root, options.source))
            .filter((f) => include.test(toPosix(f).replace(/^\//, '')))
            .filter((f) => !excludes.some((re) => re.test(toPosix(f).replace(/^\//, ''))))
            .sort();
        if (found.length === 0) {
            throw new errors/* ConfigurationError */.j1(`${options.source}: no file matches '${pattern}'`, `globs are relative to ${cwd}; check the path or the pattern`);
        }
        for (const file of found)
            add(file);
    }
    return out;
}
function toRegExp(pattern, cwd) {
    const absolutePattern = toPosix((0,external_node_path_.isAbsolute)(pattern) ? pattern : (0,external_node_path_.join)(cwd, pattern));
    return (0,glob/* globToRegExp */.tL)(absolutePattern.replace(/^\//, ''), { anchored: true });
}
function toPosix(path) {
    return external_node_path_.sep === '/' ? path : path.split(external_node_path_.sep).join('/');
}
/** Every file under `root` (following symbolic links to files and directories); none when root is missing. */
async function walkFiles(root, source) {
    const files = [];
    const stack = [root];
    let entries = 0;
    while (stack.length) {
        const dir = stack.pop();
        let list;
        try {
            list = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of list) {
            if (++entries > MAX_ENTRIES)
                throw new errors/* ConfigurationError */.j1(`${source}: a glob under ${root} walks more than ${MAX_ENTRIES} entries`, 'narrow it');
            const full = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory()) {
                if (!SKIP_DIRS.has(entry.name))
                    stack.push(full);
            }
            else if (entry.isFile())
                files.push(full);
            else if (entry.isSymbolicLink()) {
                const isDir = await (0,promises_.readdir)(full).then(() => true, () => false);
                if (isDir)
                    stack.push(full);
                else
                    files.push(full);
            }
        }
    }
    return files;
}

// EXTERNAL MODULE: ./src/domain/bench/change-points.ts
var change_points = __webpack_require__(3789);
// EXTERNAL MODULE: ./src/shared/options-face.ts
var options_face = __webpack_require__(8857);
;// CONCATENATED MODULE: ./src/services/bench/options.ts






/**
 * The one options parser of compare-bench (and of `compare-bench history`): the CLI flags and the action inputs both
 * map their names onto the same raw object (camelCase keys; the kebab-case of a key is both the flag and the input
 * name) and call these parsers, so a default, a range or a cross-field rule cannot differ between the faces. The face
 * is the OptionFace every feature takes (src/shared/options-face.ts): it says how it names an option in an error
 * (`compare-bench --min-effect`, `input 'min-effect'`) and where relative paths and globs start (the one path rule).
 *
 * The rules are plain functions (parseOptionRules), not a zod schema: compare-bench is the gate of every PR, and a
 * cold process of it otherwise spends ~40 ms loading zod for two dozen flags. Each says what the zod schema it
 * replaced said, word for word (test/bench/options-rules.test.ts holds that schema and compares the two).
 */
const issue = (message) => new options_face/* OptionIssue */.tZ(message);
const typeIssue = (expected, value) => issue(`Invalid input: expected ${expected}, received ${(0,options_face/* receivedType */.wq)(value)}`);
/** Absent is `undefined`; otherwise the rule decides. */
const optional = (rule) => (v) => v === undefined ? undefined : rule(v);
/** Absent is `fallback` (not checked); otherwise the rule decides. */
const withDefault = (rule, fallback) => (v) => v === undefined ? fallback : rule(v);
/** One of `values`; the message names them all unless one is given. */
function oneOf(values, message) {
    const text = message ?? `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}`;
    return (v) => (values.includes(v) ? v : issue(text));
}
/** Text of `min` … `max` characters (messages as given, else the defaults). */
function options_text(min = 1, tooShort = `Too small: expected string to have >=${min} characters`, max = Infinity, tooLong = '') {
    return (v) => {
        if (typeof v !== 'string')
            return typeIssue('string', v);
        if (v.length < min)
            return issue(tooShort);
        return v.length > max ? issue(tooLong) : v;
    };
}
/** A number given as text: the message says what range is expected, and that a percent sign is not the way. */
const decimal = (range, check) => (v) => {
    if (typeof v !== 'string')
        return typeIssue('string', v);
    const t = v.trim();
    if (/^\d+(\.\d+)?\s*%$/.test(t))
        return issue(`expected ${range}`);
    if (!/^\d+(\.\d+)?([eE]-?\d+)?$/.test(t))
        return issue('expected a number');
    const n = Number(t);
    return check(n) ? n : issue(`expected ${range}`);
};
const whole = (range, check) => (v) => {
    if (typeof v !== 'string')
        return typeIssue('string', v);
    if (!/^\d{1,9}$/.test(v))
        return issue('expected a whole number');
    const n = Number(v);
    return check(n) ? n : issue(`expected ${range}`);
};
/** A CLI switch is a boolean, an action input the text 'true'/'false'. */
const flag = (v) => {
    if (v === undefined || typeof v === 'boolean')
        return v ?? false;
    if (typeof v !== 'string')
        return issue('Invalid input');
    const t = v.trim().toLowerCase();
    return t === 'true' || t === 'false' ? t === 'true' : issue("expected 'true' or 'false'");
};
/** A list of texts (the CLI's repeated or variadic flag); `trim` trims each, and an empty one is `empty`'s error. */
function list(trim, empty = 'Too small: expected string to have >=1 characters') {
    return (v) => {
        if (!Array.isArray(v))
            return typeIssue('array', v);
        const out = [];
        for (const item of v) {
            if (typeof item !== 'string')
                return typeIssue('string', item);
            const value = trim ? item.trim() : item;
            if (value.length < 1)
                return issue(empty);
            out.push(value);
        }
        return out;
    };
}
const fileList = optional(list(true, 'expected a file'));
const allowEnvMismatch = (v) => {
    if (v === undefined || typeof v === 'boolean')
        return v ?? false;
    if (typeof v !== 'string')
        return issue('Invalid input');
    if (v === 'true' || v === 'false')
        return v === 'true';
    if (/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/.test(v))
        return v.split(',');
    return issue("expected 'true', 'false' or KEY[,KEY…]");
};
/** A file list may be absent, one pattern or several; globs are expanded once here for every face. */
const COMPARE_BENCH_RULES = {
    baseline: fileList,
    candidate: fileList,
    aaBaseline: fileList,
    upstreamBaseline: fileList,
    upstreamCandidate: fileList,
    format: withDefault(oneOf(['auto', ...types/* BENCH_FORMATS */.G], `expected auto|${types/* BENCH_FORMATS */.G.join('|')}`), 'auto'),
    direction: optional(oneOf(['smaller', 'bigger'], 'expected smaller|bigger')),
    minEffect: optional(decimal('a number between 0 and 1 (0.05 = 5 %)', (n) => n >= 0 && n < 1)),
    alpha: optional(decimal('a number in (0, 0.5]', (n) => n > 0 && n <= 0.5)),
    failOn: withDefault(oneOf(bench_format/* FAIL_ON_VALUES */.Qm), 'regressed'),
    noiseMultiplier: optional(decimal('a positive number', (n) => n > 0)),
    allowEnvMismatch,
    selfTest: flag,
    allowUnderpowered: flag,
    metric: withDefault(oneOf(['real', 'cpu'], 'expected real|cpu'), 'real'),
    utest: withDefault(oneOf(['exact', 'normal'], 'expected exact|normal'), 'exact'),
    maxUndecided: optional(decimal('a share between 0 and 1 (0.2 = 20 %)', (n) => n >= 0 && n <= 1)),
    onMissing: withDefault(oneOf(['fail', 'warn'], 'expected fail|warn'), 'fail'),
    suite: withDefault(options_text(1, 'expected a name', 100, 'expected at most 100 characters'), 'default'),
    seed: optional(whole('a whole number', () => true)),
    resamples: optional(whole('200 … 100000', (n) => n >= 200 && n <= 100_000)),
    earlyStopResamples: optional(whole('0 (off) or 100 … 100000', (n) => n === 0 || (n >= 100 && n <= 100_000))),
    markdown: optional(options_text()),
    svg: optional(options_text()),
    /**
     * No baseline at all: `fail` (the CLI: a usage error) or `skip` (the action: the first run on a branch has none
     * yet; it compares nothing and may save the candidate as the baseline).
     */
    noBaseline: withDefault(oneOf(['fail', 'skip']), 'fail'),
};
/**
 * Plain paths resolve against the face's base (their reader names a missing one); globs are expanded there, to
 * absolute paths.
 */
async function expand(patterns, key, face) {
    if (!patterns.some((p) => isGlobPattern(p)))
        return patterns.map((p) => (0,options_face/* facePath */.rW)(face, p));
    const found = await expandFileGlobs(patterns, { source: face.where(key), cwd: face.base, absolute: true });
    return found.map((f) => (0,options_face/* facePath */.rW)(face, f));
}
/** Raw options (from flags or inputs) → the service's settings, with every rule checked once. */
async function parseCompareBenchOptions(raw, face) {
    const o = (0,options_face/* parseOptionRules */.Yv)(COMPARE_BENCH_RULES, raw, face);
    const fail = (key, message) => (0,options_face/* optionError */.mp)(face, key, message);
    const [baseline, candidate, aaBaseline, upstreamBaseline, upstreamCandidate] = await Promise.all([
        expand(o.baseline ?? [], 'baseline', face),
        expand(o.candidate ?? [], 'candidate', face),
        expand(o.aaBaseline ?? [], 'aaBaseline', face),
        expand(o.upstreamBaseline ?? [], 'upstreamBaseline', face),
        expand(o.upstreamCandidate ?? [], 'upstreamCandidate', face),
    ]);
    if (candidate.length === 0)
        throw fail('candidate', 'expected at least one result file');
    if (baseline.length === 0 && o.noBaseline === 'fail')
        throw fail('baseline', 'expected at least one result file');
    if ((upstreamBaseline.length === 0) !== (upstreamCandidate.length === 0)) {
        const [given, missing] = upstreamBaseline.length
            ? ['upstreamBaseline', 'upstreamCandidate']
            : ['upstreamCandidate', 'upstreamBaseline'];
        throw fail(given, `give both or neither (${face.name(missing)} is empty)`);
    }
    const d = DEFAULT_COMPARE_SETTINGS;
    return {
        settings: {
            suite: o.suite,
            minEffect: o.minEffect ?? d.minEffect,
            alpha: o.alpha ?? d.alpha,
            bootstrapResamples: o.resamples ?? d.bootstrapResamples,
            earlyStopResamples: o.earlyStopResamples ?? d.earlyStopResamples ?? 0,
            seed: o.seed ?? d.seed,
            noiseMultiplier: o.noiseMultiplier ?? d.noiseMultiplier,
            failOn: o.failOn,
            allowEnvMismatch: o.allowEnvMismatch,
            selfTest: o.selfTest,
            allowUnderpowered: o.allowUnderpowered,
            metric: o.metric,
            utest: o.utest,
            maxUndecided: o.maxUndecided ?? d.maxUndecided,
            onMissing: o.onMissing,
            format: o.format,
            ...(o.direction ? { direction: o.direction } : {}),
            files: { baseline, candidate, aaBaseline, upstreamBaseline, upstreamCandidate },
        },
        ...(o.markdown ? { markdown: (0,options_face/* facePath */.rW)(face, o.markdown) } : {}),
        ...(o.svg ? { svg: (0,options_face/* facePath */.rW)(face, o.svg) } : {}),
    };
}
const BENCH_HISTORY_RULES = {
    repo: withDefault(options_text(), '.'),
    stateBranch: withDefault(options_text(), 'upstream-ingest/state'),
    remote: optional(options_text()),
    benchFile: withDefault(options_text(), 'bench/history.jsonl'),
    suite: optional(options_text()),
    runnerLabel: optional(options_text()),
    benchmark: withDefault(list(false), []),
    trailer: withDefault(list(true), []),
    minSize: optional(whole('2 … 1000', (n) => n >= 2 && n <= 1000)),
    pValue: optional(decimal('a p-value in (0, 0.5]', (n) => n > 0 && n <= 0.5)),
    minChange: optional(decimal('a fraction in [0, 1)', (n) => n >= 0 && n < 1)),
};
function parseBenchHistoryOptions(raw, face) {
    const o = (0,options_face/* parseOptionRules */.Yv)(BENCH_HISTORY_RULES, raw, face);
    const d = change_points/* DEFAULT_CHANGE_POINT_OPTIONS */.d;
    return {
        repo: (0,options_face/* facePath */.rW)(face, o.repo),
        settings: {
            state: { branch: o.stateBranch, ...(o.remote ? { remote: o.remote } : {}) },
            file: o.benchFile,
            filter: {
                ...(o.suite ? { suite: o.suite } : {}),
                ...(o.runnerLabel ? { runnerLabel: o.runnerLabel } : {}),
                ...(o.benchmark.length ? { names: o.benchmark } : {}),
            },
            changePoints: {
                minSize: o.minSize ?? d.minSize,
                pValue: o.pValue ?? d.pValue,
                minMagnitude: o.minChange ?? d.minMagnitude,
            },
            trailerKeys: o.trailer,
        },
    };
}

// EXTERNAL MODULE: ./src/cli/context.ts
var context = __webpack_require__(5217);
// EXTERNAL MODULE: ./src/domain/state-layout.ts
var state_layout = __webpack_require__(1392);
// EXTERNAL MODULE: ./src/cli/state-flags.ts
var state_flags = __webpack_require__(813);
;// CONCATENATED MODULE: ./src/cli/commands/compare-bench.ts













/** Flags → the options module's raw object: commander's camelCase keys are already its names. */
function rawOptions(flags) {
    const { json: _json, ...raw } = flags;
    return raw;
}
async function parseCompareBenchFlags(raw, cwd) {
    return parseCompareBenchOptions(rawOptions(raw), (0,options_face/* cliOptionFace */.$X)('compare-bench', {}, cwd));
}
function registerCompareBenchCommand(program, ctx) {
    const command = program
        .command('compare-bench')
        .description('Compare benchmark results (baseline vs candidate) with noise-aware statistics: per-benchmark verdicts, ' +
        'false-discovery control, equivalence tests, environment check. Exit 1 when the verdict meets --fail-on, ' +
        'when nothing was compared, or when baseline benchmarks are missing from the candidate.')
        .option('--baseline <file...>', 'baseline result file(s); several files are several runs (repetitions)')
        .option('--candidate <file...>', 'candidate result file(s)')
        .option('--format <format>', `auto (from the file), or one of: ${types/* BENCH_FORMATS */.G.join(', ')}`, 'auto')
        .option('--direction <smaller|bigger>', 'which way is better, where the format and unit do not say (Triton perf_report CSV)')
        .option('--min-effect <fraction>', 'relative change that counts: regressed = significant and the ratio ≥ 1 + this; unchanged = equivalent within ±this', '0.05')
        .option('--alpha <p>', 'significance level, with Benjamini–Hochberg across benchmarks', '0.05')
        .option('--fail-on <verdict>', 'regressed|inconclusive|never', 'regressed')
        .option('--json', 'print the result as JSON')
        .option('--markdown <file>', 'write the markdown summary to a file')
        .option('--svg <file>', 'write an SVG chart (ratio and interval per benchmark)')
        .option('--upstream-baseline <file...>', 'upstream results before, for inherited/fork-local attribution')
        .option('--upstream-candidate <file...>', 'upstream results after')
        .option('--aa-baseline <file...>', 'a second baseline run (A/A): raises each threshold to k × its observed noise')
        .option('--noise-multiplier <k>', 'k for the A/A noise calibration', String(DEFAULT_COMPARE_SETTINGS.noiseMultiplier))
        .option('--allow-env-mismatch [keys]', 'compare despite environment differences (all, or only these comma-separated keys)')
        .option('--metric <real|cpu>', 'Google Benchmark time to compare: real_time (default) or cpu_time', 'real')
        .option('--utest <exact|normal>', 'Mann–Whitney p-values: exact where affordable (default) or the normal approximation (compare.py/SciPy asymptotic)', 'exact')
        .option('--max-undecided <share>', 'the run is inconclusive only when more than this share of compared benchmarks is undecided', String(DEFAULT_COMPARE_SETTINGS.maxUndecided))
        .option('--on-missing <fail|warn>', 'baseline benchmarks missing from the candidate fail the gate (default) or only warn', 'fail')
        .option('--self-test', 'also check that a synthetic 2× regression of the candidate turns the gate red')
        .option('--allow-underpowered', 'let a slowdown beyond the threshold that too few repetitions cannot decide pass as inconclusive (default: it fails the gate)')
        .option('--suite <name>', 'suite name (report title, PR comment and cache key)', 'default')
        .option('--seed <n>', 'bootstrap seed', String(DEFAULT_COMPARE_SETTINGS.seed))
        .option('--resamples <n>', 'bootstrap resamples', String(DEFAULT_COMPARE_SETTINGS.bootstrapResamples))
        .option('--early-stop-resamples <n>', '0: every benchmark gets the bootstrap interval; otherwise only those not decided unchanged do, the others ' +
        'report their shift interval (ciMethod); verdicts are the same', String(DEFAULT_COMPARE_SETTINGS.earlyStopResamples))
        .action(async (raw) => {
        const options = await parseCompareBenchFlags(raw, ctx.cwd);
        const result = await runCompareBench(options.settings, { logger: ctx.logger });
        if (options.markdown)
            await (0,text_file/* writeTextFile */.T)(options.markdown, renderBenchMarkdown(result));
        if (options.svg)
            await (0,text_file/* writeTextFile */.T)(options.svg, renderBenchSvg(result));
        ctx.stdout(raw.json === true ? `${JSON.stringify(result, null, 2)}\n` : renderBenchText(result));
        if (result.selfTest && !result.selfTest.passed) {
            ctx.logger.warning(`self-test failed: a ×${result.selfTest.factor} regression was caught by ${result.selfTest.detected} of ` +
                `${result.selfTest.total} benchmarks`);
        }
        if (result.gateFailed || (result.selfTest && !result.selfTest.passed))
            ctx.exitCode = context/* EXIT */.d.verdict;
    });
    registerHistoryCommand(command, ctx);
}
/**
 * Without positional options on the program, commander gives flags that compare-bench also defines (`--json`,
 * `--suite`) to compare-bench even after `history`: take those the user typed from there.
 */
function sharedParentFlags(self) {
    const parent = self.parent;
    if (!parent)
        return {};
    const out = {};
    for (const key of ['json', 'suite']) {
        if (parent.getOptionValueSource(key) === 'cli')
            out[key] = parent.getOptionValue(key);
    }
    return out;
}
/** `compare-bench history`: change points over the benchmark history on the state branch. */
function registerHistoryCommand(parent, ctx) {
    (0,state_flags/* withStateFlags */.L)(parent
        .command('history')
        .description('Find where benchmarks changed over the history on the state branch (E-divisive means per benchmark, as ' +
        'MongoDB and Apache Otava do) and attribute each change to its commit range and upstream or fork commits.'), {
        branch: 'branch holding the benchmark history',
        remote: 'fetch the state branch through this remote; token from GITHUB_TOKEN',
    })
        .option('--bench-file <path>', 'benchmark history on the state branch', state_layout/* STATE_FILES */.m.bench)
        .option('--suite <name>', 'only this suite')
        .option('--runner-label <label>', 'only this runner label')
        .option('--benchmark <name>', 'only this benchmark (repeatable)', context/* collect */.F, [])
        .option('--trailer <key>', 'extra provenance trailer key (repeatable)', context/* collect */.F, [])
        .option('--min-size <n>', 'fewest measured commits on each side of a change', String(change_points/* DEFAULT_CHANGE_POINT_OPTIONS */.d.minSize))
        .option('--p-value <p>', 'significance a change must reach (Student t between the sides)', String(change_points/* DEFAULT_CHANGE_POINT_OPTIONS */.d.pValue))
        .option('--min-change <fraction>', 'smallest relative step that counts', String(change_points/* DEFAULT_CHANGE_POINT_OPTIONS */.d.minMagnitude))
        .option('--json', 'print the result as JSON')
        .option('--fail-on-regression', 'exit 1 when a change point is a regression')
        .action(async (own, self) => {
        const { json, failOnRegression, ...raw } = { ...sharedParentFlags(self), ...own };
        const options = parseBenchHistoryOptions(raw, (0,options_face/* cliOptionFace */.$X)('compare-bench history', {}, ctx.cwd));
        // Loaded here: a plain compare-bench (the gate of every PR) does not pay for git and history.
        const [{ createGitRunner }, { renderHistoryText }, { runBenchHistory }, { gitAuthFrom }] = await Promise.all([
            __webpack_require__.e(/* import() */ 447).then(__webpack_require__.bind(__webpack_require__, 1447)),
            __webpack_require__.e(/* import() */ 440).then(__webpack_require__.bind(__webpack_require__, 8678)),
            Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(882), __webpack_require__.e(609)]).then(__webpack_require__.bind(__webpack_require__, 5841)),
            Promise.all(/* import() */[__webpack_require__.e(447), __webpack_require__.e(60)]).then(__webpack_require__.bind(__webpack_require__, 8060)),
        ]);
        const authEnv = options.settings.state.remote ? gitAuthFrom(process.env) : undefined;
        const result = await runBenchHistory({ ...options.settings, state: { ...options.settings.state, ...(authEnv ? { authEnv } : {}) } }, { git: createGitRunner(options.repo), logger: ctx.logger });
        ctx.stdout(json === true ? `${JSON.stringify(result, null, 2)}\n` : renderHistoryText(result));
        if (failOnRegression === true && result.changes.some((c) => c.kind === 'regression'))
            ctx.exitCode = context/* EXIT */.d.verdict;
    });
}


/***/ }),

/***/ 813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ withStateFlags)
/* harmony export */ });
/* harmony import */ var _domain_state_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1392);

/**
 * The flags that locate the state branch, the same on every command that reads or writes a history there: the
 * clone, the branch, and the remote it is fetched from (and pushed to, for a writer) with the token from
 * GITHUB_TOKEN. The texts say what this command does with them.
 */
function withStateFlags(command, texts) {
    return command
        .option('--repo <dir>', texts.repo ?? 'the fork clone', '.')
        .option('--state-branch <branch>', texts.branch, _domain_state_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE_BRANCH */ .b)
        .option('--remote <name>', texts.remote);
}


/***/ }),

/***/ 3789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ detectChangePoints),
/* harmony export */   d: () => (/* binding */ DEFAULT_CHANGE_POINT_OPTIONS)
/* harmony export */ });
/* harmony import */ var _special_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3282);
/**
 * Change points in a benchmark's history (one value per commit, oldest first): E-divisive means (Matteson & James,
 * 2014), as MongoDB's performance CI and Apache Otava (Hunter) use it. The energy statistic picks the split that best
 * separates the two sides of a segment; like Otava, the split is kept when a Student t-test between the two sides is
 * significant (deterministic, and much cheaper than E-divisive's permutation test), and the segments on either side
 * are searched again. Values are compared on the log scale, so a step is a relative change.
 */
const { abs, log, max, min, sqrt } = Math;

/** The defaults `compare-bench history` and the digest use (the CLI shows them in its help). */
const DEFAULT_CHANGE_POINT_OPTIONS = { minSize: 5, pValue: 1e-5, minMagnitude: 0.005 };
function detectChangePoints(values, options = {}) {
    const minSize = max(2, options.minSize ?? 5);
    const threshold = options.pValue ?? 1e-5;
    const minStep = log(1 + (options.minMagnitude ?? 0.005));
    const limit = options.maxChangePoints ?? 20;
    const x = values.map((v) => (v > 0 && Number.isFinite(v) ? log(v) : Number.NaN));
    if (x.some((v) => Number.isNaN(v)))
        throw new Error('detectChangePoints: values must be positive and finite');
    const found = [];
    const ranges = new Map();
    const queue = [[0, x.length]];
    while (queue.length > 0 && found.length < limit) {
        const [a, b] = queue.shift();
        if (b - a < 2 * minSize)
            continue;
        const split = bestSplit(x, a, b, minSize);
        if (split === null)
            continue;
        if (!significantAt(x, a, split, b, threshold, minStep))
            continue;
        // The energy statistic finds the change; the mean-shift likelihood places it more precisely (and must agree).
        const { at, range } = locate(x, a, b, minSize);
        if (!significantAt(x, a, at, b, threshold, minStep))
            continue;
        found.push(at);
        ranges.set(at, range);
        queue.push([a, at], [at, b]);
    }
    found.sort((p, q) => p - q);
    const bounds = [0, ...found, x.length];
    return found.map((index, k) => {
        const before = medianOf(values, bounds[k], index);
        const after = medianOf(values, index, bounds[k + 2]);
        const pValue = welch(x, bounds[k], index, bounds[k + 2]).p;
        const [lo, hi] = ranges.get(index);
        return {
            index,
            range: [max(lo, bounds[k] + 1), min(hi, bounds[k + 2] - 1)],
            before,
            after,
            ratio: after / before,
            pValue,
        };
    });
}
/** Margin (in units of the residual variance) of the location range: calibrated to ≥ 90 % coverage. */
const RANGE_MARGIN = 8;
/** Mean-shift maximum likelihood location in x[a..b), and the indices within RANGE_MARGIN of it. */
function locate(x, a, b, minSize) {
    const n = b - a;
    let total = 0;
    for (let i = a; i < b; i++)
        total += x[i];
    const q = new Float64Array(n);
    let cum = 0;
    let best = -Infinity;
    let t0 = minSize;
    for (let t = 1; t < n; t++) {
        cum += x[a + t - 1];
        const m = n - t;
        const d = (total - cum) / m - cum / t;
        q[t] = ((t * m) / n) * d * d;
        if (t >= minSize && m >= minSize && q[t] > best) {
            best = q[t];
            t0 = t;
        }
    }
    const left = stats(x, a, a + t0);
    const right = stats(x, a + t0, b);
    const residual = (left.variance * (t0 - 1) + right.variance * (n - t0 - 1)) / max(1, n - 2);
    let lo = t0;
    let hi = t0;
    while (lo - 1 >= 1 && best - q[lo - 1] <= RANGE_MARGIN * residual)
        lo--;
    while (hi + 1 <= n - 1 && best - q[hi + 1] <= RANGE_MARGIN * residual)
        hi++;
    return { at: a + t0, range: [a + lo, a + hi] };
}
/** argmax over τ of the E-divisive statistic Q̂(τ) on x[a..b) (α = 1), in O(n²) with running sums. */
function bestSplit(x, a, b, minSize) {
    const n = b - a;
    const left = new Float64Array(n);
    const right = new Float64Array(n);
    for (let i = 0; i < n; i++) {
        const xi = x[a + i];
        for (let j = i + 1; j < n; j++) {
            const d = abs(xi - x[a + j]);
            right[i] += d;
            left[j] += d;
        }
    }
    let total = 0;
    for (let i = 0; i < n; i++)
        total += left[i];
    let withinLeft = 0;
    let withinRight = total;
    let best = -Infinity;
    let at = null;
    for (let t = 1; t < n; t++) {
        withinLeft += left[t - 1];
        withinRight -= right[t - 1];
        if (t < minSize || n - t < minSize)
            continue;
        const m = n - t;
        const between = total - withinLeft - withinRight;
        const e = (2 * between) / (t * m) - withinLeft / ((t * (t - 1)) / 2) - withinRight / ((m * (m - 1)) / 2);
        const q = ((t * m) / n) * e;
        if (q > best) {
            best = q;
            at = a + t;
        }
    }
    return at;
}
function significantAt(x, a, t, b, p, minStep) {
    const test = welch(x, a, t, b);
    return test.p < p && abs(test.diff) >= minStep;
}
/**
 * Student's t with the pooled variance: one benchmark's noise is the same on both sides of a step, and a short side's
 * own variance (Welch) is too often tiny by chance, which made false changes at segment edges.
 */
function welch(x, a, t, b) {
    const s1 = stats(x, a, t);
    const s2 = stats(x, t, b);
    const n1 = t - a;
    const n2 = b - t;
    const diff = s2.mean - s1.mean;
    const pooled = (s1.variance * (n1 - 1) + s2.variance * (n2 - 1)) / max(1, n1 + n2 - 2);
    const se = sqrt(pooled * (1 / n1 + 1 / n2));
    if (se === 0)
        return { p: diff === 0 ? 1 : 0, diff };
    return { p: min(1, 2 * (1 - (0,_special_js__WEBPACK_IMPORTED_MODULE_0__/* .studentTCdf */ .Jt)(abs(diff / se), n1 + n2 - 2))), diff };
}
function stats(x, a, b) {
    let mean = 0;
    for (let i = a; i < b; i++)
        mean += x[i];
    mean /= b - a;
    let ss = 0;
    for (let i = a; i < b; i++)
        ss += (x[i] - mean) ** 2;
    return { mean, variance: ss / max(1, b - a - 1) };
}
function medianOf(values, a, b) {
    const s = values.slice(a, b).sort((p, q) => p - q);
    const k = s.length >> 1;
    return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
}


/***/ }),

/***/ 5942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ BenchmarkCollector),
/* harmony export */   LD: () => (/* binding */ putEnv),
/* harmony export */   oJ: () => (/* binding */ asString),
/* harmony export */   qY: () => (/* binding */ asRecord)
/* harmony export */ });
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8831);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4670);


/** Gathers the rows of one file by benchmark name (repeated names are repetitions), keeping first-seen order. */
class BenchmarkCollector {
    byName = new Map();
    entry(name, rawUnit, direction) {
        let b = this.byName.get(name);
        if (!b) {
            b = {
                name,
                unit: this.unit(rawUnit).unit,
                direction,
                samples: [],
                rawValues: [],
                rawUnit,
                errors: [],
                notes: [],
            };
            this.byName.set(name, b);
        }
        return b;
    }
    /**
     * Adds one repetition; an unusable value or a unit that cannot be converted becomes an error of the benchmark.
     * `index` names an element of `what` (`samples[3]`), put together only for an error message.
     */
    addValue(name, raw, rawUnit, direction, what, index) {
        const b = this.entry(name, rawUnit, direction);
        const value = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .toNumber */ .Ro)(raw);
        if (value === undefined) {
            b.errors.push(`${label(what, index)} is not a number (${(0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(raw)})`);
            return;
        }
        const problem = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .valueProblem */ .FQ)(value);
        if (problem) {
            b.errors.push(`${label(what, index)} is ${problem}`);
            return;
        }
        const unit = this.unit(rawUnit);
        // The same string first: sameUnit allocates, and this runs once per sample.
        if (unit.unit !== b.unit && !(0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .sameUnit */ .Z)(unit.unit, b.unit)) {
            b.errors.push(`unit mismatch between repetitions: '${b.rawUnit}' and '${rawUnit}'`);
            return;
        }
        b.samples.push(value * unit.factor);
        if (rawUnit === b.rawUnit)
            b.rawValues.push(value);
    }
    /**
     * Adds repetitions `raws` (named `what[i]` in errors): what addValue does for each, with the benchmark and unit
     * looked up once and plain positive finite numbers taken straight (600,000 samples in a 10,000-benchmark pair).
     */
    addValues(name, raws, rawUnit, direction, what) {
        const b = this.entry(name, rawUnit, direction);
        const unit = this.unit(rawUnit);
        const fast = (unit.unit === b.unit || (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .sameUnit */ .Z)(unit.unit, b.unit)) && rawUnit === b.rawUnit;
        // The first repetitions of a benchmark, all plain: two arrays of their final size, not grown push by push
        // (20,000 benchmarks × 2 arrays of a 10,000-benchmark pair are much of a cold run's garbage).
        if (fast && b.samples.length === 0 && b.rawValues.length === 0 && allPlain(raws)) {
            const factor = unit.factor;
            b.rawValues = raws.slice();
            b.samples = factor === 1 ? raws.slice() : raws.map((v) => v * factor);
            return;
        }
        for (let i = 0; i < raws.length; i++) {
            const v = raws[i];
            if (fast && typeof v === 'number' && v > 0 && v < Infinity) {
                b.samples.push(v * unit.factor);
                b.rawValues.push(v);
            }
            else
                this.addValue(name, v, rawUnit, direction, what, i);
        }
    }
    units = new Map();
    unit(raw) {
        let info = this.units.get(raw);
        if (!info) {
            info = (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeUnit */ .cg)(raw);
            this.units.set(raw, info);
        }
        return info;
    }
    addError(name, message, rawUnit = '', direction) {
        this.entry(name, rawUnit, direction).errors.push(message);
    }
    addNote(name, note) {
        const b = this.byName.get(name);
        if (b && !b.notes.includes(note))
            b.notes.push(note);
    }
    get(name) {
        return this.byName.get(name);
    }
    ensure(name, rawUnit, direction) {
        return this.entry(name, rawUnit, direction);
    }
    list() {
        return [...this.byName.values()];
    }
}
/** Every value a positive finite number (what addValues takes straight). */
function allPlain(raws) {
    for (let i = 0; i < raws.length; i++) {
        const v = raws[i];
        if (!(typeof v === 'number' && v > 0 && v < Infinity))
            return false;
    }
    return true;
}
function label(what, index) {
    return index === undefined ? what : `${what}[${index}]`;
}
function asRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value
        : undefined;
}
function asString(value) {
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
/** Copies non-empty string values into a fingerprint under the given key. */
function putEnv(env, key, value) {
    const text = asString(value)?.trim();
    if (text)
        env[key] = text.slice(0, 200);
}


/***/ }),

/***/ 8229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K9: () => (/* binding */ readNativeBenchmarks),
/* harmony export */   aP: () => (/* binding */ plainSamples),
/* harmony export */   aX: () => (/* binding */ plainNativeFile),
/* harmony export */   ii: () => (/* binding */ flattenEnv)
/* harmony export */ });
/* harmony import */ var _schemas_bench_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7128);
/* harmony import */ var _collector_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5942);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4670);
/**
 * The native format (src/schemas/bench.ts) read without zod: a file that NativeBenchFileSchema accepts as it is gets
 * the same result here by hand, so a cold `compare-bench` of native files never loads the schemas (~40 ms of a cold
 * process). Anything the hand check does not take (an unknown key, a value too long, a wrong type) is undefined, and
 * the caller goes through the schema, which reads it the same way or says what is wrong with it.
 */



const FILE_KEYS = new Set(['format', 'version', 'suite', 'commit', 'env', 'benchmarks']);
/** EnvFingerprintSchema's keys in its order: the schema's output lists them so (flattenEnv keeps that order). */
const ENV_TEXT_KEYS = ['gpu', 'driver', 'cuda', 'rocm', 'compiler', 'host', 'os', 'cpu', 'python'];
const ENV_RECORD_KEYS = ['libraries', 'extra'];
const ENV_KEYS = new Set([...ENV_TEXT_KEYS, ...ENV_RECORD_KEYS]);
const BENCHMARK_KEYS = new Set(['name', 'unit', 'direction', 'samples', 'error']);
const SAMPLE_WORDS = new Set(['NaN', 'Infinity', '-Infinity']);
/** EnvFingerprintSchema's `Text`. */
const TEXT_MAX = 500;
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const optionalText = (v, max) => v === undefined || (typeof v === 'string' && v.length <= max);
/**
 * Exactly what NativeBenchmarkSchema accepts, checked by hand: zod walks 600,000 samples of a 10,000-benchmark file
 * pair in ~0.2 s of a cold process. The benchmark is used as it is (the schema's output has the same fields).
 * Without `samples` its samples are left to plainSamples (a caller that reads every sample anyway checks them then).
 */
function plainBenchmark(value, samples) {
    if (!isObject(value))
        return false;
    const b = value;
    // for…in, not Object.keys: no array per benchmark (a JSON object has no inherited enumerable keys).
    for (const key in b)
        if (!BENCHMARK_KEYS.has(key))
            return false;
    const { name, unit, direction, error } = b;
    if (typeof name !== 'string' || name.length < 1 || name.length > 1000)
        return false;
    if (typeof unit !== 'string' || unit.length > 50)
        return false;
    if ('direction' in b && direction !== undefined && direction !== 'smaller' && direction !== 'bigger')
        return false;
    if ('error' in b && !optionalText(error, 4000))
        return false;
    if (!Array.isArray(b.samples))
        return false;
    return !samples || plainSampleList(b.samples);
}
/** NativeBenchmarkSchema's rule for samples: finite numbers, or the words NaN, Infinity and -Infinity. */
function plainSampleList(samples) {
    for (const v of samples) {
        if (typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' || !SAMPLE_WORDS.has(v))
            return false;
    }
    return true;
}
/** The samples of a file that plainNativeFile took without them (`samples: false`): does the schema take them? */
function plainSamples(file) {
    for (const b of file.benchmarks)
        if (!plainSampleList(b.samples))
            return false;
    return true;
}
/** A record of texts as the schema outputs it (its own keys in order); undefined where the schema may differ. */
function plainRecord(value) {
    if (!isObject(value) || Object.getPrototypeOf(value) !== Object.prototype)
        return undefined;
    const out = {};
    for (const key of Object.keys(value)) {
        // The schema drops a `__proto__` key of a parsed JSON object: left to it.
        if (key === '__proto__')
            return undefined;
        const v = value[key];
        if (typeof v !== 'string' || v.length > TEXT_MAX)
            return undefined;
        out[key] = v;
    }
    return out;
}
/** The environment as EnvFingerprintSchema outputs it: its keys in the schema's order. */
function plainEnv(value) {
    if (!isObject(value))
        return undefined;
    for (const key in value)
        if (!ENV_KEYS.has(key))
            return undefined;
    const out = {};
    for (const key of ENV_TEXT_KEYS) {
        if (!(key in value))
            continue;
        const v = value[key];
        if (!optionalText(v, TEXT_MAX))
            return undefined;
        out[key] = v;
    }
    for (const key of ENV_RECORD_KEYS) {
        if (!(key in value) || value[key] === undefined) {
            if (key in value)
                out[key] = undefined;
            continue;
        }
        const record = plainRecord(value[key]);
        if (!record)
            return undefined;
        out[key] = record;
    }
    return out;
}
/**
 * The file as NativeBenchFileSchema outputs it (the fields the reader uses: env, commit, suite, benchmarks), when
 * the schema accepts it as it is; undefined otherwise (the caller then asks the schema). `samples: false` leaves
 * the samples unchecked: the caller checks them (plainSamples) before it takes the file as the schema's output.
 */
function plainNativeFile(data, { samples = true } = {}) {
    if (!isObject(data))
        return undefined;
    for (const key in data)
        if (!FILE_KEYS.has(key))
            return undefined;
    const { format, version, suite, commit, env, benchmarks } = data;
    if (format !== _schemas_bench_format_js__WEBPACK_IMPORTED_MODULE_2__/* .NATIVE_BENCH_FORMAT */ .l7 || version !== _schemas_bench_format_js__WEBPACK_IMPORTED_MODULE_2__/* .NATIVE_BENCH_VERSION */ .q)
        return undefined;
    if (!optionalText(suite, 200) || !optionalText(commit, 100))
        return undefined;
    if (!Array.isArray(benchmarks))
        return undefined;
    for (const b of benchmarks)
        if (!plainBenchmark(b, samples))
            return undefined;
    const file = { format, version, benchmarks };
    if (suite !== undefined)
        file.suite = suite;
    if (commit !== undefined)
        file.commit = commit;
    if (env !== undefined) {
        const plain = plainEnv(env);
        if (!plain)
            return undefined;
        file.env = plain;
    }
    return file;
}
/** A native file the schema (or plainNativeFile) accepted → the parsed benchmarks. */
function readNativeBenchmarks(file, source, options = {}) {
    const collector = new _collector_js__WEBPACK_IMPORTED_MODULE_0__/* .BenchmarkCollector */ .B9();
    for (const b of file.benchmarks) {
        const direction = b.direction ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .directionFromUnit */ .CQ)(b.unit) ?? options.direction;
        const entry = collector.ensure(b.name, b.unit, direction);
        if (!direction)
            entry.errors.push(`unit '${b.unit}' does not say whether smaller or bigger is better: set "direction"`);
        if (b.error !== undefined)
            entry.errors.push(`error: ${b.error}`);
        else if (b.samples.length === 0)
            entry.errors.push('no samples');
        collector.addValues(b.name, b.samples, b.unit, direction, 'samples');
    }
    return {
        source,
        format: 'native',
        benchmarks: collector.list(),
        env: flattenEnv(file.env ?? {}),
        ...(file.commit ? { commit: file.commit } : {}),
        ...(file.suite ? { suite: file.suite } : {}),
        skippedAggregates: 0,
        notes: [],
    };
}
function flattenEnv(env) {
    const out = {};
    for (const [key, value] of Object.entries(env)) {
        if (typeof value === 'string')
            out[key] = value;
        else if (value && typeof value === 'object') {
            const prefix = key === 'extra' ? '' : `${key}.`;
            for (const [k, v] of Object.entries(value))
                out[`${prefix}${k}`] = v;
        }
    }
    return out;
}


/***/ }),

/***/ 8831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ valueProblem),
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   bp: () => (/* binding */ describeValue)
/* harmony export */ });
/**
 * Benchmark tools write non-finite numbers in several ways: Google Benchmark and Python's json module emit bare
 * `NaN`/`Infinity` (not JSON; our YAML fallback reads them as strings), CSVs write `nan`/`inf`. All of them become
 * numbers here so that the value checks below can reject them with a clear reason.
 */
function toNumber(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value !== 'string')
        return undefined;
    const text = value.trim();
    if (text === '')
        return undefined;
    const lower = text.toLowerCase();
    if (lower === 'nan' || lower === '-nan' || lower === '.nan')
        return Number.NaN;
    if (/^[+]?(inf|infinity|\.inf)$/.test(lower))
        return Number.POSITIVE_INFINITY;
    if (/^-(inf|infinity|\.inf)$/.test(lower))
        return Number.NEGATIVE_INFINITY;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text))
        return undefined;
    return Number(text);
}
/** Why a measured value cannot be a sample, or undefined when it can (finite and strictly positive). */
function valueProblem(value) {
    if (Number.isNaN(value))
        return 'NaN';
    if (!Number.isFinite(value))
        return value > 0 ? 'Infinity' : '-Infinity';
    if (value === 0)
        return 'zero';
    if (value < 0)
        return `negative (${value})`;
    return undefined;
}
function describeValue(value) {
    if (typeof value === 'string')
        return JSON.stringify(value.slice(0, 40));
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    return String(value);
}


/***/ }),

/***/ 3886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ looksLikeGoogleBenchmark),
/* harmony export */   o: () => (/* binding */ parseGoogleBenchmark)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _collector_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5942);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4670);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8831);
/**
 * Google Benchmark `--benchmark_format=json`. Iteration rows (explicit `run_type: "iteration"` or, in old files, no
 * run_type) are repetitions of the benchmark with that name; aggregate rows (mean/median/stddev/cv — including
 * `aggregate_unit: "percentage"` — and complexity BigO/RMS rows) are never samples, whatever their timings say.
 * The measured value is `real_time` in `time_unit` (what github-action-benchmark and compare.py report), or
 * `cpu_time` with `metric: 'cpu'`. A benchmark that has only aggregate rows (`--benchmark_report_aggregates_only`)
 * is compared on them: its median (else mean), stddev and repetition count, with a Welch test downstream.
 */




function looksLikeGoogleBenchmark(root) {
    if (!Array.isArray(root['benchmarks']))
        return false;
    if ((0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(root['context']))
        return true;
    const keys = ['run_type', 'real_time', 'cpu_time', 'time_unit', 'iterations', 'family_index', 'aggregate_name'];
    return root['benchmarks'].some((b) => {
        const r = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(b);
        return r !== undefined && keys.some((k) => k in r);
    });
}
function aggregateKind(row) {
    if (row['run_type'] === 'aggregate')
        return (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(row['aggregate_name']) ?? 'aggregate';
    if (row['aggregate_name'] !== undefined)
        return (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(row['aggregate_name']) ?? 'aggregate';
    if (row['aggregate_unit'] !== undefined)
        return 'aggregate';
    if (row['big_o'] !== undefined)
        return 'BigO';
    if (row['rms'] !== undefined)
        return 'RMS';
    return undefined;
}
function parseGoogleBenchmark(data, source, options = {}) {
    const field = options.metric === 'cpu' ? 'cpu_time' : 'real_time';
    const groups = new Map();
    const iterationNames = new Set();
    const root = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(data);
    const rows = root?.['benchmarks'];
    if (!root || !Array.isArray(rows)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not Google Benchmark JSON: expected an object with a "benchmarks" array`);
    }
    const collector = new _collector_js__WEBPACK_IMPORTED_MODULE_1__/* .BenchmarkCollector */ .B9();
    const notes = [];
    const aggregateKinds = new Map();
    rows.forEach((row, index) => {
        const r = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(row);
        const name = r ? (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['name']) : undefined;
        if (!r || !name) {
            notes.push(`benchmarks[${index}]: no name; ignored`);
            return;
        }
        const kind = aggregateKind(r);
        if (kind !== undefined) {
            aggregateKinds.set(kind, (aggregateKinds.get(kind) ?? 0) + 1);
            // An aggregate's timings are never samples (whatever they say), but its repetition count weighs the test.
            impossibleRepetitions(r, index, name, source, 1);
            collectAggregate(groups, r, kind, name, field);
            return;
        }
        const unit = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['time_unit']) ?? 'ns';
        const repetition = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['repetition_index']);
        const what = repetition !== undefined ? `${field} of repetition ${repetition}` : field;
        iterationNames.add(name);
        if (r['error_occurred'] === true || r['error_occurred'] === 'true') {
            collector.addError(name, `error_occurred: ${(0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['error_message']) ?? '(no error_message)'}`, unit, 'smaller');
            return;
        }
        if ((0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUnit */ .cg)(unit).kind !== 'time') {
            collector.addError(name, `unknown time_unit '${unit}'`, unit, 'smaller');
            return;
        }
        impossibleRow(r, index, name, source, field);
        if (r[field] === undefined) {
            collector.addError(name, `${what} is missing`, unit, 'smaller');
            return;
        }
        collector.addValue(name, r[field], unit, 'smaller', what);
    });
    let fromAggregates = 0;
    for (const [name, g] of groups) {
        if (iterationNames.has(name))
            continue;
        const center = g.values.has('median') ? 'median' : g.values.has('mean') ? 'mean' : undefined;
        if (!center)
            continue;
        const unit = (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUnit */ .cg)(g.unit);
        if (unit.kind !== 'time') {
            collector.addError(name, `unknown time_unit '${g.unit}'`, g.unit, 'smaller');
            continue;
        }
        const value = g.values.get(center);
        const b = collector.ensure(name, g.unit, 'smaller');
        if (!(value > 0) || !Number.isFinite(value)) {
            b.errors.push(`aggregate ${center} ${field} is not a positive number`);
            continue;
        }
        const stddev = g.values.get('stddev');
        const aggregate = { value: value * unit.factor, center };
        if (stddev !== undefined && Number.isFinite(stddev) && stddev >= 0)
            aggregate.stddev = stddev * unit.factor;
        if (g.repetitions !== undefined)
            aggregate.n = g.repetitions;
        b.aggregate = aggregate;
        b.rawValues.push(value);
        fromAggregates++;
    }
    if (fromAggregates > 0) {
        notes.push(`${fromAggregates} benchmark(s) have only aggregate rows: compared on their ${field} median (or mean), stddev ` +
            'and repetition count with Welch’s t-test');
    }
    const skippedAggregates = [...aggregateKinds.values()].reduce((s, n) => s + n, 0);
    if (skippedAggregates > 0) {
        const kinds = [...aggregateKinds.entries()].map(([k, n]) => `${k} ×${n}`).join(', ');
        notes.push(`${skippedAggregates} aggregate row(s) not used as samples (${kinds})`);
    }
    const env = {};
    const context = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(root['context']);
    if (context) {
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'host', context['host_name']);
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'cpus', context['num_cpus']);
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'build', context['library_build_type']);
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'libraries.benchmark', context['library_version']);
        if (context['library_build_type'] === 'debug')
            notes.push('the benchmark library is a debug build: timings are unreliable');
    }
    return { source, format: 'gbench', benchmarks: collector.list(), env, skippedAggregates, notes };
}
/**
 * Values Google Benchmark never writes: a time per iteration over zero (or fewer, or fractional) iterations, a
 * negative or NaN time, a negative repetition count (or an aggregate of fewer than one). Such a file was damaged or made by hand; comparing it would gate on
 * nonsense (issue 31), so the whole file is refused in one line naming the file and the row.
 */
function impossibleRow(r, index, name, source, field) {
    if (!wholeAtLeast(r['iterations'], 1))
        refuseRow(source, index, name, `iterations ${shown(r['iterations'])} is not a positive whole number`);
    // Google Benchmark writes `repetitions: 0` on the rows of a run without --benchmark_repetitions.
    impossibleRepetitions(r, index, name, source, 0);
    for (const key of new Set([field, 'real_time', 'cpu_time'])) {
        const value = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .toNumber */ .Ro)(r[key]);
        if (value !== undefined && (Number.isNaN(value) || value < 0))
            refuseRow(source, index, name, `${key} ${shown(r[key])} is impossible (a time is never negative or NaN)`);
    }
}
function impossibleRepetitions(r, index, name, source, least) {
    if (!wholeAtLeast(r['repetitions'], least))
        refuseRow(source, index, name, `repetitions ${shown(r['repetitions'])} is not a whole number of at least ${least}`);
}
/** Absent, or a whole number of at least `least`. */
function wholeAtLeast(raw, least) {
    if (raw === undefined)
        return true;
    const n = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .toNumber */ .Ro)(raw);
    return n !== undefined && Number.isInteger(n) && n >= least;
}
function shown(raw) {
    return String(raw).slice(0, 40);
}
function refuseRow(source, index, name, why) {
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: benchmarks[${index}] (${name.slice(0, 80)}): ${why}`);
}
/** Keeps the mean/median/stddev of each run for benchmarks that turn out to have no iteration rows. */
function collectAggregate(groups, r, kind, name, field) {
    if (kind !== 'mean' && kind !== 'median' && kind !== 'stddev')
        return;
    const base = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['run_name']) ?? (name.endsWith(`_${kind}`) ? name.slice(0, -kind.length - 1) : name);
    const unit = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['time_unit']) ?? 'ns';
    let g = groups.get(base);
    if (!g) {
        g = { unit, values: new Map() };
        groups.set(base, g);
    }
    const value = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .toNumber */ .Ro)(r[field]);
    if (value !== undefined)
        g.values.set(kind, value);
    const reps = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .toNumber */ .Ro)(r['repetitions']) ?? (0,_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .toNumber */ .Ro)(r['iterations']);
    if (reps !== undefined && Number.isInteger(reps) && reps > 0)
        g.repetitions ??= reps;
}


/***/ }),

/***/ 2480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ parsePytestBenchmark),
/* harmony export */   Q: () => (/* binding */ looksLikePytestBenchmark)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8831);
/* harmony import */ var _collector_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5942);
/**
 * pytest-benchmark `--benchmark-json` and `.benchmarks/` storage files. Raw per-round times (`stats.data`, seconds)
 * are the samples when the file holds all of them; files that only keep summary statistics (or whose `data` was cut
 * down, with placeholders) contribute the run's `stats.median` as a single repetition, and say so.
 */



function looksLikePytestBenchmark(root) {
    const rows = root['benchmarks'];
    return Array.isArray(rows) && rows.some((b) => (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)((0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(b)?.['stats']) !== undefined);
}
function parsePytestBenchmark(data, source) {
    const root = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(data);
    const rows = root?.['benchmarks'];
    if (!root || !Array.isArray(rows)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not pytest-benchmark JSON: expected an object with a "benchmarks" array`);
    }
    const collector = new _collector_js__WEBPACK_IMPORTED_MODULE_1__/* .BenchmarkCollector */ .B9();
    const notes = [];
    rows.forEach((row, index) => {
        const r = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(row);
        const name = r ? ((0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['fullname']) ?? (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(r['name'])) : undefined;
        if (!r || !name) {
            notes.push(`benchmarks[${index}]: no name; ignored`);
            return;
        }
        const stats = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(r['stats']);
        if (!stats) {
            collector.addError(name, 'stats is missing', 's', 'smaller');
            return;
        }
        readStats(collector, name, stats);
    });
    const env = {};
    const machine = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(root['machine_info']);
    if (machine) {
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'host', machine['node']);
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'cpu', (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(machine['cpu'])?.['brand']);
        (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .putEnv */ .LD)(env, 'arch', machine['machine']);
        const python = [(0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(machine['python_implementation']), (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(machine['python_version'])].filter(Boolean);
        if (python.length)
            env['python'] = python.join(' ');
        const os = [(0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(machine['system']), (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(machine['release'])].filter(Boolean);
        if (os.length)
            env['os'] = os.join(' ');
    }
    const commit = (0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)((0,_collector_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(root['commit_info'])?.['id']);
    return {
        source,
        format: 'pytest',
        benchmarks: collector.list(),
        env,
        ...(commit ? { commit } : {}),
        skippedAggregates: 0,
        notes,
    };
}
function readStats(collector, name, stats) {
    const rounds = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .toNumber */ .Ro)(stats['rounds']);
    const data = stats['data'];
    const values = Array.isArray(data) ? data.map(_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .toNumber */ .Ro) : [];
    const complete = Array.isArray(data) && data.length > 0 && values.every((v) => v !== undefined);
    if (complete) {
        data.forEach((raw, i) => collector.addValue(name, raw, 's', 'smaller', `stats.data[${i}]`));
        if (rounds !== undefined && rounds !== data.length) {
            collector.addNote(name, `stats.data holds ${data.length} values but stats.rounds is ${rounds}`);
        }
    }
    else {
        collector.addValue(name, stats['median'], 's', 'smaller', 'stats.median');
        if (Array.isArray(data)) {
            const kept = values.filter((v) => v !== undefined).length;
            collector.addNote(name, `stats.data is truncated (${kept} of ${rounds ?? '?'} rounds, with placeholders): not used as samples`);
        }
        collector.addNote(name, `summary statistics only: the median of ${rounds ?? '?'} rounds counts as one repetition`);
    }
    const b = collector.get(name);
    if (b) {
        const meta = {};
        for (const key of ['mean', 'stddev', 'rounds', 'iterations', 'ops', 'median', 'min', 'max']) {
            const v = (0,_numbers_js__WEBPACK_IMPORTED_MODULE_2__/* .toNumber */ .Ro)(stats[key]);
            if (v !== undefined && Number.isFinite(v))
                meta[key] = v;
        }
        b.meta = meta;
    }
}


/***/ }),

/***/ 3282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ studentTQuantile),
/* harmony export */   HU: () => (/* binding */ binomialCdf),
/* harmony export */   Jt: () => (/* binding */ studentTCdf),
/* harmony export */   Oo: () => (/* binding */ logChoose),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   vr: () => (/* binding */ normalCdf)
/* harmony export */ });
/* unused harmony exports logGamma, incompleteBeta */
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs, exp, log, log1p, sin, sqrt } = Math;
/** Special functions for the statistics: log-gamma, regularized incomplete beta, binomial and normal distributions. */
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(x) {
    if (x < 0.5)
        return log(Math.PI / abs(sin(Math.PI * x))) - logGamma(1 - x);
    const z = x - 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < 9; i++)
        sum += LANCZOS[i] / (z + i);
    const t = z + 7.5;
    return 0.5 * log(2 * Math.PI) + (z + 0.5) * log(t) - t + log(sum);
}
function logChoose(n, k) {
    if (k < 0 || k > n)
        return Number.NEGATIVE_INFINITY;
    return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}
/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x, a, b) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 500; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
        d = 1 + aa * d;
        if (abs(d) < tiny)
            d = tiny;
        c = 1 + aa / c;
        if (abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
        d = 1 + aa * d;
        if (abs(d) < tiny)
            d = tiny;
        c = 1 + aa / c;
        if (abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (abs(delta - 1) < 1e-15)
            break;
    }
    return h;
}
/** Regularized incomplete beta I_x(a, b). */
function incompleteBeta(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * log(x) + b * log1p(-x);
    const front = exp(logFront);
    if (x < (a + 1) / (a + b + 2))
        return (front * betaContinuedFraction(x, a, b)) / a;
    return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}
/** P(Binomial(n, p) ≤ k). */
function binomialCdf(k, n, p) {
    if (k < 0)
        return 0;
    if (k >= n)
        return 1;
    if (p <= 0)
        return 1;
    if (p >= 1)
        return 0;
    return incompleteBeta(1 - p, n - k, k + 1);
}
/** Complementary error function (Chebyshev fit, fractional error < 1.2e-7 everywhere). */
function erfc(x) {
    const z = abs(x);
    const t = 1 / (1 + 0.5 * z);
    const r = t *
        exp(-z * z -
            1.26551223 +
            t *
                (1.00002368 +
                    t *
                        (0.37409196 +
                            t *
                                (0.09678418 +
                                    t *
                                        (-0.18628806 +
                                            t *
                                                (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    return x >= 0 ? r : 2 - r;
}
/** Standard normal CDF Φ(z). */
function normalCdf(z) {
    return 0.5 * erfc(-z / Math.SQRT2);
}
/**
 * Acklam's coefficients, made once: as literals inside normalQuantile they were four new arrays per call until the
 * optimiser removed them, and a cold 10,000-benchmark run calls it ~40,000 times (the shift intervals' probes).
 */
const QUANTILE_A = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
];
const QUANTILE_B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const QUANTILE_C = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
];
const QUANTILE_D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
/** Φ⁻¹(p) (Acklam's rational approximation, relative error < 1.2e-9). */
function normalQuantile(p) {
    if (p <= 0)
        return Number.NEGATIVE_INFINITY;
    if (p >= 1)
        return Number.POSITIVE_INFINITY;
    const a = QUANTILE_A;
    const b = QUANTILE_B;
    const c = QUANTILE_C;
    const d = QUANTILE_D;
    const low = 0.02425;
    if (p < low) {
        const q = sqrt(-2 * log(p));
        return ((((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1));
    }
    if (p > 1 - low)
        return -normalQuantile(1 - p);
    const q = p - 0.5;
    const r = q * q;
    return (((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1));
}
/** P(T ≤ t) for Student's t with `df` degrees of freedom (df = Infinity: the normal distribution). */
function studentTCdf(t, df) {
    if (!Number.isFinite(df) || df > 1e7)
        return normalCdf(t);
    const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
    return t >= 0 ? 1 - tail : tail;
}
/** Quantile of Student's t (bisection on the CDF: called a few times per benchmark, not in hot loops). */
function studentTQuantile(p, df) {
    if (!Number.isFinite(df) || df > 1e7)
        return normalQuantile(p);
    if (p === 0.5)
        return 0;
    let lo = -1e3;
    let hi = 1e3;
    for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
        const mid = (lo + hi) / 2;
        if (studentTCdf(mid, df) < p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}


/***/ }),

/***/ 2088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ MAX_BENCH_TEXT_CHARS),
/* harmony export */   G: () => (/* binding */ BENCH_FORMATS)
/* harmony export */ });
/** The most text one result file may hold. */
const MAX_BENCH_TEXT_CHARS = 64 * 1024 * 1024;
const BENCH_FORMATS = [
    'gbench',
    'pytest',
    'custom-smaller',
    'custom-bigger',
    'triton-csv',
    'native',
    'cargo',
    'criterion',
    'go',
    'catch2',
    'jmh',
    'julia',
    'benchmarkjs',
    'benchmarkdotnet',
];


/***/ }),

/***/ 4670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ directionFromUnit),
/* harmony export */   Fl: () => (/* binding */ formatValue),
/* harmony export */   I1: () => (/* binding */ significant),
/* harmony export */   Z: () => (/* binding */ sameUnit),
/* harmony export */   cg: () => (/* binding */ normalizeUnit)
/* harmony export */ });
/* unused harmony export isTimeUnit */
/** Seconds per unit. `/iter` and `/op` suffixes (Rust bencher, Go, github-action-benchmark) are time per operation. */
const TIME_UNITS = {
    ps: 1e-12,
    ns: 1e-9,
    nsec: 1e-9,
    nanosecond: 1e-9,
    nanoseconds: 1e-9,
    us: 1e-6,
    µs: 1e-6,
    μs: 1e-6,
    usec: 1e-6,
    microsecond: 1e-6,
    microseconds: 1e-6,
    ms: 1e-3,
    msec: 1e-3,
    millisecond: 1e-3,
    milliseconds: 1e-3,
    s: 1,
    sec: 1,
    secs: 1,
    second: 1,
    seconds: 1,
    min: 60,
    minutes: 60,
};
function normalizeUnit(raw) {
    const text = raw.trim();
    const key = text.toLowerCase().replace(/\s*\/\s*(iter|iteration|op|call)$/, '');
    const factor = TIME_UNITS[key];
    if (factor !== undefined)
        return { unit: 's', factor, kind: 'time' };
    return { unit: text, factor: 1, kind: 'other' };
}
function isTimeUnit(raw) {
    return normalizeUnit(raw).kind === 'time';
}
/** Two canonical units are the same measure (case-insensitive: `GB/s` and `gb/s` are one unit). */
function sameUnit(a, b) {
    return a.trim().toLowerCase() === b.trim().toLowerCase();
}
const BIGGER = [
    /\/\s*(s|sec|second|seconds)$/i, // req/s, GB/s, iter/sec, items/s
    /^(ops|iter|it|items|req|requests|samples|tokens|images|frames)\s*\/?\s*(s|sec)?$/i,
    /^[kmgtp]?flops$/i,
    /^[kmgtp]?iops$/i,
    /per\s*second/i,
    /^(speedup|x|throughput|score|hz|khz|mhz|ghz)$/i,
];
/**
 * Direction implied by a unit, or undefined when the unit does not say (bytes, percent, counts: smaller is better
 * for memory used, bigger for free memory). Callers then need the format or an explicit option.
 */
function directionFromUnit(raw) {
    if (isTimeUnit(raw))
        return 'smaller';
    const text = raw.trim();
    if (BIGGER.some((re) => re.test(text)))
        return 'bigger';
    return undefined;
}
/** Human-readable value in its unit; seconds are scaled to ns/µs/ms/s. */
function formatValue(value, unit) {
    if (unit === 's') {
        const abs = Math.abs(value);
        if (abs < 1e-6)
            return `${significant(value * 1e9)} ns`;
        if (abs < 1e-3)
            return `${significant(value * 1e6)} µs`;
        if (abs < 1)
            return `${significant(value * 1e3)} ms`;
        return `${significant(value)} s`;
    }
    return unit ? `${significant(value)} ${unit}` : significant(value);
}
function significant(value, digits = 4) {
    if (!Number.isFinite(value))
        return String(value);
    if (value === 0)
        return '0';
    const abs = Math.abs(value);
    if (abs >= 1e6 || abs < 1e-4)
        return value.toExponential(digits - 1);
    return String(Number(value.toPrecision(digits)));
}


/***/ }),

/***/ 1392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ STATE_BRANCH),
/* harmony export */   m: () => (/* binding */ STATE_FILES)
/* harmony export */ });
/**
 * Where upstream-ingest keeps its durable records: one state branch, one file (or folder) per history. These are
 * the defaults of every face (CLI flags, action inputs) and service, so a history is never looked for in two places.
 */
const STATE_BRANCH = 'upstream-ingest/state';
const STATE_FILES = {
    lag: 'lag/history.jsonl',
    bench: 'bench/history.jsonl',
    ingest: 'ingest/history.jsonl',
    /** `tier-history/<tier>/<runner class>.json` */
    tiers: 'tier-history',
};


/***/ }),

/***/ 7128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qm: () => (/* binding */ FAIL_ON_VALUES),
/* harmony export */   cG: () => (/* binding */ COMPARE_BENCH_SCHEMA_VERSION),
/* harmony export */   l7: () => (/* binding */ NATIVE_BENCH_FORMAT),
/* harmony export */   q: () => (/* binding */ NATIVE_BENCH_VERSION)
/* harmony export */ });
/**
 * The constants of the benchmark schemas (src/schemas/bench.ts), without zod: a cold `compare-bench` reads native
 * files and writes its result without loading the zod schemas (~40 ms of a cold process), so the modules on that
 * path take these from here; bench.ts builds its schemas from the same values.
 */
/** The native benchmark-result file's `format` and `version`. */
const NATIVE_BENCH_FORMAT = 'upstream-ingest-bench';
const NATIVE_BENCH_VERSION = 1;
/** compare-bench's result `schemaVersion`. */
const COMPARE_BENCH_SCHEMA_VERSION = 1;
/** `--fail-on` / `fail-on`: the verdicts a gate can fail on (`never`: it never fails). */
const FAIL_ON_VALUES = ['regressed', 'inconclusive', 'never'];


/***/ })

};
