import { INDIA_OFFSET_MS, type DetailsOf, type trainerCalls } from '@assessor/contract';

type Board = DetailsOf<typeof trainerCalls.classProgress>;

/** The sections the CSV has columns for, in the board's order (a batch assesses some of them). */
const SECTIONS = ['Theory', 'viva', 'practical'] as const;

const HEADER = [
  'Name',
  'E-mail',
  'Batch',
  'Logged in',
  'Request accepted',
  'Clocked in',
  'Distance to centre (m)',
  'Last refusal',
  'Attendance saved',
  'Attendance',
  ...SECTIONS.flatMap((s) => [`Marks ${s} first saved`, `Marks ${s}`]),
  'Evidence first upload',
  'Evidence',
  'Issue raised',
  'Clocked out',
  'Invoice generated',
  'Stuck',
  'Last call',
];

/** `YYYY-MM-DD HH:MM:SS` in India (no daylight saving there, so a fixed offset); empty when not done. */
export const indiaDateTime = (at: number | undefined) =>
  at === undefined ? '' : new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** A CSV field, quoted when it holds a quote, a comma or a line break (RFC 4180). */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The board as CSV, for the trainer's records: a row per trainee, a column per step with when it was first done
 * (India date and time), the counts in columns of their own, "Stuck" and the last call. CRLF line ends.
 */
export function progressCsv(board: Board): string {
  const lines = board.trainees.map((t) => {
    const s = t.steps;
    const marks = SECTIONS.flatMap((section) => {
      const m = s.marks.find((item) => item.section === section);
      return m ? [indiaDateTime(m.at), `${m.marked}/${m.present}`] : ['', ''];
    });
    return [
      t.fullName,
      t.email,
      t.batch?.batchId ?? '',
      indiaDateTime(s.loggedIn.at),
      indiaDateTime(s.requestAccepted.at),
      indiaDateTime(s.clockedIn.at),
      s.clockedIn.distance === undefined ? '' : String(s.clockedIn.distance),
      s.clockedIn.refusal ? `${indiaDateTime(s.clockedIn.refusal.at)} ${s.clockedIn.refusal.message}` : '',
      indiaDateTime(s.attendance.at),
      `${s.attendance.saved}/${s.attendance.candidates}`,
      ...marks,
      indiaDateTime(s.evidence.at),
      `${s.evidence.kinds}/${s.evidence.of}`,
      indiaDateTime(s.issueRaised.at),
      indiaDateTime(s.clockedOut.at),
      indiaDateTime(s.invoiceGenerated.at),
      t.stuck ? 'yes' : 'no',
      t.lastCall ? `${t.lastCall.method} ${t.lastCall.path} ${t.lastCall.status}` : '',
    ];
  });
  return [HEADER, ...lines].map((line) => line.map(field).join(',')).join('\r\n');
}
