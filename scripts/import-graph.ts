// The module graph the import rules and the circle search work on: every import of every source file, with the line
// it sits on. Imports are read by the TypeScript compiler's own pre-processor, so strings and comments that merely
// look like imports are not taken for imports, while every real form is: static, export-from, side-effect, dynamic
// import(), require() and `typeof import('...')` in types. Type-only imports count too: they are erased at run time
// but still couple the two files (a change to one is a change to the other's compile), which is what a circle is about.

import { posix } from 'node:path';
import ts from 'typescript';

/** One import as written: the specifier and the 1-based line of the file it sits on. */
export interface ImportSite {
  readonly specifier: string;
  readonly line: number;
}

/** An import resolved against the repository: `target` is a repository path for relative imports, else null. */
export interface ImportEdge extends ImportSite {
  /** The importing file, a repository path with forward slashes (`src/checks/catalog.ts`). */
  readonly from: string;
  /** The imported file's repository path for `./` and `../` imports; null for packages and node: built-ins. */
  readonly target: string | null;
}

/** Every import the source holds, in source order. */
export function importSites(source: string): ImportSite[] {
  const info = ts.preProcessFile(source, true, true);
  const lineStarts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  return info.importedFiles.map((file) => ({ specifier: file.fileName, line: lineOf(lineStarts, file.pos) }));
}

/** The 1-based line holding `position`: the number of line starts at or before it (binary search). */
function lineOf(lineStarts: readonly number[], position: number): number {
  let low = 0;
  let high = lineStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lineStarts[middle] ?? 0) <= position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The repository path a relative specifier names from `from` (may climb out of the repository: `../x`); null for
 * a package or a built-in. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** The edges of every file of `sources` (repository path → text). */
export function importEdges(sources: ReadonlyMap<string, string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, text] of sources) {
    for (const site of importSites(text)) edges.push({ ...site, from, target: resolveSpecifier(from, site.specifier) });
  }
  return edges;
}

/** The import circles among `files`: each strongly connected component of more than one file (or of one file that
 * imports itself), its files sorted; circles sorted by their first file. Tarjan's algorithm, iterative so that a long
 * chain of imports cannot exhaust the call stack. */
export function importCircles(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const inGraph = new Set(files);
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) {
    if (edge.target === null || !inGraph.has(edge.from) || !inGraph.has(edge.target)) continue;
    next.get(edge.from)?.push(edge.target);
  }

  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;

  for (const start of [...files].sort()) {
    if (index.has(start)) continue;
    // Each frame: the file and how many of its successors have been visited.
    const frames: Array<{ file: string; child: number }> = [{ file: start, child: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame === undefined) break;
      const successors = next.get(frame.file) ?? [];
      const successor = successors[frame.child];
      if (successor !== undefined) {
        frame.child += 1;
        if (!index.has(successor)) {
          index.set(successor, counter);
          lowLink.set(successor, counter);
          counter += 1;
          stack.push(successor);
          onStack.add(successor);
          frames.push({ file: successor, child: 0 });
        } else if (onStack.has(successor)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file) ?? 0, index.get(successor) ?? 0));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent !== undefined) {
        lowLink.set(parent.file, Math.min(lowLink.get(parent.file) ?? 0, lowLink.get(frame.file) ?? 0));
      }
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      for (;;) {
        const member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
        if (member === frame.file) break;
      }
      if (component.length > 1 || successors.includes(frame.file)) circles.push(component.sort());
    }
  }
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
