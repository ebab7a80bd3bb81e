export const id = 873;
export const ids = [873];
export const modules = {

/***/ 9873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveStackBase: () => (/* binding */ resolveStackBase),
/* harmony export */   stackedSettings: () => (/* binding */ stackedSettings),
/* harmony export */   waitingMessage: () => (/* binding */ waitingMessage)
/* harmony export */ });
/* harmony import */ var _adapters_git_remote_push_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2308);
/* harmony import */ var _adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3840);
/* harmony import */ var _domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2447);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);




/**
 * Where a stacked bundle starts: the head of its dependency's bundle branch, fetched from the remote when one is
 * given (a fresh value: the job before may just have pushed it), else the remote-tracking or local branch. Null
 * when the branch does not exist: the dependency was not published, and the bundle waits rather than apply alone
 * from the trunk base.
 */
async function resolveStackBase(git, options, logger) {
    const branch = options.stackOn.replace(/^refs\/heads\//, '');
    const problem = (0,_domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_2__/* .branchNameProblem */ .hq)(branch);
    if (problem)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`stack-on: '${(0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(branch)}' is not a valid branch name: ${problem}`);
    const remote = options.remote ?? 'origin';
    if (options.remote) {
        try {
            const fetched = await (0,_adapters_git_remote_push_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchRemoteBranch */ .Lf)(git, options.remote, branch, options.authEnv ?? {});
            // The remote's word is final: a branch it no longer has was landed or never published.
            return fetched ? { sha: fetched, prBase: branch } : null;
        }
        catch (error) {
            logger.warning(`stack-on: could not fetch ${branch} from ${options.remote} (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); using the local copy`);
        }
    }
    for (const ref of [`refs/remotes/${remote}/${branch}`, `refs/heads/${branch}`]) {
        const sha = await (0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .tryResolveCommit */ .Fl)(git, ref);
        if (sha)
            return { sha, prBase: branch };
    }
    return null;
}
/** The apply settings of a stacked bundle: its picks start on the dependency's head and its PR targets that branch. */
function stackedSettings(settings, stack) {
    return {
        ...settings,
        base: stack.sha,
        ...(settings.pullRequest ? { pullRequest: { ...settings.pullRequest, base: stack.prBase } } : {}),
    };
}
function waitingMessage(stackOn) {
    return `stack-on: ${stackOn} does not exist (its bundle was not published or already landed); this bundle waits for the next run`;
}


/***/ })

};
