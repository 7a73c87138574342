const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and bodies are checked before they reach a uuid column (which would throw). */
export const isUuid = (value: string | null | undefined): value is string => !!value && uuidPattern.test(value);
