export const id = 348;
export const ids = [348];
export const modules = {

/***/ 3348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerPlanCommand: () => (/* binding */ registerPlanCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/adapters/files/plan-output-file.ts



/** Writes the plan JSON (its folder made first); a path that cannot be written is the user's to fix. */
async function writePlanOutputFile(path, json, what) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, json);
    }
    catch (error) {
        const code = error.code;
        throw new errors/* ConfigurationError */.j1(`${what} ${path}: cannot write the plan (${code ?? 'error'})`);
    }
}

// EXTERNAL MODULE: ./src/adapters/cache/plan-cache.ts
var plan_cache = __webpack_require__(6166);
// EXTERNAL MODULE: ./src/adapters/git/run/git-runner.ts + 1 modules
var git_runner = __webpack_require__(1447);
// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
// EXTERNAL MODULE: ./src/domain/report/markdown-fold.ts
var markdown_fold = __webpack_require__(7688);
;// CONCATENATED MODULE: ./src/domain/report/text-table.ts
function textTable(header, rows, options = {}) {
    const gap = options.gap ?? 2;
    const natural = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const widths = options.width
        ? fitWidths(natural, options.width - gap * (header.length - 1), options.minWidth ?? 6, options.keep ?? [])
        : natural;
    const fmt = (r) => r
        .map((c, i) => {
        const cell = cut(c, widths[i]);
        return i === r.length - 1 ? cell : cell.padEnd(widths[i]);
    })
        .join(' '.repeat(gap))
        .trimEnd();
    return [fmt(header), ...rows.map(fmt)];
}
function fitWidths(natural, room, minWidth, keep) {
    const widths = [...natural];
    const floor = natural.map((w, i) => (keep.includes(i) ? w : Math.min(w, minWidth)));
    let total = widths.reduce((a, b) => a + b, 0);
    while (total > room) {
        let widest = -1;
        for (let i = 0; i < widths.length; i++)
            if (widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest]))
                widest = i;
        if (widest < 0)
            break; // cannot shrink further: the terminal is narrower than the minimum table
        widths[widest]--;
        total--;
    }
    return widths;
}
function cut(text, width) {
    return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
;// CONCATENATED MODULE: ./src/domain/plan/plan-render.ts




/** The riskiest evaluated or held commits, highest score first (ties: upstream order). */
function riskiestCommits(plan, limit = 10) {
    return plan.pending
        .map((c, i) => ({ c, i }))
        .filter(({ c }) => c.risk.score > 0)
        .sort((a, b) => b.c.risk.score - a.c.risk.score || a.i - b.i)
        .slice(0, limit)
        .map(({ c }) => c);
}
/**
 * A terminal table: one row per bundle in plan order, then the held commits; `width` fits it to a terminal. Ids are
 * never cut (a bundle id is pasted into `apply --bundle`): the why, conflicts and kind columns give way first, and a
 * line cut to the width loses its end, where the subject or reason is, never the leading SHA.
 */
function renderPlanText(plan, options = {}) {
    const lines = [
        `upstream ${(0,short_sha/* short */.h)(plan.upstream.sha)} ${(0,neutralize/* stripControl */.kU)(plan.upstream.ref)}`,
        `fork     ${(0,short_sha/* short */.h)(plan.fork.sha)} ${(0,neutralize/* stripControl */.kU)(plan.fork.ref)}`,
        `pending ${plan.pending.length}: ${plan.bundles.reduce((n, b) => n + b.commits.length, 0)} in ${plan.bundles.length} bundles, ${plan.held.length} held`,
    ];
    if (plan.bundles.length) {
        const rows = plan.bundles.map((b, i) => [
            String(i + 1),
            b.id,
            b.kind,
            String(b.commits.length),
            String(b.risk.score),
            b.predictedConflicts.length ? truncate(b.predictedConflicts.join(','), 40) : '-',
            afterCell(b.dependsOn),
            truncate((0,neutralize/* stripControl */.kU)(whyCell(b)), 90),
        ]);
        lines.push('', ...textTable(['#', 'bundle', 'kind', 'commits', 'score', 'conflicts', 'after', 'why'], rows, {
            ...(options.width ? { width: options.width } : {}),
            keep: [0, 1, 2, 3, 4, 6],
        }));
    }
    if (plan.held.length) {
        lines.push('', 'held:');
        for (const h of plan.held)
            lines.push(`  ${(0,short_sha/* short */.h)(h.sha)} [${h.kind}]${heldPrediction(h)} ${truncate((0,neutralize/* stripControl */.kU)(h.reason), 120)}`);
    }
    const top = riskiestCommits(plan, 5);
    if (top.length) {
        lines.push('', 'riskiest commits:');
        for (const c of top) {
            lines.push(`  ${(0,short_sha/* short */.h)(c.sha)} score ${c.risk.score} ${truncate((0,neutralize/* stripControl */.kU)(c.subject), 70)}`);
            for (const r of c.risk.reasons.slice(0, 3))
                lines.push(`      ${truncate((0,neutralize/* stripControl */.kU)(r), 120)}`);
        }
    }
    const width = options.width;
    return `${(width ? lines.map((l) => truncate(l, width - 1)) : lines).join('\n')}\n`;
}
/** `held, predicted clean` (or conflict, with the paths) for a held commit predicted on the fork tip. */
function heldPrediction(h, show = neutralize/* stripControl */.kU) {
    if (!h.prediction)
        return '';
    const paths = h.conflictPaths?.length
        ? ` in ${h.conflictPaths
            .slice(0, 3)
            .map((p) => show(p))
            .join(', ')}${h.conflictPaths.length > 3 ? ' …' : ''}`
        : '';
    return ` held, predicted ${h.prediction}${paths}`;
}
/** The bundles this one comes after: the first id whole (it can be pasted), the rest counted. */
function afterCell(ids) {
    if (!ids.length)
        return '-';
    return ids.length === 1 ? ids[0] : `${ids[0]} +${ids.length - 1}`;
}
/**
 * Why the bundle is what it is, in the fewest words that tell rows apart: a chain's riskiest reason, its lead words
 * condensed (a chain's first reason only says where it starts, the same words on every row); a clean bundle: clean.
 */
function whyCell(b) {
    if (b.kind === 'low-risk')
        return 'clean';
    const top = b.risk.reasons.find((r, i) => i > 0 && /^[0-9a-f]{7,40}: /.test(r));
    return top ? condensed(top.replace(/^[0-9a-f]{7,40}: /, '')) : (b.risk.reasons[0] ?? '');
}
/** A risk reason (domain/plan/risk.ts) in table words: what and where first, the explanation dropped. */
function condensed(reason) {
    return reason
        .replace(/^predicted conflict picking onto the fork tip in /, 'conflict ')
        .replace(/^matches risky glob (\S+): .*?( \(\+\d+\))?$/, 'risky $1$2')
        .replace(/^touches (?:a path|\d+ paths) the fork's own commits changed since the merge-base: /, 'fork changed ')
        .replace(/^toolchain lane: changes /, 'toolchain ')
        .replace(/^large change: (\d+) changed lines \(.*?\)/, '$1 lines');
}
function truncate(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
/** The job summary: one row per bundle (kind, size, risk reasons, predicted conflicts) and the riskiest commits. */
function renderPlanSummary(plan, options = {}) {
    const n = (t, max = 300) => neutralizeInline(t, { ...options, maxLength: max });
    const commit = (sha) => options.upstreamWebUrl ? `[\`${short(sha)}\`](${options.upstreamWebUrl}/commit/${sha})` : `\`${short(sha)}\``;
    const out = [
        '## upstream-ingest: bundle plan',
        '',
        `Upstream ${n(plan.upstream.ref, 100)} ${commit(plan.upstream.sha)} · fork ${n(plan.fork.ref, 100)} \`${short(plan.fork.sha)}\` · ` +
            `${plan.pending.length} pending: ${plan.bundles.length} bundles, ${plan.held.length} held.`,
        '',
    ];
    if (!plan.bundles.length && !plan.held.length) {
        out.push('Nothing to ingest: the fork has every upstream commit.', '');
        return out.join('\n');
    }
    if (plan.bundles.length) {
        out.push(...kindOverview(plan), '');
        const max = options.maxRows ?? 100;
        const visible = Math.min(SUMMARY_VISIBLE_BUNDLES, max);
        const row = (b, i) => {
            const reasons = b.risk.reasons
                .slice(0, 2)
                .map((r) => n(r, 140))
                .join('<br>');
            const conflicts = b.predictedConflicts.length
                ? b.predictedConflicts
                    .slice(0, 3)
                    .map((p) => n(p, 80))
                    .join(', ') + (b.predictedConflicts.length > 3 ? ` +${b.predictedConflicts.length - 3}` : '')
                : '—';
            return `| ${i + 1} | \`${b.id}\` | ${b.kind} | ${b.commits.length} | ${b.risk.score} | ${reasons || '—'} | ${conflicts} | ${b.dependsOn.map((d) => `\`${d}\``).join(' ') || '—'} |`;
        };
        const header = [
            '| # | bundle | kind | commits | risk | reasons | predicted conflicts | after |',
            '|---|---|---|---|---|---|---|---|',
        ];
        const shown = plan.bundles.slice(0, max);
        out.push(...header, ...shown.slice(0, visible).map(row), '');
        if (shown.length > visible)
            out.push(details(`${shown.length - visible} more bundles`, [
                ...header,
                ...shown.slice(visible).map((b, k) => row(b, k + visible)),
            ]));
        if (plan.bundles.length > max)
            out.push(`… and ${plan.bundles.length - max} more bundles in the plan file.`, '');
        const graph = mermaidGraph(plan);
        if (graph)
            out.push(details('Dependency graph', graph));
    }
    const top = riskiestCommits(plan, 10);
    if (top.length) {
        const lines = top.map((c) => `- ${commit(c.sha)} ${n(c.subject, 120)} — score ${c.risk.score}: ${c.risk.reasons
            .slice(0, 3)
            .map((r) => n(r, 160))
            .join('; ')}`);
        out.push('### Riskiest commits', '', ...lines.slice(0, 3), '');
        if (lines.length > 3)
            out.push(details(`${lines.length - 3} more risky commits`, lines.slice(3)));
    }
    if (plan.held.length) {
        const held = plan.held
            .slice(0, 50)
            .map((h) => `- ${commit(h.sha)} ${n(h.subject, 120)} — ${h.kind}${heldPrediction(h, (p) => n(p, 80))}: ${n(h.reason, 160)}`);
        if (plan.held.length > 50)
            held.push(`- … and ${plan.held.length - 50} more in the plan file`);
        out.push(`### Held (${plan.held.length})`, '', details(`${plan.held.length} commits held back`, held));
    }
    return fitMarkdown(out.join('\n'), SUMMARY_LIMIT);
}
/** Bundles shown before the rest folds; the summary stays one screen for a daily run. */
const SUMMARY_VISIBLE_BUNDLES = 15;
/** Far below the 1 MiB step-summary limit, and usable as an issue or PR body. */
const SUMMARY_LIMIT = 60_000;
function kindOverview(plan) {
    const kinds = new Map();
    for (const b of plan.bundles) {
        const k = kinds.get(b.kind) ?? { bundles: 0, commits: 0, conflicts: 0 };
        k.bundles++;
        k.commits += b.commits.length;
        if (b.predictedConflicts.length)
            k.conflicts++;
        kinds.set(b.kind, k);
    }
    return [
        '| kind | bundles | commits | with predicted conflicts |',
        '|---|---|---|---|',
        ...[...kinds].map(([kind, k]) => `| ${kind} | ${k.bundles} | ${k.commits} | ${k.conflicts} |`),
    ];
}
/** The dependency graph as mermaid (GitHub renders it in summaries and issues); none without dependencies. */
function mermaidGraph(plan) {
    if (!plan.bundles.some((b) => b.dependsOn.length) || plan.bundles.length > 60)
        return undefined;
    const lines = ['```mermaid', 'graph LR'];
    for (const b of plan.bundles)
        lines.push(`  b${b.id}["${b.id}<br>${b.kind} · ${b.commits.length}"]`);
    for (const b of plan.bundles)
        for (const d of b.dependsOn)
            lines.push(`  b${d} --> b${b.id}`);
    lines.push('```');
    return lines.join('\n');
}
/** `strategy.matrix` for the apply jobs: one entry per bundle, in plan order (low-risk first). */
function planMatrix(plan) {
    return { include: plan.bundles.map((b) => ({ bundle: b.id, kind: b.kind })) };
}

// EXTERNAL MODULE: ./src/shared/options-face.ts
var options_face = __webpack_require__(8857);
// EXTERNAL MODULE: ./src/services/plan/options.ts
var options = __webpack_require__(5864);
// EXTERNAL MODULE: ./src/services/plan/plan.ts + 6 modules
var plan_plan = __webpack_require__(7552);
// EXTERNAL MODULE: ./src/cli/context.ts
var context = __webpack_require__(5217);
// EXTERNAL MODULE: ./src/cli/raw-options.ts
var raw_options = __webpack_require__(6239);
;// CONCATENATED MODULE: ./src/cli/commands/plan.ts









/** The flag of each plan option whose flag is not the kebab-case of its key. */
const FLAGS = { trailers: 'trailer' };
function registerPlanCommand(program, ctx) {
    program
        .command('plan')
        .description('Plan the backlog as bundles: low-risk bundles that can land fast, risky chains and a toolchain lane, with ' +
        'dependencies and predicted conflicts.')
        .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
        .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
        .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
        .option('--config <file>', 'plan config (YAML or JSON): risky globs, toolchain globs, bundle size, trailers, ledger')
        .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
        .option('--trailer <key>', 'extra provenance trailer key (repeatable)', context/* collect */.F, [])
        .option('--limit <n>', 'plan only the N oldest pending commits')
        .option('--retry <sha>', 'plan this upstream commit again although the fork reverted its pick (the dashboard\'s "retry"; repeatable)', context/* collect */.F, [])
        .option('--max-bundle-size <n>', 'most commits per low-risk bundle (default 20)')
        .option('--out <file>', 'write the plan JSON to this file')
        .option('--json', 'print the plan JSON on stdout instead of a table')
        .option('--cache <file>', 'cross-run cache of hunks and pick verdicts (default: <git dir>/upstream-ingest/plan-cache.json)', 
    // The CLI asks for the git dir's cache unless --no-cache (the parser's own default is none: the actions).
    true)
        .option('--no-cache', 'compute every verdict again and keep no cache')
        .option('--upstream-ci <owner/name>', 'hold commits whose CI failed or is still running in this upstream GitHub repository (token in GITHUB_TOKEN)')
        .action(async (flags) => {
        const face = (0,options_face/* cliOptionFace */.$X)('plan', FLAGS, ctx.cwd);
        const o = await (0,options/* parsePlanOptions */.Z9)((0,raw_options/* rawFromFlags */.M)(flags, options/* PLAN_OPTION_KEYS */.Pk, FLAGS), { face });
        // The GitHub client (a third of a cold plan's module loading) only when upstream CI is asked for.
        const ci = o.upstreamCi ? await upstreamCiSource(o.upstreamCi, ctx) : undefined;
        const cache = o.cachePath ? await plan_cache/* PlanCacheFile */.S.load(o.cachePath, ctx.logger) : undefined;
        const plan = await (0,plan_plan/* runPlan */.F)(o.settings, {
            git: (0,git_runner.createGitRunner)(o.repo),
            logger: ctx.logger,
            ...(cache ? { cache } : {}),
            ...(ci ? { ci } : {}),
            ...(ctx.progress ? { progress: ctx.progress } : {}),
        });
        const json = `${JSON.stringify(plan, null, 2)}\n`;
        if (o.out)
            await writePlanOutputFile(o.out, json, face.where('out'));
        ctx.stdout(flags.json === true ? json : renderPlanText(plan, ctx.columns ? { width: ctx.columns } : {}));
    });
}
async function upstreamCiSource(repo, ctx) {
    const [{ GitHubUpstreamCiSource }, { githubClientFromEnv }] = await Promise.all([
        __webpack_require__.e(/* import() */ 946).then(__webpack_require__.bind(__webpack_require__, 1946)),
        Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(392), __webpack_require__.e(656)]).then(__webpack_require__.bind(__webpack_require__, 4656)),
    ]);
    return new GitHubUpstreamCiSource(githubClientFromEnv(process.env, ctx.logger), repo);
}


/***/ }),

/***/ 7688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ fitMarkdown),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* unused harmony export GITHUB_LIMITS */
/**
 * GitHub's size limits for what we write, and the `<details>` fold that keeps long parts out of the way. GitHub
 * renders markdown inside `<details>` when a blank line follows `<summary>`.
 */
const GITHUB_LIMITS = {
    /** A job summary (GITHUB_STEP_SUMMARY) per step: 1 MiB; larger ones are not shown at all. */
    stepSummary: 1024 * 1024,
    /** Issue, pull request and comment bodies. */
    body: 65_536,
    /** Check run output summary and text. */
    checkRun: 65_535,
};
/** A closed fold: `summary` (one line, already safe markdown) over `body`. */
function details(summary, body, open = false) {
    const text = typeof body === 'string' ? body : body.join('\n');
    return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${text.trimEnd()}\n\n</details>\n`;
}
const CUT_NOTE = '\n\n_(cut to fit GitHub’s size limit; the full report is in the run’s artifacts)_\n';
/**
 * Cuts markdown to `limit` characters at a line boundary, closes any `<details>` left open by the cut, and says so.
 * Text within the limit is returned as it is.
 */
function fitMarkdown(markdown, limit = GITHUB_LIMITS.body) {
    if (markdown.length <= limit)
        return markdown;
    const closer = '\n</details>\n';
    const room = limit - CUT_NOTE.length - closer.length * 4;
    let cut = markdown.lastIndexOf('\n', room);
    if (cut < room / 2)
        cut = room;
    let head = markdown.slice(0, cut);
    const open = (head.match(/<details[\s>]/g) ?? []).length - (head.match(/<\/details>/g) ?? []).length;
    for (let i = 0; i < Math.min(4, Math.max(0, open)); i++)
        head += closer;
    return `${head}${CUT_NOTE}`;
}


/***/ }),

/***/ 5864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pk: () => (/* binding */ PLAN_OPTION_KEYS),
/* harmony export */   Z9: () => (/* binding */ parsePlanOptions)
/* harmony export */ });
/* unused harmony export PlanOptionsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6921);
/* harmony import */ var _adapters_git_remote_fetch_upstream_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6542);
/* harmony import */ var _ledger_cache_option_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4766);
/* harmony import */ var _lag_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4973);
/* harmony import */ var _ledger_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6635);
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8857);
/* harmony import */ var _shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9413);







/**
 * The one options parser of plan (the `plan` command and the plan-bundles action): both map their names onto this
 * raw object and call parsePlanOptions, so the config and ledger loading, the path rule, the cache default and the
 * upstream-CI rule cannot differ between the faces.
 *
 * Paths (`repo`, `config`, `ledger`, `out`, `cache`) follow the one path rule: relative to the face's base (the
 * working directory on the CLI, the workspace in the action); the config's own `ledger` is relative to the config
 * file's folder. The cross-run cache is read as trusted input (commit records, pick verdicts), so it is off unless asked
 * for: `cache: true` is `<git dir>/upstream-ingest/plan-cache.json`. The CLI asks by default (`--cache` defaults to
 * it, `--no-cache` turns it off: a person's clone is theirs); the action only with `cache-file` (a self-hosted
 * runner's checkout may be shared with other jobs).
 */
const PlanOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    ..._lag_options_js__WEBPACK_IMPORTED_MODULE_2__/* .LedgerOptionsShape */ .jg,
    limit: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .countOption */ .D3)(),
    maxBundleSize: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .countOption */ .D3)(),
    /** Write the plan JSON here. */
    out: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .textOption */ .vU)(),
    /**
     * Upstream commits (SHA prefixes, 7+ hex) whose reverted pick a person asked to retry (the dashboard's "retry"
     * box): planned again although the fork reverted them.
     */
    retry: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .listOption */ .y8)().refine((l) => l.every((r) => /^[0-9a-fA-F]{7,64}$/.test(r)), {
        message: 'expected upstream commit SHAs (7+ hex digits)',
    }),
    /** The cache file, `true` for the one in the git dir; absent or `false`: none. */
    cache: _ledger_cache_option_js__WEBPACK_IMPORTED_MODULE_1__/* .CacheOptionSchema */ .L,
    /** Fetch upstream from here first (owner/name, an https URL or a local path); absent: refs already present. */
    upstreamRepository: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .textOption */ .vU)(),
    /**
     * Hold commits whose upstream CI failed or still runs: the upstream GitHub repository (`owner/name`), or `true`
     * for the one `upstreamRepository` names.
     */
    upstreamCi: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()])
        .optional()
        .transform((v) => v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v),
});
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
const PLAN_OPTION_KEYS = Object.keys(PlanOptionsSchema.shape);
const OWNER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
async function parsePlanOptions(raw, ctx) {
    const { face } = ctx;
    const o = (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRawOptions */ .oP)(PlanOptionsSchema, raw, face);
    const repo = (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .facePath */ .rW)(face, o.repo);
    let upstream;
    try {
        upstream = o.upstreamRepository ? (0,_adapters_git_remote_fetch_upstream_js__WEBPACK_IMPORTED_MODULE_0__/* .parseUpstreamLocation */ .UK)(o.upstreamRepository, ctx.serverUrl) : undefined;
    }
    catch (error) {
        throw (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .optionError */ .mp)(face, 'upstreamRepository', error instanceof Error ? error.message : String(error));
    }
    const ciRepo = o.upstreamCi === true ? upstream?.repository : o.upstreamCi || undefined;
    if (o.upstreamCi === true && !ciRepo)
        throw (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .optionError */ .mp)(face, 'upstreamCi', `needs ${face.name('upstreamRepository')} as owner/name on this GitHub server`);
    if (ciRepo && !OWNER_NAME.test(ciRepo))
        throw (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .optionError */ .mp)(face, 'upstreamCi', 'expected owner/name');
    const { config, configPath: _c, ledgerPath: _l, ...ledger } = await (0,_ledger_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .loadLedgerInputs */ .l)(o, face);
    const cachePath = await (0,_ledger_cache_option_js__WEBPACK_IMPORTED_MODULE_1__/* .cacheFilePath */ .k)(repo, o.cache, face);
    const [owner = '', name = ''] = ciRepo?.split('/') ?? [];
    return {
        repo,
        settings: {
            upstream: o.upstream,
            fork: o.fork,
            ...ledger,
            config: { ...config, maxBundleSize: o.maxBundleSize ?? config.maxBundleSize },
            ...(o.limit !== undefined ? { limit: o.limit } : {}),
            ...(o.retry.length ? { retry: o.retry.map((r) => r.toLowerCase()) } : {}),
            now: new Date(),
        },
        ...(upstream ? { upstream } : {}),
        ...(o.out ? { out: (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .facePath */ .rW)(face, o.out) } : {}),
        ...(cachePath ? { cachePath } : {}),
        ...(ciRepo ? { upstreamCi: { owner, repo: name } } : {}),
    };
}


/***/ }),

/***/ 7552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runPlan)
});

// EXTERNAL MODULE: ./src/adapters/git/read/diff-hunks.ts
var diff_hunks = __webpack_require__(9781);
// EXTERNAL MODULE: ./src/adapters/git/pick/merge-tree.ts + 2 modules
var merge_tree = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/shared/progress.ts
var progress = __webpack_require__(1378);
// EXTERNAL MODULE: ./src/adapters/git/read/refs.ts
var refs = __webpack_require__(3840);
// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/domain/plan/dependencies.ts + 1 modules
var dependencies = __webpack_require__(5249);
// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
;// CONCATENATED MODULE: ./src/domain/plan/holds.ts

/**
 * Ledger holds: `defer` without `blockedBy` holds the commit; with `blockedBy`, until the blocker is reached (in the
 * fork by ancestry, provenance or patch-id, or declared wont-port/skip). `blockerReached` answers for a blocker.
 */
function ledgerHolds(backlog, blockerReached) {
    const holds = new Map();
    for (const c of backlog) {
        const entry = c.ledger;
        if (!entry || entry.disposition !== 'defer')
            continue;
        if (!entry.blockedBy) {
            holds.set(c.sha, { kind: 'ledger-defer', reason: `deferred in the ledger: ${entry.reason}` });
            continue;
        }
        const reached = blockerReached(entry.blockedBy);
        if (reached)
            continue;
        const what = reached === undefined ? 'which is not a known commit' : 'which is not reached yet';
        holds.set(c.sha, {
            kind: 'blocked-by',
            reason: `deferred in the ledger until ${(0,short_sha/* short */.h)(entry.blockedBy)} lands (${what}): ${entry.reason}`,
        });
    }
    return holds;
}
/** Declared edges: a deferred commit waits for its blocker when the blocker is itself pending. */
function declaredEdges(backlog, pending) {
    return backlog.flatMap((c) => c.ledger?.disposition === 'defer' && c.ledger.blockedBy && pending.has(c.ledger.blockedBy)
        ? [
            {
                from: c.sha,
                to: c.ledger.blockedBy,
                kind: 'declared',
                reason: `declared: the ledger defers it until ${(0,short_sha/* short */.h)(c.ledger.blockedBy)} lands`,
            },
        ]
        : []);
}
/**
 * A commit that depends on a held commit is held too (it cannot land without it), in upstream order so that holds
 * travel down whole chains. Empty picks are not holds in this sense: their content is already in the fork.
 */
function propagateHolds(order, edges, holds) {
    const out = new Map(holds);
    const deps = new Map();
    for (const e of edges) {
        const list = deps.get(e.from);
        if (list)
            list.push(e);
        else
            deps.set(e.from, [e]);
    }
    for (const sha of order) {
        if (out.has(sha))
            continue;
        const blocking = (deps.get(sha) ?? []).find((e) => {
            const h = out.get(e.to);
            return h !== undefined && h.kind !== 'empty';
        });
        if (blocking) {
            const held = out.get(blocking.to);
            out.set(sha, {
                kind: 'depends-on-held',
                reason: `depends on ${(0,short_sha/* short */.h)(blocking.to)}, which is held (${held.kind}); ${blocking.reason}`,
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/plan/hunks.ts
/** Zero-context hunks of one commit, as the dependency analysis reads them. */
/** Changed lines of a commit (added + removed), from its hunks. */
function changedLines(c) {
    return c.files.reduce((n, f) => n + f.added + f.removed, 0);
}

// EXTERNAL MODULE: ./src/schemas/plan.ts
var schemas_plan = __webpack_require__(5385);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/domain/plan/bundling.ts

/** Stable bundle id: the first 12 hex digits of SHA-256 over the member SHAs in apply order. */
function bundleId(commits) {
    return (0,external_node_crypto_.createHash)('sha256').update(commits.join('\n')).digest('hex').slice(0, 12);
}
const KIND_RANK = { 'low-risk': 0, toolchain: 1, 'risky-chain': 2 };
/**
 * Groups commits into bundles and orders them:
 * - units: commits that must travel together (revert pairs, and any cycle that pairing creates) are one unit;
 * - a unit is a seed when it holds a risky or toolchain commit; a seed with no seed among its ancestors is a root;
 *   every unit below a root joins the lane of the latest root among its ancestors, so a risky commit's dependents
 *   (risky or not) follow it in its chain, and a commit below two independent roots joins the later root's chain,
 *   which then depends on the earlier chain (lanes only ever depend on earlier lanes: no cycles);
 * - a chain holding a toolchain commit is a toolchain bundle;
 * - units with no seed among their ancestors are low-risk, cut into bundles of at most maxBundleSize in dependency
 *   order;
 * - bundles are ordered low-risk first, then toolchain, then risky chains, never before a bundle they depend on.
 */
function formBundles(input) {
    const index = new Map(input.order.map((s, i) => [s, i]));
    const edges = input.edges.filter((e) => index.has(e.from) && index.has(e.to) && e.from !== e.to);
    const units = buildUnits(input.order, edges, input.together, index);
    const unitOrder = topoOrder(units.count, units.deps, (u) => units.minIndex[u]);
    const rank = new Map(unitOrder.map((u, r) => [u, r]));
    const seedKind = (u) => {
        const members = units.members[u];
        if (members.some((s) => input.toolchain.has(s)))
            return 'toolchain';
        if (members.some((s) => input.risky.has(s)))
            return 'risky-chain';
        return undefined;
    };
    // A unit's lane is the latest root seed among its ancestors (itself when it is a seed with no seed above it).
    const lane = new Map();
    for (const u of unitOrder) {
        let best;
        for (const d of units.deps[u]) {
            const l = lane.get(d);
            if (l !== undefined && (best === undefined || rank.get(l) > rank.get(best)))
                best = l;
        }
        if (best !== undefined)
            lane.set(u, best);
        else if (seedKind(u))
            lane.set(u, u);
    }
    const groups = [];
    const bySeed = new Map();
    let low;
    let lowSize = 0;
    for (const u of unitOrder) {
        const seed = lane.get(u);
        if (seed !== undefined) {
            let g = bySeed.get(seed);
            if (!g) {
                g = { kind: seedKind(seed), units: [], seed };
                bySeed.set(seed, g);
                groups.push(g);
            }
            // A chain that carries a toolchain change goes to the toolchain lane wherever it started.
            if (seedKind(u) === 'toolchain')
                g.kind = 'toolchain';
            g.units.push(u);
            continue;
        }
        const size = units.members[u].length;
        if (!low || (lowSize > 0 && lowSize + size > input.maxBundleSize)) {
            low = { kind: 'low-risk', units: [] };
            lowSize = 0;
            groups.push(low);
        }
        low.units.push(u);
        lowSize += size;
    }
    const bundleOf = new Map();
    const formed = groups.map((g, gi) => {
        const commits = g.units.flatMap((u) => units.members[u]).sort((a, b) => index.get(a) - index.get(b));
        for (const s of commits)
            bundleOf.set(s, gi);
        const seedCommit = g.seed === undefined
            ? undefined
            : units.members[g.seed].find((s) => input.toolchain.has(s) || input.risky.has(s));
        return { kind: g.kind, commits, seed: seedCommit, id: bundleId(commits), deps: new Set() };
    });
    for (const e of edges) {
        const a = bundleOf.get(e.from);
        const b = bundleOf.get(e.to);
        if (a !== b)
            formed[a].deps.add(b);
    }
    const order = topoOrder(formed.length, formed.map((f) => [...f.deps]), (b) => KIND_RANK[formed[b].kind] * input.order.length + index.get(formed[b].commits[0]));
    return order.map((b) => {
        const f = formed[b];
        return {
            id: f.id,
            kind: f.kind,
            commits: f.commits,
            ...(f.seed ? { seed: f.seed } : {}),
            dependsOn: [...f.deps].sort((x, y) => order.indexOf(x) - order.indexOf(y)).map((d) => formed[d].id),
        };
    });
}
/** Merges travel-together pairs, then every strongly connected component the merge creates, into units. */
function buildUnits(order, edges, together, index) {
    const parent = order.map((_, i) => i);
    const find = (i) => {
        while (parent[i] !== i)
            i = parent[i] = parent[parent[i]];
        return i;
    };
    const union = (a, b) => {
        const ra = find(a);
        const rb = find(b);
        if (ra !== rb)
            parent[Math.max(ra, rb)] = Math.min(ra, rb);
    };
    for (const [a, b] of together) {
        const ia = index.get(a);
        const ib = index.get(b);
        if (ia !== undefined && ib !== undefined)
            union(ia, ib);
    }
    for (;;) {
        const roots = [...new Set(order.map((_, i) => find(i)))];
        const adj = new Map(roots.map((r) => [r, new Set()]));
        for (const e of edges) {
            const a = find(index.get(e.from));
            const b = find(index.get(e.to));
            if (a !== b)
                adj.get(a).add(b);
        }
        const sccs = stronglyConnected(roots, adj).filter((c) => c.length > 1);
        if (!sccs.length) {
            const unitOf = new Map(roots.map((r, u) => [r, u]));
            const members = roots.map(() => []);
            order.forEach((s, i) => members[unitOf.get(find(i))].push(s));
            const deps = roots.map((r) => [...adj.get(r)].map((d) => unitOf.get(d)));
            return { count: roots.length, members, deps, minIndex: members.map((m) => index.get(m[0])) };
        }
        for (const c of sccs)
            for (const r of c.slice(1))
                union(c[0], r);
    }
}
/** Tarjan's algorithm, iterative (histories are long). */
function stronglyConnected(nodes, adj) {
    const idx = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const out = [];
    let counter = 0;
    for (const start of nodes) {
        if (idx.has(start))
            continue;
        const work = [];
        const visit = (n) => {
            idx.set(n, counter);
            low.set(n, counter++);
            stack.push(n);
            onStack.add(n);
            work.push({ node: n, it: adj.get(n)[Symbol.iterator]() });
        };
        visit(start);
        while (work.length) {
            const top = work[work.length - 1];
            const next = top.it.next();
            if (!next.done) {
                const m = next.value;
                if (!idx.has(m))
                    visit(m);
                else if (onStack.has(m))
                    low.set(top.node, Math.min(low.get(top.node), idx.get(m)));
                continue;
            }
            work.pop();
            const parentFrame = work[work.length - 1];
            if (parentFrame)
                low.set(parentFrame.node, Math.min(low.get(parentFrame.node), low.get(top.node)));
            if (low.get(top.node) === idx.get(top.node)) {
                const comp = [];
                let m;
                do {
                    m = stack.pop();
                    onStack.delete(m);
                    comp.push(m);
                } while (m !== top.node);
                out.push(comp);
            }
        }
    }
    return out;
}
/**
 * Kahn's algorithm over `deps` (node → nodes that must come first), taking the ready node with the smallest key.
 * Throws on a cycle: callers build acyclic graphs, so one is a bug.
 */
function topoOrder(count, deps, key) {
    const remaining = deps.map((d) => new Set(d).size);
    const dependents = Array.from({ length: count }, () => []);
    deps.forEach((d, n) => {
        for (const m of new Set(d))
            dependents[m].push(n);
    });
    const heap = new MinHeap((a, b) => key(a) - key(b) || a - b);
    for (let n = 0; n < count; n++)
        if (remaining[n] === 0)
            heap.push(n);
    const out = [];
    while (heap.size) {
        const n = heap.pop();
        out.push(n);
        for (const m of dependents[n])
            if (--remaining[m] === 0)
                heap.push(m);
    }
    if (out.length !== count)
        throw new Error(`dependency cycle among ${count - out.length} bundles or commits`);
    return out;
}
class MinHeap {
    less;
    items = [];
    constructor(less) {
        this.less = less;
    }
    get size() {
        return this.items.length;
    }
    push(item) {
        const a = this.items;
        a.push(item);
        let i = a.length - 1;
        while (i > 0) {
            const p = (i - 1) >> 1;
            if (this.less(a[i], a[p]) >= 0)
                break;
            [a[i], a[p]] = [a[p], a[i]];
            i = p;
        }
    }
    pop() {
        const a = this.items;
        const top = a[0];
        const last = a.pop();
        if (a.length && last !== undefined) {
            a[0] = last;
            let i = 0;
            for (;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && this.less(a[l], a[m]) < 0)
                    m = l;
                if (r < a.length && this.less(a[r], a[m]) < 0)
                    m = r;
                if (m === i)
                    break;
                [a[i], a[m]] = [a[m], a[i]];
                i = m;
            }
        }
        return top;
    }
}

// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
;// CONCATENATED MODULE: ./src/domain/plan/risk.ts


/**
 * Points of the risk model (docs/plan-bundles.md). Conflict evidence is decisive; the rest follow the resolve rates
 * measured on a real Triton fork: 10% of picks under 20 changed lines needed a resolution, 15% at 20–99, 22% at
 * 100–499, 39% at 500+, so a size bucket adds its rate above the small-change base.
 */
const RISK_POINTS = {
    conflict: 100,
    unknown: 100,
    size: [
        { min: 500, points: 29 },
        { min: 100, points: 12 },
        { min: 20, points: 5 },
    ],
    binary: 5,
    /** The fork's own commits changed the path since the merge-base: first path, each further path, cap. */
    forkPathFirst: 15,
    forkPathEach: 5,
    forkPathCap: 25,
    revert: 15,
    reland: 10,
};
function compileRiskRules(config) {
    return {
        threshold: config.riskThreshold,
        risky: config.risky.map((rule) => ({ rule, match: (0,glob/* pathMatcher */.kZ)([rule.glob]) })),
        toolchain: (0,glob/* pathMatcher */.kZ)(config.toolchain),
    };
}
const list = (items, max = 3) => items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
/** Scores one commit from its evidence; every point comes with a reason that names paths and commits. */
function scoreCommit(e, rules) {
    let score = 0;
    const reasons = [];
    const add = (points, reason) => {
        score += points;
        reasons.push(points > 0 ? `${reason} (+${points})` : reason);
    };
    if (e.prediction === 'conflict') {
        add(RISK_POINTS.conflict, `predicted conflict picking onto the fork tip in ${list(e.conflictPaths, 5)}`);
    }
    else if (e.prediction === 'unknown') {
        add(RISK_POINTS.unknown, `could not be evaluated: ${e.unknownReason ?? 'unknown reason'}`);
    }
    if (e.changedLines !== undefined) {
        const bucket = RISK_POINTS.size.find((b) => e.changedLines >= b.min);
        if (bucket)
            add(bucket.points, `large change: ${e.changedLines} changed lines (resolve rates grow with size)`);
    }
    if (e.binaryPaths.length)
        add(RISK_POINTS.binary, `changes binary files: ${list(e.binaryPaths)}`);
    if (e.forkTouched.length) {
        const points = Math.min(RISK_POINTS.forkPathCap, RISK_POINTS.forkPathFirst + RISK_POINTS.forkPathEach * (e.forkTouched.length - 1));
        const named = e.forkTouched.map((t) => `${t.path} (fork ${t.forkCommits
            .slice(-2)
            .map((f) => (0,short_sha/* short */.h)(f))
            .join(', ')})`);
        const what = e.forkTouched.length === 1 ? 'a path' : `${e.forkTouched.length} paths`;
        add(points, `touches ${what} the fork's own commits changed since the merge-base: ${list(named)}`);
    }
    for (const { rule, match } of rules.risky) {
        const hits = e.paths.filter(match);
        if (hits.length)
            add(rule.weight, `${rule.reason ?? `matches risky glob ${rule.glob}`}: ${list(hits)}`);
    }
    if (e.revert) {
        const t = e.revert.targets;
        const names = t.length
            ? t.map((x) => `${(0,short_sha/* short */.h)(x.sha)}${x.pending ? '' : ' (already in the fork)'}`).join(', ')
            : `"${e.revert.named}"`;
        if (e.revert.kind === 'revert')
            add(RISK_POINTS.revert, `reverts ${names}`);
        else
            add(RISK_POINTS.reland, `relands ${names}`);
    }
    const toolchain = e.paths.filter(rules.toolchain);
    if (toolchain.length)
        reasons.push(`toolchain lane: changes ${list(toolchain)}`);
    return { score, reasons };
}
function isToolchain(paths, rules) {
    return paths.some(rules.toolchain);
}
/** Risky commits start risky chains: a predicted conflict, an unevaluated pick, or a score at the threshold. */
function isRisky(prediction, risk, rules) {
    return prediction === 'conflict' || prediction === 'unknown' || risk.score >= rules.threshold;
}

;// CONCATENATED MODULE: ./src/domain/plan/planner.ts




const MAX_BUNDLE_REASONS = 12;
/** Turns the evidence into the plan: predictions, risk, holds (including empty picks) and ordered bundles. */
function assemblePlan(input) {
    const backlog = new Set(input.commits.map((c) => c.sha));
    const subjects = new Map(input.commits.map((c) => [c.sha, c.subject]));
    const links = new Map(input.revertLinks.map((l) => [l.sha, l]));
    const holds = new Map(input.holds);
    const planCommits = [];
    const risks = new Map();
    const predictions = new Map();
    for (const c of input.commits) {
        const held = holds.get(c.sha);
        const p = held
            ? (input.heldPredictions?.get(c.sha) ?? { verdict: 'unknown', conflictPaths: [] })
            : (input.predictions.get(c.sha) ?? missing());
        const link = links.get(c.sha);
        const risk = scoreCommit({
            sha: c.sha,
            // A held commit is not evaluated; its risk shows the other evidence only.
            prediction: held ? 'clean' : p.verdict,
            conflictPaths: held ? [] : p.conflictPaths,
            ...(p.reason && !held ? { unknownReason: p.reason } : {}),
            paths: c.paths,
            ...(c.changedLines !== undefined ? { changedLines: c.changedLines } : {}),
            binaryPaths: c.binaryPaths,
            forkTouched: c.paths.flatMap((path) => {
                const forkCommits = input.forkTouched.get(path);
                return forkCommits?.length ? [{ path, forkCommits }] : [];
            }),
            ...(link
                ? {
                    revert: {
                        kind: link.kind,
                        named: link.named,
                        targets: link.targets.map((t) => ({ sha: t, pending: backlog.has(t) })),
                    },
                }
                : {}),
        }, input.rules);
        if (held)
            risk.reasons.unshift(`not evaluated: held (${held.kind}), predicted ${p.verdict} on the fork tip`);
        if (!held && p.verdict === 'empty') {
            holds.set(c.sha, { kind: 'empty', reason: 'the pick would be empty: the fork already has this change' });
        }
        risks.set(c.sha, risk);
        predictions.set(c.sha, p);
    }
    const edgesFrom = new Map();
    for (const e of input.edges) {
        if (!backlog.has(e.from) || !backlog.has(e.to))
            continue;
        const m = edgesFrom.get(e.from) ?? new Map();
        m.set(e.to, [...(m.get(e.to) ?? []), e.reason]);
        edgesFrom.set(e.from, m);
    }
    const position = new Map(input.commits.map((c, i) => [c.sha, i]));
    for (const c of input.commits) {
        const p = predictions.get(c.sha);
        const deps = [...(edgesFrom.get(c.sha) ?? new Map()).entries()]
            .sort(([a], [b]) => position.get(a) - position.get(b))
            .map(([sha, reasons]) => ({ sha, reason: [...new Set(reasons)].join('; ') }));
        planCommits.push({
            sha: c.sha,
            subject: c.subject,
            committedAt: c.committedAt,
            prediction: p.verdict,
            conflictPaths: [...p.conflictPaths],
            risk: risks.get(c.sha),
            dependsOn: deps,
        });
    }
    const plannable = input.commits.map((c) => c.sha).filter((s) => !holds.has(s));
    const plannableSet = new Set(plannable);
    const byCommit = new Map(input.commits.map((c) => [c.sha, c]));
    const risky = new Set(plannable.filter((s) => isRisky(predictions.get(s).verdict, risks.get(s), input.rules)));
    const toolchain = new Set(plannable.filter((s) => isToolchain(byCommit.get(s).paths, input.rules)));
    const together = input.revertLinks.flatMap((l) => plannableSet.has(l.sha)
        ? l.targets.filter((t) => plannableSet.has(t)).map((t) => [l.sha, t])
        : []);
    const formed = formBundles({
        order: plannable,
        edges: input.edges.filter((e) => plannableSet.has(e.from) && plannableSet.has(e.to)),
        together,
        risky,
        toolchain,
        maxBundleSize: input.maxBundleSize,
    });
    const bundles = formed.map((b) => describeBundle(b, { risks, predictions, subjects, threshold: input.rules.threshold }));
    const held = input.commits.flatMap((c) => {
        const h = holds.get(c.sha);
        if (!h)
            return [];
        // Held for a reason of its own: what its pick would do on the fork tip is said all the same.
        const p = input.heldPredictions?.get(c.sha);
        return [
            {
                sha: c.sha,
                subject: c.subject,
                reason: h.reason,
                kind: h.kind,
                ...(p && h.kind !== 'empty' ? { prediction: p.verdict, conflictPaths: [...p.conflictPaths] } : {}),
            },
        ];
    });
    return {
        schemaVersion: schemas_plan/* PLAN_SCHEMA_VERSION */.jk,
        generatedAt: input.generatedAt,
        upstream: input.upstream,
        fork: input.fork,
        mergeBase: input.mergeBase,
        pending: planCommits,
        bundles,
        held,
    };
}
function missing() {
    throw new Error('internal: a commit that is not held has no prediction');
}
function describeBundle(b, d) {
    const score = Math.max(0, ...b.commits.map((s) => d.risks.get(s).score));
    const conflicts = [...new Set(b.commits.flatMap((s) => d.predictions.get(s).conflictPaths))].sort();
    const reasons = [];
    const n = b.commits.length;
    if (b.kind === 'low-risk') {
        reasons.push(`${n} commit${n === 1 ? '' : 's'} predicted clean, each scoring below ${d.threshold}`);
    }
    else {
        const seed = b.seed;
        const rest = n - 1;
        const what = b.kind === 'toolchain' ? 'toolchain commit' : 'risky commit';
        reasons.push(`starts at ${what} ${(0,short_sha/* short */.h)(seed)} (${d.subjects.get(seed) ?? ''}), score ${d.risks.get(seed).score}` +
            (rest ? `; ${rest} more commit${rest === 1 ? '' : 's'} in this chain` : ''));
    }
    const ranked = [...b.commits]
        .filter((s) => d.risks.get(s).score > 0 || d.risks.get(s).reasons.length)
        .sort((x, y) => d.risks.get(y).score - d.risks.get(x).score);
    const detail = ranked.flatMap((s) => d.risks.get(s).reasons.map((r) => `${(0,short_sha/* short */.h)(s)}: ${r}`));
    reasons.push(...detail.slice(0, MAX_BUNDLE_REASONS - 1));
    if (detail.length > MAX_BUNDLE_REASONS - 1)
        reasons.push(`… and ${detail.length - (MAX_BUNDLE_REASONS - 1)} more reasons`);
    return {
        id: b.id,
        kind: b.kind,
        commits: b.commits,
        risk: { score, reasons },
        predictedConflicts: conflicts,
        dependsOn: b.dependsOn,
    };
}

;// CONCATENATED MODULE: ./src/domain/plan/upstream-ci.ts
/**
 * The hold reason for a CI state, or undefined when the commit may be planned: upstream's CI failed or is still
 * running, unless the fork's config allows that state.
 */
function ciHoldReason(state, allow = []) {
    if (state === 'failure' && !allow.includes('failure'))
        return 'upstream CI failed on this commit';
    if (state === 'pending' && !allow.includes('pending'))
        return 'upstream CI has not finished on this commit';
    return undefined;
}

// EXTERNAL MODULE: ./src/services/ledger/ingestion-state.ts + 15 modules
var ingestion_state = __webpack_require__(9844);
// EXTERNAL MODULE: ./src/adapters/git/read/ancestry.ts
var ancestry = __webpack_require__(5411);
// EXTERNAL MODULE: ./src/shared/one-shot-parse.ts
var one_shot_parse = __webpack_require__(772);
;// CONCATENATED MODULE: ./src/services/plan/plan.ts
















const CI_CONCURRENCY = 8;
/** Plans the backlog: dependencies, holds, conflict prediction, risk, bundles. */
async function runPlan(settings, deps) {
    const merges = new Merges(settings, deps);
    try {
        return await planWith(settings, deps, merges);
    }
    finally {
        await merges.close();
    }
}
async function planWith(settings, deps, merges) {
    const { git, logger } = deps;
    const kept = deps.history ?? deps.cache?.history;
    // With a limit, only the oldest commits up to the limit-th unreached one are classified (their classes are exact).
    const state = await (0,ingestion_state.readIngestionState)({
        ...settings,
        ...(settings.limit !== undefined && !settings.classifyAll ? { unreachedWanted: settings.limit } : {}),
    }, {
        ...deps,
        ...(kept ? { history: kept } : {}),
        ...(merges.ahead ? { onProvisionalBacklog: (b) => merges.startAhead(b) } : {}),
    });
    merges.stopAhead();
    const unreached = state.classified.filter((c) => !c.reached);
    const backlog = settings.limit !== undefined ? unreached.slice(0, settings.limit) : unreached;
    const base = {
        schemaVersion: schemas_plan/* PLAN_SCHEMA_VERSION */.jk,
        generatedAt: settings.now.toISOString(),
        upstream: state.upstream,
        fork: state.fork,
        mergeBase: state.mergeBase.sha,
        ...(state.incomplete?.length ? { incomplete: true, incompleteReasons: [...state.incomplete] } : {}),
    };
    if (!backlog.length) {
        logger.info('Nothing pending: the plan is empty');
        return { ...base, pending: [], bundles: [], held: [] };
    }
    logger.info(state.classifiedThrough === undefined
        ? `Planning ${backlog.length} of ${unreached.length} pending upstream commits`
        : `Planning the ${backlog.length} oldest pending upstream commits`);
    const records = new Map(state.upstreamCommits.map((c) => [c.sha, c]));
    const order = backlog.map((c) => c.sha);
    const pending = new Set(order);
    const reachedBlockers = await blockerStates(git, state, backlog);
    const holds = ledgerHolds(backlog, (ref) => reachedBlockers.get(ref));
    for (const [sha, hold] of await ciHolds(deps.ci, order.filter((s) => !holds.has(s)), settings.config.upstreamCiAllow ?? []))
        holds.set(sha, hold);
    const predict = (shas, sideWork) => {
        const toPredict = shas.map((sha) => ({
            sha,
            parent: records.get(sha)?.parents[0],
            ...(records.get(sha)?.paths ? { paths: records.get(sha).paths } : {}),
            ...(records.get(sha) ? { committedAt: records.get(sha).committedAt } : {}),
        }));
        const predicting = (deps.progress ?? progress/* noProgressFactory */.dw)('predicting picks', toPredict.length);
        return merges
            .predict(state.fork.sha, toPredict, {
            onProgress: (_done, sha) => predicting.tick(1, sha.slice(0, 10)),
            ...(deps.cache ? { cache: deps.cache } : {}),
            ...(sideWork ? { sideWork } : {}),
        })
            .finally(() => predicting.done());
    };
    // A hold spreads along dependency edges from a held commit only: with none held, every commit is predicted, so
    // the merges start now, beside the hunk read and the dependencies, instead of after them; they go one at a time
    // until that work is done (it takes the other core), then speculate as the clean rate allows.
    let sideDone = () => { };
    const sideWork = new Promise((done) => (sideDone = done));
    const early = holds.size ? undefined : predict(order, sideWork);
    early?.catch(() => undefined); // awaited below
    // Only a path two pending commits touch can carry an edge: the hunk read and the line tracking keep to those.
    const scope = backlogScope(state, pending);
    const hunks = await readBacklogHunks(git, scope, deps.cache, state.patches);
    if (hunks.failed.size) {
        logger.warning(`${hunks.failed.size} patches could not be read (missing objects); their whole files count as changed`);
    }
    const tracked = trackedCommits(scope, hunks.commits);
    // Links and labels are read for pending commits only, each pointing back: the commits up to the newest one do.
    const newest = state.upstreamCommits.findLastIndex((c) => pending.has(c.sha));
    const subjects = new Map(state.upstreamCommits
        .slice(0, newest + 1)
        .filter((c) => c.parents.length <= 1)
        .map((c) => [c.sha, (0,commit/* subjectOf */.e)(c.message)]));
    // The ledger paired every missing commit already; a commit's link depends only on the commits before it (and refs
    // resolve against all of them), so the links up to the newest pending commit are the ledger's, not computed again.
    const links = state.revertLinks.filter((l) => subjects.has(l.sha));
    const edges = [
        ...(0,dependencies/* textualEdges */.oQ)(tracked),
        ...(0,dependencies/* revertEdges */.hf)(links, pending, subjects),
        ...declaredEdges(backlog, pending),
    ];
    logger.info(`${edges.length} dependency edges among pending commits`);
    const allHolds = propagateHolds(order, edges, holds);
    // What the plan needs besides the verdicts is made while the merges run (one at a time until it is): after the last
    // one, only the bundles are.
    const plannerCommits = backlog.map((c) => {
        const h = hunks.commits.get(c.sha);
        return {
            sha: c.sha,
            subject: c.subject,
            committedAt: c.committedAt,
            paths: (records.get(c.sha)?.paths ?? []).map((p) => p.path),
            ...(h ? { changedLines: changedLines(h) } : {}),
            binaryPaths: h ? h.files.filter((f) => f.binary).map((f) => f.path) : [],
        };
    });
    const forkTouched = forkOwnPaths(state, backlog, plannerCommits.flatMap((c) => c.paths));
    const rules = compileRiskRules(settings.config);
    sideDone();
    const predicted = await (early ?? predict(order.filter((s) => !allHolds.has(s))));
    // Held commits are predicted too, on the fork tip in their own run (so the verdicts of the others stay those of
    // the picks that will be made): a deferral says "held, predicted clean/conflict" rather than nothing.
    const heldOrder = order.filter((s) => allHolds.has(s));
    const heldPredicted = heldOrder.length ? await predict(heldOrder) : undefined;
    if (predicted.cache)
        logger.info(`plan cache: ${predicted.cache.hits} verdicts reused, ${predicted.cache.misses} merged again`);
    if (predicted.kept)
        logger.debug(`${predicted.kept} of ${predicted.verdicts.length} verdicts merged ahead, while the ledger was read`);
    await deps.cache?.save().catch((error) => logger.warning(`plan cache not saved: ${String(error)}`));
    const predictions = new Map(predicted.verdicts.map((v) => [
        v.sha,
        { verdict: v.verdict, conflictPaths: v.conflictPaths, ...(v.reason ? { reason: v.reason } : {}) },
    ]));
    const heldPredictions = new Map((heldPredicted?.verdicts ?? []).map((v) => [
        v.sha,
        { verdict: v.verdict, conflictPaths: v.conflictPaths, ...(v.reason ? { reason: v.reason } : {}) },
    ]));
    const counts = countBy(predicted.verdicts.map((v) => v.verdict));
    logger.info(`Predicted ${predicted.verdicts.length} picks (${predicted.mode}): ${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') || 'none'}`);
    const plan = assemblePlan({
        ...base,
        commits: plannerCommits,
        edges,
        holds: allHolds,
        predictions,
        heldPredictions,
        forkTouched,
        revertLinks: links,
        rules,
        maxBundleSize: settings.config.maxBundleSize,
    });
    logger.info(`${plan.bundles.length} bundles (${Object.entries(countBy(plan.bundles.map((b) => b.kind)))
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') || 'none'}), ${plan.held.length} held`);
    // The plan is a contract with apply-bundle: never write one that does not match its schema.
    return schemas_plan/* PlanSchema */.fB.parse({
        ...plan,
        ...(state.incomplete?.length ? { incomplete: true, incompleteReasons: [...state.incomplete] } : {}),
    }, one_shot_parse/* ONE_SHOT_PARSE */.c);
}
/**
 * The plan's merges, on one `PickPredictor`. Ahead of the ledger: as soon as provenance and the ledger are read, the
 * provisional backlog's picks are merged one at a time (the ledger's own reads take the other core), until the ledger
 * has classified the window. The final passes then take every merge they share with that one (same commit, same
 * simulated tip) and merge the rest: the verdicts are those of one sequential pass over the final list. Not with a
 * cache that holds verdicts (it answers most merges), the per-commit fallback, or upstream CI holds (what they hold
 * is known only after the lookups, and every held commit changes the chain of tips after it). Its merge processes
 * start with the plan, beside the history read, so that the first merge ahead does not wait for them.
 */
class Merges {
    settings;
    deps;
    ahead;
    /** Opened on the fork ref when the plan starts: its merge processes start beside the history read. */
    warmed;
    opened;
    stopped = false;
    constructor(settings, deps) {
        this.settings = settings;
        this.deps = deps;
        this.ahead = (settings.predictMode ?? 'batch') === 'batch' && !deps.ci && !((deps.cache?.pickCount ?? 0) > 0);
        if (!this.ahead)
            return;
        // A failure here is no answer: the ledger reports a bad ref, and the fork tip's SHA opens a predictor of its own.
        this.warmed = merge_tree/* PickPredictor */.MH.open(deps.git, settings.fork, this.options())
            .then((p) => {
            p.warm();
            return p;
        })
            .catch(() => undefined);
    }
    startAhead(backlog) {
        if (this.opened || !backlog.commits.length)
            return;
        this.deps.logger.debug(`merging ahead of the ledger: ${backlog.commits.length} provisional picks`);
        const predictor = this.open(backlog.forkSha, backlog.tipObjects);
        const commits = backlog.commits.map((c) => ({
            sha: c.sha,
            parent: c.parents[0],
            committedAt: c.committedAt,
        }));
        // Its verdicts are not read: the merges it ran are, by the final passes.
        void predictor
            .then((p) => p.predict(commits, { maxWidth: 1, stop: () => this.stopped }))
            .then((r) => this.deps.logger.debug(`merged ${r.merged} picks ahead of the ledger`))
            .catch(() => undefined);
    }
    stopAhead() {
        this.stopped = true;
    }
    predict(tip, commits, options) {
        return this.open(tip).then((p) => p.predict(commits, options));
    }
    async close() {
        this.stopped = true;
        const [warmed, opened] = await Promise.all([this.warmed, this.opened?.catch(() => undefined)]);
        await Promise.all([warmed !== opened ? warmed?.close() : undefined, opened?.close()]);
    }
    /** The predictor for the fork tip (a full SHA): the one opened at the start when the ref still names that tip. */
    open(tip, tipObjects) {
        this.opened ??= (async () => {
            const warmed = await this.warmed;
            if (warmed?.tipCommit === tip)
                return warmed;
            await warmed?.close();
            return merge_tree/* PickPredictor */.MH.open(this.deps.git, tip, { ...this.options(), ...(tipObjects ? { tipObjects } : {}) });
        })();
        return this.opened;
    }
    options() {
        return { logger: this.deps.logger, ...(this.settings.predictMode ? { mode: this.settings.predictMode } : {}) };
    }
}
function backlogScope(state, pending) {
    const shared = sharedPaths(state.upstreamCommits.filter((c) => pending.has(c.sha)));
    const [first, last] = span(state.upstreamCommits, pending);
    const tracked = state.upstreamCommits.slice(first, last + 1).filter((c) => c.parents.length <= 1);
    // Per shared path, the positions of its first and last pending change: a commit in between moves lines that a
    // later pending commit may touch; one before the first only moves lines no pending commit owns yet, one after the
    // last moves lines no pending commit reads again. Neither can change an edge.
    const window = new Map();
    tracked.forEach((c, i) => {
        if (!pending.has(c.sha))
            return;
        for (const p of c.paths ?? []) {
            if (!shared.has(p.path))
                continue;
            const w = window.get(p.path);
            if (w)
                w[1] = i;
            else
                window.set(p.path, [i, i]);
        }
    });
    const commits = [];
    const read = [];
    tracked.forEach((c, i) => {
        const isPending = pending.has(c.sha);
        const paths = (c.paths ?? []).filter((p) => {
            const w = window.get(p.path);
            return w !== undefined && (isPending || (w[0] < i && i < w[1]));
        });
        if (paths.length)
            commits.push({ commit: c, pending: isPending, paths });
        if (paths.length || isPending)
            read.push(c.sha);
    });
    return { commits, read };
}
/**
 * One diff-tree for the pending commits and for the commits between two pending changes of a path two pending
 * commits touch (they move and take over lines; other paths cannot create an edge).
 */
async function readBacklogHunks(git, scope, cache, ledgerRead) {
    // Hunks of a commit never change: read only the ones no earlier run kept and the ledger did not just read.
    const cached = new Map();
    const known = new Map();
    for (const sha of scope.read) {
        const kept = cache?.hunksOf(sha);
        if (kept)
            cached.set(sha, kept);
        const h = kept ?? ledgerRead.get(sha);
        if (h)
            known.set(sha, h);
    }
    const read = await (0,diff_hunks/* readHunks */.ce)(git, scope.read.filter((sha) => !known.has(sha)));
    // The cache keeps, for the next run, what this run read itself or got from the ledger.
    for (const sha of scope.read) {
        const h = cached.has(sha) ? undefined : (read.commits.get(sha) ?? known.get(sha));
        if (h)
            cache?.setHunks(h);
    }
    return { commits: new Map([...known, ...read.commits]), failed: read.failed };
}
/** The commits the line tracking walks, each with its shared paths only (no other path can make an edge). */
function trackedCommits(scope, hunks) {
    return scope.commits.map(({ commit: c, pending, paths }) => {
        const h = hunks.get(c.sha);
        return { sha: c.sha, subject: (0,commit/* subjectOf */.e)(c.message), pending, paths, ...(h ? { hunks: h } : {}) };
    });
}
function sharedPaths(commits) {
    const seen = new Set();
    const shared = new Set();
    for (const c of commits) {
        for (const p of new Set((c.paths ?? []).map((x) => x.path))) {
            if (seen.has(p))
                shared.add(p);
            else
                seen.add(p);
        }
    }
    return shared;
}
function span(commits, pending) {
    let first = -1;
    let last = -1;
    commits.forEach((c, i) => {
        if (!pending.has(c.sha))
            return;
        if (first < 0)
            first = i;
        last = i;
    });
    return [first, last];
}
/**
 * Paths changed by the fork's own commits since the merge-base: not picks (provenance, or the patch-id or message
 * of an upstream commit up to the newest planned one) nor their reverts. Up to the newest planned commit, because a
 * plan with a limit classifies only that far: a fork commit that merely equals a newer upstream commit counts as the
 * fork's own, as it is for the planned commits (the fork has a change upstream made after them).
 */
function forkOwnPaths(state, backlog, backlogPaths) {
    const newest = backlog.at(-1)?.index ?? -1;
    const picks = new Set();
    for (const c of state.classified) {
        if (c.index > newest)
            break;
        for (const f of c.forkCommits)
            picks.add(f);
    }
    // Only the planned commits' paths are looked up: 10,000 fork commits at LLVM scale touch many more.
    const wanted = new Set(backlogPaths);
    const out = new Map();
    for (const f of state.forkCommits) {
        if (f.parents.length > 1 || picks.has(f.sha) || state.analysis.withProvenance.has(f.sha))
            continue;
        for (const p of f.paths ?? []) {
            if (!wanted.has(p.path))
                continue;
            // Appended in place: a path 1,000 fork commits touch is not copied 1,000 times (10,000 fork commits at LLVM scale).
            const list = out.get(p.path);
            if (list)
                list.push(f.sha);
            else
                out.set(p.path, [f.sha]);
        }
    }
    return out;
}
/**
 * Whether each ledger blocker is reached: known upstream commits by their classification; anything else by
 * ancestry of the fork tip. Unknown refs map to undefined.
 */
async function blockerStates(git, state, backlog) {
    const bySha = new Map(state.classified.map((c) => [c.sha, c]));
    const out = new Map();
    for (const c of backlog) {
        const ref = c.ledger?.disposition === 'defer' ? c.ledger.blockedBy : undefined;
        if (!ref || out.has(ref))
            continue;
        const known = bySha.get(ref);
        if (known) {
            out.set(ref, known.reached);
            continue;
        }
        const sha = /^[0-9a-f]{7,64}$/.test(ref) ? await (0,refs/* tryResolveCommit */.Fl)(git, ref) : undefined;
        if (!sha) {
            out.set(ref, undefined);
            continue;
        }
        out.set(ref, await (0,ancestry/* isAncestor */.Q)(git, sha, state.fork.sha));
    }
    return out;
}
async function ciHolds(ci, shas, allow) {
    const holds = new Map();
    if (!ci || !shas.length)
        return holds;
    const states = new Array(shas.length);
    let next = 0;
    const worker = async () => {
        while (next < shas.length) {
            const i = next++;
            states[i] = await ci.state(shas[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(CI_CONCURRENCY, shas.length) }, worker));
    shas.forEach((sha, i) => {
        const reason = ciHoldReason(states[i], allow);
        if (reason)
            holds.set(sha, { kind: 'upstream-ci', reason: `${reason} (${(0,short_sha/* short */.h)(sha)})` });
    });
    return holds;
}
function countBy(items) {
    const out = {};
    for (const i of items)
        out[i] = (out[i] ?? 0) + 1;
    return out;
}


/***/ })

};
