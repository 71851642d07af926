import { describe, expect, it } from 'vitest';
import { asksForSelfie } from './CaptureEntries.tsx';

describe('asksForSelfie', () => {
  it('tells a refusal about the photo from one about the place or the day', () => {
    expect(asksForSelfie('The selfie is not clear: take it again')).toBe(true);
    expect(asksForSelfie('A selfie is required: send it in the field clockImage')).toBe(true);
    expect(asksForSelfie('You are 12 km from the exam centre: clock in within 500 m of it')).toBe(false);
    expect(asksForSelfie(undefined)).toBe(false);
  });
});
