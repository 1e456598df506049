import { crc32, deflateRawSync } from 'node:zlib';

/** A zip archive of one deflated part, written by hand so the test controls what it claims and holds. */
export function zipOfOne(name: string, content: Buffer): Buffer {
  const packed = deflateRawSync(content, { level: 9 });
  const fileName = Buffer.from(name);
  const sizes = Buffer.alloc(16);
  sizes.writeUInt32LE(crc32(content), 0);
  sizes.writeUInt32LE(packed.length, 4);
  sizes.writeUInt32LE(content.length, 8);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  sizes.copy(local, 14, 0, 12);
  local.writeUInt16LE(fileName.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(8, 10);
  sizes.copy(entry, 16, 0, 12);
  entry.writeUInt16LE(fileName.length, 28);
  const directoryOffset = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + fileName.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, fileName, packed, entry, fileName, end]);
}
