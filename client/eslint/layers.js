import path from 'node:path';

/** Folders (or single modules) of client/src that every feature may use; they must not use features or app/. */
export const SHARED = ['api', 'components', 'config', 'i18n', 'lib', 'outbox', 'paths', 'session', 'store', 'styles'];

/**
 * Where a file of client/src sits: a shared layer, one feature, or app/. Null when the rule does not apply: main.tsx
 * (the entry) and test/ (helpers that build the whole app for tests).
 */
export function layerOf(srcDir, file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top = '', feature] = rel.split(path.sep);
  if (top === 'features' && feature) return { layer: 'feature', name: feature };
  if (top === 'app') return { layer: 'app', name: 'app' };
  const name = top.replace(/\.tsx?$/, '');
  return SHARED.includes(name) ? { layer: 'shared', name } : null;
}

/** Imports flow one way, shared → features → app (bulletproof-react); features never import each other. */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep client layers one-way: shared → features → app, no feature → feature' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'], additionalProperties: false }],
    messages: {
      crossFeature: 'features/{{from}} must not import features/{{to}}: move the shared part down (components/, api/, session/, lib/) or compose both in app/.',
      upward: '{{from}} must not import app/: app/ composes the layers below it, never the other way.',
      sharedToFeature: 'The shared layer {{from}}/ must not import features/{{to}}.',
    },
  },
  create(context) {
    const { srcDir } = context.options[0];
    const from = layerOf(srcDir, context.filename);
    // Tests exercise a layer inside the whole app (route table, store); the rule guards the code that ships.
    if (!from || /\.test\.tsx?$/.test(context.filename)) return {};
    function check(node, typeOnly) {
      const spec = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(srcDir, path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      const data = { from: from.name, to: to.name };
      if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name) {
        context.report({ node, messageId: 'crossFeature', data });
      } else if (from.layer !== 'app' && to.layer === 'app' && !(typeOnly && from.name === 'store')) {
        // store/ alone may name the store's types (erased at build): see client/src/store/README.md.
        context.report({ node, messageId: 'upward', data: { from: from.layer === 'feature' ? `features/${from.name}` : `${from.name}/` } });
      } else if (from.layer === 'shared' && to.layer === 'feature') {
        context.report({ node, messageId: 'sharedToFeature', data });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, false),
    };
  },
};
