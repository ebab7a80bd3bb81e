/**
 * A commit SHA shortened for people: ten hex digits by default (unambiguous in logs, reasons and tables, short
 * enough to read); twelve where a line names commits of several repositories at once. The length is a literal type
 * so that `.map(short)` (which would pass the index as the length) does not compile.
 */
export function short(sha: string, length: 10 | 12 = 10): string {
  return sha.slice(0, length);
}
