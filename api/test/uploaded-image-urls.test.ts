import { ZAccountExport } from '@manifest/contracts/account-data';
import { ZGoalList, ZGoalWriteResponse } from '@manifest/contracts/goals';
import {
  IMAGE_NOT_OWN_MESSAGE,
  SIGNED_IMAGE_URL,
  ZUploadedImage,
  type TUploadedImage,
} from '@manifest/contracts/uploads';
import { ZVisionItemList } from '@manifest/contracts/vision-board';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';

// A person's uploads travel as signed, expiring URLs (GET /api/uploads/:id shows
// nothing without one): every answer that names an upload signs it, a signed URL
// sent back is stored as its plain path, and only the person's own uploads may
// be named at all.

const APP_URL = 'https://manifest.example';

describe.each(DATABASE_ENGINES)(
  'uploaded images in goals, the board and the export on %s',
  (engine) => {
    const api = useTestApp(engine, { env: { APP_URL } });

    const upload = async (user: TestUser): Promise<TUploadedImage> => {
      const png = await sharp({
        create: { width: 30, height: 20, channels: 3, background: { r: 40, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      const answer = await fetch(`${api.url}/api/uploads/images`, {
        method: 'POST',
        body: png,
        headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${user.token}` },
      });
      expect(answer.status).toBe(201);
      return ZUploadedImage.parse(await answer.json());
    };
    /** What an <img> gets for a URL the API handed out: no session. */
    const shows = async (url: string | null) => {
      const answer = await fetch(`${api.url}${url ?? ''}`);
      return answer.status === 200 && answer.headers.get('content-type') === 'image/webp';
    };
    const storedImageUrl = async (table: string, id: string) =>
      ((await api.knex(table).where({ id }).first()) as { image_url: string | null }).image_url;
    const createGoal = async (user: TestUser, imageUrl: string) => {
      const answer = await api.request('/api/goals', {
        token: user.token,
        json: { title: 'A home with a garden', imageUrl },
      });
      expect(answer.status).toBe(201);
      return ZGoalWriteResponse.parse(answer.body);
    };

    it('stores a goal’s signed picture as its plain path, and hands it out signed', async () => {
      const user = await api.newUser();
      const image = await upload(user);
      const goal = await createGoal(user, image.url);

      expect(await storedImageUrl('goals', goal.id)).toBe(`/api/uploads/${image.id}`);
      expect(goal.imageUrl).toMatch(SIGNED_IMAGE_URL);
      expect(await shows(goal.imageUrl)).toBe(true);
      const [listed] = ZGoalList.parse(
        (await api.request('/api/goals', { token: user.token })).body,
      );
      // The same picture keeps the same URL all day, so the browser's cache serves it.
      expect(listed?.imageUrl).toBe(goal.imageUrl);
    });

    it('keeps a goal’s picture when an edit sends back its signed URL, even a stale one', async () => {
      const user = await api.newUser();
      const image = await upload(user);
      const goal = await createGoal(user, image.url);
      // What the form shows, and one a page kept open for days would send back.
      const stale = `/api/uploads/${image.id}?expires=1764374400&signature=${'A'.repeat(43)}`;
      for (const [title, imageUrl] of [
        ['A home by the park', goal.imageUrl ?? ''],
        ['A home by the sea', stale],
      ] as const) {
        const edited = await api.request(`/api/goals/${goal.id}`, {
          method: 'PUT',
          token: user.token,
          json: { title, imageUrl },
        });
        expect(edited.status).toBe(200);
        const answer = ZGoalWriteResponse.parse(edited.body);
        expect(answer.title).toBe(title);
        expect(await storedImageUrl('goals', goal.id)).toBe(`/api/uploads/${image.id}`);
        expect(answer.imageUrl).toBe(goal.imageUrl);
        expect(await shows(answer.imageUrl)).toBe(true);
      }
      expect(await shows(stale)).toBe(false);
    });

    it('signs a vision item’s own picture, and leaves a picture from elsewhere as it is', async () => {
      const user = await api.newUser();
      const image = await upload(user);
      const elsewhere = 'https://images.example.com/kyoto.jpg';
      for (const imageUrl of [image.url, elsewhere]) {
        const created = await api.request('/api/vision-board', {
          token: user.token,
          json: { title: `Kyoto ${imageUrl.length}`, imageUrl },
        });
        expect(created.status).toBe(201);
      }
      const items = ZVisionItemList.parse(
        (await api.request('/api/vision-board', { token: user.token })).body,
      );
      const own = items.find((item) => item.imageUrl !== elsewhere);
      expect(items.map((item) => item.imageUrl)).toContain(elsewhere);
      expect(own?.imageUrl).toMatch(SIGNED_IMAGE_URL);
      expect(await shows(own?.imageUrl ?? null)).toBe(true);
      expect(await storedImageUrl('vision_board_items', own?.id ?? '')).toBe(
        `/api/uploads/${image.id}`,
      );
    });

    it('refuses someone else’s picture, signed or not, naming the field', async () => {
      const owner = await api.newUser();
      const image = await upload(owner);
      const stranger = await api.newUser();
      const strangersGoal = await createGoal(stranger, (await upload(stranger)).url);
      const refusal = { status: 400, body: { message: IMAGE_NOT_OWN_MESSAGE, field: 'imageUrl' } };

      for (const imageUrl of [
        image.url,
        `/api/uploads/${image.id}`,
        '/api/uploads/3f1c1b9e-8d0a-4a53-9b7e-5a8c2f0d4e61',
      ]) {
        const asGoal = await api.request('/api/goals', {
          token: stranger.token,
          json: { title: 'Not mine', imageUrl },
        });
        expect(asGoal).toMatchObject(refusal);
        const asEdit = await api.request(`/api/goals/${strangersGoal.id}`, {
          method: 'PUT',
          token: stranger.token,
          json: { imageUrl },
        });
        expect(asEdit).toMatchObject(refusal);
        const asItem = await api.request('/api/vision-board', {
          token: stranger.token,
          json: { title: 'Not mine', imageUrl },
        });
        expect(asItem).toMatchObject(refusal);
      }
      const goals = ZGoalList.parse(
        (await api.request('/api/goals', { token: stranger.token })).body,
      );
      expect(goals.map((goal) => goal.id)).toEqual([strangersGoal.id]);
      expect(await storedImageUrl('goals', strangersGoal.id)).not.toContain(image.id);
    });

    it('gives each image in the account export a link that shows it', async () => {
      const user = await api.newUser();
      const image = await upload(user);
      await createGoal(user, image.url);
      const exported = ZAccountExport.parse(
        (await api.request('/api/account/export', { token: user.token })).body,
      );
      expect(exported.sections.goals[0]).toMatchObject({ image_url: `/api/uploads/${image.id}` });
      const [row] = exported.sections.uploads;
      expect(row).toMatchObject({
        id: image.id,
        url: expect.stringMatching(/^https:\/\/manifest\.example\//),
      });
      const link = new URL(String(row?.url));
      expect(`${link.pathname}${link.search}`).toMatch(SIGNED_IMAGE_URL);
      expect(await shows(`${link.pathname}${link.search}`)).toBe(true);
    });
  },
);
