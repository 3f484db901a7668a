const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a payment or withdrawal id: anything else would make PostgreSQL refuse the query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
