import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSET_MAX_FILE_BYTES } from '@tradeshop/shared';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** A PDF of about `bytes` bytes: the header the library checks, then a long comment. */
function pdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x41), tail]);
}

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);

describe('media library uploads go through files on disk', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  let assetsDir: string;
  const send = (url: string) =>
    testApp.http().post(url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
  /** The upload files waiting to be checked; none once a request is answered. */
  const waiting = () => {
    const directory = join(assetsDir, '.uploads');
    return existsSync(directory) ? readdirSync(directory) : [];
  };

  beforeAll(async () => {
    assetsDir = mkdtempSync(join(tmpdir(), 'tradeshop-uploads-'));
    testApp = await startTestApp({ products: 5, env: { ASSETS_DIR: assetsDir } });
    agent = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(assetsDir, { recursive: true, force: true });
  });

  it('stores a large document whole, with its checksum, and keeps no upload file behind', async () => {
    const document = pdf(12 * 1024 * 1024);
    const response = await send('/api/admin/assets')
      .attach('files', document, { filename: 'catalogue-2027.pdf', contentType: 'application/pdf' })
      .expect(201);
    const [asset] = response.body as { id: number; url: string; sizeBytes: number; checksum: string }[];
    expect(asset).toMatchObject({
      sizeBytes: document.length,
      checksum: createHash('sha256').update(document).digest('hex'),
    });
    const served = await testApp.http().get(asset!.url).responseType('blob').expect(200);
    expect(Buffer.compare(served.body as Buffer, document)).toBe(0);
    expect(waiting()).toEqual([]);
  });

  it('refuses a program named as a picture and leaves no upload file', async () => {
    const response = await send('/api/admin/assets')
      .attach('files', EXE, { filename: 'holiday.png', contentType: 'image/png' })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('a Windows program');
    expect(waiting()).toEqual([]);
  });

  it('refuses a file over the size limit and leaves no upload file, not even the part received', async () => {
    const response = await send('/api/admin/assets')
      .attach('files', pdf(ASSET_MAX_FILE_BYTES + 1024), {
        filename: 'too-big.pdf',
        contentType: 'application/pdf',
      })
      .ok(() => true);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.body)).toContain('larger than');
    expect(waiting()).toEqual([]);
  });

  it('refuses a replacement of another kind and leaves no upload file', async () => {
    const uploaded = await send('/api/admin/assets')
      .attach('files', pdf(2048), { filename: 'sheet.pdf', contentType: 'application/pdf' })
      .expect(201);
    const id = (uploaded.body as { id: number }[])[0]!.id;
    await send(`/api/admin/assets/${id}/replace`)
      .attach('file', EXE, { filename: 'sheet.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(waiting()).toEqual([]);
  });
});
