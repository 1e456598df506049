import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The sender's address, lower-case. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server for tests: the application sends over SMTP as in production, and the test reads the
 * messages back. `serveHttp` exposes them to another process (the browser suite) as JSON.
 */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  private readonly smtp: SMTPServer;
  private http?: HttpServer;
  private waiters: Array<() => void> = [];

  constructor() {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = [parsed.to ?? []]
              .flat()
              .flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
            this.messages.push({
              from: parsed.from?.value[0]?.address?.toLowerCase() ?? '',
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              receivedAt: new Date().toISOString(),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.smtp.once('error', reject);
      this.smtp.listen(0, '127.0.0.1', () => resolve());
    });
    return this.port;
  }

  get port(): number {
    return (this.smtp.server.address() as AddressInfo).port;
  }

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages to an address, oldest first. */
  to(address: string): CaughtMail[] {
    return this.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Waits for a message to `address` (matching `predicate`, if given) and returns the newest such. */
  async waitFor(
    address: string,
    predicate: (mail: CaughtMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).filter(predicate).at(-1);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = this.messages.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('\n  ');
        throw new Error(`No mail to ${address} within ${timeoutMs} ms. Received:\n  ${seen || '(none)'}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Serves `GET /messages` as JSON on a free port, for tests in other processes; returns the base URL. */
  async serveHttp(): Promise<string> {
    this.http = createHttpServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.url?.startsWith('/messages') ? this.messages : []));
    });
    await new Promise<void>((resolve) => this.http?.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.smtp.close(() => resolve()));
    if (this.http) await new Promise<void>((resolve) => this.http?.close(() => resolve()));
  }
}

/** The first link in a mail's text that starts with `prefix` (e.g. the app's base URL). */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return link.replace(/[)>.,]+$/, '');
}
