/** The prefix of an island's ids (useId), the same on the server and in the browser. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
