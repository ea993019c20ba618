const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach a uuid column, which would refuse them with a 500. */
export const isUuid = (value: string) => UUID.test(value);
