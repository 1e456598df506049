import { assertValidImage, detectImageType, initialsAvatarSvg, initialsOf } from './user-images';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('user pictures', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpeg'],
    ['a WebP', WEBP, 'webp'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [
      'a RIFF file that is not WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
      null,
    ],
    ['an empty file', Buffer.alloc(0), null],
  ])('reads the type of %s from its first bytes', (_what, bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it('refuses a picture over 1 MB even when its first bytes are right', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(() => assertValidImage({ buffer: big, size: big.length })).toThrow(
      'The picture must be at most 1 MB',
    );
  });

  it.each([
    ['Anna-Liisa Virtanen', 'AV'],
    ['  ülla   öhman ', 'ÜÖ'],
    ['Cher', 'C'],
    ['', '?'],
  ])('draws the initials of %j as %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('escapes a name so the drawn picture cannot carry markup', () => {
    const svg = initialsAvatarSvg(3, '<script> &amp;');
    expect(svg).toContain('&#60;&#38;</text>');
    expect(svg).not.toContain('<script');
  });
});
