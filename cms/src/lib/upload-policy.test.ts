import { describe, expect, it } from 'vitest';
import { imageTypeFromBytes, uploadedImageProblem } from './upload-policy';

// The CMS's upload rule (cms/src/lib/upload-policy.ts): pure, so tested here
// without Strapi; cms-uploads.test.ts checks it is applied by the real Strapi.

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const GIF = bytes('GIF89a', 1, 0, 1, 0, 0, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBP');
const AVIF = bytes(0, 0, 0, 0x1c, 'ftyp', 'avif');
const HTML = bytes('<!doctype html><script>alert(1)</script>');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe('imageTypeFromBytes', () => {
  it('recognises PNG, JPEG, GIF, WebP and AVIF from their signatures', () => {
    expect([PNG, JPEG, GIF, WEBP, AVIF].map(imageTypeFromBytes)).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/avif',
    ]);
  });

  it('recognises nothing in HTML, SVG, a truncated signature or an empty file', () => {
    for (const head of [
      HTML,
      SVG,
      PNG.subarray(0, 4),
      bytes('RIFF', 0, 0, 0, 0, 'WAVE'),
      bytes(),
    ]) {
      expect(imageTypeFromBytes(head)).toBeUndefined();
    }
  });
});

describe('uploadedImageProblem', () => {
  it('accepts an image whose name tells its type, in any letter case', () => {
    expect(uploadedImageProblem('cover.png', PNG)).toBeUndefined();
    expect(uploadedImageProblem('IMG_0001.JPG', JPEG)).toBeUndefined();
    expect(uploadedImageProblem('photo.jpeg', JPEG)).toBeUndefined();
    expect(uploadedImageProblem('loop.gif', GIF)).toBeUndefined();
    expect(uploadedImageProblem('hero.webp', WEBP)).toBeUndefined();
    expect(uploadedImageProblem('hero.avif', AVIF)).toBeUndefined();
  });

  it('refuses HTML or SVG whatever the name says', () => {
    expect(uploadedImageProblem('innocent.png', HTML)).toMatch(
      /innocent\.png: only PNG, JPEG, GIF, WebP or AVIF images/,
    );
    expect(uploadedImageProblem('logo.svg', SVG)).toMatch(/only PNG, JPEG, GIF, WebP or AVIF/);
  });

  it('refuses an image whose name promises another type, or none', () => {
    expect(uploadedImageProblem('cover.jpg', PNG)).toBe(
      'cover.jpg: its content is image/png, so its name must end in .png',
    );
    expect(uploadedImageProblem('cover.html', PNG)).toMatch(/must end in \.png/);
    expect(uploadedImageProblem('cover', JPEG)).toMatch(/must end in \.jpg or \.jpeg/);
  });
});
