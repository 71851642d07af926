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

/**
 * Imports flow one way, shared (in their order) → features → app (bulletproof-react). Each import is judged by the
 * two paths alone, so the rule holds no graph that could go stale; cycles are import-x/no-cycle's (eslint.config.js).
 */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep client layers one-way: shared folders in order → features → app; a feature uses another only through its api.ts',
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
      if (!to) return;
      const data = { from: from.name, to: to.name };
      if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name && to.file !== 'api.ts') {
        context.report({ node, messageId: 'crossFeature', data });
      } else if (from.layer !== 'app' && to.layer === 'app') {
        const name = from.layer === 'feature' ? `features/${from.name}` : `${from.name}/`;
        context.report({ node, messageId: 'upward', data: { from: name } });
      } else if (from.layer === 'shared' && to.layer === 'feature') {
        context.report({ node, messageId: 'sharedToFeature', data });
      } else if (
        from.layer === 'shared' &&
        to.layer === 'shared' &&
        SHARED.indexOf(to.name) > SHARED.indexOf(from.name)
      ) {
        context.report({ node, messageId: 'sharedOrder', data: { ...data, order: SHARED.join(' → ') } });
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
