#!/usr/bin/env node
// The import graph's rules, run by `npm test` (issue 10): no cycle between files, no cycle
// between modules (a server module, a core feature, a widget, a console resource), and no module
// reading another module's queries: modules talk through each other's service. Type-only imports
// count, since a type cycle is a design cycle all the same. dependency-cruiser reads the graph;
// the module-level check is ours because its collapsing does not recompute cycles.
import { cruise } from 'dependency-cruiser';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const packages = [
  'core',
  'widgets',
  'loader',
  'demo-site',
  'console',
  'server',
  'e2e',
  'bench',
  'test-support',
];

/** Where a file belongs, at the grain whose cycles we forbid; undefined for shared layers. */
export function moduleOf(path) {
  const patterns = [
    /^server\/src\/modules\/[^/]+/,
    /^core\/src\/[^/]+/,
    /^widgets\/src\/[^/]+/,
    /^demo-site\/src\/[^/]+/,
    /^console\/src\/[^/]+/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(path);
    if (match && !/\.[cm]?[jt]sx?$/.test(match[0])) return match[0];
  }
  return undefined;
}

const queriesOf = /^server\/src\/modules\/([^/]+)\/queries(?:\.ts|\/)/;

async function graphOf(pkg) {
  const cwd = process.cwd();
  process.chdir(resolve(root, pkg));
  try {
    const { output } = await cruise(
      ['.'],
      {
        validate: true,
        ruleSet: {
          forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
        },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        exclude: { path: ['node_modules', 'dist', 'test-results', 'playwright-report'] },
        doNotFollow: { path: 'node_modules' },
        preserveSymlinks: false,
      },
      { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    );
    return { pkg, output };
  } finally {
    process.chdir(cwd);
  }
}

/** Every strongly connected set of more than one node (Tarjan). */
export function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

async function main() {
  const problems = [];
  const moduleEdges = new Map();
  const because = new Map();
  let files = 0;
  for (const { pkg, output } of await Promise.all(packages.map(graphOf))) {
    for (const violation of output.summary.violations) {
      const path = [violation.from, ...(violation.cycle ?? []).map((step) => step.name ?? step)];
      problems.push(`file cycle in ${pkg}: ${path.join(' → ')}`);
    }
    for (const mod of output.modules) {
      files += 1;
      const from = relative(root, resolve(root, pkg, mod.source));
      // A test depends on what it tests; nothing depends on a test. Test support (test-*.ts,
      // factories for tests) is imported by tests alone, so it is not part of a module's graph.
      if (/\.test\.[jt]sx?$|(?:^|\/)test-[^/]*\.[jt]sx?$/.test(from)) continue;
      for (const dep of mod.dependencies) {
        if (dep.coreModule || dep.couldNotResolve || /node_modules/.test(dep.resolved)) continue;
        const to = relative(root, resolve(root, pkg, dep.resolved));
        const a = moduleOf(from);
        const b = moduleOf(to);
        const reading = queriesOf.exec(to);
        if (reading && a !== `server/src/modules/${reading[1]}`) {
          problems.push(`${from} reads ${to}: go through that module's service`);
        }
        if (!a || !b || a === b) continue;
        if (!moduleEdges.has(a)) moduleEdges.set(a, new Set());
        moduleEdges.get(a).add(b);
        because.set(`${a}→${b}`, `${from} → ${to}`);
      }
    }
  }
  for (const group of cyclesOf(moduleEdges)) {
    const links = group.flatMap((a) =>
      group.filter((b) => moduleEdges.get(a)?.has(b)).map((b) => because.get(`${a}→${b}`)),
    );
    problems.push(`module cycle: ${group.join(' ⇄ ')}\n    ${links.join('\n    ')}`);
  }
  if (problems.length) {
    console.error(`imports: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `imports: ${files} files, ${moduleEdges.size} modules, no cycle, no module reads another's queries`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
