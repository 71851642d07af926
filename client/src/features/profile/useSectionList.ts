import type { SectionName } from '@assessor/contract';
import {
  useAgreementListQuery,
  useDeleteAgreementMutation,
  useDeleteEducationMutation,
  useDeleteExperienceMutation,
  useDeleteJobRoleCertificateMutation,
  useDeletePersonalDetailMutation,
  useEducationListQuery,
  useExperienceListQuery,
  useJobRoleCertificateListQuery,
  usePersonalDetailListQuery,
} from './api.ts';
import { docView, itemsOf } from './sections.ts';

const listHooks = {
  personal: usePersonalDetailListQuery,
  experience: useExperienceListQuery,
  education: useEducationListQuery,
  jobRole: useJobRoleCertificateListQuery,
  agreement: useAgreementListQuery,
};

/** One section's items as `DocView`s, with the query's loading and error states. */
export function useSectionList(section: SectionName, assessorId: string) {
  const query = listHooks[section]({ params: { id: assessorId } }, { skip: !assessorId });
  return { ...query, items: itemsOf(query.data).map((item) => docView(section, item)) };
}

const deleteHooks = {
  personal: useDeletePersonalDetailMutation,
  experience: useDeleteExperienceMutation,
  education: useDeleteEducationMutation,
  jobRole: useDeleteJobRoleCertificateMutation,
  agreement: useDeleteAgreementMutation,
};

/** Deletes one item of the section: the query names of backend-facts §3.6 (`assesor_id` and the section's id). */
export function useDeleteSectionItem(section: SectionName) {
  const [remove, state] = deleteHooks[section]();
  const run = (query: Record<string, string>) =>
    (remove as (arg: { query: Record<string, string> }) => ReturnType<typeof remove>)({ query });
  return [run, state] as const;
}
