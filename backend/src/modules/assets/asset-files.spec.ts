import { checkAssetFile, detectAssetType, svgDanger } from './asset-files';

const file = (originalname: string, mimetype: string, text: string | Buffer) => {
  const buffer = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
  return { originalname, mimetype, size: buffer.length, buffer };
};

describe('asset files', () => {
  it.each([
    ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])],
    ['image/gif', Buffer.from('GIF89a\x10\x00\x08\x00', 'latin1')],
    ['image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')],
    ['application/pdf', Buffer.from('%PDF-1.7\n')],
    ['video/mp4', Buffer.from('\0\0\0\x18ftypmp42', 'latin1')],
    ['video/webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1])],
    ['image/svg+xml', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn --><svg xmlns="x"/>')],
  ])('reads %s from the first bytes', (type, bytes) => {
    expect(detectAssetType(bytes)).toBe(type);
  });

  it('knows nothing else, e.g. a web page or a ZIP archive', () => {
    expect(detectAssetType(Buffer.from('<html><body>'))).toBeNull();
    expect(detectAssetType(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it('reads the size of a GIF and an SVG', () => {
    expect(checkAssetFile(file('a.gif', 'image/gif', 'GIF89a\x10\x00\x08\x00'))).toMatchObject({
      width: 16,
      height: 8,
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"><path d="M0 0"/></svg>';
    expect(checkAssetFile(file('a.svg', '', svg))).toMatchObject({ width: 300, height: 150 });
  });

  it.each([
    ['<svg><script>x()</script></svg>', 'a script'],
    ['<svg onload="x()"></svg>', 'an event handler attribute (onload, onclick, …)'],
    ['<svg><foreignObject><div/></foreignObject></svg>', 'a foreignObject element'],
    ['<svg><image href="https://tracker.example/p.png"/></svg>', 'a link or reference to another address'],
    ['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', 'a javascript: address'],
    ['<svg><rect style="fill:url(https://x/y)"/></svg>', 'a reference to another address in a style'],
  ])('finds what makes an SVG active: %s', (svg, danger) => {
    expect(svgDanger(svg)).toBe(danger);
  });

  it('lets an SVG point inside itself', () => {
    expect(svgDanger('<svg><use href="#a"/><rect fill="url(#g)"/></svg>')).toBeNull();
  });

  it('refuses a name whose extension disagrees with the bytes, and an empty file', () => {
    expect(() => checkAssetFile(file('manual.png', 'application/pdf', '%PDF-1.4'))).toThrow(
      'the content is PDF but the name ends in .png; name it .pdf',
    );
    expect(() => checkAssetFile(file('x.pdf', 'application/pdf', ''))).toThrow('the file is empty');
  });
});
