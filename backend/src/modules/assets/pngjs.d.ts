/** The part of pngjs (no published types for version 5) that the thumbnails use. */
declare module 'pngjs' {
  interface PngImage {
    width: number;
    height: number;
    /** RGBA, four bytes per pixel, row after row. */
    data: Buffer;
  }
  export const PNG: {
    new (options: { width: number; height: number }): PngImage;
    sync: { read(bytes: Buffer): PngImage; write(image: PngImage): Buffer };
  };
}
