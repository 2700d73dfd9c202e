import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const featuresDir = path.resolve(import.meta.dirname, '../src/features');
const importPattern = /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** Which features each feature imports (tests beside a feature count too). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue;
    const file = path.join(featuresDir, entry);
    const from = entry.split(path.sep)[0]!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const inside = path.relative(featuresDir, path.resolve(path.dirname(file), specifier!));
      const to = inside.split(path.sep)[0]!;
      if (inside.startsWith('..') || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The features that reach themselves through the features they import. */
function featuresOnCycles(graph: Map<string, Set<string>>): string[] {
  const reaches = (start: string) => {
    const seen = new Set<string>();
    const stack = [...(graph.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === start) return true;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(...(graph.get(next) ?? []));
      }
    }
    return false;
  };
  return [...graph.keys()].filter(reaches).sort();
}

// deep imports across features are refused by lint (server/biome.json); cycles are caught here
it('has no import cycle between server features', () => {
  const graph = featureGraph();
  expect(graph.size).toBeGreaterThan(10);
  expect(featuresOnCycles(graph)).toEqual([]);
});
