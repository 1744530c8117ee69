// The part of zod the app uses, each name on its own. The browser bundle then carries these
// schemas only: zod's `z` namespace object brings every locale it ships and its JSON-schema tools
// into each page that validates anything (about 90 kB gzipped). lib/validation/zod.ts gathers these
// back into `z`; a name the app starts to use is added here.
export {
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  flattenError,
  literal,
  number,
  object,
  partialRecord,
  record,
  string,
  union,
  url,
  uuid,
  ZodError,
  ZodType,
  type input,
  type output,
  type RefinementCtx,
} from 'zod';
