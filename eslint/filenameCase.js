import path from 'node:path';

const camel = /^[a-z][a-zA-Z0-9]*$/;
const pascal = /^[A-Z][a-zA-Z0-9]*$/;
/** Test files are named after what they test, which may be a component (`CaptureEntries.test.ts`). */
const testSuffix = /^(test|spec)$/;

/**
 * The parts of a file name: the base before the first dot, the dotted words after it (`config`, `test`, `d`,
 * `kill9`, ...), and the extension.
 */
export function nameParts(file) {
  const [base = '', ...rest] = path.basename(file).split('.');
  return { base, extension: rest.pop() ?? '', suffixes: rest };
}

/**
 * What is wrong with a code file's name, or null. Modules are camelCase (`jobRoles.ts`, `vite.config.ts`); React
 * component files (.tsx) may be PascalCase, and so may tests named after a component, and files where the config
 * allows it (page-object classes). One convention, so `job-roles.ts` and `jobRoles.ts` never sit side by side.
 */
export function nameProblem(file, { allowPascalCase = false } = {}) {
  const { base, extension, suffixes } = nameParts(file);
  const badSuffix = suffixes.find((word) => !camel.test(word) && !/^[a-z0-9]+$/.test(word));
  if (badSuffix) return { messageId: 'suffix', data: { name: path.basename(file), suffix: badSuffix } };
  if (camel.test(base)) return null;
  const pascalAllowed = allowPascalCase || extension === 'tsx' || suffixes.some((word) => testSuffix.test(word));
  if (pascalAllowed && pascal.test(base)) return null;
  const suggestion = base.replace(/[-_.]+([a-zA-Z0-9])/g, (_, letter) => letter.toUpperCase());
  return { messageId: pascalAllowed ? 'camelOrPascal' : 'camel', data: { name: path.basename(file), suggestion } };
}

/** `filename-case`: reports a file whose name breaks the convention, once, at the top of the file. */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are camelCase (modules) or PascalCase (React components, page objects)' },
    schema: [{ type: 'object', properties: { allowPascalCase: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      camel: '{{name}}: module file names are camelCase ({{suggestion}}).',
      camelOrPascal: '{{name}}: file names are camelCase, or PascalCase for a component ({{suggestion}}).',
      suffix: '{{name}}: the dotted part "{{suffix}}" must be lowercase or camelCase (.test, .config, .d).',
    },
  },
  create(context) {
    const problem = nameProblem(context.filename, context.options[0]);
    if (!problem) return {};
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, ...problem });
      },
    };
  },
};
