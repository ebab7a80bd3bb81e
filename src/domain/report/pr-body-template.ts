/**
 * A fork's own frame around the bundle PR text (apply-bundle `pr-body-template`, CLI `--pr-body-template`):
 * `{{ body }}` is the generated description (already neutralised), `{{ title }}`, `{{ branch }}` and `{{ base }}`
 * the PR's. The template is the fork's trusted text; a placeholder it does not know is refused up front, so a typo
 * does not publish `{{ bdy }}` on every PR. Without `{{ body }}` the generated text follows the template.
 */
export const TEMPLATE_FIELDS = ['body', 'title', 'branch', 'base'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

const PLACEHOLDER = /\{\{\s*([A-Za-z_-]+)\s*\}\}/g;

/** A one-line problem with the template, or undefined when it can be used. */
export function bodyTemplateProblem(template: string): string | undefined {
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_FIELDS as readonly string[]).includes(m[1]!))
      return `unknown placeholder {{ ${m[1]} }} (expected ${TEMPLATE_FIELDS.map((f) => `{{ ${f} }}`).join(', ')})`;
  }
  return undefined;
}

export function renderBodyTemplate(template: string, values: Record<TemplateField, string>): string {
  const hasBody = [...template.matchAll(PLACEHOLDER)].some((m) => m[1] === 'body');
  // One pass, so a value that itself contains `{{ … }}` (upstream text) is never expanded again.
  const filled = template.replace(PLACEHOLDER, (whole, name: string) =>
    (TEMPLATE_FIELDS as readonly string[]).includes(name) ? values[name as TemplateField] : whole,
  );
  return hasBody ? filled : `${filled.trimEnd()}\n\n${values.body}`;
}
