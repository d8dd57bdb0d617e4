import { SIGNED_IMAGE_URL, ZSignedImageQuery } from '@manifest/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { createImageUrls, imageUrlExpiry } from './image-urls';

const ID = '0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10';
const OTHER_ID = '3f1c1b9e-8d0a-4a53-9b7e-5a8c2f0d4e61';
const SECRET = 'a-test-secret-of-thirty-two-chars';

/** The query a browser sends back with a signed URL. */
const queryOf = (url: string) =>
  ZSignedImageQuery.parse(Object.fromEntries(new URL(url, 'http://app.test').searchParams));

const at = (iso: string) => {
  const clock = { now: new Date(iso) };
  return { clock, urls: createImageUrls({ secret: SECRET, now: () => clock.now }) };
};

describe('imageUrlExpiry', () => {
  it('ends a URL at the end of the next UTC day, whenever today it was made', () => {
    const endOfTomorrow = Date.parse('2026-11-29T00:00:00Z') / 1000;
    expect(imageUrlExpiry(new Date('2026-11-27T00:00:00Z'))).toBe(endOfTomorrow);
    expect(imageUrlExpiry(new Date('2026-11-27T13:45:10.500Z'))).toBe(endOfTomorrow);
    expect(imageUrlExpiry(new Date('2026-11-27T23:59:59.999Z'))).toBe(endOfTomorrow);
    expect(imageUrlExpiry(new Date('2026-11-28T00:00:00Z'))).toBe(endOfTomorrow + 86_400);
  });
});

describe('createImageUrls', () => {
  it('gives a picture the same signed URL all day, and a new one the next day', () => {
    const { clock, urls } = at('2026-11-27T08:00:00Z');
    const morning = urls.sign(ID);
    expect(morning).toMatch(SIGNED_IMAGE_URL);
    expect(morning).toMatch(new RegExp(`^/api/uploads/${ID}\\?expires=1795910400&signature=`));
    clock.now = new Date('2026-11-27T23:30:00Z');
    expect(urls.sign(ID)).toBe(morning);
    clock.now = new Date('2026-11-28T00:00:01Z');
    expect(urls.sign(ID)).not.toBe(morning);
  });

  it('opens a signed URL until it expires, saying for how long', () => {
    const { clock, urls } = at('2026-11-27T08:00:00Z');
    const query = queryOf(urls.sign(ID));
    expect(urls.secondsLeft(ID, query)).toBe(40 * 60 * 60);
    clock.now = new Date('2026-11-28T23:59:59Z');
    expect(urls.secondsLeft(ID, query)).toBe(1);
    clock.now = new Date('2026-11-29T00:00:00Z');
    expect(urls.secondsLeft(ID, query)).toBeNull();
  });

  it('refuses a signature moved to another image, a later expiry or another secret', () => {
    const { clock, urls } = at('2026-11-27T08:00:00Z');
    const query = queryOf(urls.sign(ID));
    expect(urls.secondsLeft(OTHER_ID, query)).toBeNull();
    expect(urls.secondsLeft(ID, { ...query, expires: query.expires + 86_400 })).toBeNull();
    const flipped = `${query.signature.slice(0, -1)}${query.signature.endsWith('A') ? 'B' : 'A'}`;
    expect(urls.secondsLeft(ID, { ...query, signature: flipped })).toBeNull();
    const elsewhere = createImageUrls({
      secret: 'another-secret-of-thirty-two-chars',
      now: () => clock.now,
    });
    expect(elsewhere.secondsLeft(ID, query)).toBeNull();
  });

  it('signs only an upload’s path for the browser; other URLs and none stay as they are', () => {
    const { urls } = at('2026-11-27T08:00:00Z');
    expect(urls.forBrowser(`/api/uploads/${ID}`)).toBe(urls.sign(ID));
    expect(urls.forBrowser('https://images.example.com/a.jpg')).toBe(
      'https://images.example.com/a.jpg',
    );
    expect(urls.forBrowser(null)).toBeNull();
  });
});
