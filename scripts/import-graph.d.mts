export interface ImportEdge {
  /** The imported file, relative to the root, `/`-separated. */
  to: string;
  kind: 'value' | 'type' | 'dynamic';
}
export type ImportGraph = Map<string, ImportEdge[]>;
export function importGraph(root: string): ImportGraph;
export function findCycles(graph: ImportGraph): string[][];
export function shortestPath(
  graph: ImportGraph,
  from: string,
  to: string,
  use?: (edge: ImportEdge) => boolean,
): string[] | undefined;
export function unusedExports(root: string): string[];
