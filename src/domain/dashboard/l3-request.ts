import { z } from 'zod';

/**
 * `/l3 <bundle-id>` on the dashboard issue: an owner asks for the L3 tier on a bundle's branch before it lands. The
 * comment is untrusted text from an `issue_comment` event, so it is read from the event file as data, matched against
 * one strict pattern, and acted on only for a trusted author (association and write permission both checked).
 */

export const L3_EVENT_TYPE = 'upstream-ingest-l3';

/** The part of the `issue_comment` event payload this reads. */
export const IssueCommentEventSchema = z.object({
  action: z.string(),
  issue: z.object({
    number: z.number().int(),
    body: z.string().nullable().optional(),
    pull_request: z.unknown().optional(),
  }),
  comment: z.object({
    id: z.number().int(),
    body: z.string().nullable().optional(),
    html_url: z.string().optional(),
    author_association: z.string(),
    user: z.object({ login: z.string(), type: z.string().optional() }),
  }),
});
export type IssueCommentEvent = z.infer<typeof IssueCommentEventSchema>;

const COMMAND = /^\/l3[ \t]+([0-9a-f]{12})[ \t]*$/m;
const ANY_L3 = /^\/l3\b/m;

/** The bundle id asked for, `invalid` for an `/l3` line that does not name one, or undefined when there is none. */
export function parseL3Command(body: string | null | undefined): string | 'invalid' | undefined {
  const text = (body ?? '').slice(0, 10_000);
  const m = COMMAND.exec(text);
  if (m) return m[1]!;
  return ANY_L3.test(text) ? 'invalid' : undefined;
}

/** Associations GitHub gives people of the repository; anyone else (CONTRIBUTOR, NONE, …) is never heard. */
export const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'] as const;

export function trustedAssociation(association: string): boolean {
  return (TRUSTED_ASSOCIATIONS as readonly string[]).includes(association);
}
