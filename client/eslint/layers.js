import fs from 'node:fs';
import path from 'node:path';

/**
 * The shared folders (or single modules) of client/src, lowest first: each may import only those before it, never a
 * feature or app/. So `lib/` can be used by `api/` but not the other way round.
 */
export const SHARED = [
  'config',
  'paths',
  'styles',
  'i18n',
  'lib',
  'boot',
  'store',
  'pwa',
  'api',
  'session',
  'components',
  'outbox',
];

/**
 * Where a file of client/src sits: a shared layer, one feature, or app/. Null when the rule does not apply: main.tsx
 * (the entry) and test/ (helpers that build the whole app for tests).
 */
export function layerOf(srcDir, file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top = '', feature, ...rest] = rel.split(path.sep);
  if (top === 'features' && feature) return { layer: 'feature', name: feature, file: rest.join('/') };
  if (top === 'app') return { layer: 'app', name: 'app' };
  const name = top.replace(/\.tsx?$/, '');
  return SHARED.includes(name) ? { layer: 'shared', name } : null;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm;
const isCode = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** Every shipped module of srcDir and the modules it imports (relative imports, types included). */
function moduleGraph(srcDir) {
  const graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isCode(entry.name)) graph.set(full, []);
    }
  };
  walk(srcDir);
  for (const [file, targets] of graph) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2] ?? match[3]);
      if (graph.has(target)) targets.push(target);
    }
  }
  return graph;
}

/** Whether `to` leads back to `from` through the graph. */
function reaches(graph, to, from) {
  const seen = new Set();
  const stack = [to];
  while (stack.length) {
    const file = stack.pop();
    if (file === from) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return false;
}

// One graph per lint run and source folder: the CLI lints every file against the same tree.
const graphs = new Map();
const graphOf = (srcDir) => {
  if (!graphs.has(srcDir)) graphs.set(srcDir, fs.existsSync(srcDir) ? moduleGraph(srcDir) : new Map());
  return graphs.get(srcDir);
};

/** Imports flow one way, shared (in their order) → features → app (bulletproof-react), without cycles. */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep client layers one-way: shared folders in order → features → app; a feature uses another only through its api.ts; no import cycles',
    },
    schema: [
      { type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'], additionalProperties: false },
    ],
    messages: {
      crossFeature:
        'features/{{from}} may use features/{{to}} only through its api.ts: move the shared part down (components/, api/, lib/) or compose both in app/.',
      upward: '{{from}} must not import app/: app/ composes the layers below it, never the other way.',
      sharedToFeature: 'The shared layer {{from}}/ must not import features/{{to}}.',
      sharedOrder:
        'The shared layer {{from}}/ must not import {{to}}/, which comes after it ({{order}}): move the part down.',
      cycle: 'This import closes a cycle: {{to}} imports this file again, directly or through others.',
    },
  },
  create(context) {
    const { srcDir } = context.options[0];
    const from = layerOf(srcDir, context.filename);
    // Tests exercise a layer inside the whole app (route table, store); the rule guards the code that ships.
    if (!from || /\.test\.tsx?$/.test(context.filename)) return {};
    function check(node) {
      const spec = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      const to = layerOf(srcDir, target);
      if (to) {
        const data = { from: from.name, to: to.name };
        if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name && to.file !== 'api.ts') {
          return context.report({ node, messageId: 'crossFeature', data });
        }
        if (from.layer !== 'app' && to.layer === 'app') {
          return context.report({
            node,
            messageId: 'upward',
            data: { from: from.layer === 'feature' ? `features/${from.name}` : `${from.name}/` },
          });
        }
        if (from.layer === 'shared' && to.layer === 'feature')
          return context.report({ node, messageId: 'sharedToFeature', data });
        if (from.layer === 'shared' && to.layer === 'shared' && SHARED.indexOf(to.name) > SHARED.indexOf(from.name)) {
          return context.report({ node, messageId: 'sharedOrder', data: { ...data, order: SHARED.join(' → ') } });
        }
      }
      const graph = graphOf(srcDir);
      if (graph.has(target) && reaches(graph, target, path.resolve(context.filename))) {
        context.report({ node, messageId: 'cycle', data: { to: path.relative(srcDir, target) } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
