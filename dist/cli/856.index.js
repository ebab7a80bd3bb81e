export const id = 856;
export const ids = [856,475];
export const modules = {

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


/***/ })

};
