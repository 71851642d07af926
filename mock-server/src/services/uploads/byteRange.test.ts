import { describe, expect, it } from 'vitest';
import { parseRange } from './byteRange.ts';
import { matchesSignature } from './magicBytes.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-5000', { start: 50, end: 99 }],
  ])('reads %s', (header, range) => expect(parseRange(header, 100)).toEqual(range));

  it.each(['bytes=100-', 'bytes=9-1', 'bytes=-', 'bytes=-0', 'bytes=0-1,3-4', 'pages=1-2', 'bytes=a-b'])(
    'refuses %s',
    (header) => expect(parseRange(header, 100)).toBeNull(),
  );
});

describe('matchesSignature', () => {
  it('knows the accepted types by their first bytes', () => {
    expect(matchesSignature('application/pdf', Buffer.from('%PDF-1.4'))).toBe(true);
    expect(matchesSignature('video/mp4', Buffer.from('\0\0\0\x20ftypisom', 'latin1'))).toBe(true);
    expect(matchesSignature('image/png', Buffer.from('%PDF-1.4'))).toBe(false);
    expect(matchesSignature('text/html', Buffer.from('<html>'))).toBe(false);
  });
});
