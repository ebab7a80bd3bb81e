export const id = 126;
export const ids = [126];
export const modules = {

/***/ 772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ONE_SHOT_PARSE)
/* harmony export */ });
/**
 * The parse context of every parse that checks what a user gave (options, input files) or what this process writes
 * (a plan): jitless. By default zod compiles an object schema's first parse into a function made for its shape
 * (`new Function`), which pays off over thousands of parses of one schema in a long-lived process; a cold
 * upstream-ingest process parses each schema once or twice, and the compile costs more than it saves (a 20-commit
 * plan file's first parse ~5.7 → ~2.5 ms, a 300-commit plan's ~11 → ~9.5 ms). The result is the same either way.
 * A module of its own: the option parser takes it without the error formatting (compare-bench's cold path).
 */
const ONE_SHOT_PARSE = { jitless: true };


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
