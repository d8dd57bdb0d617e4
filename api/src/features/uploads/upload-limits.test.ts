import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_LIMITS, uploadQuotaError } from './upload-limits';

const MB = 1024 * 1024;
const limits = { uploadsPerDay: 3, storedBytesPerUser: 10 * MB };

describe('uploadQuotaError', () => {
  it('lets an upload through under both limits', () => {
    expect(uploadQuotaError({ uploadsToday: 2, storedBytes: 9 * MB }, MB, limits)).toBeNull();
  });

  it('refuses the upload past the daily count with 429', () => {
    const error = uploadQuotaError({ uploadsToday: 3, storedBytes: 0 }, 1, limits);
    expect(error?.status).toBe(429);
    expect(error?.message).toBe(
      'You can upload at most 3 images a day. Please try again tomorrow.',
    );
  });

  it('refuses an image that would pass the stored total with 413', () => {
    const error = uploadQuotaError({ uploadsToday: 0, storedBytes: 9 * MB }, MB + 1, limits);
    expect(error?.status).toBe(413);
    expect(error?.message).toBe(
      'Your images may take at most 10 MB in all. Delete some to upload more.',
    );
  });

  it('takes an image that fills the total exactly', () => {
    expect(uploadQuotaError({ uploadsToday: 0, storedBytes: 9 * MB }, MB, limits)).toBeNull();
  });

  it('asked before decoding (0 bytes), refuses only a full store', () => {
    expect(uploadQuotaError({ uploadsToday: 0, storedBytes: 10 * MB - 1 }, 0, limits)).toBeNull();
    expect(uploadQuotaError({ uploadsToday: 0, storedBytes: 10 * MB }, 0, limits)?.status).toBe(
      413,
    );
  });

  it('names a small total in kB', () => {
    const error = uploadQuotaError({ uploadsToday: 0, storedBytes: 0 }, 60_000, {
      uploadsPerDay: 3,
      storedBytesPerUser: 50_000,
    });
    expect(error?.message).toBe(
      'Your images may take at most 48 kB in all. Delete some to upload more.',
    );
  });

  it('defaults to 30 a day and 200 MB in all', () => {
    expect(DEFAULT_UPLOAD_LIMITS).toEqual({ uploadsPerDay: 30, storedBytesPerUser: 200 * MB });
  });
});
