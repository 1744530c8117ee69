// A JSON object (not an array, not null): what every frame payload and config must be.
export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
