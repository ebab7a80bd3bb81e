export const id = 223;
export const ids = [223];
export const modules = {

/***/ 5031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jw: () => (/* binding */ firstParentAncestors),
/* harmony export */   js: () => (/* binding */ rangeWithParents),
/* harmony export */   zu: () => (/* binding */ lastCommitBefore)
/* harmony export */ });
/** Walks of the commit graph that answer with commit lists (`git rev-list`). */
/** The newest commit reachable from `revision` made before `date`, or undefined when there is none. */
async function lastCommitBefore(git, revision, date) {
    const { stdout } = await git.run(['rev-list', '-1', `--before=${date.toISOString()}`, revision]);
    return stdout.trim() || undefined;
}
/** `revision` and its first-parent ancestors, nearest first, at most `count` (fewer in a shallow clone). */
async function firstParentAncestors(git, revision, count) {
    const { stdout } = await git.run([
        'rev-list',
        '--first-parent',
        `--max-count=${count}`,
        '--end-of-options',
        revision,
    ]);
    return stdout
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
}
/**
 * The commits of a range with their parents, oldest first in topological order (as `readCommits` lists them), and
 * with `boundary` also the boundary commits (outside the range, parents of commits in it), listed apart.
 */
async function rangeWithParents(git, revisions, options = {}) {
    const { stdout } = await git.run([
        'rev-list',
        '--topo-order',
        '--reverse',
        '--parents',
        ...(options.boundary ? ['--boundary'] : []),
        '--end-of-options',
        ...revisions,
        '--',
    ]);
    const commits = [];
    const boundary = [];
    for (const line of stdout.split('\n')) {
        if (!line)
            continue;
        if (line.startsWith('-')) {
            boundary.push(line.slice(1).split(' ')[0]);
            continue;
        }
        const [sha, ...parents] = line.split(' ');
        commits.push({ sha: sha, parents });
    }
    return { commits, boundary };
}


/***/ }),

/***/ 286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ refFromCapture),
/* harmony export */   E3: () => (/* binding */ refLabel),
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   ky: () => (/* binding */ blockerIn),
/* harmony export */   pH: () => (/* binding */ leadingRefs)
/* harmony export */ });
/* harmony import */ var _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3226);
/**
 * Reading refs out of message text: SHAs, commit URLs, upstream PR numbers (`#N`, pull-request URLs). Every reader
 * here is linear: fixed regexes without nested quantifiers, on lines cut to MAX_LINE characters.
 */

const TOKEN = /^(?:#(\d{1,7})\b|https?:\/\/[^\s/]+\/[^\s]*?\/pull\/(\d{1,7})\b[^\s,;]*|(?:https?:\/\/[^\s]*?\/commits?\/)?([0-9a-fA-F]{7,64})\b)/;
const SEPARATOR = /^(?:[\s,;&]+|and\b|…|\.\.\.)/i;
/**
 * `#10440, #10477 and 1a2b3c4 reason…` → the leading refs and the rest. In prose-like places (sections) a hex word
 * needs a digit to be a SHA (`defaced` is a word); a trailer value is a SHA whatever its letters.
 */
function leadingRefs(text, hexNeedsDigit = true) {
    const refs = [];
    let s = cut(text).trimStart();
    for (;;) {
        const sep = SEPARATOR.exec(s);
        if (sep && sep[0].length) {
            s = s.slice(sep[0].length);
            continue;
        }
        const m = TOKEN.exec(s);
        if (!m)
            break;
        if (m[1] !== undefined || m[2] !== undefined)
            refs.push({ kind: 'pr', number: Number(m[1] ?? m[2]) });
        else if (!hexNeedsDigit || /\d/.test(m[3]) || m[0].includes('/'))
            refs.push({ kind: 'sha', ref: m[3].toLowerCase() });
        else
            break;
        s = s.slice(m[0].length);
    }
    return { refs, rest: s.trim() };
}
/** A captured group from a user pattern: a SHA (or commit URL) or a PR number (`#N`, `N`, or a pull URL). */
function refFromCapture(value, match) {
    const v = value.trim();
    if (match === 'pr') {
        const m = /^(?:#|.*\/pull\/)?(\d{1,7})$/.exec(v);
        return m ? { kind: 'pr', number: Number(m[1]) } : undefined;
    }
    const m = /^(?:.*\/commits?\/)?([0-9a-fA-F]{7,64})$/.exec(v);
    return m ? { kind: 'sha', ref: m[1].toLowerCase() } : undefined;
}
const BLOCKER = /\b(?:dep(?:endency)?[- ]blocked (?:on|by)|depends on|blocked (?:by|on))\s+(#\d{1,7}\b|[0-9a-fA-F]{7,64}\b)/i;
/** "dep-blocked on #N" / "depends on #N" / "blocked by <sha>" in a reason. */
function blockerIn(reason) {
    const m = BLOCKER.exec(cut(reason));
    if (!m)
        return undefined;
    const v = m[1];
    if (v.startsWith('#'))
        return { kind: 'pr', number: Number(v.slice(1)) };
    return /\d/.test(v) ? { kind: 'sha', ref: v.toLowerCase() } : undefined;
}
function cut(line) {
    return line.length > _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV ? line.slice(0, _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV) : line;
}
function refLabel(t) {
    return t.kind === 'pr' ? `#${t.number}` : t.ref;
}


/***/ }),

/***/ 829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ revertedRefs),
/* harmony export */   H9: () => (/* binding */ provenanceParser),
/* harmony export */   jY: () => (/* binding */ DEFAULT_TRAILER_KEYS)
/* harmony export */ });
/* harmony import */ var _message_refs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(286);

/**
 * Provenance lines that picking tools write into fork commit messages. One message may carry many
 * (bundle commits list one line per upstream commit).
 */
/** Recognised without configuration, besides `(cherry picked from commit X)`. */
const DEFAULT_TRAILER_KEYS = ['Upstream-Commit', 'Original Commit'];
const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const REVERTS = new RegExp(`This reverts commit (${HEX})`, 'g');
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Builds the matcher once per key set. A key line may be indented or bulleted (bundle commits), the key is matched
 * case-insensitively, and the value may be a bare SHA or a commit URL ending in the SHA.
 */
function provenanceParser(keys) {
    const unique = [...new Set(keys.map((k) => k.trim()).filter(Boolean))];
    const keyed = unique.length
        ? new RegExp(`^[ \\t>*\\-•+]*(${unique.map(escapeRegExp).join('|')})[ \\t]*:[ \\t]*(\\S.*)$`, 'gim')
        : undefined;
    const canonical = new Map(unique.map((k) => [k.toLowerCase(), k]));
    return (message) => {
        const refs = [];
        for (const m of message.matchAll(CHERRY_PICKED))
            refs.push({ key: 'cherry-pick -x', ref: m[1].toLowerCase() });
        if (keyed) {
            for (const m of message.matchAll(keyed)) {
                // One value may carry several SHAs (`<a>, <b>` or space-separated) or commit URLs.
                for (const t of (0,_message_refs_js__WEBPACK_IMPORTED_MODULE_0__/* .leadingRefs */ .pH)(m[2], false).refs) {
                    if (t.kind === 'sha')
                        refs.push({ key: canonical.get(m[1].toLowerCase()) ?? m[1], ref: t.ref });
                }
            }
        }
        return refs;
    };
}
/** SHAs named by `This reverts commit X` (git revert's own wording). */
function revertedRefs(message) {
    // Most messages are no revert: a plain substring search rules them out before any regex runs (every message of
    // both histories passes here on each run).
    if (!message.includes('This reverts commit'))
        return [];
    return Array.from(message.matchAll(REVERTS), (m) => m[1].toLowerCase());
}


/***/ }),

/***/ 3226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ regexProblem),
/* harmony export */   MV: () => (/* binding */ MAX_LINE),
/* harmony export */   Zl: () => (/* binding */ compileBounded)
/* harmony export */ });
/* unused harmony export MAX_PATTERN */
/**
 * User-written regular expressions run on fork commit messages, which may be 100 KB long and are written by anyone
 * who can land a commit. JavaScript has no regex timeout, so a user pattern is bounded before it is compiled: short,
 * no back-references, no lookarounds, and no quantified group that itself contains a quantifier or an alternation
 * (the shapes behind catastrophic backtracking, e.g. `(a+)+`, `(a|a)*`). Patterns then run line by line on lines cut
 * to MAX_LINE characters, so the work per message is linear in its length.
 */
const MAX_PATTERN = 300;
const MAX_LINE = 1_000;
/** Lines that no sensible rule matches: a rule matching all of them "would match every line". */
const UNRELATED_LINES = ['', 'x', 'Lorem ipsum dolor sit amet', '0', '    ', '- item'];
/** Why the pattern cannot be used, else undefined. */
function regexProblem(source) {
    if (source.length === 0)
        return 'expected a non-empty regular expression';
    if (source.length > MAX_PATTERN)
        return `expected a regular expression of at most ${MAX_PATTERN} characters`;
    let re;
    try {
        re = new RegExp(source, 'i');
    }
    catch (error) {
        return `not a valid regular expression (${error.message.replace(/^Invalid regular expression: /, '')})`;
    }
    if (/\\[1-9]|\\k</.test(source))
        return 'back-references are not allowed (they can backtrack without bound)';
    if (/\(\?<?[=!]/.test(source))
        return 'lookarounds are not allowed';
    const nested = nestedQuantifier(source);
    if (nested)
        return `a quantified group may not contain ${nested} (catastrophic backtracking)`;
    if (UNRELATED_LINES.every((line) => re.test(line)))
        return 'it would match every line';
    return undefined;
}
/** Compiles a pattern that passed regexProblem; case-insensitive like every built-in rule. */
function compileBounded(source) {
    const problem = regexProblem(source);
    if (problem)
        throw new Error(problem);
    return new RegExp(source, 'i');
}
/**
 * Finds a group followed by a quantifier (`*`, `+`, `?`-less `{n,}`/`{n,m}`) whose body has a quantifier or `|`.
 * A scan over the source with a stack of group bodies; character classes and escapes are skipped.
 */
function nestedQuantifier(source) {
    const stack = [];
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
        const ch = source[i];
        if (ch === '\\') {
            i++;
            continue;
        }
        if (inClass) {
            if (ch === ']')
                inClass = false;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === '(')
            stack.push({ quantified: false, alternation: false });
        else if (ch === '|') {
            const top = stack[stack.length - 1];
            if (top)
                top.alternation = true;
        }
        else if (ch === ')') {
            const body = stack.pop();
            const next = source[i + 1];
            const repeats = next === '*' || next === '+' || (next === '{' && /^\{\d*,\d*\}/.test(source.slice(i + 1)));
            if (body && repeats) {
                if (body.quantified)
                    return 'a quantifier';
                if (body.alternation)
                    return 'an alternation';
            }
            const parent = stack[stack.length - 1];
            if (parent && body && (body.quantified || repeats))
                parent.quantified = true;
        }
        else if (ch === '*' || ch === '+' || (ch === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i)))) {
            const top = stack[stack.length - 1];
            if (top)
                top.quantified = true;
        }
    }
    return undefined;
}


/***/ })

};
