/** The evidence tabs in screen order, with the heading of the slot a photo goes to. */
export const evidenceTabs = [
  ['Exam Center Photo & Video', 'Exam centre photos'],
  ['Group Photos', 'Group photos'],
  ['Theory Photos & Video', 'Theory photos'],
  ['Viva Photo & Video', 'Viva photos'],
  ['Aadhar Holding Photos', 'Aadhaar holding photos'],
  ['Practical Photos & Video', 'Practical photos'],
  ['Tool Photos', 'Tool photos'],
  ['TP Declaration', 'TP declaration'],
  ['Annexure M & N', 'Annexure N'],
  ['Others', 'Other documents'],
  ['Attendance Sheet', 'Attendance sheet'],
] as const;

export type EvidenceTab = (typeof evidenceTabs)[number][0];
