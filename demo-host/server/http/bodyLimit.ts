// Each JSON call reads no more body than its schema can need: the most bytes a valid body
// takes as JSON, worked out from the schema's own maxLength and maxItems, so a limit is
// never written twice and follows the schema when a field grows. A bigger body is refused
// (413, answered as 400 "body: is too large") before it is buffered or parsed.
import type { TSchema } from 'typebox';

/** JSON's worst case for one UTF-16 unit: a control character written as \u0000. */
const BYTES_PER_CHAR = 6;
/** -1.2345678901234567e+308 */
const NUMBER_BYTES = 24;
/** A record or list the schema does not bound (a host's `params`: a few dozen short strings). */
const UNBOUNDED_BYTES = 16 * 1024;
/** The least any JSON call accepts, so whitespace and small slips never cost a valid call. */
export const MIN_JSON_BODY_BYTES = 16 * 1024;

interface SchemaNode {
  type?: string;
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  maxLength?: number;
  maxItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
}

/** The longest JSON text a value valid against `schema` can be, in bytes. */
function maxJsonBytes(schema: SchemaNode): number {
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * BYTES_PER_CHAR;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return Math.max(...choices.map(maxJsonBytes));
  switch (schema.type) {
    case 'string':
      return schema.maxLength === undefined ? UNBOUNDED_BYTES : 2 + schema.maxLength * BYTES_PER_CHAR;
    case 'integer':
    case 'number':
      return NUMBER_BYTES;
    case 'boolean':
    case 'null':
      return 5;
    case 'array':
      return schema.maxItems === undefined || !schema.items
        ? UNBOUNDED_BYTES
        : 2 + schema.maxItems * (maxJsonBytes(schema.items) + 1);
    case 'object': {
      const named = Object.entries(schema.properties ?? {}).reduce(
        // "key": value,
        (sum, [key, value]) => sum + (key.length + 4) * BYTES_PER_CHAR + maxJsonBytes(value),
        2,
      );
      const open = schema.patternProperties || typeof schema.additionalProperties == 'object';
      return named + (open ? UNBOUNDED_BYTES : 0);
    }
    default:
      return UNBOUNDED_BYTES;
  }
}

/** A route's bodyLimit: the schema's longest body, in whole KB, and never under 16 KB. */
export const jsonBodyLimit = (schema: TSchema): number =>
  Math.max(MIN_JSON_BODY_BYTES, Math.ceil(maxJsonBytes(schema as SchemaNode) / 1024) * 1024);
