import { Type, type TArray, type TInteger, type TObject } from 'typebox';
import { defineCall } from '../../define.ts';
import { IdParams, None, ObjectId } from '../../schemas.ts';
import { Status } from './schemas.ts';

/**
 * One document section of backend-facts §3.6: paths, query names, the file field, the item's file-name prefix
 * (`<prefix>Key/Name/Size`) and its uploaded flag, as the real API spells them.
 */
export interface SectionSpec {
  name: string;
  add: string;
  update: string;
  updateQuery: TObject;
  remove: string;
  removeQuery: TObject;
  list: string;
  file: string;
  prefix: string;
  flag: string;
  fields: TObject;
  /** The field names of `fields`, as plain data: the client's build replaces schemas by stubs (client/src/api/typeboxStub.ts). */
  fieldNames: readonly string[];
  /** The query names of update and delete: the assessor's id first, then the item's. */
  updateKeys: readonly [string, string];
  removeKeys: readonly [string, string];
  /** Two date fields where the second may not come before the first (end after start, valid-upto after issue). */
  dates?: readonly [string, string];
}

/**
 * A list item of a section: its fields (free strings in the real API), `<prefix>Key/Name/Size`, the uploaded flag,
 * `adminUploaded`, `status`, a signed `url` and `_id` (backend-facts §1b row 26). The generic names of our first
 * draft (`fileName`, `fileSize`, `key`) stay optional so older answers still read.
 */
function sectionItem(s: Pick<SectionSpec, 'prefix' | 'flag' | 'fieldNames'>) {
  return Type.Object({
    _id: ObjectId,
    ...Object.fromEntries(s.fieldNames.map((k) => [k, Type.Optional(Type.String())])),
    [`${s.prefix}Key`]: Type.Optional(Type.String()),
    [`${s.prefix}Name`]: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    [`${s.prefix}Size`]: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    [s.flag]: Type.Optional(Type.Boolean()),
    adminUploaded: Type.Optional(Type.Boolean()),
    status: Type.Optional(Status),
    url: Type.Optional(Type.String()),
    fileName: Type.Optional(Type.String()),
    fileSize: Type.Optional(Type.String()),
    key: Type.Optional(Type.String()),
  });
}

/**
 * The echo an update without a new file must carry, or the real API loses the document (backend-facts §1b row 27):
 * the stored `<prefix>Key/Name/Size`, the flag, `adminUploaded` and `status`, as multipart text.
 */
function echoFields(s: Pick<SectionSpec, 'prefix' | 'flag'>) {
  const text = Type.Optional(Type.String({ maxLength: 200 }));
  return {
    [`${s.prefix}Key`]: text,
    [`${s.prefix}Name`]: text,
    [`${s.prefix}Size`]: text,
    [s.flag]: text,
    adminUploaded: text,
    status: text,
  };
}

export function sectionCalls<L extends 'array' | 'uploaded'>(s: SectionSpec, listShape: L) {
  const item = sectionItem(s);
  const files = [{ field: s.file, kinds: ['image', 'document'] as const, maxCount: 1 }];
  const add = { files, fields: s.fields };
  const update = { files, fields: Type.Object({ ...Type.Partial(s.fields).properties, ...echoFields(s) }) };
  const list =
    listShape === 'array'
      ? Type.Array(item)
      : Type.Object({ uploadedFiles: Type.Array(item), totalCounts: Type.Integer() });
  // The real add and update answer the whole assessor document (row 28); ours answers the item. The client reads
  // neither: it refetches the list.
  return {
    add: defineCall({
      method: 'POST',
      path: `/api/${s.add}/:id`,
      auth: true,
      source: 'api-facts',
      summary: `Add ${s.name}`,
      params: IdParams,
      multipart: add,
      details: item,
    }),
    update: defineCall({
      method: 'PUT',
      path: `/api/${s.update}`,
      auth: true,
      source: 'api-facts',
      summary: `Update ${s.name}`,
      query: s.updateQuery,
      multipart: update,
      details: item,
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `/api/${s.remove}`,
      auth: true,
      source: 'api-facts',
      summary: `Delete ${s.name}`,
      query: s.removeQuery,
      details: None,
    }),
    list: defineCall({
      method: 'GET',
      path: `/api/${s.list}/:id`,
      auth: true,
      source: 'api-facts',
      summary: `List ${s.name}`,
      params: IdParams,
      details: list as L extends 'array'
        ? TArray<typeof item>
        : TObject<{ uploadedFiles: TArray<typeof item>; totalCounts: TInteger }>,
      emptyDetails: (listShape === 'array' ? [] : { uploadedFiles: [], totalCounts: 0 }) as unknown,
    }),
  };
}
