const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment and withdrawal ids are UUIDs: anything else from an address or storage is not one of ours. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
