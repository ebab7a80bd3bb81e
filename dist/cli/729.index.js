export const id = 729;
export const ids = [729];
export const modules = {

/***/ 5729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderApplyText: () => (/* binding */ renderApplyText),
/* harmony export */   renderPrBody: () => (/* binding */ renderPrBody),
/* harmony export */   renderPrTitle: () => (/* binding */ renderPrTitle),
/* harmony export */   statusLabel: () => (/* binding */ statusLabel)
/* harmony export */ });
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);
/* harmony import */ var _commit_link_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9528);
/* harmony import */ var _agent_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7528);
/* harmony import */ var _impact_impact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1713);




/** Which downstream workloads the bundle touches, so their owners can judge it (owners as text: see the renderer). */
function impactSection(options) {
    if (!options.impact)
        return [];
    const lines = ['### Workload impact', ''];
    if (!options.impact.length)
        return [...lines, 'No configured workload is touched by these commits.'];
    return [...lines, ...(0,_impact_impact_js__WEBPACK_IMPORTED_MODULE_2__/* .renderWorkloadTouches */ .ZL)(options.impact)];
}
const STATUS_LABEL = {
    clean: 'CLEAN',
    resolved: 'RESOLVED',
    deferred: 'DEFERRED',
    'already-applied': 'ALREADY-APPLIED',
    empty: 'EMPTY',
    conflict: 'CONFLICT',
    rejected: 'REJECTED',
    'not-attempted': 'NOT-ATTEMPTED',
};
function statusLabel(status) {
    return STATUS_LABEL[status];
}
function bundleLabel(result) {
    return result.bundle ?? { kind: 'commits', id: result.branch.replace(/^.*\//, '') };
}
/** `[upstream-ingest] <kind> <id>: N upstream commits` — only our own words and validated ids, no upstream text. */
function renderPrTitle(result) {
    const { kind, id } = bundleLabel(result);
    const n = result.commits.length;
    return `[upstream-ingest] ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(kind)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(id)}: ${n} upstream commit${n === 1 ? '' : 's'}`;
}
function inline(text, options, maxLength = 200) {
    return (0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInline */ .bo)(text, {
        maxLength,
        ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}),
        ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    });
}
function pathList(paths, options, limit = 8) {
    if (paths.length === 0)
        return '—';
    const shown = paths.slice(0, limit).map((p) => inline(p, options, 120));
    return shown.join(', ') + (paths.length > limit ? ` and ${paths.length - limit} more` : '');
}
function commitsTable(result, options) {
    const rows = result.commits.map((c, i) => {
        const fork = c.forkSha ? `\`${c.forkSha.slice(0, 10)}\`` : '—';
        const note = c.reasons.length
            ? inline(c.reasons[0], options, 160)
            : c.reused
                ? 'unchanged from the previous run'
                : '';
        return `| ${i + 1} | ${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(c.sha, options.upstreamRepo, options.serverUrl)} | ${inline(c.subject, options, 120)} | ${statusLabel(c.status)} | ${fork} | ${note} |`;
    });
    return ['| # | upstream | subject | status | fork commit | note |', '|---:|---|---|---|---|---|', ...rows];
}
function conflictsSection(result, options) {
    const predictedCommits = result.commits.filter((c) => c.predicted === 'conflict');
    const actual = result.commits.filter((c) => c.conflictPaths.length > 0);
    const actualPaths = [...new Set(actual.flatMap((c) => c.conflictPaths))];
    const predictedPaths = options.predictedConflicts ?? [];
    const agree = (sha) => (predictedCommits.some((p) => p.sha === sha) ? 'yes' : 'no');
    const lines = [
        '### Conflicts: predicted vs actual',
        '',
        `- Predicted: ${predictedCommits.length} commit(s); paths: ${pathList(predictedPaths, options)}`,
        `- Actual: ${actual.length} commit(s); paths: ${pathList(actualPaths, options)}`,
    ];
    if (actual.length) {
        lines.push('', '| upstream | conflicted paths | predicted | outcome |', '|---|---|---|---|');
        for (const c of actual) {
            lines.push(`| ${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(c.sha, options.upstreamRepo, options.serverUrl)} | ${pathList(c.conflictPaths, options)} | ${agree(c.sha)} | ${statusLabel(c.status)} |`);
        }
    }
    return lines;
}
function guardRows(guards, options) {
    return guards.map((g) => `| ${g.name} | ${verdictCell(g)} | ${g.details.length ? inline(g.details.join('; '), options, 300) : ''} |`);
}
/** accept → pass; review → a person must approve; reject (or a failed guard of an older result) → FAIL. */
function verdictCell(g) {
    const verdict = g.verdict ?? (g.ok ? 'accept' : 'reject');
    return verdict === 'accept' ? 'pass' : verdict === 'review' ? '**REVIEW**' : '**FAIL**';
}
/** A landed resolution that needs a human approval: said first, so nobody merges the PR without reading why. */
function reviewSection(result, options) {
    if (!result.review?.needed)
        return [];
    return [
        '### Needs review',
        '',
        `A resolution below needs a human approval (label \`${result.review.label}\`; auto-merge stays off):`,
        '',
        ...result.review.reasons.slice(0, 20).map((r) => `- ${inline(r, options, 300)}`),
    ];
}
function guardsSection(result, options) {
    const guarded = result.commits.filter((c) => c.guards.length > 0 || c.agent);
    if (guarded.length === 0)
        return ['### Guards', '', 'No conflict resolution was needed, so no resolution guards ran.'];
    const lines = ['### Guards', ...(0,_agent_text_js__WEBPACK_IMPORTED_MODULE_1__/* .agentRunLine */ .xW)(result.agent)];
    for (const c of guarded) {
        lines.push('', `**${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(c.sha, options.upstreamRepo, options.serverUrl)}** ${inline(c.subject, options, 100)} — ${statusLabel(c.status)}`);
        if (c.resolution) {
            const landed = c.status === 'resolved';
            lines.push(`${landed ? 'Resolved by' : 'Last proposal by'} ${c.resolution.via}: ${inline(c.resolution.reason || 'no reason given', options, 300)}`);
            lines.push(...ladderRows(c.resolution.attempts ?? [], options));
        }
        lines.push(...(0,_agent_text_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFold */ .XT)(c.agent, c.resolution?.via ?? 'agent', (t) => inline(t, options, 300)));
        lines.push('', '| guard | result | details |', '|---|---|---|', ...guardRows(c.guards, options));
    }
    return lines;
}
/** The resolver ladder's attempts, one row each: rung, verdict (capped), what the guards said. */
function ladderRows(attempts, options) {
    if (attempts.length === 0)
        return [];
    return [
        '',
        '| rung | outcome | verdict | evidence |',
        '|---|---|---|---|',
        ...attempts.map((a) => `| ${a.rung}${a.chosen ? ' (chosen)' : ''} | ${a.outcome} | ${a.verdict ?? '—'}${a.verdict && a.guardVerdict !== a.verdict ? ` (guards: ${a.guardVerdict})` : ''} | ${inline(a.evidence.slice(0, 2).join('; ') || a.reason, options, 200)} |`),
    ];
}
function deferredSection(result, options) {
    if (result.deferred.length === 0)
        return [];
    return [
        '### Deferred',
        '',
        ...result.deferred.map((d) => `- ${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(d.sha, options.upstreamRepo, options.serverUrl)} ${inline(d.subject, options, 100)}: ${inline(d.reason, options, 300)}`),
    ];
}
function verifySection(result) {
    if (!result.verify)
        return [];
    const v = result.verify;
    const lines = [
        '### Verification',
        '',
        `The verify command ${v.ok ? 'passed' : 'failed'} on the branch head` +
            (v.probes
                ? ` after ${v.probes} bisection probe(s); culprit(s): ${v.culprits.map((s) => `\`${s.slice(0, 10)}\``).join(', ') || 'none'}`
                : '') +
            '.',
    ];
    if (v.summary)
        lines.push('', (0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeBlock */ .$m)(v.summary, 2000));
    return lines;
}
/** The PR body (also the job summary): commits, conflicts predicted vs actual, guards, deferrals, verification. */
function renderPrBody(result, options = {}) {
    const { kind, id } = bundleLabel(result);
    const c = result.counts;
    const header = `upstream-ingest applied ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(kind)} \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(id)}\` onto \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(result.base.ref)}\` ` +
        `(\`${result.base.sha.slice(0, 10)}\`): **${result.status}** — ${c.landed} landed (${c.clean} clean, ${c.resolved} resolved), ` +
        `${c.deferred} deferred, ${c.alreadyApplied} already applied, ${c.empty} empty.`;
    const sections = [
        [header, '', `Provenance: \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(result.provenance)}\`; on conflict: \`${result.onConflict}\`.`],
        reviewSection(result, options),
        commitsTable(result, options),
        impactSection(options),
        conflictsSection(result, options),
        guardsSection(result, options),
        deferredSection(result, options),
        verifySection(result),
    ].filter((s) => s.length > 0);
    return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
/** Plain text for a terminal: one line per commit, control characters removed. */
function renderApplyText(result) {
    const lines = [
        `status: ${result.status}`,
        `branch: ${result.branch} at ${result.head.slice(0, 12)} (base ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(result.base.ref)} ${result.base.sha.slice(0, 12)})`,
    ];
    for (const c of result.commits) {
        const fork = c.forkSha ? ` -> ${c.forkSha.slice(0, 12)}` : '';
        lines.push(`  ${statusLabel(c.status).padEnd(15)} ${c.sha.slice(0, 12)}${fork} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(c.subject).slice(0, 100)}`);
        for (const r of c.reasons)
            lines.push(`      ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(r)
                .replace(/\s*\n\s*/g, ' ')
                .slice(0, 300)}`);
    }
    if (result.verify)
        lines.push(`verify: ${result.verify.ok ? 'passed' : 'failed'}`);
    if (result.review?.needed) {
        lines.push(`review: needed (PR label ${result.review.label}; not to be auto-merged)`);
        for (const r of result.review.reasons.slice(0, 10))
            lines.push(`  ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(r)}`);
    }
    if (result.push)
        lines.push(`push: ${result.push.status} to ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(result.push.remote)}${result.push.reason ? ` (${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(result.push.reason)})` : ''}`);
    if (result.pr)
        lines.push(`pull request: #${result.pr.number} ${result.pr.url}${result.pr.created ? ' (created)' : ' (updated)'}`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 9528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ commitLink)
/* harmony export */ });
/* harmony import */ var _shared_short_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(868);

/**
 * A commit in markdown: its short SHA as code, linked to the commit's page when its repository is known (`owner/name`
 * on `serverUrl`, github.com by default); plain code otherwise (a local run, an unknown remote).
 */
function commitLink(sha, repo, serverUrl) {
    const code = `\`${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .h)(sha)}\``;
    if (!repo)
        return code;
    return `[${code}](${(serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${repo}/commit/${sha})`;
}


/***/ }),

/***/ 1713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ renderImpactMarkdown),
/* harmony export */   ZL: () => (/* binding */ renderWorkloadTouches),
/* harmony export */   cT: () => (/* binding */ computeImpact),
/* harmony export */   f1: () => (/* binding */ touchesByBundle),
/* harmony export */   jO: () => (/* binding */ workloadTouches)
/* harmony export */ });
/* harmony import */ var _shared_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5403);
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);


/**
 * The context gap, closed from the owners' side: for each workload, the commits whose paths match its globs; for each
 * owner, one sentence over every workload they own ("12 upstream commits touching your matmul kernels land; 2 are
 * risky"). Pure: commits and workloads in, the report out.
 */
function computeImpact(commits, workloads, source, changes = []) {
    // In a landed range, a change point counts when the range holds one of its commits; a plan's commits have not landed,
    // so every change point of the workload's benches is history worth knowing.
    const inRange = new Set(commits.map((c) => c.sha));
    const relevant = changes.filter((c) => 'plan' in source || inRange.has(c.sha) || c.commits.some((k) => inRange.has(k.sha)));
    const rows = workloads.map((w) => {
        const matches = (0,_shared_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .pathMatcher */ .kZ)(w.paths);
        const hits = commits
            .map((c) => ({ c, paths: c.paths.filter(matches) }))
            .filter((h) => h.paths.length > 0)
            .map(({ c, paths }) => ({
            sha: c.sha,
            subject: c.subject,
            paths,
            ...(c.bundle ? { bundle: c.bundle } : {}),
            risky: c.risky,
            ...(c.held ? { held: c.held } : {}),
        }));
        return {
            name: w.name,
            kind: w.kind,
            owners: [...w.owners],
            commits: hits,
            bundles: [...new Set(hits.flatMap((h) => (h.bundle ? [h.bundle] : [])))],
            riskyCommits: hits.filter((h) => h.risky).length,
            changePoints: benchChanges(w, relevant),
        };
    });
    return { source, commits: commits.length, workloads: rows, owners: ownerMessages(rows, source) };
}
function benchChanges(w, changes) {
    if (!w.benches.length)
        return [];
    const matches = (0,_shared_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .pathMatcher */ .kZ)(w.benches);
    return changes
        .filter((c) => matches(c.name))
        .map((c) => ({
        name: c.name,
        kind: c.kind,
        ratio: c.ratio,
        fromSha: c.fromSha,
        toSha: c.toSha,
        attribution: c.attribution,
    }));
}
function ownerMessages(rows, source) {
    const byOwner = new Map();
    for (const row of rows) {
        if (!row.commits.length && !row.changePoints.length)
            continue;
        for (const owner of row.owners)
            byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
    }
    const coming = 'plan' in source;
    return [...byOwner.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([owner, owned]) => {
        const shas = new Set(owned.flatMap((w) => w.commits.map((c) => c.sha)));
        const risky = new Set(owned.flatMap((w) => w.commits.filter((c) => c.risky).map((c) => c.sha)));
        const names = owned.map((w) => `${w.name} (${w.commits.length})`).join(', ');
        const verb = coming ? (shas.size === 1 ? 'is coming' : 'are coming') : 'landed';
        const riskyText = risky.size ? `; ${risky.size} ${risky.size === 1 ? 'is' : 'are'} risky` : '';
        const regressions = owned.reduce((n, w) => n + w.changePoints.filter((c) => c.kind === 'regression').length, 0);
        const benchText = regressions ? ` ${regressions} benchmark regression(s) in your benches' history.` : '';
        return {
            owner,
            workloads: owned.map((w) => w.name),
            commits: shas.size,
            message: `${shas.size} upstream ${shas.size === 1 ? 'commit' : 'commits'} touching your ${names} ${verb}${riskyText}.${benchText}`,
        };
    });
}
/** The report as markdown: one line per owner, then each workload's commits (upstream subjects neutralised). */
function renderImpactMarkdown(report) {
    const lines = [];
    const what = 'plan' in report.source ? `the plan ${report.source.plan}` : `the range ${report.source.range}`;
    lines.push(`## Workload impact of ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(what)}`, '');
    if (!report.owners.length) {
        lines.push(`None of ${report.commits} upstream commits touches a configured workload.`, '');
        return lines.join('\n');
    }
    for (const o of report.owners)
        lines.push(`- **${o.owner}**: ${o.message}`);
    lines.push('');
    for (const w of report.workloads) {
        if (!w.commits.length && !w.changePoints.length)
            continue;
        lines.push(`### ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(w.name)} (${w.kind}; ${w.owners.join(', ')})`, '');
        for (const c of w.changePoints) {
            const range = `\`${c.fromSha.slice(0, 10)}..${c.toSha.slice(0, 10)}\``;
            lines.push(`- ${c.kind} of ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(c.name)} ×${c.ratio.toFixed(3)} in ${range} (${c.attribution})`);
        }
        for (const c of w.commits) {
            const where = c.bundle ? ` — bundle \`${c.bundle}\`` : c.held ? ` — held: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(c.held)}` : '';
            const flag = c.risky ? ' **risky**' : '';
            lines.push(`- \`${c.sha.slice(0, 10)}\` ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(c.subject)}${flag}${where}`);
        }
        lines.push('');
    }
    return lines.join('\n');
}
/** The workloads the report's commits touch; with `bundle`, only through that bundle's commits. */
function workloadTouches(report, bundle) {
    return report.workloads.flatMap((w) => {
        const commits = bundle === undefined ? w.commits : w.commits.filter((c) => c.bundle === bundle);
        if (!commits.length)
            return [];
        return [
            {
                name: w.name,
                kind: w.kind,
                owners: [...w.owners],
                commits: commits.length,
                risky: commits.filter((c) => c.risky).length,
                regressions: w.changePoints.filter((c) => c.kind === 'regression').length,
            },
        ];
    });
}
/** Every planned bundle of a plan-sourced report with the workloads it touches (bundles touching none left out). */
function touchesByBundle(report) {
    const bundles = [...new Set(report.workloads.flatMap((w) => w.bundles))].sort();
    return new Map(bundles.map((b) => [b, workloadTouches(report, b)]));
}
/**
 * Markdown lines, one per workload touched. Owners are shown as code, never as @-mentions: a bundle PR or the dashboard
 * is re-rendered on every run, and a mention there would notify every owner on every update; the weekly per-owner
 * digest is the one message meant to reach them (`digest --per-owner --mention`).
 */
function renderWorkloadTouches(touches) {
    return touches.map((t) => {
        const owners = t.owners.map((o) => `\`${o.replace(/`/g, "'")}\``).join(', ');
        const risky = t.risky ? `, **${t.risky} risky**` : '';
        const bench = t.regressions ? `; ${t.regressions} benchmark regression(s) in its history` : '';
        return `- ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(t.name, { maxLength: 120 })} (${t.kind}; owners ${owners}): ${t.commits} commit${t.commits === 1 ? '' : 's'}${risky}${bench}`;
    });
}


/***/ })

};
