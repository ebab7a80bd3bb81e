export const id = 126;
export const ids = [126];
export const modules = {

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeZodIssues: () => (/* binding */ describeZodIssues),
/* harmony export */   parseOrThrow: () => (/* binding */ parseOrThrow)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** `entries[3].disposition: expected one of …` — names the key and what was expected. */
function describeZodIssues(error, limit = 5) {
    const lines = error.issues.slice(0, limit).map((issue) => {
        const where = issue.path.length ? formatPath(issue.path) : '(top level)';
        return `${where}: ${issue.message}`;
    });
    if (error.issues.length > limit)
        lines.push(`… and ${error.issues.length - limit} more`);
    return lines.join('; ');
}
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}
/** Parses `value` with `schema` or throws a ConfigurationError that names `source` and each bad key. */
function parseOrThrow(schema, value, source) {
    const result = schema.safeParse(value);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${describeZodIssues(result.error)}`);
    return result.data;
}


/***/ })

};
