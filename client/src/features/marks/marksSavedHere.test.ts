import { beforeEach, expect, it } from 'vitest';
import { MARKS_SAVED_HERE_KEY, marksSavedHere, rememberMarksSaved } from './marksSavedHere.ts';

beforeEach(() => localStorage.clear());

it('remembers a section per batch and candidate, across a reload of the stored list', () => {
  expect(marksSavedHere('b1', 'c1', 'Theory')).toBe(false);
  rememberMarksSaved('b1', 'c1', 'Theory');
  expect(marksSavedHere('b1', 'c1', 'Theory')).toBe(true);
  expect(marksSavedHere('b1', 'c1', 'viva')).toBe(false);
  expect(marksSavedHere('b1', 'c2', 'Theory')).toBe(false);
  expect(marksSavedHere('b2', 'c1', 'Theory')).toBe(false);
  expect(JSON.parse(localStorage.getItem(MARKS_SAVED_HERE_KEY)!)).toEqual(['b1:c1:Theory']);
});

it('reads a broken stored list as empty, and writes a good one over it', () => {
  localStorage.setItem(MARKS_SAVED_HERE_KEY, '{not json');
  expect(marksSavedHere('b1', 'c1', 'Theory')).toBe(false);
  rememberMarksSaved('b1', 'c1', 'Theory');
  expect(marksSavedHere('b1', 'c1', 'Theory')).toBe(true);
});
