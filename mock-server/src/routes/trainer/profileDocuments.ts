import { trainerCalls, type SectionName } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { findAssessor } from '../../services/auth/assessors.ts';
import {
  acceptedDocuments,
  documentLabel,
  documentsOf,
  findDocument,
  sectionNames,
} from '../../services/profile/profileDocuments.ts';
import { profilePercentage } from '../../services/profile/profilePercentage.ts';
import { serve } from '../serve.ts';

/** Where the assessor re-uploads a rejected document (the real `assessorObjectLinks`, backend-facts §3.6). */
const sectionLinks: Record<SectionName, string> = {
  personal: '/my-doc/personal-details',
  experience: '/my-doc/degree-certificate/previous-experience',
  education: '/my-doc/degree-certificate/education-details',
  jobRole: '/my-doc/degree-certificate/job-role-certificate',
  agreement: '/my-doc/degree-certificate/agreement',
};

/** Trainer endpoints of the profile documents: see them, accept or reject one (the assessor is notified). */
export default async function profileDocumentRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.profileDocuments, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const list = sectionNames.flatMap((section) =>
      documentsOf(assessor, section).map((doc) => ({
        _id: doc._id,
        section,
        label: documentLabel(section, doc),
        status: doc.status,
      })),
    );
    return reply.ok('Profile documents', list);
  });

  serve(app, trainerCalls.reviewDocument, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const found = findDocument(assessor, request.params.documentId);
    if (!found) return reply.fail(404, 'Document not found');
    const { section, doc } = found;
    doc.status = request.body.status;
    const label = documentLabel(section, doc);
    app.notifications.add(
      request.body.status === 'rejected'
        ? {
            recipient: assessor._id,
            title: 'Document rejected',
            content: `${label} has rejected, please re-upload`,
            type: 'alert',
            link: sectionLinks[section],
            sender: 'trainer',
          }
        : {
            recipient: assessor._id,
            title: 'Document accepted',
            content: `${label} has been accepted`,
            type: 'message',
            link: sectionLinks[section],
            sender: 'trainer',
          },
    );
    const { profilePercentage: percentage } = profilePercentage(assessor, acceptedDocuments(assessor));
    return reply.ok('Document reviewed', { _id: doc._id, section, status: doc.status, profilePercentage: percentage });
  });
}
