import { evidenceKinds } from '@assessor/contract';

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The real tab names (BE `qaTabConstant.js`, backend-facts §1a row 14) where they differ from ours. */
const realNames: Record<string, string> = {
  [keyOf('Adhar Holding Photos')]: 'aadhar-photos',
  [keyOf('anexure M&N')]: 'annexure',
  [keyOf('others')]: 'other-documents',
};

const bySlugName = new Map(evidenceKinds.map((spec) => [keyOf(spec.tabName), spec.slug]));

/** A tab's route slug: the one sent, else derived from its name (ours or the real one), else its name in kebab case. */
export function slugOfTab(tab: { tabName: string; slug?: string | undefined }): string {
  if (tab.slug) return tab.slug;
  const key = keyOf(tab.tabName);
  return (
    bySlugName.get(key) ??
    realNames[key] ??
    tab.tabName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/** The tab with its slug filled in. */
export const withSlug = <T extends { tabName: string; slug?: string | undefined }>(tab: T): T & { slug: string } => ({
  ...tab,
  slug: slugOfTab(tab),
});
