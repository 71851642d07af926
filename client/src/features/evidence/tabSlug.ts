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

/**
 * The name a tab is shown by: ours for a known tab, whatever spelling the server sends ("Adhar Holding Photos",
 * "anexure M&N"), so the activities list, the tab's own screen and the completeness check say the same; the server's
 * name for a tab we do not know.
 */
export function tabTitle(tab: { tabName: string; slug?: string | undefined }): string {
  const slug = slugOfTab(tab);
  return evidenceKinds.find((spec) => spec.slug === slug)?.tabName ?? tab.tabName;
}
