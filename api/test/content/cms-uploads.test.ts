import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useStrapiSuite } from './support/strapi-suite';

// The media library of the real, built Strapi: what it accepts (images
// recognised from their bytes, at most 10 MB) and how /uploads serves files.
// Uploaded files land in cms/public/uploads (the local provider); every test
// removes what it stored.

const UPLOADS_DIR = fileURLToPath(new URL('../../../cms/public/uploads/', import.meta.url));

/** A valid 1×1 PNG (grey, with alpha). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>fetch("/admin/users/me")</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

type UploadedFile = { id: number; url: string; mime: string; ext: string };

const stored: UploadedFile[] = [];
const suite = useStrapiSuite('uploads', {
  // Uploads land in cms/public/uploads (the local provider): remove every one stored.
  async beforeStop() {
    for (const file of stored) {
      await fetch(`${suite.strapi.url}/api/upload/files/${file.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${suite.fullAccessToken}` },
      });
    }
  },
});

/** POST a file to the content API (`/api/upload`) or the admin panel's route (`/upload`). */
async function upload(
  route: 'content-api' | 'admin',
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  const [path, token] =
    route === 'content-api'
      ? ['/api/upload', suite.fullAccessToken]
      : ['/upload', suite.admin.token];
  const response = await fetch(`${suite.strapi.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (response.ok) stored.push(...(JSON.parse(text) as UploadedFile[]));
  return { status: response.status, text };
}

describe('uploading to the media library', () => {
  it('refuses HTML or SVG, whatever the file is called, on both upload routes', async () => {
    for (const route of ['content-api', 'admin'] as const) {
      const cases: [string, Buffer, string][] = [
        ['cover.png', HTML, 'image/png'],
        ['cover.png', HTML, 'application/octet-stream'],
        ['page.html', HTML, 'text/html'],
        ['logo.svg', SVG, 'image/svg+xml'],
        ['logo.png', SVG, 'image/png'],
      ];
      for (const [name, bytes, type] of cases) {
        const answer = await upload(route, name, bytes, type);
        expect(answer.status, `${route} ${name} ${type}`).toBe(400);
      }
      // Strapi's own check lets this one through (its bytes match no type it knows,
      // so it trusts the name); the CMS's upload extension is what refuses it.
      expect((await upload(route, 'cover.png', HTML, 'image/png')).text).toContain(
        'cover.png: only PNG, JPEG, GIF, WebP or AVIF images can be uploaded',
      );
    }
    expect(stored).toEqual([]);
  });

  it('refuses an image whose name promises another type', async () => {
    const answer = await upload('content-api', 'cover.jpg', PNG, 'image/jpeg');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('its content is image/png, so its name must end in .png');
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await upload('content-api', 'huge.png', big, 'image/png');
    expect(answer.status).toBe(413);
  });

  it('accepts a real PNG and serves it inline as image/png, unsniffable and sandboxed', async () => {
    for (const route of ['content-api', 'admin'] as const) {
      const answer = await upload(route, 'cover.png', PNG, 'image/png');
      expect(answer.status, answer.text).toBe(201);
    }
    const [file] = stored;
    expect(file).toMatchObject({ mime: 'image/png', ext: '.png' });
    expect(file!.url).toMatch(/^\/uploads\/.+\.png$/);

    const served = await fetch(`${suite.strapi.url}${file!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-powered-by')).toBeNull();
    // Strapi may re-encode (optimise) the image; it stays a PNG.
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
  });
});

describe('serving /uploads', () => {
  it('never serves a file that is not an image, however the path is spelled', async () => {
    const name = `planted-${Date.now().toString(36)}`;
    const planted = [`${name}.html`, `${name}.svg`, `${name}.js`];
    for (const file of planted) await writeFile(join(UPLOADS_DIR, file), HTML);
    try {
      for (const file of planted) {
        for (const path of [
          `/uploads/${file}`,
          `//uploads/${file}`,
          `/UPLOADS/${file}`,
          `/robots.txt/../uploads/${file}`,
          `/uploads/${file.replace('.', '%2E')}`,
        ]) {
          const answer = await fetch(`${suite.strapi.url}${path}`);
          expect(answer.status, path).toBeGreaterThanOrEqual(400);
          expect(await answer.text(), path).not.toContain('<script>');
        }
      }
    } finally {
      for (const file of planted) await rm(join(UPLOADS_DIR, file), { force: true });
    }
  });
});
