export const id = 282;
export const ids = [282,856,126,475];
export const modules = {

/***/ 2144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ writeTextFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Writes `text` to `path` (folders created), atomically: a reader (a later step, a concurrent job) sees the old file
 * or the new one, never a half-written one. Kept apart from the report readers so that a light command (a cold
 * compare-bench) does not load them to write its output.
 */
async function writeTextFile(path, text) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, text);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
}


/***/ }),

/***/ 5403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   bz: () => (/* binding */ hasGlob),
/* harmony export */   kZ: () => (/* binding */ pathMatcher),
/* harmony export */   kt: () => (/* binding */ matchesGlob),
/* harmony export */   nG: () => (/* binding */ staticPrefix),
/* harmony export */   tL: () => (/* binding */ globToRegExp)
/* harmony export */ });
const MAX_GLOB = 512;
const cache = new Map();
/** An error message when the glob cannot be used, else undefined (for config validation). */
function globProblem(glob) {
    if (glob.trim() === '')
        return 'expected a non-empty glob';
    if (glob.length > MAX_GLOB)
        return `expected a glob of at most ${MAX_GLOB} characters`;
    if (glob.startsWith('/'))
        return 'expected a path relative to the repository root (no leading /)';
    let depth = 0;
    let inClass = false;
    for (const ch of glob) {
        if (inClass) {
            if (ch === ']')
                inClass = false;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === '{')
            depth++;
        else if (ch === '}')
            depth--;
        if (depth < 0)
            return "unbalanced '}'";
    }
    if (inClass)
        return "unclosed '['";
    if (depth !== 0)
        return "unbalanced '{'";
    return undefined;
}
function globToRegExp(glob, options = {}) {
    const key = `${options.anchored ? 'a' : 'g'}${options.ignoreCase ? 'i' : ''}\u0000${glob}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const pattern = glob.replace(/^\.?\/+/, '');
    const anywhere = !options.anchored && !pattern.includes('/');
    const re = new RegExp(`^${anywhere ? '(?:.*/)?' : ''}${translate(pattern)}$`, options.ignoreCase ? 'i' : '');
    cache.set(key, re);
    return re;
}
function matchesGlob(path, glob, options = {}) {
    return globToRegExp(glob, options).test(path);
}
/** One matcher for a list: a path matches when an including glob matches and no `!excluding` glob does. */
function pathMatcher(globs, options = {}) {
    const include = globs.filter((g) => !g.startsWith('!')).map((g) => globToRegExp(g, options));
    const exclude = globs.filter((g) => g.startsWith('!')).map((g) => globToRegExp(g.slice(1), options));
    return (path) => include.some((r) => r.test(path)) && !exclude.some((r) => r.test(path));
}
/** The directory part of a glob before its first glob character: where to start walking for it. */
function staticPrefix(glob) {
    const parts = glob.replace(/^\.\//, '').split('/');
    const fixed = [];
    for (const part of parts.slice(0, -1)) {
        if (hasGlob(part))
            break;
        fixed.push(part);
    }
    return fixed.join('/');
}
function hasGlob(glob) {
    return /[*?[{]/.test(glob);
}
function translate(pattern) {
    let out = '';
    let braceDepth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            if (pattern[i + 1] === '*') {
                const atStart = i === 0 || pattern[i - 1] === '/';
                const atEnd = i + 2 === pattern.length || pattern[i + 2] === '/';
                i++;
                if (atStart && pattern[i + 1] === '/') {
                    // `**/` matches zero or more whole directories.
                    out += '(?:[^/]+/)*';
                    i++;
                }
                else if (atStart && atEnd)
                    out += '.*';
                else
                    out += '[^/]*';
            }
            else
                out += '[^/]*';
        }
        else if (c === '?')
            out += '[^/]';
        else if (c === '[') {
            const close = pattern.indexOf(']', i + 2);
            if (close === -1)
                out += '\\[';
            else {
                let body = pattern.slice(i + 1, close);
                if (body.startsWith('!'))
                    body = `^${body.slice(1)}`;
                out += `[${body.replace(/\\/g, '\\\\')}]`;
                i = close;
            }
        }
        else if (c === '{') {
            braceDepth++;
            out += '(?:';
        }
        else if (c === '}' && braceDepth > 0) {
            braceDepth--;
            out += ')';
        }
        else if (c === ',' && braceDepth > 0)
            out += '|';
        else
            out += c.replace(/[.+^$()|\\\]}{]/g, '\\$&');
    }
    while (braceDepth-- > 0)
        out += ')';
    return out;
}


/***/ }),

/***/ 9856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseStructuredText: () => (/* binding */ parseStructuredText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1003);



/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, nesting depth, alias expansion ("billion
 * laughs"), and no custom tags. Prototype keys are dropped by the schema that reads the result.
 */
function parseStructuredText(text, source) {
    (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .checkTextLimits */ .sf)(text, source);
    try {
        return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
    }
    catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: ${message}`);
    }
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
