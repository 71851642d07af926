import { AUTH_HEADER } from '@assessor/contract';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AssessmentDay, DbState } from '../db/types.ts';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { eachTestSignedIn, type TestApp } from './testApp.ts';

const fixturesDir = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

/** A sample file of fixtures/ (made by fixtures/makeFixtures.mjs). */
export const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

export const samples = {
  jpg: { name: 'photo.jpg', type: 'image/jpeg' },
  png: { name: 'photo.png', type: 'image/png' },
  mp4: { name: 'clip.mp4', type: 'video/mp4' },
  pdf: { name: 'document.pdf', type: 'application/pdf' },
} as const;

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export const sample = (field: string, which: keyof typeof samples, name?: string): FilePart => ({
  field,
  name: name ?? samples[which].name,
  type: samples[which].type,
  bytes: fixture(samples[which].name),
});

/** A real multipart body: text fields first (as the client sends them), then the files. */
export function form(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

export async function upload(app: FastifyInstance, token: string, kind: string, body: FormData) {
  return app.inject({
    method: 'POST',
    url: `/api/upload-${kind}File`,
    headers: { [AUTH_HEADER]: token },
    payload: body,
  });
}

/** A fresh folder for the mock's data (uploads land in `<dir>/uploads`). */
export const tempDataDir = () => mkdtemp(path.join(tmpdir(), 'assessor-uploads-'));

/**
 * Before each test of the file: a fresh app on a data folder of its own (files land in `<dataDir>/uploads`), the
 * demo assessor logged in, and the demo's first day record, handed to `use`; closed after the test.
 */
export function eachTestWithFiles(
  use: (fresh: { t: TestApp; token: string; dataDir: string; day: AssessmentDay }) => void,
): void {
  let dataDir = '';
  eachTestSignedIn(
    (fresh) => use({ ...fresh, dataDir, day: demoDayOf(fresh.t.db.data) }),
    async () => ({ config: { dataDir: (dataDir = await tempDataDir()) } }),
  );
}

export const storedNames = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[])).sort();

/** The first day record of the assessor's first accepted batch. */
export function dayOf(data: DbState, assessorId: string): AssessmentDay {
  const day = data.assessmentDays.find((candidate) => candidate.assesor_id === assessorId);
  if (!day) throw new Error('seed has no day record');
  return day;
}

/** The demo assessor's first day record (`dayOf` the seed's demo). */
export function demoDayOf(data: DbState): AssessmentDay {
  return dayOf(data, data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id);
}
