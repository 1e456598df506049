import { request as httpRequest, type IncomingMessage } from 'node:http';
import { STOREFRONT_BODY_MAX_BYTES } from '../../../src/frontends';
import { useServedApp } from '../../support/served-app';

const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface Answer {
  status: number;
  text: string;
  bodyBytesSent: number;
}

/**
 * POSTs `chunks` to the served storefront (chunked, as Node sends a body without Content-Length), writing as fast
 * as the server reads, and stops writing as soon as an answer arrives.
 */
function post(
  baseUrl: string,
  path: string,
  headers: Record<string, string | number>,
  chunks: Iterable<Buffer>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let bodyBytesSent = 0;
    let answered = false;
    const request = httpRequest(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
    });
    request.on('response', (response: IncomingMessage) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, bodyBytesSent }));
      response.on('error', reject);
    });
    // Once the server has answered and closed the connection, writing on may fail; that is expected.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const source = chunks[Symbol.iterator]();
    const writeMore = (): void => {
      for (let next = source.next(); !next.done; next = source.next()) {
        if (answered || request.destroyed) return;
        bodyBytesSent += next.value.length;
        if (!request.write(next.value)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end();
    };
    writeMore();
  });
}

function* repeated(chunk: Buffer, totalBytes: number): Iterable<Buffer> {
  for (let sent = 0; sent < totalBytes; sent += chunk.length) yield chunk;
}

describe('request bodies sent to the storefront', () => {
  const served = useServedApp({ SEED_PRODUCTS: '0' });

  it('refuses a chunked body past the limit with 413 while it is still being sent', async () => {
    const wouldBeSent = 16 * STOREFRONT_BODY_MAX_BYTES;
    const answer = await post(
      served().server.baseUrl,
      '/warranty/register',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      repeated(CHUNK, wouldBeSent),
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/too large/);
    // Answered long before the whole body was sent: the server stopped reading instead of buffering it all.
    expect(answer.bodyBytesSent).toBeLessThan(wouldBeSent / 2);
  });

  it('refuses a body that declares a length past the limit before reading it', async () => {
    const declared = 4 * STOREFRONT_BODY_MAX_BYTES;
    const answer = await post(
      served().server.baseUrl,
      '/en/contact',
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': declared },
      repeated(CHUNK, declared),
    );
    expect(answer.status).toBe(413);
    expect(answer.bodyBytesSent).toBeLessThan(STOREFRONT_BODY_MAX_BYTES);
  });

  it('passes the largest form, a warranty registration with a 5 MB receipt, chunked, on to the storefront', async () => {
    const boundary = 'body-limit-test-boundary';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const receipt = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      ),
      Buffer.alloc(5 * 1024 * 1024 - 9, 'x'),
      Buffer.from('\r\n'),
    ]);
    const parts = [
      receipt,
      field('serialNumber', 'SERIAL-AFTER-THE-RECEIPT'),
      field('name', 'Body Limit'),
      Buffer.from(`--${boundary}--\r\n`),
    ];
    const chunked = parts.flatMap((part) =>
      Array.from({ length: Math.ceil(part.length / CHUNK.length) }, (_, index) =>
        part.subarray(index * CHUNK.length, (index + 1) * CHUNK.length),
      ),
    );
    const answer = await post(
      served().server.baseUrl,
      '/warranty/register',
      { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      chunked,
    );
    // No CSRF token was sent, so the API refuses it; the form comes back with what was entered after the file.
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('SERIAL-AFTER-THE-RECEIPT');
  });
});
