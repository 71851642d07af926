import { describe, expect, it } from 'vitest';
import { HTTP1_WIDTH, MULTIPLEXED_WIDTH, linkWidth } from './linkWidth.ts';

const answer = (name: string, nextHopProtocol: string) => ({ name, nextHopProtocol }) as PerformanceResourceTiming;

describe('linkWidth', () => {
  it('asks six at once over HTTP/1.1, as many as a browser has connections to a host', () => {
    expect(linkWidth([answer('https://api.example/api/batch-details/1', 'http/1.1')])).toBe(HTTP1_WIDTH);
  });

  it('asks more at once when the API answers over HTTP/2 or HTTP/3', () => {
    expect(linkWidth([answer('https://api.example/api/batch-details/1', 'h2')])).toBe(MULTIPLEXED_WIDTH);
    expect(linkWidth([answer('https://api.example/api/batch-details/1', 'h3')])).toBe(MULTIPLEXED_WIDTH);
  });

  it("reads the API's latest answer, not the app's own files, and stays at six when it cannot tell", () => {
    expect(
      linkWidth([answer('https://api.example/api/nos-list/1', 'http/1.1'), answer('https://app.example/x.js', 'h2')]),
    ).toBe(HTTP1_WIDTH);
    expect(linkWidth([answer('https://api.example/api/nos-list/1', '')])).toBe(HTTP1_WIDTH);
    expect(linkWidth([])).toBe(HTTP1_WIDTH);
  });
});
