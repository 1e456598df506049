import { detectReceiptType, inspectReceipt } from './receipt-upload';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);

function file(buffer: Buffer, originalname?: string) {
  return { buffer, size: buffer.length, originalname };
}

describe('warranty receipt upload', () => {
  it.each([
    ['pdf', PDF],
    ['jpeg', JPEG],
    ['png', PNG],
  ])('recognises a %s by its first bytes', (type, bytes) => {
    expect(detectReceiptType(bytes)).toBe(type);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a GIF', Buffer.from('GIF89a')],
    ['a ZIP archive', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ['a PDF signature further in', Buffer.from(' %PDF-1.4')],
  ])('refuses %s whatever it is called', (_what, bytes) => {
    expect(inspectReceipt(file(bytes, 'receipt.pdf'))).toEqual({
      problem: 'The receipt must be a PDF, JPEG or PNG file',
    });
  });

  it('names the stored file after the sender but with the extension of what it really is', () => {
    expect(inspectReceipt(file(JPEG, 'C:\\Users\\anna\\kuitti 12.3.png'))).toMatchObject({
      fileName: 'kuitti 12.3.jpg',
      contentType: 'image/jpeg',
    });
    expect(inspectReceipt(file(PDF, '../../"evil";.pdf'))).toMatchObject({ fileName: 'evil.pdf' });
    expect(inspectReceipt(file(PNG))).toMatchObject({ fileName: 'receipt.png' });
  });

  it('asks for a receipt when none or an empty one was sent', () => {
    expect(inspectReceipt(undefined)).toEqual({ problem: 'Attach the receipt' });
    expect(inspectReceipt(file(Buffer.alloc(0)))).toEqual({ problem: 'Attach the receipt' });
  });
});
