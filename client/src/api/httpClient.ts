import axios from 'axios';

/**
 * The one axios instance. Loaded lazily by the base query so axios stays out of the first-load bundle.
 * No interceptors: answers are interpreted by the base query, messages and logout by the error listener.
 */
export const http = axios.create({
  timeout: 0,
  // `Cache-Control: no-cache` keeps the browser's HTTP cache out of every call: an API answer without cache headers
  // (a 410 of the notification poll, say) would otherwise be replayed to the next session.
  headers: { 'Time-Zone': 'Asia/Kolkata', 'Cache-Control': 'no-cache' },
  // Every HTTP status is an answer to read (envelopes carry the meaning), so axios never rejects on status.
  validateStatus: () => true,
});

export const isCancel = axios.isCancel;
