export const id = 475;
export const ids = [475];
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


/***/ })

};
