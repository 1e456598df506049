import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  unpackedMaxBytes: number;
  maxRatio: number;
  maxParts: number;
}

interface DirectoryEntry {
  method: number;
  packedSize: number;
  localOffset: number;
}

interface Directory {
  start: number;
  entries: DirectoryEntry[];
}

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_OF_DIRECTORY_LENGTH = 22;
const DIRECTORY_ENTRY = 0x02014b50;
const DIRECTORY_ENTRY_LENGTH = 46;
const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_LENGTH = 30;
const UNICODE_PATH_FIELD = 0x7075;
// Sizes and offsets of all ones mean ZIP64, which no spreadsheet within our size limit needs.
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const NAME = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a zip archive (an .xlsx) stays within the limits when unpacked, so that no "zip bomb" reaches the
 * spreadsheet reader: at most `maxParts` parts, each unpacking to at most `maxRatio` times its packed size, all
 * of them together to at most `unpackedMaxBytes`. The parts are really inflated (never past the limit), so
 * sizes that the archive misstates do not get through. Returns false for anything that is not a plain zip.
 */
export function zipWithinLimits(archive: Buffer, limits: ZipLimits): boolean {
  const directory = centralDirectory(archive, limits.maxParts);
  if (!directory) return false;
  let unpacked = 0;
  for (const entry of directory.entries) {
    const packed = packedData(archive, entry, directory.start);
    if (!packed) return false;
    const allowed = Math.min(
      limits.unpackedMaxBytes - unpacked,
      Math.max(packed.length, 1) * limits.maxRatio,
    );
    const size = unpackedSize(packed, entry.method, allowed);
    if (size === null) return false;
    unpacked += size;
  }
  return true;
}

/**
 * The parts the central directory lists, walked the way JSZip (ExcelJS's reader) walks it: entry after entry
 * for as long as one follows, whatever the end record claims. Null unless the directory holds at most
 * `maxParts` entries with distinct names, exactly as many as the end record says, and ends exactly where the
 * end record starts (so no reader finds entries this check did not see).
 */
function centralDirectory(archive: Buffer, maxParts: number): Directory | null {
  const end = archive.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + END_OF_DIRECTORY_LENGTH > archive.length) return null;
  if (end + END_OF_DIRECTORY_LENGTH + archive.readUInt16LE(end + 20) !== archive.length) return null;
  const onOneDisk = archive.readUInt16LE(end + 4) === 0 && archive.readUInt16LE(end + 6) === 0;
  const claimed = archive.readUInt16LE(end + 10);
  const start = archive.readUInt32LE(end + 16);
  if (!onOneDisk || archive.readUInt16LE(end + 8) !== claimed) return null;
  if (start + archive.readUInt32LE(end + 12) !== end) return null;

  const entries: DirectoryEntry[] = [];
  const names = new Set<string>();
  let offset = start;
  while (offset + 4 <= end && archive.readUInt32LE(offset) === DIRECTORY_ENTRY) {
    if (entries.length === maxParts || offset + DIRECTORY_ENTRY_LENGTH > end) return null;
    const nameStart = offset + DIRECTORY_ENTRY_LENGTH;
    const extraStart = nameStart + archive.readUInt16LE(offset + 28);
    const extraEnd = extraStart + archive.readUInt16LE(offset + 30);
    const next = extraEnd + archive.readUInt16LE(offset + 32);
    if (next > end) return null;
    const name = decodedName(archive.subarray(nameStart, extraStart));
    // A Unicode path field would give JSZip a second name for the part, one the duplicate check never saw.
    if (name === null || names.has(name) || hasUnicodePath(archive.subarray(extraStart, extraEnd)))
      return null;
    const entry = {
      method: archive.readUInt16LE(offset + 10),
      packedSize: archive.readUInt32LE(offset + 20),
      localOffset: archive.readUInt32LE(offset + 42),
    };
    const zip64 = [entry.packedSize, archive.readUInt32LE(offset + 24), entry.localOffset].includes(
      ZIP64_MARKER,
    );
    if (zip64 || archive.readUInt16LE(offset + 34) !== 0) return null;
    names.add(name);
    entries.push(entry);
    offset = next;
  }
  return offset === end && entries.length === claimed && claimed > 0 ? { start, entries } : null;
}

/** The part's packed bytes, found through its local header; null unless they lie before the directory. */
function packedData(archive: Buffer, entry: DirectoryEntry, directoryStart: number): Buffer | null {
  const { localOffset, packedSize } = entry;
  if (localOffset + LOCAL_HEADER_LENGTH > directoryStart) return null;
  if (archive.readUInt32LE(localOffset) !== LOCAL_HEADER) return null;
  const dataStart =
    localOffset +
    LOCAL_HEADER_LENGTH +
    archive.readUInt16LE(localOffset + 26) +
    archive.readUInt16LE(localOffset + 28);
  if (dataStart + packedSize > directoryStart) return null;
  return archive.subarray(dataStart, dataStart + packedSize);
}

function decodedName(bytes: Buffer): string | null {
  try {
    return NAME.decode(bytes);
  } catch {
    return null;
  }
}

function hasUnicodePath(extra: Buffer): boolean {
  for (let offset = 0; offset + 4 <= extra.length; offset += 4 + extra.readUInt16LE(offset + 2)) {
    if (extra.readUInt16LE(offset) === UNICODE_PATH_FIELD) return true;
  }
  return false;
}

/** The part's size once unpacked, or null when it is larger than `allowed` or cannot be unpacked. */
function unpackedSize(packed: Buffer, method: number, allowed: number): number | null {
  if (method === STORED) return packed.length <= allowed ? packed.length : null;
  if (method !== DEFLATED) return null;
  try {
    // One byte more than allowed: reaching it proves the part too large without unpacking the rest.
    const size = inflateRawSync(packed, { maxOutputLength: allowed + 1 }).length;
    return size <= allowed ? size : null;
  } catch {
    return null;
  }
}
