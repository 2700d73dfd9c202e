// Counts imports from one server feature into another feature's inner files (anything but its
// index.ts) and the import cycles between features. Run: node server/scripts/feature-boundaries.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const featuresDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/features');
// the test kits another change moves to server/test/; until then tests of any feature may use them
const testKits = new Set([
  'admin-shared/test-bets',
  'admin-shared/test-users',
  'betting/betting-test-kit',
  'lobbies/lobby-test-kit',
  'match-engine/engine-test-world',
  'realtime/stream-test-client',
  'storage/test-upload',
  'storage/test-images',
]);
const importPattern = /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function featureOf(path) {
  const inside = relative(featuresDir, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

const deep = [];
const kitImports = [];
const edges = new Map();
for (const file of filesUnder(featuresDir)) {
  const from = featureOf(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const target = resolve(dirname(file), specifier);
    const to = featureOf(target);
    if (!to || to === from) continue;
    if (testKits.has(relative(featuresDir, target))) {
      kitImports.push(`${relative(featuresDir, file)} -> ${specifier}`);
      continue;
    }
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    if (!['', 'index'].includes(relative(join(featuresDir, to), target)))
      deep.push(`${relative(featuresDir, file)} -> ${specifier}`);
  }
}

const cycles = [];
for (const [from, tos] of edges) {
  for (const to of tos) if (from < to && edges.get(to)?.has(from)) cycles.push(`${from} <-> ${to}`);
}

// longer cycles: a feature that reaches itself through others
function reaches(start) {
  const seen = new Set();
  const stack = [...(edges.get(start) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === start) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(edges.get(next) ?? []));
  }
  return false;
}
const inCycles = [...edges.keys()].filter(reaches).sort();

const verbose = process.argv.includes('--list');
if (verbose) for (const line of deep) console.log(line);
console.log(`cross-feature imports that bypass index.ts: ${deep.length}`);
console.log(`imports of test kits (moving to server/test/): ${kitImports.length}`);
console.log(`two-feature cycles: ${cycles.length}${cycles.length ? ` (${cycles.join(', ')})` : ''}`);
console.log(`features on any cycle: ${inCycles.length}${inCycles.length ? ` (${inCycles.join(', ')})` : ''}`);
