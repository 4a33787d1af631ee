import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/mail (the outbox
 * the README shows how to read). The log says only that a mail went and to whom: a subject or body may hold a code.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: config.mailFrom, ...m });
        log.info({ to: m.to }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: config.mailFrom, ...m });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(m.to)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: m.to, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

const safeName = (s: string) => s.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
