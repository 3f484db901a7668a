/** The unique index a PostgreSQL unique violation names, e.g. `players_brand_email`, or undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? 'unique';
    current = candidate.cause;
  }
  return undefined;
}
