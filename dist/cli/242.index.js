export const id = 242;
export const ids = [242];
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


/***/ })

};
