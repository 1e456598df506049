import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** A PNG of the given size in one colour. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let at = 0; at < width * height * 4; at += 4) {
    image.data[at] = rgb[0];
    image.data[at + 1] = rgb[1];
    image.data[at + 2] = rgb[2];
    image.data[at + 3] = 255;
  }
  return PNG.sync.write(image);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const CLEAN_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="url(#g)"/></svg>',
);
const SCRIPT_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

describe('media library (back office: assets)', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  let assetsDir: string;
  const send = (method: 'post' | 'put' | 'delete', url: string) =>
    testApp.http()[method](url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
  const get = (url: string) => testApp.http().get(url).set('Cookie', agent.cookies);
  /** A public file, its body as bytes. */
  const bytes = (url: string) => testApp.http().get(url).responseType('blob');

  beforeAll(async () => {
    assetsDir = mkdtempSync(join(tmpdir(), 'tradeshop-assets-'));
    testApp = await startTestApp({ products: 5, env: { ASSETS_DIR: assetsDir } });
    const { editor } = DEMO_ACCOUNTS;
    agent = await loginAsAdmin(testApp, editor.email, editor.password);
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(assetsDir, { recursive: true, force: true });
  });

  const upload = (files: { name: string; bytes: Buffer; type: string }[], folderId?: number) => {
    const request = send('post', '/api/admin/assets');
    if (folderId !== undefined) request.field('folderId', String(folderId));
    for (const file of files)
      request.attach('files', file.bytes, { filename: file.name, contentType: file.type });
    return request;
  };

  it('uploads several files at once into a folder, with their real type and picture size', async () => {
    const folder = await send('post', '/api/admin/asset-folders').send({ name: 'Batteries' }).expect(201);
    const { body } = await upload(
      [
        { name: 'aa-front.png', bytes: png(800, 400, [200, 30, 30]), type: 'image/png' },
        { name: 'aa-datasheet.pdf', bytes: PDF, type: 'application/pdf' },
        { name: 'logo.svg', bytes: CLEAN_SVG, type: 'image/svg+xml' },
      ],
      folder.body.id,
    ).expect(201);
    expect(body.map((asset: { fileName: string }) => asset.fileName)).toEqual([
      'aa-front.png',
      'aa-datasheet.pdf',
      'logo.svg',
    ]);
    expect(body[0]).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 800, height: 400 });
    expect(body[1]).toMatchObject({ kind: 'document', mimeType: 'application/pdf', width: null });
    expect(body[2]).toMatchObject({ kind: 'image', width: 40, height: 20 });

    const list = await get(
      `/api/admin/assets?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ folderId: folder.body.id, kind: 'image' }))}`,
    ).expect(200);
    expect(list.headers['content-range']).toBe('assets 0-1/2');
    const search = await get(`/api/admin/assets?filter=${encodeURIComponent('{"q":"datasheet"}')}`).expect(
      200,
    );
    expect(search.body.map((asset: { id: number }) => asset.id)).toEqual([body[1].id]);

    const served = await testApp.http().get(body[0].url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBe(`"${body[0].checksum}"`);
    const svg = await testApp.http().get(body[2].url).expect(200);
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a program renamed .png, naming the problem, and stores none of the upload', async () => {
    const before = await get('/api/admin/assets').expect(200);
    const response = await upload([
      { name: 'holiday.png', bytes: png(10, 10, [0, 0, 0]), type: 'image/png' },
      { name: 'invoice.png', bytes: EXE, type: 'image/png' },
    ]).expect(400);
    expect(response.body.error).toBe('ASSET_FILE_REFUSED');
    expect(response.body.message).toContain('invoice.png');
    expect(response.body.message).toContain('a Windows program');
    const after = await get('/api/admin/assets').expect(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });

  it('refuses a picture whose name or declared type disagrees with its bytes', async () => {
    const renamed = await upload([{ name: 'photo.jpg', bytes: png(10, 10, [0, 0, 0]), type: 'image/jpeg' }]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toContain('the content is PNG but the name ends in .jpg');
  });

  it('refuses an SVG that holds a script', async () => {
    const response = await upload([{ name: 'badge.svg', bytes: SCRIPT_SVG, type: 'image/svg+xml' }]).expect(
      400,
    );
    expect(response.body.message).toContain('the SVG holds a script');
  });

  it('serves pictures at the configured thumbnail sizes, never larger than they are', async () => {
    const [asset] = (
      await upload([{ name: 'wide.png', bytes: png(640, 320, [10, 120, 200]), type: 'image/png' }]).expect(
        201,
      )
    ).body;
    for (const [size, width, height] of [
      ['small', 160, 80],
      ['medium', 480, 240],
      ['large', 640, 320],
    ] as const) {
      const response = await bytes(`${asset.url}?thumbnail=${size}`).expect(200);
      const image = PNG.sync.read(response.body as Buffer);
      expect([size, image.width, image.height]).toEqual([size, width, height]);
    }
    await testApp.http().get(`${asset.url}?thumbnail=huge`).expect(404);
  });

  it('shrinks a photo (JPEG) to the thumbnail sizes too, and keeps it a JPEG', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c05010' } })
      .jpeg()
      .toBuffer();
    const [asset] = (await upload([{ name: 'lamp.jpg', bytes: photo, type: 'image/jpeg' }]).expect(201)).body;
    for (const [size, width, height] of [
      ['small', 160, 90],
      ['large', 1200, 675],
    ] as const) {
      const response = await bytes(`${asset.url}?thumbnail=${size}`).expect(200);
      expect(response.headers['content-type']).toContain('image/jpeg');
      const image = await sharp(response.body as Buffer).metadata();
      expect([size, image.format, image.width, image.height]).toEqual([size, 'jpeg', width, height]);
    }
  });

  it('lists the product that uses a file, refuses to delete it, and replaces it under the same address', async () => {
    const [image, pdf] = (
      await upload([
        { name: 'main.png', bytes: png(300, 300, [0, 150, 0]), type: 'image/png' },
        { name: 'manual.pdf', bytes: PDF, type: 'application/pdf' },
      ]).expect(201)
    ).body;
    const [product] = (await get('/api/admin/products?range=[0,0]&sort=["id","ASC"]').expect(200)).body;
    const media = await get(`/api/admin/products/${product.id}/media`).expect(200);
    const saved = await send('put', `/api/admin/products/${product.id}/media`)
      .send({
        image: image.url,
        items: [
          { kind: 'image', assetId: image.id, titles: { en: 'Front', fi: 'Edestä' } },
          ...media.body.items.map((item: { kind: string; url: string; titles: object }) => item),
          { kind: 'document', assetId: pdf.id, titles: { en: 'Manual' } },
        ],
      })
      .expect(200);
    expect(saved.body.image).toBe(image.url);
    expect(saved.body.items[0]).toMatchObject({ kind: 'image', assetId: image.id, url: image.url });

    const usages = await get(`/api/admin/assets/${image.id}/usages`).expect(200);
    expect(usages.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'product', id: product.id, role: 'main image' }),
        expect.objectContaining({ type: 'product', id: product.id, role: 'gallery image' }),
      ]),
    );

    const refused = await send('delete', `/api/admin/assets/${pdf.id}`).expect(409);
    expect(refused.body.error).toBe('ASSET_IN_USE');
    expect(refused.body.message).toContain(product.sku);
    expect(refused.body.message).toContain('document');

    const before = await bytes(image.url).expect(200);
    const replaced = await send('post', `/api/admin/assets/${image.id}/replace`)
      .attach('file', png(300, 300, [250, 250, 0]), { filename: 'main-v2.png', contentType: 'image/png' })
      .expect(200);
    expect(replaced.body).toMatchObject({ id: image.id, url: image.url, version: 2 });
    expect(replaced.body.checksum).not.toBe(image.checksum);
    const after = await bytes(image.url).set('If-None-Match', before.headers.etag).expect(200);
    expect(Buffer.compare(after.body as Buffer, before.body as Buffer)).not.toBe(0);
    expect(after.headers.etag).toBe(`"${replaced.body.checksum}"`);
    await testApp.http().get(image.url).set('If-None-Match', after.headers.etag).expect(304);

    const wrongKind = await send('post', `/api/admin/assets/${image.id}/replace`)
      .attach('file', PDF, { filename: 'x.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(wrongKind.body.message).toContain('a image can only be replaced by another image');
  });

  it('deletes an unused file, and an empty folder only', async () => {
    const folder = (await send('post', '/api/admin/asset-folders').send({ name: 'Old' }).expect(201)).body;
    const [asset] = (
      await upload([{ name: 'old.pdf', bytes: PDF, type: 'application/pdf' }], folder.id).expect(201)
    ).body;
    const full = await send('delete', `/api/admin/asset-folders/${folder.id}`).expect(409);
    expect(full.body.message).toContain('is not empty');
    await send('delete', `/api/admin/assets/${asset.id}`).expect(200);
    await testApp.http().get(asset.url).expect(404);
    const renamed = await send('put', `/api/admin/asset-folders/${folder.id}`)
      .send({ name: 'Archive' })
      .expect(200);
    expect(renamed.body.path).toBe('Archive');
    await send('delete', `/api/admin/asset-folders/${folder.id}`).expect(200);
  });

  it('refuses to move a folder into its own subfolder', async () => {
    const parent = (await send('post', '/api/admin/asset-folders').send({ name: 'Lamps' }).expect(201)).body;
    const child = (
      await send('post', '/api/admin/asset-folders').send({ name: 'LED', parentId: parent.id }).expect(201)
    ).body;
    expect(child.path).toBe('Lamps / LED');
    const response = await send('put', `/api/admin/asset-folders/${parent.id}`)
      .send({ parentId: child.id })
      .expect(409);
    expect(response.body.message).toContain('cannot be moved into itself');
    await send('post', '/api/admin/asset-folders').send({ name: 'lamps' }).expect(409);
  });
});
