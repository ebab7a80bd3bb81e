import { z } from 'zod';
import { parseRawOptions, type OptionFace } from '../../shared/options-face.js';

/** The raw options of check-workflows, as any face has them. */
export const CHECK_WORKFLOWS_KEYS = ['paths', 'json', 'self'] as const;

const Schema = z.object({
  paths: z.array(z.string().min(1, 'an empty path')).default([]),
  json: z.boolean().default(false),
  self: z.boolean().default(false),
});

export interface CheckWorkflowsSettings {
  /** Files or directories, relative to `root`; empty: the default set. */
  paths: string[];
  json: boolean;
  /** The suite's own repository checks (CI of this repository). */
  self: boolean;
  /** The working directory: paths resolve against it and `./` actions and workflows are read from it. */
  root: string;
}

export function parseCheckWorkflowsOptions(raw: unknown, face: OptionFace, root: string): CheckWorkflowsSettings {
  return { ...parseRawOptions(Schema, raw, face), root };
}
