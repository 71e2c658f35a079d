/**
 * A row's id: 24 lowercase hex characters (the specification's `_id`). Without zod, so the web
 * app's pages can check an id without loading it; the schemas are in `id-schema.ts`.
 */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const isId = (value: string): boolean => ID_PATTERN.test(value);
