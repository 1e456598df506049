import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  /** Where mail goes, for the log and the health page: `smtp://host:port` or the folder of .eml files. */
  readonly target: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail. */
export function createMailTransport(config: AppConfig): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    const url = new URL(smtpUrl);
    return {
      target: `${url.protocol}//${url.host}`,
      send: async (message) => {
        await transporter.sendMail({ from, ...message, html: message.html ?? undefined });
      },
      close: () => transporter.close(),
    };
  }
  const folder = join(config.dataDir, 'mail');
  const transporter: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    target: folder,
    send: async (message) => {
      const info = await transporter.sendMail({ from, ...message, html: message.html ?? undefined });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(join(folder, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
