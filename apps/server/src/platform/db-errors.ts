/** Whether a database error is a unique-constraint violation (PostgreSQL 23505, or SQLite's message). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
