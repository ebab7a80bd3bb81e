/** Ten hex digits: enough to be unambiguous in logs and reasons, short enough to read. */
export function short(sha: string): string {
  return sha.slice(0, 10);
}
