import { existsSync, readFileSync } from 'node:fs';
import { jsonSchemaText, PUBLISHED_SCHEMAS } from '../../src/schemas/registry.js';

describe('published JSON Schemas', () => {
  it.each(PUBLISHED_SCHEMAS.map((e) => [e.name, e] as const))('schemas/%s.schema.json is in sync with its zod schema', (name, entry) => {
    const path = `schemas/${name}.schema.json`;
    expect(existsSync(path)).toBe(true);
    // Regenerate with `npm run schemas` after changing a zod schema.
    expect(readFileSync(path, 'utf8')).toBe(jsonSchemaText(entry));
  });
});
