import fs from 'node:fs';
import path from 'node:path';

/** The mail files written for `email` to DATA_DIR/mail (embedded mail), oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'mail');
  return fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .sort()
        .map((f) => path.join(outbox, f))
    : [];
}

/** The latest 6-digit code mailed to `email`. */
export function lastCode(dataDir: string, email: string): string | undefined {
  const last = mailsTo(dataDir, email).at(-1);
  return last ? /code is (\d{6})/.exec(fs.readFileSync(last, 'utf8'))?.[1] : undefined;
}
