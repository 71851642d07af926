import { Type } from 'typebox';
import { fieldRules } from './rules.ts';

/** Shared field shapes, named as the real API names them. */
export const ObjectId = Type.String({ minLength: 1, maxLength: 64 });
export const Mobile = Type.String({ pattern: fieldRules.mobile.pattern });
export const Otp = Type.String({ pattern: fieldRules.otp.pattern });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** 8–20 characters with at least one letter, one digit and one of !@#$%^&* (api-facts §2). */
export const Password = Type.String({ pattern: fieldRules.password.pattern });
/** "DD-MM-YYYY". */
export const DashDate = Type.String({ pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' });
/** "DD/MM/YYYY", as batches carry dates. */
export const SlashDate = Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' });

export const IdParams = Type.Object({ id: ObjectId });

/** List queries (api-facts §1): page (default 1), limit (default 10), search, sortOrder. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  // Numeric: the real Paginate sorts `{ createdAt: Number(sortOrder) }`; 'asc' would answer 500 (backend-facts §1a row 10).
  sortOrder: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])),
};

export const PageCounts = {
  totalCounts: Type.Integer(),
  totalPages: Type.Integer(),
};

export const None = Type.Unknown();

export const Location = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });
