export const id = 385;
export const ids = [385];
export const modules = {

/***/ 5385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fB: () => (/* binding */ PlanSchema),
/* harmony export */   jk: () => (/* binding */ PLAN_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports PlanCommitSchema, BundleKindSchema, BundleSchema, HeldCommitSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/** The plan file written by `upstream-ingest plan` / plan-bundles and read by apply-bundle. */
const PLAN_SCHEMA_VERSION = 1;
const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const RefPin = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha: Sha }).strict();
const PlanCommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: Sha,
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /**
     * Predicted cherry-pick verdict onto the fork tip plus the clean commits before it; for a held commit, onto the
     * fork tip plus the held commits before it.
     */
    prediction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['clean', 'conflict', 'empty', 'unknown']),
    conflictPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    risk: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }).strict(),
    /** Pending commits this one depends on, each with why. */
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict()),
})
    .strict();
const BundleKindSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['low-risk', 'risky-chain', 'toolchain']);
const BundleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    kind: BundleKindSchema,
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha).min(1),
    risk: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }).strict(),
    predictedConflicts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
})
    .strict();
const HeldCommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: Sha,
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ledger-defer', 'blocked-by', 'upstream-ci', 'empty', 'depends-on-held']),
    /** Its pick predicted on the fork tip (after the held commits before it) although it is held. */
    prediction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['clean', 'conflict', 'empty', 'unknown']).optional(),
    conflictPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
})
    .strict();
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(PLAN_SCHEMA_VERSION),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstream: RefPin,
    /** Objects were missing (no promisor to fetch them): some matching was skipped, the counts may be high. */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    incompleteReasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    fork: RefPin,
    mergeBase: Sha,
    pending: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PlanCommitSchema),
    bundles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BundleSchema),
    held: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeldCommitSchema),
})
    .strict();


/***/ })

};
