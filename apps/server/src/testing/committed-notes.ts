import { DatabaseSync } from 'node:sqlite';

/** The `text` of every row of `notes` in the SQLite file, as another connection sees it: only what was committed. */
export function committedNotes(file: string): string[] {
  const other = new DatabaseSync(file, { readOnly: true });
  try {
    return (other.prepare('select text from notes order by id').all() as { text: string }[]).map((r) => r.text);
  } finally {
    other.close();
  }
}
