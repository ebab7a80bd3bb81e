export const id = 60;
export const ids = [60];
export const modules = {

/***/ 8060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAuthFrom: () => (/* binding */ gitAuthFrom),
/* harmony export */   runUrlFrom: () => (/* binding */ runUrlFrom),
/* harmony export */   serverUrlFrom: () => (/* binding */ serverUrlFrom),
/* harmony export */   tokenFromEnv: () => (/* binding */ tokenFromEnv)
/* harmony export */ });
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1447);
/**
 * Plain values the commands take from the Actions environment: the token (never a flag, so it stays out of argv and
 * shell history), the server, the run link. Apart from github-env.ts because that one loads the GitHub client
 * (Octokit, undici: ~35 ms of a cold process), which a local `apply` or `tier` never needs.
 */

function tokenFromEnv(env) {
    return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}
function serverUrlFrom(env) {
    return (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
}
/** The link to this workflow run, when running in Actions. */
function runUrlFrom(env) {
    const repo = env['GITHUB_REPOSITORY'];
    const id = env['GITHUB_RUN_ID'];
    return repo && id && /^\d+$/.test(id) ? `${serverUrlFrom(env)}/${repo}/actions/runs/${id}` : undefined;
}
/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
function gitAuthFrom(env) {
    const token = tokenFromEnv(env);
    return token ? (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.tokenAuthEnv)(token, serverUrlFrom(env)) : undefined;
}


/***/ })

};
