/** SQLSTATE and constraint of a PostgreSQL error, whether the driver or Drizzle (as `cause`) threw it. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (
    let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: typeof current.constraint === 'string' ? current.constraint : undefined };
    }
  }
  return {};
}

export const exclusionViolation = '23P01';
export const uniqueViolation = '23505';
