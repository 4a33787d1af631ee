import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-mail-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A logger whose lines land in `lines`. */
function capture() {
  const lines: string[] = [];
  const write = (obj: unknown, msg?: string) => void lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
  const log = { info: write, warn: write, error: write, debug: write, trace: write, fatal: write };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const message = {
  to: 'someone@example.com',
  subject: 'Your Bourse verification code: 482913',
  text: 'Your verification code is 482913.\n',
};

describe('the mailer never logs what a mail says (a code is only logged in embedded mode, by whoever sends it)', () => {
  it('writing to the outbox', async () => {
    const { lines, log } = capture();
    const mailer = createMailer({ dataDir, mailFrom: 'Bourse <no-reply@bourse.local>', smtpUrl: undefined }, log);
    await mailer.send(message);
    mailer.close();
    expect(lines.join('\n')).toContain('mail written to the outbox');
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('sending by SMTP', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, done) => stream.on('data', () => {}).on('end', () => done()),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const { lines, log } = capture();
    const mailer = createMailer(
      { dataDir, mailFrom: 'Bourse <no-reply@bourse.local>', smtpUrl: `smtp://127.0.0.1:${port}` },
      log,
    );
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(lines.join('\n')).toContain('mail sent');
    expect(lines.join('\n')).not.toContain('482913');
  });
});
