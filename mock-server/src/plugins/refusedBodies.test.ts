import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { TEST_TRAINER_PASSCODE, type TestApp, eachTestApp } from '../testing/testApp.ts';
import { listening } from '../testing/testSocket.ts';

let t: TestApp;
eachTestApp((fresh) => (t = fresh));

/**
 * Sends the head and the whole body as a client that reads only once it has sent everything (fetch, a browser), then
 * reads the answer's status line and headers. A reset while sending or before the answer is a failure.
 */
function sendThenRead(port: number, head: string, bodyBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer in time')));
    socket.on('error', (error) => reject(error));
    socket.on('data', (chunk) => {
      received.push(chunk);
      const text = Buffer.concat(received).toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(text.split('\r\n\r\n')[0]!);
      }
    });
    socket.pause();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let left = bodyBytes;
    const pump = () => {
      while (left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!socket.write(part)) return void socket.once('drain', pump);
      }
      socket.resume();
    };
    socket.write(head);
    pump();
  });
}

const headOf = (method: string, path: string, bytes: number, headers: Record<string, string> = {}) =>
  [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    'Content-Type: application/json',
    `Content-Length: ${bytes}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');

describe('a refused body', () => {
  it('gets its 413 to a client that sends a too-large JSON body (16 MB) whole before reading', async () => {
    const port = await listening(t.app);
    const bytes = 16 * 1024 * 1024;
    for (let i = 0; i < 3; i++)
      expect(await sendThenRead(port, headOf('POST', '/api/login-assesor', bytes), bytes)).toMatch(/^HTTP\/1.1 413/);
  });

  it('gets its 413 to a browser restoring a 60 MB state file', async () => {
    const port = await listening(t.app);
    const bytes = 60 * 1024 * 1024;
    const head = headOf('PUT', '/__mock/state', bytes, { 'x-trainer-passcode': TEST_TRAINER_PASSCODE });
    expect(await sendThenRead(port, head, bytes)).toMatch(/^HTTP\/1.1 413/);
  }, 60_000);
});
