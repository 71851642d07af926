import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../services/auth/passwords.ts';
import { testSeed, TEST_TODAY } from '../testing/testApp.ts';
import { DEMO_ASSESSOR, OTHER_ASSESSORS, createSeed } from './index.ts';
import { indiaPlaces } from './indiaPlaces.ts';

const isoOf = (slash: string) => slash.split('/').reverse().join('-');

describe('createSeed', () => {
  it('is deterministic byte for byte, and the seed matters', () => {
    const a = JSON.stringify(createSeed({ seed: 42, today: TEST_TODAY }));
    const b = JSON.stringify(createSeed({ seed: 42, today: TEST_TODAY }));
    const c = JSON.stringify(createSeed({ seed: 43, today: TEST_TODAY }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  const state = testSeed();
  const demo = state.assessors.find((assessor) => assessor.email === DEMO_ASSESSOR.email)!;

  it('holds the demo assessor and two others, active and registered, passwords hashed', async () => {
    expect(demo).toMatchObject({
      mobile: '9876543210',
      isActive: true,
      isAssessorRegister: true,
      isMobileVerified: true,
    });
    expect(demo.assessorId).toMatch(/^RD\d{4}$/);
    expect(demo._id).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(state)).not.toContain(DEMO_ASSESSOR.password);
    expect(await verifyPassword(DEMO_ASSESSOR.password, demo.passwordHash)).toBe(true);
    for (const other of OTHER_ASSESSORS) {
      expect(state.assessors.find((assessor) => assessor.email === other.email)).toMatchObject({ isActive: true });
    }
  });

  it('gives every assessor a state and district of the getStates / getcities lists, so the profile form takes them as they are', () => {
    for (const assessor of state.assessors) {
      const place = indiaPlaces.find((candidate) => candidate.name === assessor.state);
      expect(place, `${assessor.email}: ${assessor.state}`).toBeDefined();
      expect(place!.cities.map(([city]) => city)).toContain(assessor.district);
    }
  });

  it('gives the demo assessor at least 30 batches in every state', () => {
    const mine = state.batches.filter((batch) => batch.accessorId === demo._id);
    expect(mine.length).toBeGreaterThanOrEqual(30);
    const stateOf = (batch: (typeof mine)[number]) => {
      if (!batch.isAcceptAssesor) return batch.RejectComment === null ? 'pending' : 'rejected';
      if (isoOf(batch.endDate) < TEST_TODAY) return 'completed';
      return isoOf(batch.startDate) > TEST_TODAY ? 'upcoming' : 'ongoing';
    };
    expect(new Set(mine.map(stateOf))).toEqual(new Set(['pending', 'rejected', 'upcoming', 'ongoing', 'completed']));
    expect(state.batches.some((batch) => batch.accessorId !== demo._id)).toBe(true);
    for (const batch of mine) {
      expect(batch.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(batch.startTime).toMatch(/^\d{2}:\d{2}(AM|PM)$/);
      expect(batch.questionPaper.passingPercentage).toBe(33);
    }
  });

  it('gives every batch 20–40 candidates, absent marks "Missing"', () => {
    for (const batch of state.batches) {
      const candidates = state.candidates.filter((candidate) => candidate.batchId === batch._id);
      expect(candidates.length).toBe(batch.batchSize);
      expect(batch.batchSize).toBeGreaterThanOrEqual(20);
      expect(batch.batchSize).toBeLessThanOrEqual(40);
    }
    // Except the close-out batch ready to invoice (seed/closeout.ts), whose attendance is taken.
    const taken = new Set(state.evidenceFiles.map((file) => file.batch_id));
    expect(
      state.candidates.every((c) => (c.isPresent === 'Missing' || taken.has(c.batchId)) && /^\d{10}$/.test(c.mobile)),
    ).toBe(true);
    expect(state.candidates[0]?.aadharNumber).toMatch(/^XXXX-XXXX-\d{4}$/);
  });

  it('has job roles with 3–6 NOS and bilingual questions', () => {
    for (const role of state.jobRoles) {
      expect(role.nos.length).toBeGreaterThanOrEqual(3);
      expect(role.nos.length).toBeLessThanOrEqual(6);
      const nos = role.nos[0]!;
      expect(nos.outOf).toBe(nos.theoryTM + nos.vivaTM + nos.practicalTM);
      expect(nos.vivaQuestions[0]?.lang.map((l) => l.language)).toEqual(['English', 'Hindi']);
    }
  });

  it('has request notifications, day records and 11 tabs per accepted batch', () => {
    const pending = state.batches.filter(
      (b) => b.accessorId === demo._id && !b.isAcceptAssesor && b.RejectComment === null,
    );
    const notes = state.notifications.filter((n) => n.recipient === demo._id && n.type === 'other');
    expect(notes.map((n) => n.title).sort()).toEqual(pending.map((b) => b.batchId).sort());
    const accepted = state.batches.find((b) => b.isAcceptAssesor)!;
    expect(state.tabStatuses.filter((t) => t.batch_id === accepted._id)).toHaveLength(11);
    const days = state.assessmentDays.filter((d) => d.batch_id === accepted._id);
    expect(days.length).toBeGreaterThanOrEqual(1);
    expect(days[0]?.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Only the two close-out batches carry evidence (seed/closeout.ts).
    expect(new Set(state.evidenceFiles.map((file) => file.batch_id)).size).toBe(2);
  });
});
