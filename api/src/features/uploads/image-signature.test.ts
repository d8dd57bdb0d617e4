import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './image-signature';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('sniffImageFormat', () => {
  it.each([
    ['png', bytes(PNG_SIGNATURE, [0, 0, 0, 13], 'IHDR')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8L')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8X')],
  ])('recognises %s from its first bytes', (format, input) => {
    expect(sniffImageFormat(input)).toBe(format);
  });

  it.each([
    ['nothing', bytes()],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG after an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><html><script>alert(1)</script>')],
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ')],
    ['a TIFF', bytes([0x49, 0x49, 0x2a, 0x00])],
    ['a BMP', bytes('BM', [0, 0, 0, 0])],
    ['an HEIC', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['a RIFF that is a WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a RIFF WEBP without a known first chunk', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPXXXX')],
    ['a truncated PNG signature', bytes(PNG_SIGNATURE.slice(0, 7))],
    ['a PNG signature after a byte', bytes([0x20], PNG_SIGNATURE)],
    ['a GIF version that does not exist', bytes('GIF88a')],
  ])('refuses %s', (_, input) => {
    expect(sniffImageFormat(input)).toBeNull();
  });
});
