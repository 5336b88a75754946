import type { Queryable } from '../../db/db';

/** Whether the database answers `SELECT 1` within `timeoutMs` (a hung connection counts as no answer). */
export async function databaseAnswers(db: Queryable, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
