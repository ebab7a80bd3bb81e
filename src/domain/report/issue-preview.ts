import type { ReportSection } from './html-report.js';

export interface IssuePreviewOptions {
  /** The section's heading in the report (default "Dashboard issue, as GitHub shows it"). */
  title?: string;
  /** The issue's own title, shown as the caption of the framed body. */
  issueTitle?: string;
  /** Anchor id of the section (default `dashboard-issue`). */
  id?: string;
  /** A paragraph before the issue (what it is, when it was rendered). */
  text?: string;
}

/**
 * A report section that shows an issue body (the dashboard) as GitHub would render it: headings, tables, task boxes
 * (read-only), folds and links, in a framed box. The markdown is converted by markdownToHtml when the report is
 * rendered: every text is escaped, comments dropped, only https links kept, so upstream text cannot inject markup.
 */
export function renderIssuePreview(markdown: string, options: IssuePreviewOptions = {}): ReportSection {
  return {
    title: options.title ?? 'Dashboard issue, as GitHub shows it',
    id: options.id ?? 'dashboard-issue',
    ...(options.text ? { text: options.text } : {}),
    markdown,
    ...(options.issueTitle ? { markdownTitle: options.issueTitle } : {}),
  };
}
