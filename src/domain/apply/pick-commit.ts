/**
 * The bytes git itself would write for a clean pick, so that apply can write a whole run of clean picks without a
 * work tree and still land on the very commits (the same SHAs) the per-commit path lands on. Every function answers
 * `undefined` when the input is one where git might write something else (crud git strips from an identity, a
 * message git would clean up, an unusual date): the caller then takes the per-commit path, which lets git decide.
 */

/** An identity line's date as git stores it: seconds since the epoch and the `+hhmm` offset. */
export interface GitDate {
  seconds: number;
  offset: string;
}

/** Characters git strips from both ends of a name or e-mail (ident.c `crud`), plus the delimiters it drops. */
const CRUD = /^[\0-\x20.,:;<>"\\']|[\0-\x20.,:;<>"\\']$|[<>\n]/;

/**
 * `Name <email> seconds +hhmm`, as git writes it from GIT_*_NAME/EMAIL/DATE; undefined when git would alter the
 * name or e-mail (strip crud, drop delimiters) or refuse it (an empty name).
 */
export function identLine(name: string, email: string, date: GitDate): string | undefined {
  if (name === '' || email === '' || CRUD.test(name) || CRUD.test(email)) return undefined;
  return `${name} <${email}> ${date.seconds} ${date.offset}`;
}

/**
 * `git log %aI` (strict ISO 8601, `Z` or `±hh:mm`) as git parses it back from GIT_AUTHOR_DATE. Only this exact form
 * is accepted: anything else is left to git.
 */
export function parseIsoDate(text: string): GitDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!m) return undefined;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  const sign = m[8] === '-' ? -1 : 1;
  const minutes = m[7] === 'Z' ? 0 : Number(m[9]) * 60 + Number(m[10]);
  const seconds = utc / 1000 - sign * minutes * 60;
  // git reads a bare number of 9+ digits as seconds since the epoch; before 1973 it is left to git.
  if (!Number.isInteger(seconds) || seconds < 100_000_000 || Number(m[9] ?? 0) > 23 || Number(m[10] ?? 0) > 59)
    return undefined;
  const offset = m[7] === 'Z' ? '+0000' : `${m[8]}${m[9]}${m[10]}`;
  return { seconds, offset };
}

/** The apply stamp's date (`<seconds> +hhmm`, see prepare.ts) as git parses it. */
export function parseStampDate(text: string): GitDate | undefined {
  const m = /^(\d{9,12}) ([+-]\d{4})$/.exec(text);
  return m ? { seconds: Number(m[1]), offset: m[2]! } : undefined;
}

/** git's `isspace` (sane-ctype: space, tab, LF, CR; not VT or FF). */
const GIT_SPACE = /[ \t\n\r]/;

function isBlank(line: string): boolean {
  for (const c of line) if (!GIT_SPACE.test(c)) return false;
  return true;
}

/**
 * What `git cherry-pick -x` writes as the message of a clean pick whose upstream message is `raw` (the commit
 * object's text after the header): the message, then the `(cherry picked from commit …)` line, after a blank line
 * unless the message ends in a trailer block (sequencer.c, `has_conforming_footer`; trailer.c, `find_trailer_start`).
 * Undefined for a message git might clean up (trailing blanks, runs of blank lines, comment lines, CR, NUL, no text):
 * whether it does depends on the git version and `commit.cleanup`, so those go through git's own sequencer.
 */
export function cherryPickMessage(raw: string, sha: string): string | undefined {
  if (raw.includes('\0') || raw.includes('\r')) return undefined;
  const body = raw.endsWith('\n') ? raw : `${raw}\n`;
  const lines = body.slice(0, -1).split('\n');
  if (lines.length === 0 || isBlank(lines[0]!)) return undefined;
  for (const [i, line] of lines.entries()) {
    // Comment lines and an old `Conflicts:` block are cut off before git looks for trailers.
    if (line.startsWith('#') || line === 'Conflicts:') return undefined;
    if (line !== line.replace(/[ \t]+$/, '')) return undefined;
    if (line === '' && (i === lines.length - 1 || lines[i + 1] === '')) return undefined;
  }
  const sep = hasTrailerBlock(lines) ? '' : '\n';
  return `${body}${sep}(cherry picked from commit ${sha})\n`;
}

/** The prefixes trailer.c counts as git's own trailers. */
const GIT_GENERATED = ['Signed-off-by: ', '(cherry picked from commit '];

/**
 * trailer.c `find_separator` with the default separators (`:`): the position of the separator in a
 * `token: value` line, or -1.
 */
function separatorAt(line: string): number {
  let whitespace = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === ':') return i;
    if (!whitespace && /[A-Za-z0-9-]/.test(c)) continue;
    if (i !== 0 && (c === ' ' || c === '\t')) {
      whitespace = true;
      continue;
    }
    break;
  }
  return -1;
}

/**
 * trailer.c `find_trailer_start` with no `trailer.*` configuration, for a message already free of comment lines and
 * trailing blank lines: does its last paragraph (never the title paragraph) hold only trailers, or at least one
 * git-generated trailer among at least 25% trailers?
 */
function hasTrailerBlock(lines: readonly string[]): boolean {
  let endOfTitle = lines.findIndex((l) => isBlank(l));
  if (endOfTitle < 0) endOfTitle = lines.length;
  let recognized = false;
  let trailerLines = 0;
  let nonTrailerLines = 0;
  let continuations = 0;
  for (let i = lines.length - 1; i >= endOfTitle; i--) {
    const line = lines[i]!;
    if (isBlank(line)) {
      nonTrailerLines += continuations;
      if (recognized && trailerLines * 3 >= nonTrailerLines) return true;
      return trailerLines > 0 && nonTrailerLines === 0;
    }
    if (GIT_GENERATED.some((p) => line.startsWith(p))) {
      trailerLines++;
      continuations = 0;
      recognized = true;
      continue;
    }
    const sep = separatorAt(line);
    if (sep >= 1 && !GIT_SPACE.test(line[0]!)) {
      trailerLines++;
      continuations = 0;
    } else if (GIT_SPACE.test(line[0] ?? '')) {
      continuations++;
    } else {
      nonTrailerLines += 1 + continuations;
      continuations = 0;
    }
  }
  return false;
}

/** A commit object's text: what `commit-tree` and the sequencer write for one parent, no signature, UTF-8. */
export function commitObjectText(fields: {
  tree: string;
  parent: string;
  author: string;
  committer: string;
  message: string;
}): string {
  return `tree ${fields.tree}\nparent ${fields.parent}\nauthor ${fields.author}\ncommitter ${fields.committer}\n\n${fields.message}`;
}
