import { inflateSync } from 'node:zlib';

/** WinAnsi's bytes 0x80–0x9f (Node's TextDecoder reads `windows-1252` as Latin-1 and loses them). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte),
  ).join('');
}

/**
 * The text a PDF written with the standard fonts shows, line by line as drawn: its content streams inflated,
 * and the strings of every `Tj`/`TJ` decoded (pdfkit writes them as hex in WinAnsi). Enough to read what a
 * generated document says without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const operation of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hex = operation[1]
        ? [...operation[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1])
        : [operation[2]];
      lines.push(winAnsi(Buffer.from(hex.join(''), 'hex')));
    }
    streams.lastIndex = end;
  }
  return lines.join('\n');
}

/** The text with every run of white space (line breaks and no-break spaces too) as one space. */
export function pdfWords(pdf: Buffer): string {
  return pdfText(pdf).replace(/\s+/g, ' ');
}
