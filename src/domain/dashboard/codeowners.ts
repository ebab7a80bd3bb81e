import { matchesGlob } from '../../shared/glob.js';

/** One CODEOWNERS rule: a gitignore-style pattern and its owners (the last matching rule wins, as on GitHub). */
export interface OwnerRule {
  pattern: string;
  owners: string[];
}

export function parseCodeowners(text: string): OwnerRule[] {
  const rules: OwnerRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    const [pattern, ...owners] = line.split(/\s+/);
    if (pattern) rules.push({ pattern, owners: owners.filter((o) => /^@?[\w.-]+(\/[\w.-]+)?$|^\S+@\S+$/.test(o)) });
  }
  return rules;
}

/** GitHub's rules: `/x` is anchored, `x/` a directory, a name without a slash matches at any depth. */
function ruleMatches(pattern: string, path: string): boolean {
  let p = pattern;
  const anchored = p.startsWith('/') || p.slice(0, -1).includes('/');
  p = p.replace(/^\//, '');
  if (p.endsWith('/')) p = `${p}**`;
  else if (!/[*?]/.test(p.split('/').pop() ?? '')) p = `{${p},${p}/**}`;
  const candidates = p.startsWith('{') ? p.slice(1, -1).split(',') : [p];
  return candidates.some((c) => matchesGlob(path, anchored ? c : `**/${c}`) || (!anchored && matchesGlob(path, c)));
}

export function ownersOf(rules: readonly OwnerRule[], path: string): string[] {
  let owners: string[] = [];
  for (const rule of rules) if (ruleMatches(rule.pattern, path)) owners = rule.owners;
  return owners;
}
