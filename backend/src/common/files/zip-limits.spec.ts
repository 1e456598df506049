import { zipOfOne } from '../../../test/factories/quick-order.factory';
import { zipWithinLimits } from './zip-limits';

const LIMITS = { unpackedMaxBytes: 1024 * 1024, maxRatio: 100, maxParts: 10 };
const SHEET = Buffer.from(Array.from({ length: 2000 }, (_, index) => `<c r="A${index}"/>`).join(''));
/** Packs about 1000:1, far past the ratio allowed. */
const BOMB = Buffer.alloc(900 * 1024);

/**
 * An archive of several parts, its end record claiming `claimedParts` of them: the parts' local headers and
 * directory entries are taken from one-part archives and moved to their place.
 */
function zipOf(parts: Array<[string, Buffer]>, claimedParts = parts.length): Buffer {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const single = zipOfOne(name, content);
    const directoryStart = single.readUInt32LE(single.length - 6);
    const entry = Buffer.from(single.subarray(directoryStart, single.length - 22));
    entry.writeUInt32LE(offset, 42);
    locals.push(single.subarray(0, directoryStart));
    entries.push(entry);
    offset += directoryStart;
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(claimedParts, 8);
  end.writeUInt16LE(claimedParts, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('zip limits', () => {
  it('accepts an archive whose parts unpack within the limits', () => {
    expect(zipWithinLimits(zipOfOne('sheet.xml', SHEET), LIMITS)).toBe(true);
  });

  it('accepts an archive of several parts within the limits', () => {
    const archive = zipOf([
      ['[Content_Types].xml', Buffer.from('<Types/>')],
      ['xl/workbook.xml', Buffer.from('<workbook/>')],
      ['xl/worksheets/sheet1.xml', SHEET],
    ]);
    expect(zipWithinLimits(archive, LIMITS)).toBe(true);
  });

  it('refuses a part that unpacks to more than the ratio allows', () => {
    expect(zipWithinLimits(zipOfOne('sheet.xml', Buffer.alloc(512 * 1024)), LIMITS)).toBe(false);
  });

  it('refuses an archive that unpacks beyond the total size', () => {
    const noise = Buffer.from(Array.from({ length: 2 * 1024 * 1024 }, (_, index) => (index * 7919) % 251));
    expect(zipWithinLimits(zipOfOne('sheet.xml', noise), LIMITS)).toBe(false);
  });

  it('refuses an archive whose end record hides a part the spreadsheet reader would still unpack', () => {
    const honest = zipOf([['sheet.xml', SHEET]]);
    const hiding = zipOf(
      [
        ['sheet.xml', SHEET],
        ['xl/media/image1.bin', BOMB],
      ],
      1,
    );
    expect(zipWithinLimits(honest, LIMITS)).toBe(true);
    expect(zipWithinLimits(hiding, LIMITS)).toBe(false);
  });

  it('counts the parts the directory really holds against the limit, not the ones the end record claims', () => {
    const parts = Array.from({ length: 11 }, (_, index): [string, Buffer] => [`part${index}.xml`, SHEET]);
    expect(zipWithinLimits(zipOf(parts.slice(0, 10)), LIMITS)).toBe(true);
    expect(zipWithinLimits(zipOf(parts), LIMITS)).toBe(false);
    expect(zipWithinLimits(zipOf(parts, 10), LIMITS)).toBe(false);
  });

  it('refuses an archive that lists the same part name twice', () => {
    const archive = zipOf([
      ['xl/worksheets/sheet1.xml', SHEET],
      ['xl/worksheets/sheet1.xml', Buffer.from('<worksheet/>')],
    ]);
    expect(zipWithinLimits(archive, LIMITS)).toBe(false);
  });

  it('refuses an archive whose directory does not end where the end record starts', () => {
    const archive = zipOf([['sheet.xml', SHEET]]);
    const end = archive.length - 22;
    const padded = Buffer.concat([archive.subarray(0, end), Buffer.alloc(46), archive.subarray(end)]);
    const shifted = Buffer.from(archive);
    shifted.writeUInt32LE(shifted.readUInt32LE(end + 16) + 1, end + 16);
    expect(zipWithinLimits(padded, LIMITS)).toBe(false);
    expect(zipWithinLimits(shifted, LIMITS)).toBe(false);
  });

  it('refuses what is not a zip archive', () => {
    expect(zipWithinLimits(Buffer.from('SKU;Quantity\n'), LIMITS)).toBe(false);
  });
});
