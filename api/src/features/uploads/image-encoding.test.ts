import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_PIXELS_MESSAGE, reencodeImage } from './image-encoding';
import { MAX_IMAGE_SIDE } from './upload-limits';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: { r: 40, g: 90, b: 200, alpha: 0.5 } },
  });

const HOSTILE_HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A PNG whose header claims width × height but carries one tiny compressed row. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const expectRefused = async (input: Buffer, status: number) => {
  await expect(reencodeImage(input)).rejects.toMatchObject({ status });
};

describe('reencodeImage', () => {
  it.each([
    ['PNG', () => solid(64, 48, 4).png().toBuffer()],
    ['JPEG', () => solid(64, 48).jpeg().toBuffer()],
    ['WebP', () => solid(64, 48).webp().toBuffer()],
    ['GIF', () => solid(64, 48).gif().toBuffer()],
  ])('turns a %s into a WebP of the same size', async (_, make) => {
    const image = await reencodeImage(await make());
    expect(image).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
    const stored = await sharp(image.bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('keeps transparency', async () => {
    const image = await reencodeImage(await solid(16, 16, 4).png().toBuffer());
    expect((await sharp(image.bytes).metadata()).hasAlpha).toBe(true);
  });

  it(`fits a large image in ${MAX_IMAGE_SIDE} px and never enlarges a small one`, async () => {
    const large = await reencodeImage(await solid(3000, 1500).jpeg().toBuffer());
    expect(large).toMatchObject({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE / 2 });
    const small = await reencodeImage(await solid(10, 7).png().toBuffer());
    expect(small).toMatchObject({ width: 10, height: 7 });
  });

  it('turns a photo upright by its EXIF orientation and drops EXIF (GPS too), XMP and ICC', async () => {
    const photo = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'ManifestTestCamera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description>secret</rdf:Description></x:xmpmeta>',
      )
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif).toBeDefined();

    const image = await reencodeImage(photo);
    // Rotated a quarter turn: 40 × 20 becomes 20 × 40, with no orientation left to apply.
    expect(image).toMatchObject({ width: 20, height: 40 });
    const stored = await sharp(image.bytes).metadata();
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(image.bytes.includes('ManifestTestCamera')).toBe(false);
    expect(image.bytes.includes('secret')).toBe(false);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const red = await solid(8, 8).png().toBuffer();
    const blue = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const image = await reencodeImage(animated);
    expect(image).toMatchObject({ width: 8, height: 8 });
    expect((await sharp(image.bytes).metadata()).pages).toBeUndefined();
  });

  it.each([
    ['an SVG', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${HOSTILE_HTML}</svg>`)],
    ['HTML', Buffer.from(HOSTILE_HTML)],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF')],
    [
      'a PNG signature followed by HTML',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from(HOSTILE_HTML),
      ]),
    ],
    ['a GIF header followed by HTML', Buffer.from(`GIF89a${HOSTILE_HTML}`)],
    [
      'a JPEG start followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(HOSTILE_HTML)]),
    ],
  ])('refuses %s with 415', async (_, input) => {
    await expectRefused(input, 415);
  });

  it('refuses a truncated PNG with 415', async () => {
    const png = await solid(64, 64).png().toBuffer();
    await expectRefused(png.subarray(0, png.length / 2), 415);
  });

  it('re-encodes a valid PNG that carries HTML after its end, leaving no HTML', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(HOSTILE_HTML)]);
    const image = await reencodeImage(polyglot);
    expect(image.bytes.includes('<script')).toBe(false);
    expect(image.bytes.includes('<html')).toBe(false);
  });

  it('re-encodes a JPEG that hides a script in its metadata, leaving no script', async () => {
    const jpeg = await solid(16, 16)
      .jpeg()
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${HOSTILE_HTML}</x:xmpmeta>`)
      .toBuffer();
    expect(jpeg.includes('<script')).toBe(true);
    const image = await reencodeImage(jpeg);
    expect(image.bytes.includes('<script')).toBe(false);
  });

  it('refuses a decompression bomb from its header, before decoding, with 413', async () => {
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(reencodeImage(bomb)).rejects.toMatchObject({
      status: 413,
      message: IMAGE_PIXELS_MESSAGE,
    });
  });
});
