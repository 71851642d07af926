import { profileCompletion, type SectionName } from '@assessor/contract';
import { paths } from '../../paths/paths.ts';
import { sectionUi } from './sections.ts';

/** Accepted items each section needs for its full points (the contract's `profileCompletion`, api-facts §3). */
export const needed = Object.fromEntries(
  Object.entries(profileCompletion.sections).map(([section, { need }]) => [section, need]),
) as Record<SectionName, number>;

export interface MissingItem {
  key: 'photo' | 'bank' | SectionName;
  to: string;
  have: number;
  need: number;
}

/** What is missing to reach 100 %: the photo, accepted documents per section, the bank account. */
export function missingItems(
  hasPhoto: boolean,
  accepted: Record<SectionName, number>,
  hasBank: boolean,
): MissingItem[] {
  const list: MissingItem[] = [];
  if (!hasPhoto) list.push({ key: 'photo', to: '#profile-photo', have: 0, need: 1 });
  for (const section of Object.keys(needed) as SectionName[]) {
    if (accepted[section] < needed[section])
      list.push({ key: section, to: sectionUi[section].path, have: accepted[section], need: needed[section] });
  }
  if (!hasBank) list.push({ key: 'bank', to: paths.profile.bankDetails.to(), have: 0, need: 1 });
  return list;
}
