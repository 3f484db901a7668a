/**
 * Rows one insert writes at most: a statement's bind parameters stay far under PostgreSQL's limit of 65,535 for
 * any table's width here.
 */
export const INSERT_BATCH = 1000;

/** Hands `rows` to `write` a batch of `size` at a time, in order, each batch after the one before has finished. */
export async function inBatches<T>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
  size = INSERT_BATCH,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
