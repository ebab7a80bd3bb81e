export const id = 403;
export const ids = [403];
export const modules = {

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
