// Whether a value from outside (a URL parameter, a form field) is a UUID, the shape of every id in
// the database: checked before it reaches a query, so a malformed id is "not found", never an error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
