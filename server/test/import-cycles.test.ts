import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** The project's own code: core, server (with its tests) and web. */
const folders = ['core/src', 'server/src', 'server/test', 'web/src', 'web/build'];
const workspaces = ['core', 'server', 'web'];
const extensions = ['.ts', '.tsx'];

/** Every import's specifier: static, type-only, side-effect, re-export and `import()` alike. */
const specifierPatterns = [
  /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sourceFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((entry) => extensions.some((ext) => entry.endsWith(ext)) && !entry.includes('node_modules'))
      .map((entry) => path.join(root, folder, entry)),
  );
}

/** The file a path names, as TypeScript's bundler resolution finds it (`.js` standing for `.ts`). */
function fileAt(target: string): string | undefined {
  const bare = target.replace(/\.js$/, '');
  const candidates = [
    target,
    ...extensions.map((ext) => bare + ext),
    ...extensions.map((ext) => path.join(target, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** A workspace package's entry for `@kickchips/<name>[/subpath]`: its `exports`, else the path inside it. */
function packageFile(specifier: string): string | undefined {
  const [, name, subpath] = specifier.match(/^@kickchips\/([^/]+)(?:\/(.+))?$/) ?? [];
  if (!name || !workspaces.includes(name)) return undefined;
  const dir = path.join(root, name);
  const exports: Record<string, string> =
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports ?? {};
  const entry = exports[subpath ? `./${subpath}` : '.'];
  return fileAt(path.join(dir, entry ?? subpath ?? 'src/index.ts'));
}

function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const pattern of specifierPatterns) {
    for (const [, specifier] of code.matchAll(pattern)) {
      const target = specifier!.startsWith('.')
        ? fileAt(path.resolve(path.dirname(file), specifier!))
        : packageFile(specifier!);
      if (target) found.add(target);
    }
  }
  return [...found];
}

/** The import cycles of the graph, one per strongly connected group of files, each as a path round it. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.map((group) => cycleThrough(group, graph));
}

/** One way round a strongly connected group, from its first file back to it (breadth first, so short). */
function cycleThrough(group: string[], graph: Map<string, string[]>): string[] {
  const inGroup = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!inGroup.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let at: string | undefined = file; at && at !== start; at = cameFrom.get(at))
          way.splice(1, 0, at);
        return [...way, start].map((step) => path.relative(root, step));
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [path.relative(root, start)];
}

it('has no import cycle between files of core, server and web', () => {
  const files = sourceFiles();
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  expect(files.length).toBeGreaterThan(500);
  expect([...graph.values()].flat().length).toBeGreaterThan(2000);
  expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
});

it('names each cycle once, as a path round it, and nothing for files off a cycle', () => {
  const file = (name: string) => path.join(root, name);
  const graph = new Map(
    Object.entries({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['a'] }).map(([from, to]) => [
      file(from),
      to.map(file),
    ]),
  );
  expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual(['a -> b -> c -> a', 'e -> e']);
});
