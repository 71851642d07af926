/**
 * Resolves in a later task of the page, so that the browser can paint and answer a tap between two pieces of start-up
 * work (on a slow phone, one long stretch of work holds back both). A message, not a timer: a timer in a hidden tab
 * waits a second or more.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
