import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainerCalls } from '@assessor/contract';
import Value from 'typebox/value';
import { ApiError } from '../../../errors/apiError.ts';
import type { LessonScript } from './script.ts';

/** The lessons shipped with the mock: `fixtures/lessons/` at the repository's root (in the Docker image too). */
export const SHIPPED_LESSONS_DIR = fileURLToPath(new URL('../../../../../fixtures/lessons/', import.meta.url));

export interface ShippedLesson {
  id: string;
  name: string;
  steps: number;
  lastAt: string;
}

/**
 * Reads one shipped lesson and checks its shape against the load call's body (its steps are checked against their
 * trainer calls when it is loaded, as a posted lesson's are). 404 for an id with no file; a broken file is the mock's
 * fault, but its message names the problem so whoever edited it can mend it.
 */
export async function readShipped(id: string, dir = SHIPPED_LESSONS_DIR): Promise<LessonScript> {
  let text: string;
  try {
    text = await readFile(path.join(dir, `${id}.json`), 'utf8');
  } catch {
    throw new ApiError(404, `No shipped lesson ${id}: GET /__mock/lessons/shipped lists them`);
  }
  let script: unknown;
  try {
    script = JSON.parse(text);
  } catch (error) {
    throw new ApiError(500, `Shipped lesson ${id} is not JSON: ${(error as Error).message}`);
  }
  const [fault] = Value.Errors(trainerCalls.loadLesson.body, script);
  if (fault)
    throw new ApiError(500, `Shipped lesson ${id} is not a lesson: ${fault.instancePath || '/'} ${fault.message}`);
  return script as LessonScript;
}

/** Every shipped lesson that reads as a lesson, by id (file name), with what the picker shows. */
export async function listShipped(dir = SHIPPED_LESSONS_DIR): Promise<ShippedLesson[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => /^[a-z0-9][a-z0-9-]{0,59}\.json$/.test(file))
    .sort();
  const lessons: ShippedLesson[] = [];
  for (const file of files) {
    const id = file.slice(0, -'.json'.length);
    // A broken file is left out of the list (loading it by id says what is wrong).
    const script = await readShipped(id, dir).catch(() => undefined);
    if (script)
      lessons.push({ id, name: script.name, steps: script.steps.length, lastAt: script.steps.at(-1)?.at ?? '+0s' });
  }
  return lessons;
}
