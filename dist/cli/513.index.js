export const id = 513;
export const ids = [513];
export const modules = {

/***/ 9513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerLagCommand: () => (/* binding */ registerLagCommand)
/* harmony export */ });
/* harmony import */ var _adapters_cache_plan_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6166);
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1447);
/* harmony import */ var _domain_ledger_lag_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6001);
/* harmony import */ var _services_lag_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4973);
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8857);
/* harmony import */ var _services_lag_report_lag_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8632);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5217);
/* harmony import */ var _raw_options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6239);








/** The flag of each lag option whose flag is not the kebab-case of its key. */
const FLAGS = { trailers: 'trailer' };
function registerLagCommand(program, ctx) {
    program
        .command('lag')
        .description('How far the fork is behind upstream: backlog, holes, the contiguous and frontier pins, days behind.')
        .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
        .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
        .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
        .option('--now <iso8601>', 'the time to measure lag at (default: now)')
        .option('--trailer <key>', 'extra provenance trailer key (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_6__/* .collect */ .F, [])
        .option('--config <file>', 'the config plan reads (YAML or JSON): trailers, ledger, provenanceRules, notApplicable path rules')
        .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
        .option('--cache <file>', 'cross-run cache of commit records and patch-ids (plan’s) (default: <git dir>/upstream-ingest/plan-cache.json)', true)
        .option('--no-cache', 'read every commit record from git and keep no cache')
        .option('--json', 'print the report as one JSON object')
        .action(async (flags) => {
        // The same parser and service as the report-lag action; no upstream repository: the refs already present.
        const { repo, settings, cachePath } = await (0,_services_lag_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLagOptions */ .KR)((0,_raw_options_js__WEBPACK_IMPORTED_MODULE_7__/* .rawFromFlags */ .M)(flags, _services_lag_options_js__WEBPACK_IMPORTED_MODULE_3__/* .LAG_OPTION_KEYS */ .ar, FLAGS), {
            face: (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOptionFace */ .$X)('lag', FLAGS, ctx.cwd),
        });
        const cache = cachePath ? await _adapters_cache_plan_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .PlanCacheFile */ .S.load(cachePath, ctx.logger) : undefined;
        const { report } = await (0,_services_lag_report_lag_js__WEBPACK_IMPORTED_MODULE_5__/* .runReportLag */ .G)(settings, {
            git: (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_1__.createGitRunner)(repo),
            logger: ctx.logger,
            ...(cache ? { history: cache.history } : {}),
            ...(ctx.progress ? { progress: ctx.progress } : {}),
        });
        await cache?.save().catch((error) => ctx.logger.warning(`history cache not saved: ${String(error)}`));
        ctx.stdout(flags.json === true ? `${JSON.stringify(report, null, 2)}\n` : (0,_domain_ledger_lag_text_js__WEBPACK_IMPORTED_MODULE_2__/* .renderLagText */ .W)(report));
    });
}


/***/ }),

/***/ 981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ fullDate),
/* harmony export */   T: () => (/* binding */ dateTicks)
/* harmony export */ });
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function dateTicks(t0, t1, max = 7) {
    if (!(t1 > t0))
        return [{ t: t0, label: fullDate(t0) }];
    const span = t1 - t0;
    if (span <= 2 * DAY)
        return hourTicks(t0, t1, max);
    const dayStep = [1, 2, 3, 7, 14].find((d) => Math.floor(span / (d * DAY)) + 1 <= max);
    if (dayStep) {
        const start = startOfDay(t0) + (dayStep === 7 || dayStep === 14 ? mondayOffset(t0) : 0);
        const ticks = [];
        for (let t = start < t0 ? start + dayStep * DAY : start; t <= t1; t += dayStep * DAY)
            ticks.push(t);
        return label(ticks, (t, prev) => {
            const d = new Date(t);
            const year = prev === undefined || new Date(prev).getUTCFullYear() !== d.getUTCFullYear();
            return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${year ? ` ${d.getUTCFullYear()}` : ''}`;
        });
    }
    const monthStep = [1, 2, 3, 6, 12].find((m) => Math.floor(span / (m * 30.44 * DAY)) + 1 <= max) ?? 24;
    const first = new Date(t0);
    const y = first.getUTCFullYear();
    let m = first.getUTCMonth() + 1;
    m = Math.ceil(m / monthStep) * monthStep;
    const ticks = [];
    for (;;) {
        const t = Date.UTC(y + Math.floor(m / 12), m % 12, 1);
        if (t > t1)
            break;
        if (t >= t0)
            ticks.push(t);
        m += monthStep;
    }
    return label(ticks, (t, prev) => {
        const d = new Date(t);
        const year = prev === undefined || new Date(prev).getUTCFullYear() !== d.getUTCFullYear() || monthStep >= 12;
        return `${MONTHS[d.getUTCMonth()]}${year ? ` ${d.getUTCFullYear()}` : ''}`;
    });
}
function hourTicks(t0, t1, max) {
    const hour = 3_600_000;
    const step = [1, 2, 3, 6, 12, 24].find((h) => Math.floor((t1 - t0) / (h * hour)) + 1 <= max) ?? 24;
    const ticks = [];
    for (let t = Math.ceil(t0 / (step * hour)) * step * hour; t <= t1; t += step * hour)
        ticks.push(t);
    return label(ticks, (t, prev) => {
        const d = new Date(t);
        const day = prev === undefined || startOfDay(prev) !== startOfDay(t);
        const hh = `${String(d.getUTCHours()).padStart(2, '0')}:00`;
        return day ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${hh}` : hh;
    });
}
function label(ticks, fmt) {
    return ticks.map((t, i) => ({ t, label: fmt(t, ticks[i - 1]) }));
}
function startOfDay(t) {
    return Math.floor(t / DAY) * DAY;
}
function mondayOffset(t) {
    const dow = new Date(startOfDay(t)).getUTCDay(); // 0 = Sunday
    return ((8 - dow) % 7) * DAY;
}
function fullDate(t) {
    return new Date(t).toISOString().slice(0, 10);
}


/***/ }),

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ renderLagChart)
/* harmony export */ });
/* harmony import */ var _date_ticks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(981);
/* harmony import */ var _svg_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5266);


const W = 860;
const H = 380;
const M = { top: 70, right: 72, bottom: 56, left: 64 };
const COLORS = {
    contiguous: '#b91c1c',
    frontier: '#ea580c',
    backlog: '#2563eb',
    slo: '#6b21a8',
    landed: '#15803d',
    partial: '#ca8a04',
    failed: '#b91c1c',
};
/**
 * The two-pin picture of the lag over time, as a self-contained SVG (no scripts, no external references): days
 * behind of the contiguous pin (solid) and of the frontier (dashed) on the left axis — the gap between them is the
 * holes — the backlog as a shaded area on the right axis, the SLO line, and a mark where each bundle landed; a legend
 * and date ticks. Every point and mark carries a `<title>` tooltip.
 */
function renderLagChart(points, titleOrOptions = {}) {
    const options = typeof titleOrOptions === 'string' ? { title: titleOrOptions } : titleOrOptions;
    const title = options.title ?? 'Lag behind upstream';
    const data = [...points]
        .filter((p) => Number.isFinite(Date.parse(p.at)))
        .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const landings = (options.landings ?? []).filter((l) => Number.isFinite(Date.parse(l.at)));
    const plotW = W - M.left - M.right;
    const plotH = H - M.top - M.bottom;
    const times = [...data.map((p) => Date.parse(p.at)), ...landings.map((l) => Date.parse(l.at))];
    const t0 = times.length ? Math.min(...times) : 0;
    const t1 = times.length ? Math.max(...times) : 1;
    const span = t1 - t0 || 1;
    const hasFrontier = data.some((p) => p.frontierDaysBehind !== undefined);
    const daysTicks = (0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .niceTicks */ .at)(Math.max(1, options.sloDays ?? 0, ...data.map((p) => Math.max(p.daysBehind, p.frontierDaysBehind ?? 0))));
    const backlogTicks = (0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .niceTicks */ .at)(Math.max(1, ...data.map((p) => p.backlog)));
    const daysMax = daysTicks[daysTicks.length - 1];
    const backlogMax = backlogTicks[backlogTicks.length - 1];
    const xt = (t) => M.left + (t1 === t0 ? plotW / 2 : ((t - t0) / span) * plotW);
    const x = (at) => xt(Date.parse(at));
    const yDays = (v) => M.top + plotH - (v / daysMax) * plotH;
    const yBacklog = (v) => M.top + plotH - (v / backlogMax) * plotH;
    const line = (pts, y) => pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(x(p.at))},${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(y(p))}`).join(' ');
    const bottom = M.top + plotH;
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="lag-title lag-desc" font-family="system-ui, sans-serif" font-size="12">`,
        `<title id="lag-title">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(title)}</title>`,
        `<desc id="lag-desc">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(describe(data, options))}</desc>`,
        `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
        `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(title)}</text>`,
        legend(hasFrontier, options.sloDays !== undefined, landings.length > 0),
    ];
    for (const t of daysTicks) {
        const y = (0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(yDays(t));
        parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="#e5e7eb"/>`);
        parts.push(`<text x="${M.left - 8}" y="${y}" text-anchor="end" dominant-baseline="middle" fill="${COLORS.contiguous}">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(t)}</text>`);
    }
    for (const t of backlogTicks) {
        parts.push(`<text x="${W - M.right + 8}" y="${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(yBacklog(t))}" dominant-baseline="middle" fill="${COLORS.backlog}">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(t)}</text>`);
    }
    parts.push(`<text transform="translate(18,${M.top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="${COLORS.contiguous}">days behind</text>`, `<text transform="translate(${W - 16},${M.top + plotH / 2}) rotate(90)" text-anchor="middle" fill="${COLORS.backlog}">backlog (commits)</text>`, `<line x1="${M.left}" x2="${W - M.right}" y1="${bottom}" y2="${bottom}" stroke="#6b7280"/>`);
    if (!data.length) {
        parts.push(`<text x="${W / 2}" y="${M.top + plotH / 2}" text-anchor="middle" fill="#6b7280">no history yet</text>`);
        parts.push('</svg>');
        return `${parts.join('\n')}\n`;
    }
    for (const tick of (0,_date_ticks_js__WEBPACK_IMPORTED_MODULE_1__/* .dateTicks */ .T)(t0, t1, 7)) {
        const tx = (0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(xt(tick.t));
        parts.push(`<g class="x-tick"><line x1="${tx}" x2="${tx}" y1="${bottom}" y2="${bottom + 5}" stroke="#6b7280"/>` +
            `<text x="${tx}" y="${bottom + 18}" text-anchor="middle" fill="#374151">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(tick.label)}</text></g>`);
    }
    // The backlog first, as a light area, so the pins stay readable over it.
    const area = `${line(data, (p) => yBacklog(p.backlog))} L${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(x(data[data.length - 1].at))},${bottom} L${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(x(data[0].at))},${bottom} Z`;
    parts.push(`<path class="series-backlog" d="${area}" fill="${COLORS.backlog}" fill-opacity="0.12" stroke="${COLORS.backlog}" stroke-width="1.5"/>`);
    if (options.sloDays !== undefined) {
        const y = (0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(yDays(options.sloDays));
        parts.push(`<g class="slo-line"><line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="${COLORS.slo}" stroke-width="1.5" stroke-dasharray="2 4"/>` +
            `<text x="${W - M.right - 4}" y="${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(yDays(options.sloDays) - 5)}" text-anchor="end" fill="${COLORS.slo}">SLO ${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(options.sloDays)} days</text></g>`);
    }
    for (const l of landings) {
        const lx = (0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(x(l.at));
        const color = COLORS[l.outcome ?? 'landed'];
        parts.push(`<g class="landing-mark"><title>${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(`${(0,_date_ticks_js__WEBPACK_IMPORTED_MODULE_1__/* .fullDate */ .Q)(Date.parse(l.at))}: ${l.label}`)}</title>` +
            `<line x1="${lx}" x2="${lx}" y1="${M.top}" y2="${bottom}" stroke="${color}" stroke-opacity="0.35"/>` +
            `<path d="M${lx},${bottom - 9} l-5,9 h10 Z" fill="${color}"/></g>`);
    }
    if (hasFrontier) {
        const withFrontier = data.filter((p) => p.frontierDaysBehind !== undefined);
        parts.push(`<path class="series-frontier" d="${line(withFrontier, (p) => yDays(p.frontierDaysBehind))}" fill="none" stroke="${COLORS.frontier}" stroke-width="2" stroke-dasharray="7 4"/>`);
    }
    parts.push(`<path class="series-days" d="${line(data, (p) => yDays(p.daysBehind))}" fill="none" stroke="${COLORS.contiguous}" stroke-width="2.5"/>`);
    const dots = data.length <= 120;
    for (const p of dots ? data : []) {
        const tip = `${(0,_date_ticks_js__WEBPACK_IMPORTED_MODULE_1__/* .fullDate */ .Q)(Date.parse(p.at))}: contiguous ${p.daysBehind} days` +
            `${p.frontierDaysBehind !== undefined ? `, frontier ${p.frontierDaysBehind} days` : ''}, backlog ${p.backlog}`;
        parts.push(`<circle class="point" cx="${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(x(p.at))}" cy="${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(yDays(p.daysBehind))}" r="3" fill="${COLORS.contiguous}"><title>${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(tip)}</title></circle>`);
    }
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
}
function legend(frontier, slo, landings) {
    const items = [];
    let lx = M.left;
    const add = (swatch, text) => {
        items.push(`<g transform="translate(${lx},40)">${swatch}<text x="26" y="4">${(0,_svg_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(text)}</text></g>`);
        lx += 34 + text.length * 6.4;
    };
    add(`<line x1="0" x2="20" y1="0" y2="0" stroke="${COLORS.contiguous}" stroke-width="2.5"/>`, 'contiguous pin (days behind)');
    if (frontier)
        add(`<line x1="0" x2="20" y1="0" y2="0" stroke="${COLORS.frontier}" stroke-width="2" stroke-dasharray="7 4"/>`, 'frontier (days behind)');
    add(`<rect x="0" y="-6" width="20" height="10" fill="${COLORS.backlog}" fill-opacity="0.25" stroke="${COLORS.backlog}"/>`, 'backlog');
    if (slo)
        add(`<line x1="0" x2="20" y1="0" y2="0" stroke="${COLORS.slo}" stroke-width="1.5" stroke-dasharray="2 4"/>`, 'SLO');
    if (landings)
        add(`<path d="M10,-6 l-5,9 h10 Z" fill="${COLORS.landed}"/>`, 'bundle landed');
    return `<g class="legend">${items.join('')}</g>`;
}
/** The chart in words, for screen readers and the page's text. */
function describe(data, options) {
    if (!data.length)
        return 'No lag history yet.';
    const first = data[0];
    const last = data[data.length - 1];
    return (`From ${(0,_date_ticks_js__WEBPACK_IMPORTED_MODULE_1__/* .fullDate */ .Q)(Date.parse(first.at))} to ${(0,_date_ticks_js__WEBPACK_IMPORTED_MODULE_1__/* .fullDate */ .Q)(Date.parse(last.at))}: contiguous pin ${first.daysBehind} → ` +
        `${last.daysBehind} days behind` +
        (last.frontierDaysBehind !== undefined
            ? `, frontier ${first.frontierDaysBehind ?? '—'} → ${last.frontierDaysBehind} days`
            : '') +
        `, backlog ${first.backlog} → ${last.backlog} commits` +
        (options.sloDays !== undefined ? `; SLO ${options.sloDays} days` : '') +
        (options.landings?.length ? `; ${options.landings.length} bundles landed` : '') +
        '.');
}


/***/ }),

/***/ 5266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   at: () => (/* binding */ niceTicks),
/* harmony export */   bu: () => (/* binding */ num)
/* harmony export */ });
/** Minimal SVG building blocks: every text node is escaped, every number is finite and rounded. */
function escapeXml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
function num(n) {
    return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '0';
}
/** Round-number axis ticks covering [0, max]. */
function niceTicks(max, count = 5) {
    if (!(max > 0))
        return [0, 1];
    const raw = max / count;
    const mag = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
    const ticks = [];
    for (let v = 0; v <= max + step * 0.5; v += step)
        ticks.push(Math.round(v * 1e6) / 1e6);
    if (ticks[ticks.length - 1] < max)
        ticks.push(ticks[ticks.length - 1] + step);
    return ticks;
}


/***/ }),

/***/ 4921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ historyRecord),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   i6: () => (/* binding */ parseHistory)
/* harmony export */ });
/* harmony import */ var _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1705);
/* harmony import */ var _shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5165);


function historyRecord(report) {
    return {
        recordedAt: report.generatedAt,
        upstreamSha: report.upstream.sha,
        forkSha: report.fork.sha,
        daysBehind: report.daysBehind,
        daysBehindTip: report.daysBehindTip,
        frontierDaysBehind: report.frontierDaysBehind,
        backlog: report.backlog,
        holes: report.holes,
        ingestedOutOfOrder: report.ingestedOutOfOrder,
        contiguousSha: report.contiguous?.sha ?? null,
        frontierSha: report.frontier?.sha ?? null,
    };
}
/** Parses JSON Lines; a line that is not a valid record is skipped and counted, never fatal (the history is append-only). */
function parseHistory(text) {
    return (0,_shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonLines */ .L)(text, _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__/* .LagHistoryRecordSchema */ .F);
}
/**
 * Appends a record unless one for the same upstream/fork SHA pair exists (re-runs and concurrent runs
 * on the same state converge to one record). Existing lines are kept byte for byte.
 */
function appendHistory(existing, record) {
    const { records } = parseHistory(existing);
    if (records.some((r) => r.upstreamSha === record.upstreamSha && r.forkSha === record.forkSha)) {
        return { text: existing, appended: false };
    }
    const prefix = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
    return { text: `${prefix}${JSON.stringify(record)}\n`, appended: true };
}


/***/ }),

/***/ 6001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ renderLagText),
/* harmony export */   f: () => (/* binding */ viaLine)
/* harmony export */ });
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);
/* harmony import */ var _shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(868);


/** The human-readable lag report for a terminal. */
function renderLagText(report, limit = 10) {
    const pin = (p) => (p ? `${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(p.sha)} (${p.committedAt})` : '-');
    const lines = [
        `upstream ${report.upstream.ref} ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(report.upstream.sha)}  fork ${report.fork.ref} ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(report.fork.sha)}`,
        `days behind:          ${report.daysBehind} (oldest pending to now)`,
        `days behind tip:      ${report.daysBehindTip} (oldest pending to the upstream tip's commit time)`,
        `frontier days behind: ${report.frontierDaysBehind}`,
        `backlog:              ${report.backlog} (holes: ${report.holes}, deferred: ${report.deferred.length})`,
        `ingested out of order: ${report.ingestedOutOfOrder} of ${report.counts.missingByAncestry} missing by ancestry` +
            ` (trailer ${report.counts.ingestedByTrailer}, patch-id ${report.counts.ingestedByPatchId}, declared ${report.counts.declared})`,
        `evidence:             ${viaLine(report)}`,
        `contiguous:           ${pin(report.contiguous)}`,
        `frontier:             ${pin(report.frontier)}`,
        `oldest pending:       ${pin(report.oldestPending)}`,
        ...(report.incomplete
            ? [`INCOMPLETE:           ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)((report.incompleteReasons ?? []).join('; ')).replace(/\n/g, ' ')}`]
            : []),
    ];
    if (report.pending.length) {
        lines.push('', `oldest pending commits (${Math.min(limit, report.pending.length)} of ${report.pending.length}):`);
        for (const p of report.pending.slice(0, limit)) {
            lines.push(`  ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(p.sha)} ${p.committedAt.slice(0, 10)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(p.subject).slice(0, 100)}${p.deferred ? ' [deferred]' : ''}`);
        }
    }
    if (report.deferred.length) {
        lines.push('', 'deferred:');
        for (const d of report.deferred)
            lines.push(`  ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(d.sha)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(d.reason)}${d.blockedBy ? ` (blocked by ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(d.blockedBy)}${d.unblocked ? ', landed: READY' : ''})` : ''}`);
    }
    if (report.provenance.unresolved)
        lines.push('', `unresolved references: ${report.provenance.unresolved} (refs in fork messages that name no missing upstream commit; --json lists them)`);
    for (const c of report.contradictions)
        lines.push(`contradiction: ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.sha)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(c.note)}`);
    for (const w of report.ledgerWarnings)
        lines.push(`warning: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(w)}`);
    return `${lines.join('\n')}\n`;
}
/** `trailer 12, pr-number 3, …`: commits per kind of evidence, kinds with none left out. */
function viaLine(report) {
    const parts = Object.entries(report.counts.via)
        .filter(([, n]) => n > 0)
        .map(([v, n]) => `${v} ${n}`);
    return parts.length ? parts.join(', ') : 'none';
}


/***/ }),

/***/ 1705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ LagHistoryRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
/** One line of the lag history (JSON Lines on the state branch): one record per upstream/fork SHA pair. */
const LagHistoryRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstreamSha: Sha,
    forkSha: Sha,
    daysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    /** Days from the oldest pending commit to the upstream tip (absent in records written before it existed). */
    daysBehindTip: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    frontierDaysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    backlog: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    holes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    ingestedOutOfOrder: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    contiguousSha: Sha.nullable(),
    frontierSha: Sha.nullable(),
})
    .strict();


/***/ }),

/***/ 627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ LAG_SCHEMA_VERSION),
/* harmony export */   Kf: () => (/* binding */ LagReportSchema),
/* harmony export */   uC: () => (/* binding */ ViaSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const LAG_SCHEMA_VERSION = 1;
const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const Pin = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const RefPin = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha: Sha }).strict();
const ViaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'trailer',
    'pr-number',
    'section',
    'patch-id',
    'content',
    'reapply',
    'path-rule',
    'revert',
    'ledger',
]);
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
const ViaCounts = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    trailer: Count,
    'pr-number': Count,
    section: Count,
    'patch-id': Count,
    content: Count,
    /** Handled by a picked reapply/reland (the commit and its revert). */
    reapply: Count.default(0),
    'path-rule': Count,
    /** Deferred because the fork reverted its pick (sticky until upstream changes those lines again). */
    revert: Count.default(0),
    ledger: Count,
})
    .strict();
const LagReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(LAG_SCHEMA_VERSION),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstream: RefPin,
    /** Objects were missing (no promisor to fetch them): some matching was skipped, the counts may be high. */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    incompleteReasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    fork: RefPin,
    mergeBase: Pin,
    /** Unreached upstream commits (pending and deferred). */
    backlog: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Unreached commits older than the frontier. */
    holes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Upstream commits reached by provenance or patch-id rather than ancestry. */
    ingestedOutOfOrder: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Days from the oldest pending commit to now. */
    daysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    /** Days from the oldest pending commit to the upstream tip's commit time (does not grow on an old snapshot). Fields added in the same release default when a report from before them is read. */
    daysBehindTip: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().default(0),
    frontierDaysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    oldestPending: Pin.nullable(),
    contiguous: Pin.nullable(),
    frontier: Pin.nullable(),
    counts: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        missingByAncestry: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        ingested: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        ingestedByTrailer: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        ingestedByPatchId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        declared: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        /** Commits whose evidence includes each kind (a commit may count under several). */
        via: ViaCounts.default({ trailer: 0, 'pr-number': 0, section: 0, 'patch-id': 0, content: 0, reapply: 0, 'path-rule': 0, revert: 0, ledger: 0 }),
        /** Deferred commits whose blocker has landed: ready to pick. */
        unblocked: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().default(0),
    })
        .strict(),
    /** Every upstream commit missing by ancestry, oldest first: its class and the evidence kinds behind it. */
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        sha: Sha,
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ingested', 'declared', 'pending']),
        via: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ViaSchema),
        forkCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha),
        disposition: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['wont-port', 'skip', 'defer']).optional(),
    })
        .strict())
        .default([]),
    /** Contradictory evidence about one commit, and how the precedence resolved it. */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict()).default([]),
    deferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        sha: Sha,
        subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        blockedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** `ledger`, or the fork commit whose message deferred it (for `via: revert`, the reverting commit). */
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** `revert`: the fork reverted its pick (the reason names the tier, run and culprit evidence). */
        via: ViaSchema.optional(),
        /** The blocker has landed (reached by the fork): ready to pick. */
        unblocked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    })
        .strict()),
    pending: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), hole: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), deferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() })
        .strict()),
    provenance: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        trailerKeys: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        prefixResolved: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ forkCommit: Sha, key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), resolvedTo: Sha }).strict()),
        unresolved: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        /** Refs (SHAs or upstream PR numbers) that name no upstream commit missing by ancestry, with who wrote them. */
        unresolvedRefs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ forkCommit: Sha, key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), line: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).strict())
            .default([]),
        ambiguous: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        revertedPicks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ upstream: Sha, forkCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha) }).strict()),
    })
        .strict(),
    ledgerWarnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
})
    .strict();


/***/ }),

/***/ 8632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ runReportLag)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/files/ledger-file.ts
var ledger_file = __webpack_require__(8982);
// EXTERNAL MODULE: ./src/adapters/files/plan-config-file.ts
var plan_config_file = __webpack_require__(2727);
// EXTERNAL MODULE: ./src/adapters/git/remote/fetch-upstream.ts
var fetch_upstream = __webpack_require__(6542);
// EXTERNAL MODULE: ./src/adapters/git/state/state-branch.ts
var state_branch = __webpack_require__(2225);
// EXTERNAL MODULE: ./src/domain/charts/lag-chart.ts
var lag_chart = __webpack_require__(7089);
// EXTERNAL MODULE: ./src/domain/ledger/lag-history.ts
var lag_history = __webpack_require__(4921);
// EXTERNAL MODULE: ./src/shared/options-face.ts
var options_face = __webpack_require__(8857);
// EXTERNAL MODULE: ./src/adapters/git/read/refs.ts
var refs = __webpack_require__(3840);
// EXTERNAL MODULE: ./src/domain/ledger/rules.ts
var rules = __webpack_require__(9327);
;// CONCATENATED MODULE: ./src/domain/ledger/lag-metrics.ts

const DAY_MS = 86_400_000;
function pin(c) {
    return c ? { sha: c.sha, committedAt: c.committedAt } : null;
}
function daysBetween(fromIso, now) {
    const days = (now.getTime() - Date.parse(fromIso)) / DAY_MS;
    return Math.max(0, Math.round(days * 100) / 100);
}
/**
 * The two-pin model. `contiguous`: the newest commit such that it and everything before it is reached (the
 * merge-base when the oldest missing commit is not). `frontier`: the newest reached commit (the merge-base when none
 * is). Holes are unreached commits older than the frontier.
 */
function computeLag(commits, mergeBase, now, 
/** The upstream tip's commit time: `daysBehindTip` counts up to it rather than to now. */
upstreamTipAt) {
    const firstUnreached = commits.findIndex((c) => !c.reached);
    let lastReached = -1;
    for (let i = commits.length - 1; i >= 0; i--) {
        if (commits[i].reached) {
            lastReached = i;
            break;
        }
    }
    const contiguousIndex = firstUnreached < 0 ? commits.length - 1 : firstUnreached - 1;
    const pending = commits.filter((c) => !c.reached);
    const ingested = commits.filter((c) => c.status === 'ingested');
    const oldest = pending[0];
    const afterFrontier = commits[lastReached + 1];
    return {
        missingByAncestry: commits.length,
        ingested: ingested.length,
        ingestedByTrailer: ingested.filter((c) => c.via.includes('trailer')).length,
        ingestedByPatchId: ingested.filter((c) => c.via.includes('patch-id')).length,
        declared: commits.filter((c) => c.status === 'declared').length,
        backlog: pending.length,
        holes: lastReached < 0 ? 0 : pending.filter((c) => c.index < lastReached).length,
        ingestedOutOfOrder: ingested.length,
        daysBehind: oldest ? daysBetween(oldest.committedAt, now) : 0,
        daysBehindTip: oldest ? daysBetween(oldest.committedAt, new Date(upstreamTipAt ?? now.toISOString())) : 0,
        via: Object.fromEntries(rules/* VIA_ORDER */.C8.map((v) => [v, commits.filter((c) => c.via.includes(v)).length])),
        frontierDaysBehind: afterFrontier ? daysBetween(afterFrontier.committedAt, now) : 0,
        oldestPending: pin(oldest),
        contiguous: contiguousIndex >= 0 ? pin(commits[contiguousIndex]) : pin(mergeBase),
        frontier: lastReached >= 0 ? pin(commits[lastReached]) : pin(mergeBase),
    };
}

// EXTERNAL MODULE: ./src/schemas/lag-report.ts
var lag_report = __webpack_require__(627);
// EXTERNAL MODULE: ./src/services/ledger/ingestion-state.ts + 15 modules
var ingestion_state = __webpack_require__(9844);
// EXTERNAL MODULE: ./src/adapters/git/read/ancestry.ts
var ancestry = __webpack_require__(5411);
;// CONCATENATED MODULE: ./src/services/lag/lag.ts





const MAX_UNRESOLVED_LISTED = 500;
async function runLag(settings, deps) {
    // Lag reports classes only: paths are read where a class can depend on them.
    const state = await (0,ingestion_state.readIngestionState)({ ...settings, pathsFor: 'evidence' }, deps);
    const landed = await blockersLanded(deps.git, state);
    return buildLagReport(state, settings.now, landed);
}
/**
 * Whether each deferral's blocker has landed: a known upstream commit by its classification, anything else that
 * names a commit by ancestry of the fork tip. A blocker that names nothing (an unknown `#N`) has not landed.
 */
async function blockersLanded(git, state) {
    const bySha = new Map(state.classified.map((c) => [c.sha, c]));
    const landed = new Set();
    const seen = new Set();
    for (const c of state.classified) {
        const ref = !c.reached && c.ledger?.disposition === 'defer' ? c.ledger.blockedBy : undefined;
        if (!ref || seen.has(ref))
            continue;
        seen.add(ref);
        const known = bySha.get(ref);
        if (known) {
            if (known.reached)
                landed.add(ref);
            continue;
        }
        const sha = /^[0-9a-f]{7,64}$/.test(ref) ? await (0,refs/* tryResolveCommit */.Fl)(git, ref) : undefined;
        if (!sha)
            continue;
        if (await (0,ancestry/* isAncestor */.Q)(git, sha, state.fork.sha))
            landed.add(ref);
    }
    return landed;
}
function buildLagReport(state, now, landed = new Set()) {
    const tip = state.upstreamCommits.find((c) => c.sha === state.upstream.sha);
    const metrics = computeLag(state.classified, state.mergeBase, now, tip?.committedAt ?? state.mergeBase.committedAt);
    const frontierIndex = metrics.frontier ? state.classified.findIndex((c) => c.sha === metrics.frontier.sha) : -1;
    const unreached = state.classified.filter((c) => !c.reached);
    const deferred = unreached.filter((c) => c.ledger?.disposition === 'defer');
    const isUnblocked = (c) => Boolean(c.ledger?.blockedBy && landed.has(c.ledger.blockedBy));
    return {
        schemaVersion: lag_report/* LAG_SCHEMA_VERSION */.Cy,
        generatedAt: now.toISOString(),
        upstream: state.upstream,
        fork: state.fork,
        mergeBase: state.mergeBase,
        ...(state.incomplete?.length ? { incomplete: true, incompleteReasons: [...state.incomplete] } : {}),
        backlog: metrics.backlog,
        holes: metrics.holes,
        ingestedOutOfOrder: metrics.ingestedOutOfOrder,
        daysBehind: metrics.daysBehind,
        daysBehindTip: metrics.daysBehindTip,
        frontierDaysBehind: metrics.frontierDaysBehind,
        oldestPending: metrics.oldestPending,
        contiguous: metrics.contiguous,
        frontier: metrics.frontier,
        counts: {
            missingByAncestry: metrics.missingByAncestry,
            ingested: metrics.ingested,
            ingestedByTrailer: metrics.ingestedByTrailer,
            ingestedByPatchId: metrics.ingestedByPatchId,
            declared: metrics.declared,
            via: metrics.via,
            unblocked: deferred.filter(isUnblocked).length,
        },
        commits: state.classified.map((c) => ({
            sha: c.sha,
            status: c.status,
            via: c.via,
            forkCommits: c.forkCommits,
            ...(c.status === 'declared' && c.ledger ? { disposition: c.ledger.disposition } : {}),
        })),
        contradictions: state.classified.flatMap((c) => (c.contradiction ? [{ sha: c.sha, note: c.contradiction }] : [])),
        deferred: deferred.map((c) => ({
            sha: c.sha,
            subject: c.subject,
            committedAt: c.committedAt,
            reason: c.ledger.reason,
            ...(c.ledger.blockedBy ? { blockedBy: c.ledger.blockedBy } : {}),
            source: c.ledger.source,
            ...(c.ledger.via === 'revert' ? { via: 'revert' } : {}),
            ...(c.ledger.blockedBy ? { unblocked: isUnblocked(c) } : {}),
        })),
        pending: unreached.map((c) => ({
            sha: c.sha,
            subject: c.subject,
            committedAt: c.committedAt,
            hole: c.index < frontierIndex,
            deferred: c.ledger?.disposition === 'defer',
        })),
        provenance: {
            trailerKeys: state.trailerKeys,
            prefixResolved: state.analysis.prefixResolved.map((n) => ({
                forkCommit: n.forkCommit,
                key: n.key,
                ref: n.ref,
                resolvedTo: n.resolvedTo,
            })),
            unresolved: state.analysis.unresolved.length,
            unresolvedRefs: state.analysis.unresolved.slice(0, MAX_UNRESOLVED_LISTED).map((n) => ({
                forkCommit: n.forkCommit,
                key: n.key,
                ref: n.ref,
                ...(n.line ? { line: n.line } : {}),
            })),
            ambiguous: state.analysis.ambiguous.length,
            revertedPicks: state.classified
                .filter((c) => c.revertedPicks?.length)
                .map((c) => ({ upstream: c.sha, forkCommits: c.revertedPicks })),
        },
        ledgerWarnings: state.ledger.warnings,
    };
}

;// CONCATENATED MODULE: ./src/services/lag/report-lag.ts









async function runReportLag(settings, deps) {
    const { git, logger } = deps;
    if (settings.fetch && !settings.upstream)
        throw new Error('report-lag: fetch needs an upstream location');
    const upstreamRef = settings.fetch
        ? await (0,fetch_upstream/* fetchUpstream */.uL)(git, {
            url: settings.upstream.url,
            ref: settings.upstreamRef,
            logger,
            ...(deps.fetchAuthEnv ? { authEnv: deps.fetchAuthEnv } : {}),
        })
        : settings.upstreamRef;
    const inRepo = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(git.cwd, p));
    const config = settings.configPath ? await (0,plan_config_file/* loadPlanConfigFile */._)(inRepo(settings.configPath)) : undefined;
    const ledgerPath = settings.ledgerPath
        ? inRepo(settings.ledgerPath)
        : config?.ledger && (0,options_face/* inFolderOf */.t3)(inRepo(settings.configPath), config.ledger);
    const ledger = ledgerPath ? await (0,ledger_file/* loadLedgerFile */.W)(ledgerPath) : undefined;
    const report = await runLag({
        upstream: upstreamRef,
        fork: settings.forkRef,
        now: settings.now,
        extraTrailerKeys: [...(config?.trailers ?? []), ...settings.extraTrailerKeys],
        ...(ledger ? { ledger, ledgerSource: settings.ledgerPath ?? config?.ledger } : {}),
        ...(config ? { provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } : {}),
    }, { git, logger, ...(deps.history ? { history: deps.history } : {}) });
    const sloExceeded = settings.sloDays !== undefined && report.daysBehind > settings.sloDays;
    const result = { report, sloExceeded };
    if (settings.history)
        result.history = await recordHistory(git, settings.history, report, deps, settings.sloDays);
    return result;
}
async function recordHistory(git, history, report, deps, sloDays) {
    const record = (0,lag_history/* historyRecord */.Eo)(report);
    let appended = false;
    let records = 0;
    const outcome = await (0,state_branch/* updateStateBranch */.H)(git, {
        branch: history.branch,
        logger: deps.logger,
        ...(history.remote ? { remote: history.remote } : {}),
        ...(deps.pushAuthEnv ? { authEnv: deps.pushAuthEnv } : {}),
    }, (read) => {
        const next = (0,lag_history/* appendHistory */.b8)(read(history.file) ?? '', record);
        appended = next.appended;
        const parsed = (0,lag_history/* parseHistory */.i6)(next.text).records;
        records = parsed.length;
        if (!next.appended)
            return undefined;
        const chart = (0,lag_chart/* renderLagChart */.d)(parsed.map((r) => ({
            at: r.recordedAt,
            daysBehind: r.daysBehind,
            frontierDaysBehind: r.frontierDaysBehind,
            backlog: r.backlog,
        })), { ...(sloDays !== undefined ? { sloDays } : {}) });
        return {
            files: { [history.file]: next.text, [history.chart]: chart },
            message: `upstream-ingest: lag ${report.daysBehind} days, backlog ${report.backlog}\n\nupstream ${report.upstream.sha}\nfork ${report.fork.sha}\n`,
        };
    });
    deps.logger.info(appended
        ? `History: recorded on ${history.branch} (${records} records)`
        : `History: this upstream/fork pair is already recorded`);
    return { appended, records, ...(outcome.commit ? { commit: outcome.commit } : {}) };
}


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
/**
 * The records of an append-only JSON Lines history (lag, benchmark, ingest outcomes): a line that is not JSON or not
 * a valid record is skipped and counted, never fatal, so one damaged line never hides the rest of the history.
 */
function parseJsonLines(text, schema) {
    const records = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
        if (!line.trim())
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            skipped++;
            continue;
        }
        const parsed = schema.safeParse(value);
        if (parsed.success)
            records.push(parsed.data);
        else
            skipped++;
    }
    return { records, skipped };
}


/***/ })

};
