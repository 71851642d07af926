import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  absolutePathsOf,
  flagsOf,
  parseDockerfile,
  stageNamed,
  stagesOf,
  volumeOwnerProblems,
  volumesOf,
} from './dockerfile.mjs';

const multiStage = `
# comment
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN --mount=type=cache,target=/root/.npm npm ci \\
    --no-audit
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
COPY --from=build --chown=node:node /app/client/dist client/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
CMD ["node", "--import", "tsx", "src/main.ts"]
`;

describe('the Dockerfile reader', () => {
  it('splits an instruction into its flags and arguments, continuation lines joined', () => {
    const [, , run] = parseDockerfile(multiStage);
    expect(run).toEqual({
      op: 'RUN',
      args: 'npm ci --no-audit',
      flags: { mount: 'type=cache,target=/root/.npm' },
    });
    expect(flagsOf('--from=build --chown=node:node /app/client/dist client/dist')).toEqual({
      args: '/app/client/dist client/dist',
      flags: { from: 'build', chown: 'node:node' },
    });
    expect(flagsOf('npm ci --omit=dev')).toEqual({ args: 'npm ci --omit=dev', flags: {} });
  });

  it('groups the instructions by stage, named by FROM … AS', () => {
    const stages = stagesOf(parseDockerfile(multiStage));
    expect(stages.map(({ index, name, base, steps }) => [index, name, base, steps.length])).toEqual([
      [0, 'build', 'node:22-bookworm-slim', 3],
      [1, null, 'node:22-bookworm-slim', 6],
    ]);
    expect(stages[1].steps.map((step) => step.op)).toEqual(['WORKDIR', 'COPY', 'RUN', 'VOLUME', 'USER', 'CMD']);
    expect(() => stagesOf(parseDockerfile('WORKDIR /app\nFROM node'))).toThrow('WORKDIR before the first FROM');
  });

  it('finds the stage a COPY --from names among the earlier ones, by name or index', () => {
    const stages = stagesOf(parseDockerfile(multiStage));
    expect(stageNamed(stages.slice(0, 1), 'build')).toBe(stages[0]);
    expect(stageNamed(stages.slice(0, 1), '0')).toBe(stages[0]);
    expect(() => stageNamed(stages.slice(0, 1), 'assets')).toThrow('names no earlier stage');
    expect(() => stageNamed(stages.slice(0, 1), '1')).toThrow('names no earlier stage');
  });

  it("names the absolute paths of a RUN (the image's own folders, not run on this machine)", () => {
    expect(absolutePathsOf('mkdir -p /data && chown node:node /data')).toEqual(['/data', '/data']);
    expect(absolutePathsOf('npm ci --omit=dev -w contract -w mock-server')).toEqual([]);
    expect(volumesOf('["/data", "/uploads"]')).toEqual(['/data', '/uploads']);
  });

  it('requires the volumes of a stage running as an unprivileged user to be given to that user', () => {
    const [, runtime] = stagesOf(parseDockerfile(multiStage));
    expect(volumeOwnerProblems(runtime)).toEqual([]);
    const notGiven = multiStage.replace('RUN mkdir -p /data && chown node:node /data\n', '');
    expect(volumeOwnerProblems(stagesOf(parseDockerfile(notGiven))[1])).toEqual([
      'VOLUME /data is not given to node (RUN mkdir -p /data && chown node /data)',
    ]);
    const asRoot = notGiven.replace('USER node\n', '');
    expect(volumeOwnerProblems(stagesOf(parseDockerfile(asRoot))[1])).toEqual([]);
  });

  it("reads the repository's own Dockerfile: a build stage, then a runtime stage as node", () => {
    const text = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const stages = stagesOf(parseDockerfile(text));
    expect(stages.map((stage) => stage.name)).toEqual(['build', null]);
    const runtime = stages.at(-1);
    expect(runtime.steps.filter((step) => step.op === 'USER').map((step) => step.args)).toEqual(['node']);
    expect(runtime.steps.some((step) => step.op === 'COPY' && step.flags.from === 'build')).toBe(true);
    expect(volumeOwnerProblems(runtime)).toEqual([]);
  });
});
