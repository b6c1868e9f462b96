// What is wrong with a channel's draft, each problem named by its field's path in the settings
// (`chatMenuConfigList.2.labelLink`), as the editor shows it beside the field: the schema's
// errors (the same TypeBox schema the server validates a save with) and then the rules a schema
// cannot say (shared/channelRules.ts). Empty: the server takes the save.
import type { ChannelSettings } from '@shared/api';
import { ChannelSettingsSchema, Colour, ImageUrl, Origin, WebLink } from '@shared/api/channel';
import { channelSettingsProblems, type SettingsProblem } from '@shared/channelRules';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';

/** More than any draft has: every field of the form wrong at once. */
const MAX_ERRORS = 1000;

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

function patternOf(schema: object): unknown {
  return (schema as { pattern?: unknown }).pattern;
}

/** What a pattern of the schema asks for, said as a person would. */
const PATTERN_WORDS = new Map<unknown, string>([
  [patternOf(Colour), 'must be a colour written #rrggbb'],
  [patternOf(WebLink), 'must be an http(s) URL'],
  [patternOf(ImageUrl), 'must be an uploaded picture or an http(s) URL'],
  [patternOf(Origin), 'must be an origin such as https://shop.example, with nothing after it'],
]);

/** The schema's words for the limits owners meet most, shorter than TypeBox's. */
function wordsOf({ keyword, params, message }: SchemaError): string {
  const limit = params.limit;
  switch (keyword) {
    case 'minLength':
      return limit == 1 ? 'must not be empty' : `must have at least ${limit} characters`;
    case 'maxLength':
      return `must have at most ${limit} characters`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'maxItems':
      return `must have at most ${limit} entries`;
    case 'minItems':
      return `must have at least ${limit} entries`;
    case 'pattern':
      return PATTERN_WORDS.get(params.pattern) ?? message;
    default:
      return message;
  }
}

const pathOf = (pointer: string) => pointer.replace(/^\//, '').replaceAll('/', '.');
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** One error as a problem of a field; undefined for the echoes TypeBox adds to another error. */
function problemOf(error: SchemaError): SettingsProblem | undefined {
  const path = pathOf(error.instancePath);
  switch (error.keyword) {
    // An unknown field is reported twice: as `schema is false` at the field, and here.
    case 'boolean':
      return undefined;
    case 'additionalProperties':
      return {
        field: join(path, String((error.params.additionalProperties as string[])[0])),
        message: 'is not a known field',
      };
    case 'required':
      return { field: join(path, String((error.params.requiredProperties as string[])[0])), message: 'is required' };
    // One of a list of values (a code, a language): one error per value it is not.
    case 'const':
      return { field: path, message: 'is not one of the allowed values' };
    default:
      return { field: path, message: wordsOf(error) };
  }
}

/**
 * Every error, not TypeBox's first 8: a value outside a list of codes alone is an error per code.
 * The limit is TypeBox's one global setting, raised only for the length of this call.
 */
function allErrors(settings: unknown): SchemaError[] {
  const limit = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: MAX_ERRORS });
  try {
    return Value.Errors(ChannelSettingsSchema, settings) as SchemaError[];
  } finally {
    Settings.Set({ maxErrors: limit });
  }
}

/**
 * The schema's errors by field, the most precise of each: a field that may be null (the working
 * hours) fails both ways, "must be null" at the field and the real error under it.
 */
export function schemaProblems(settings: unknown): SettingsProblem[] {
  const found = allErrors(settings)
    .map(problemOf)
    .filter((problem): problem is SettingsProblem => problem !== undefined);
  const deeper = (field: string) => found.some((other) => other.field.startsWith(field + '.'));
  const byField = new Map<string, SettingsProblem>();
  for (const problem of found)
    if (!byField.has(problem.field) && !deeper(problem.field)) byField.set(problem.field, problem);
  return [...byField.values()];
}

/** Every problem of the draft, one per field: the schema's, then the rules'. */
export function draftProblems(settings: ChannelSettings): SettingsProblem[] {
  const shape = schemaProblems(settings);
  let rules: SettingsProblem[];
  try {
    rules = channelSettingsProblems(settings);
  } catch {
    // The rules read settings of the schema's shape; until the draft has it, its errors say enough.
    rules = [];
  }
  const named = new Set(shape.map((problem) => problem.field));
  return [...shape, ...rules.filter((problem) => !named.has(problem.field))];
}
