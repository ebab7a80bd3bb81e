export const id = 837;
export const ids = [837];
export const modules = {

/***/ 6837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CliConfigSchema: () => (/* binding */ CliConfigSchema),
/* harmony export */   IngestHistoryRecordSchema: () => (/* binding */ IngestHistoryRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const FlagValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]))]);
const FlagMap = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[a-z][a-z0-9-]*$/, 'expected a flag name such as max-bundle-size'), FlagValue);
/** `.github/upstream-ingest/cli.yml`: default flag values the CLI takes when a flag is not typed. */
const CliConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Flags for every command that has them (`upstream: upstream/main`, `trailer: [Upstream-Commit]`). */
    defaults: FlagMap.optional(),
    /** Per command, over the defaults. */
    commands: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), FlagMap).optional(),
})
    .strict();
/** One line of `ingest/history.jsonl` on the state branch: the bundle outcomes of one ingest run (the dashboard). */
const IngestHistoryRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    bundles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        bundle: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['landed', 'partial', 'deferred', 'failed', 'not-run']),
        landed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
        pr: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    })
        .passthrough()),
})
    .passthrough();


/***/ })

};
