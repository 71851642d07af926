// A reader of the Dockerfile instructions this repository uses, so the image's steps can be replayed without a
// container engine (scripts/dockerSteps.mjs): stages (`FROM … AS name`), flags (`COPY --from=… --chown=…`,
// `RUN --mount=…`), and the checks a replay on the host cannot make by running a step. Anything else is an error,
// not silently skipped.
import { readFileSync } from 'node:fs';

/** The instructions of a Dockerfile's text in order: { op, args, flags } (continuation lines joined, flags apart). */
export function parseDockerfile(text) {
  const lines = text.replace(/[ \t]*\\\r?\n[ \t]*/g, ' ').split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
      if (!op) throw new Error(`Dockerfile: cannot read "${line}"`);
      return { op: op.toUpperCase(), ...flagsOf(rest.trim()) };
    });
}

/** The instructions of the Dockerfile at `path` (see parseDockerfile). */
export function readDockerfile(path) {
  return parseDockerfile(readFileSync(path, 'utf8'));
}

/** Leading `--name=value` flags of an instruction (`--from=build`, `--chown=node:node`, `--mount=type=cache,…`). */
export function flagsOf(args) {
  const flags = {};
  let rest = args;
  for (let match; (match = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest)); rest = rest.slice(match[0].length)) {
    flags[match[1]] = match[2] ?? true;
  }
  return { args: rest.trim(), flags };
}

/**
 * The stages: { index, name, base, steps }, `name` from `FROM image AS name` (else null), `steps` the instructions
 * after that FROM. Instructions before the first FROM are an error (ARG aside, which this repository does not use).
 */
export function stagesOf(instructions) {
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.op === 'FROM') {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      if (!base) throw new Error(`Dockerfile: cannot read "FROM ${instruction.args}"`);
      stages.push({ index: stages.length, name: name ?? null, base, steps: [] });
    } else if (stages.length === 0) {
      throw new Error(`Dockerfile: ${instruction.op} before the first FROM`);
    } else {
      stages.at(-1).steps.push(instruction);
    }
  }
  if (stages.length === 0) throw new Error('Dockerfile: no FROM');
  return stages;
}

/** The stage a `COPY --from=` names among `earlier` (the stages before the one copying): by its name or index. */
export function stageNamed(earlier, from) {
  const byIndex = /^\d+$/.test(from) ? earlier[Number(from)] : undefined;
  const stage = earlier.find((candidate) => candidate.name === from) ?? byIndex;
  if (!stage) throw new Error(`Dockerfile: COPY --from=${from} names no earlier stage`);
  return stage;
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

/** `VOLUME /data /more` or `VOLUME ["/data"]` → the paths. */
export function volumesOf(args) {
  return args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/);
}

/**
 * The absolute paths a RUN's command names: it works on the image's own folders, which a replay on this machine
 * must not touch (it would make `/data` here), so such a step is checked rather than run.
 */
export function absolutePathsOf(command) {
  return command.split(/[\s;&|()<>]+/).filter((word) => /^\/[\w.-]/.test(word));
}

/**
 * Whether a stage's volumes can be written by the user it runs as (its last `USER`): each VOLUME path must be given
 * to that user by a `chown` in a RUN before the VOLUME (a named volume takes the image folder's owner). Answers the
 * problems, none for a stage running as root.
 */
export function volumeOwnerProblems(stage) {
  const user = stage.steps.findLast((step) => step.op === 'USER')?.args.split(':')[0];
  if (!user || user === 'root' || user === '0') return [];
  const problems = [];
  const owned = new Set();
  for (const step of stage.steps) {
    if (step.op === 'RUN') {
      for (const [, owner, paths] of step.args.matchAll(/\bchown\s+(?:-R\s+)?([^\s:]+)(?::\S+)?\s+([^;&|]+)/g)) {
        if (owner === user) for (const path of paths.trim().split(/\s+/)) owned.add(path.replace(/\/+$/, ''));
      }
    }
    if (step.op === 'VOLUME') {
      for (const path of volumesOf(step.args)) {
        if (!owned.has(path.replace(/\/+$/, '')))
          problems.push(`VOLUME ${path} is not given to ${user} (RUN mkdir -p ${path} && chown ${user} ${path})`);
      }
    }
  }
  return problems;
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
