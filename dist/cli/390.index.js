export const id = 390;
export const ids = [390];
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


/***/ }),

/***/ 772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ONE_SHOT_PARSE)
/* harmony export */ });
/**
 * The parse context of every parse that checks what a user gave (options, input files) or what this process writes
 * (a plan): jitless. By default zod compiles an object schema's first parse into a function made for its shape
 * (`new Function`), which pays off over thousands of parses of one schema in a long-lived process; a cold
 * upstream-ingest process parses each schema once or twice, and the compile costs more than it saves (a 20-commit
 * plan file's first parse ~5.7 → ~2.5 ms, a 300-commit plan's ~11 → ~9.5 ms). The result is the same either way.
 * A module of its own: the option parser takes it without the error formatting (compare-bench's cold path).
 */
const ONE_SHOT_PARSE = { jitless: true };


/***/ }),

/***/ 8857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ cliOptionFace),
/* harmony export */   Hc: () => (/* binding */ programOptionFace),
/* harmony export */   Yv: () => (/* binding */ parseOptionRules),
/* harmony export */   kW: () => (/* binding */ kebabCase),
/* harmony export */   mp: () => (/* binding */ optionError),
/* harmony export */   oP: () => (/* binding */ parseRawOptions),
/* harmony export */   rW: () => (/* binding */ facePath),
/* harmony export */   t3: () => (/* binding */ inFolderOf),
/* harmony export */   tZ: () => (/* binding */ OptionIssue),
/* harmony export */   wq: () => (/* binding */ receivedType)
/* harmony export */ });
/* unused harmony export actionOptionFace */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(772);



function kebabCase(key) {
    return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
/**
 * The CLI's spelling: `<command> --<flag>`, the flag the kebab-case of the key unless `flags` renames it. Relative
 * paths start in `cwd` (the directory the command was typed in).
 */
function cliOptionFace(command, flags = {}, cwd = process.cwd()) {
    const flag = (key) => `--${flags[key] ?? kebabCase(key)}`;
    return { base: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd), name: flag, where: (key) => `${command} ${flag(key)}` };
}
/**
 * An action's spelling: `input '<name>'`, the name the kebab-case of the key unless `names` renames it. Relative
 * paths start in the workspace (`GITHUB_WORKSPACE` of `env`; the working directory when it is unset, as a runner
 * starts a step there anyway).
 */
function actionOptionFace(names = {}, env = process.env) {
    return {
        base: resolve(env['GITHUB_WORKSPACE']?.trim() || process.cwd()),
        name: (key) => `'${names[key] ?? kebabCase(key)}'`,
        where: (key) => `input '${names[key] ?? kebabCase(key)}'`,
        got: (raw) => typeof raw === 'string' || Array.isArray(raw) ? ` (got '${[raw].flat().join(',').slice(0, 100)}')` : '',
    };
}
/** A caller in code (the demo, the bench): keys as they are; an error there is a bug in that caller. */
function programOptionFace(caller, base = process.cwd()) {
    return { base: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base), name: (key) => key, where: (key) => `${caller}: ${key}` };
}
/** Parses the raw options; the first bad key becomes one ConfigurationError in the face's words. */
function parseRawOptions(schema, raw, face) {
    const result = schema.safeParse(raw, _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .ONE_SHOT_PARSE */ .c);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    if (!key)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`options: ${issue.message}`);
    const value = raw && typeof raw === 'object' ? raw[key] : undefined;
    throw badOption(face, key, value, issue.message);
}
/** The error of a bad value under `key`: the face's words, the message, and (an action) the value given. */
function badOption(face, key, value, message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${face.where(key)}: ${message}${face.got?.(value) ?? ''}`);
}
/** What an option rule (parseOptionRules) returns for a bad value: the sentence after the option's name. */
class OptionIssue {
    message;
    constructor(message) {
        this.message = message;
    }
}
/**
 * parseRawOptions for options written as rules (plain functions) rather than a zod schema: a module on a cold
 * path that must not load zod (compare-bench, the gate of every PR) keeps the same mechanism, the same faces and the
 * same one-line errors. The keys are checked in the rules' order, as a zod object checks its shape's, and the first
 * bad one is the error; keys without a rule are dropped, as a zod object drops them.
 */
function parseOptionRules(rules, raw, face) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`options: Invalid input: expected object, received ${receivedType(raw)}`);
    const given = raw;
    const out = {};
    for (const key of Object.keys(rules)) {
        const value = rules[key](given[key]);
        if (value instanceof OptionIssue)
            throw badOption(face, key, given[key], value.message);
        out[key] = value;
    }
    return out;
}
/**
 * A value's type as zod's messages name it (`expected string, received number`), for rules that say the same:
 * `NaN` and `Infinity` by value, an object by its class unless it is a plain one.
 */
function receivedType(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? 'number' : String(value);
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype && 'constructor' in value) {
        const made = value.constructor;
        if (made)
            return String(made.name);
    }
    return typeof value;
}
/** A user-fixable problem with the option under `key`, named the face's way (the sentence may name others). */
function optionError(face, key, message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${face.where(key)}: ${message}`);
}
/** A path given through `face`, absolute: a relative one resolves against the face's base (see OptionFace). */
function facePath(face, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(face.base, path);
}
/** A path written in the config file `file`, absolute: a relative one resolves against that file's folder. */
function inFolderOf(file, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(file), path);
}


/***/ })

};
