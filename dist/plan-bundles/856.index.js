export const id = 856;
export const ids = [856];
export const modules = {

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


/***/ })

};
