export const id = 998;
export const ids = [998];
export const modules = {

/***/ 9463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ isProcessAlive)
/* harmony export */ });
/** Whether a process of this host with that pid exists (one owned by another user counts: EPERM). */
function isProcessAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}


/***/ }),

/***/ 6998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ createRunTempDir),
/* harmony export */   fQ: () => (/* binding */ tempRoot),
/* harmony export */   jg: () => (/* binding */ removeRunTempDir)
/* harmony export */ });
/* unused harmony exports RUN_TEMP_PREFIX, sweepStaleRunDirs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _process_alive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9463);
/**
 * The per-run temp folder of the commands run on the fork's behalf (agent task files with upstream text, the
 * children's TMPDIR). It lives under RUNNER_TEMP (which the runner empties after each job) or the system temp folder,
 * its name carries the pid of the run that owns it, it is removed when the run ends — normally or by a signal — and
 * the next run sweeps what a killed run (kill -9, a lost runner) left behind.
 */





const RUN_TEMP_PREFIX = 'upstream-ingest-run-';
/** Folders of earlier versions (one per agent call, in os.tmpdir()): swept too. */
const LEGACY_PREFIXES = ['upstream-ingest-agent-'];
const live = new Set();
let hooked = false;
function tempRoot(env = process.env) {
    return env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)();
}
/** `upstream-ingest-run-p<pid>-XXXXXX`: created empty, with `tmp/` for the children's TMPDIR. */
async function createRunTempDir(root = tempRoot()) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true });
    await sweepStaleRunDirs(root);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, `${RUN_TEMP_PREFIX}p${process.pid}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'tmp'));
    live.add(dir);
    hookExit();
    return dir;
}
async function removeRunTempDir(dir) {
    live.delete(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
}
/** Removes the run folders whose owning process is gone (and every legacy agent folder). Returns what it removed. */
async function sweepStaleRunDirs(root = tempRoot()) {
    const removed = [];
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(root).catch(() => [])) {
        const stale = name.startsWith(RUN_TEMP_PREFIX)
            ? !(0,_process_alive_js__WEBPACK_IMPORTED_MODULE_4__/* .isProcessAlive */ .j)(Number(/^p(\d+)-/.exec(name.slice(RUN_TEMP_PREFIX.length))?.[1] ?? NaN))
            : LEGACY_PREFIXES.some((p) => name.startsWith(p));
        if (!stale)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, name), { recursive: true, force: true }).catch(() => undefined);
        removed.push(name);
    }
    return removed;
}
/** A cancelled job gets SIGINT/SIGTERM: the folder goes with the process, not only on a normal exit. */
function hookExit() {
    if (hooked)
        return;
    hooked = true;
    const clean = () => {
        for (const dir of live)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        live.clear();
    };
    process.once('exit', clean);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
        process.once(signal, () => {
            clean();
            process.kill(process.pid, signal);
        });
    }
}


/***/ })

};
