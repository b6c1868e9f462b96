// The pieces every request schema is built from, so a limit is written once.
import { type TSchema, Type } from 'typebox';
import { MAX_ATTACHMENTS } from '../constants';

export const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
export const Count = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });
/** A visitor's id: the loader's, or one a host page chose (setUser). */
export const UserId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:@-]+$' });
/** An id the database made: 1 and up. */
export const RowId = Count(1, Number.MAX_SAFE_INTEGER);
export const Maybe = <T extends TSchema>(schema: T) => Type.Optional(schema);
/** One of a table's codes, as literals: the type is their union. */
export const OneOf = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

/** A file of a leave message, a work order or a reply: uploaded here first. */
export const Attachments = Type.Array(
  Type.Object({ fileName: Text(255, 1), fileType: Maybe(Text(32)), fileUrl: Text(500, 1) }),
  { maxItems: MAX_ATTACHMENTS },
);
