export const id = 440;
export const ids = [440];
export const modules = {

/***/ 8678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderHistoryMarkdown: () => (/* binding */ renderHistoryMarkdown),
/* harmony export */   renderHistoryText: () => (/* binding */ renderHistoryText)
/* harmony export */ });
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);
/* harmony import */ var _shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(868);


const pct = (ratio) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;
function whose(c) {
    if (c.attribution === 'unknown')
        return 'commits not in this clone';
    return `${c.upstreamCommits} upstream, ${c.forkCommits} fork commit(s): ${c.attribution}`;
}
function renderHistoryText(result, maxRows = 50) {
    const out = [
        `compare-bench history: ${result.records} records, ${result.series} series, ${result.changes.length} change point(s) ` +
            `(E-divisive means, p < ${result.settings.pValue}, at least ${result.settings.minSize} commits per side)`,
    ];
    for (const c of result.changes.slice(0, maxRows)) {
        out.push(`  ${c.kind.padEnd(11)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(c.name).slice(0, 100)} [${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(c.suite)}/${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(c.runnerLabel)}] ` +
            `${pct(c.ratio)} at ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.sha, 12)} (between ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.fromSha, 12)} and ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.toSha, 12)}; ${whose(c)})`);
        for (const commit of c.commits.slice(0, 5)) {
            out.push(`      ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(commit.sha, 12)} ${commit.kind.padEnd(8)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(commit.subject).slice(0, 100)}`);
        }
        if (c.commits.length > 5)
            out.push(`      … ${c.commits.length - 5} more commit(s)`);
    }
    if (result.changes.length > maxRows)
        out.push(`  … ${result.changes.length - maxRows} more (use --json)`);
    for (const n of result.notes)
        out.push(`note: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(n)}`);
    return `${out.join('\n')}\n`;
}
/** The digest's section: one line per change point, worst first. */
function renderHistoryMarkdown(changes, maxRows = 20) {
    if (changes.length === 0)
        return '';
    const lines = ['', '#### Benchmark change points', ''];
    lines.push('| benchmark | suite / runner | change | first at | commit range | whose |', '|---|---|---|---|---|---|');
    for (const c of changes.slice(0, maxRows)) {
        lines.push(`| ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInline */ .bo)(c.name, { maxLength: 100 })} | ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInline */ .bo)(`${c.suite} / ${c.runnerLabel}`, { maxLength: 80 })} | ` +
            `${c.kind === 'regression' ? '🔴' : '🟢'} ${pct(c.ratio)} | \`${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.sha, 12)}\` | \`${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.fromSha, 12)}..${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.toSha, 12)}\` | ${whose(c)} |`);
    }
    if (changes.length > maxRows)
        lines.push('', `… ${changes.length - maxRows} more change point(s).`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ short)
/* harmony export */ });
/**
 * A commit SHA shortened for people: ten hex digits by default (unambiguous in logs, reasons and tables, short
 * enough to read); twelve where a line names commits of several repositories at once. The length is a literal type
 * so that `.map(short)` (which would pass the index as the length) does not compile.
 */
function short(sha, length = 10) {
    return sha.slice(0, length);
}


/***/ })

};
