// A reader of the few Dockerfile instructions this repository uses, so the image's steps can be replayed without
// a container engine (scripts/dockerSteps.mjs). Anything else in the Dockerfile is an error, not silently skipped.
import { readFileSync } from 'node:fs';

/** The instructions in order: { op, args } with `args` as written (continuation lines joined). */
export function readDockerfile(path) {
  const lines = readFileSync(path, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, op, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
      if (!op) throw new Error(`Dockerfile: cannot read "${line}"`);
      return { op: op.toUpperCase(), args: args.trim() };
    });
}

/** `KEY=value KEY2=value2` (or the old `KEY value`) → entries. */
export function envOf(args) {
  if (!args.includes('=')) {
    const [key, ...rest] = args.split(/\s+/);
    return [[key, rest.join(' ')]];
  }
  return [...args.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map(([, key, value]) => [key, value.replace(/^"|"$/g, '')]);
}

/** `["npm", "run", "mock"]` (exec form) or a shell string. */
export function commandOf(args) {
  return args.startsWith('[') ? JSON.parse(args) : ['sh', '-c', args];
}

/** .dockerignore patterns as a test on a path relative to the context (forward slashes). */
export function ignoreTest(text) {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((pattern) => {
      const negate = pattern.startsWith('!');
      const glob = (negate ? pattern.slice(1) : pattern).replace(/^\/+|\/+$/g, '');
      const source = glob
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/');
      return { negate, regex: new RegExp(`^${source.replace(/\.\*\//g, '(?:.*/)?')}(?:/.*)?$`) };
    });
  return (relative) => rules.reduce((ignored, rule) => (rule.regex.test(relative) ? !rule.negate : ignored), false);
}
