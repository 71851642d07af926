import swagger from '@fastify/swagger';
import {
  AUTH_HEADER,
  TRAINER_PASSCODE_HEADER,
  capabilities,
  errorEnvelope,
  ErrorEnvelope,
  successEnvelope,
  trainerCalls,
  type CallSpec,
  type Capability,
} from '@assessor/contract';
import fp from 'fastify-plugin';
import { Type, type TSchema } from 'typebox';

/** The capability (tag) of every call; the trainer's calls are tagged `trainer`. */
const tagOf = new Map<CallSpec, string>([
  ...Object.entries(capabilities).flatMap(([tag, calls]) => Object.values(calls).map((call) => [call, tag] as const)),
  ...Object.values(trainerCalls).map((call) => [call, 'trainer'] as const),
]);

/** What each tag (a capability, or the trainer's calls) holds: a new capability needs its line here. */
const tagDescriptions: Record<Capability | 'trainer', string> = {
  auth: 'Sign-in with a password or an OTP, registration, OTPs, password reset, logout',
  requests: 'Batch requests sent to the assessor: accept, or reject with a reason',
  batches: "The assessor's accepted batches and the facts of one",
  notifications: "The assessor's notifications and their read marks",
  evidence: "A batch day's evidence: the tabs, their files and their status",
  attendance: "The assessor's own attendance: clock-in and clock-out with a selfie and the position, regularisation",
  candidates: "A batch's candidates and their attendance (present or absent)",
  marks: "NOS, questions and marks per section, and the candidates' viva and practical files",
  profile: "The assessor's profile, its documents, bank details, and the lists its form reads",
  account: 'Deleting the account, changing the password',
  closeout: 'After the assessment: raised issues, the completeness check, the invoice',
  trainer: "The mock's own calls under /__mock/ (trainer passcode): accounts, batches, notifications, rehearsals",
};

/** Every call's name (`loginAssessor`, `armScenario`), the operationId the console labels its buttons with. */
const nameOf = new Map<CallSpec, string>(
  Object.entries({ ...Object.assign({}, ...Object.values(capabilities)), ...trainerCalls }).map(([name, call]) => [
    call as CallSpec,
    name,
  ]),
);

const described = (schema: TSchema, description: string) => ({ ...schema, description });

/** The answers a call may give, each in its envelope (api-facts §1). */
function responsesOf(call: CallSpec): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    200: described(successEnvelope(call.details), 'Success envelope (201 for calls that create)'),
    400: described(ErrorEnvelope, 'Validation: the message says what is wrong'),
    500: described(ErrorEnvelope, 'Oops! Something went wrong here...'),
  };
  if (call.auth) {
    responses[401] = described(ErrorEnvelope, 'Missing, invalid or expired token');
    responses[410] = described(ErrorEnvelope, 'The session was ended (logout or logged in elsewhere)');
  }
  if (call.path.startsWith('/__mock/'))
    responses[401] = described(ErrorEnvelope, `No or wrong ${TRAINER_PASSCODE_HEADER}`);
  for (const [status, payload] of Object.entries(call.errors ?? {})) {
    responses[status] = described(errorEnvelope(payload as TSchema), `Error envelope whose error carries data`);
  }
  return responses;
}

/** A multipart call's form: its text fields and its file fields (binary). */
function multipartBody(call: CallSpec): TSchema | undefined {
  if (!call.multipart) return undefined;
  const files = Object.fromEntries(
    call.multipart.files.map((slot) => [
      slot.field,
      Type.Array(Type.String({ format: 'binary' }), {
        maxItems: slot.maxCount,
        description: `${slot.kinds.join(' or ')}, up to ${slot.maxCount}`,
      }),
    ]),
  );
  return Type.Object({ ...call.multipart.fields.properties, ...files });
}

/**
 * The OpenAPI 3 document of every contract and trainer call, made by @fastify/swagger from the routes' TypeBox
 * schemas; each route's answers (the envelopes), its tag and its security come from the call's declaration.
 * Routes that serve no call (the client's files, uploads, these documents) are left out.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Assessor API (mock)',
          version: '1',
          // The repository has no licence file: nothing is licensed to others (a private project).
          license: { name: 'Proprietary (private project, no licence granted)', identifier: 'LicenseRef-Proprietary' },
          description:
            "Every call of the assessor API as the mock serves it, and the mock's own trainer calls (`/__mock/`). " +
            'Answers are envelopes: `{ cacheHit, statusCode, success: true, message, details }` or ' +
            '`{ statusCode, success: false, message, error }`. Send `Time-Zone: Asia/Kolkata` on every call.',
        },
        tags: [...new Set(tagOf.values())].map((name) => ({
          name,
          description: tagDescriptions[name as keyof typeof tagDescriptions],
        })),
        components: {
          securitySchemes: {
            assessorToken: {
              type: 'apiKey',
              in: 'header',
              name: AUTH_HEADER,
              description: 'The token of a login (no "Bearer")',
            },
            trainerPasscode: {
              type: 'apiKey',
              in: 'header',
              name: TRAINER_PASSCODE_HEADER,
              description: 'MOCK_TRAINER_PASSCODE',
            },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const call = (route.config as { call?: CallSpec } | undefined)?.call;
        if (!call) return { schema: { ...schema, hide: true }, url };
        const body = multipartBody(call);
        return {
          url,
          schema: {
            ...schema,
            summary: call.summary,
            operationId: nameOf.get(call),
            description: `source: ${call.source}`,
            tags: [tagOf.get(call) ?? 'other'],
            ...(body ? { body, consumes: ['multipart/form-data'] } : {}),
            response: responsesOf(call),
            security: call.auth
              ? [{ assessorToken: [] }]
              : call.path.startsWith('/__mock/') && call !== trainerCalls.health
                ? [{ trainerPasscode: [] }]
                : [],
          },
        };
      },
    });

    // Where the calls go: the address this document was fetched from, the mock serving every call from its root.
    // Postman, Insomnia and Prism take their base URL from `servers`; a relative `/` leaves Postman without a host.
    app.get('/__mock/openapi.json', async (request) => ({
      ...app.swagger(),
      servers: [{ url: `${request.protocol}://${request.host}`, description: 'this mock' }],
    }));
  },
  { name: 'openapi', dependencies: ['core'] },
);
