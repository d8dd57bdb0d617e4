import { ZCreateVisionItemResponse, ZVisionItemList } from '@manifest/contracts/vision-board';
import { describe, expect, it } from 'vitest';
import { VISION_ITEM_POINTS, VISION_ITEMS_PAID_PER_DAY } from '../src/domain/points-rules';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { activitiesOf, ledgerOf } from './support/user-rows';

const QUICK_ADD = {
  title: 'Live by the sea',
  category: 'Personal',
  description: '',
  imageUrl: 'https://images.unsplash.com/photo-1500530855697-b586d89ba3ee',
};

describe.each(DATABASE_ENGINES)('vision board on %s', (engine) => {
  const api = useTestApp(engine);

  const newUser = () => api.newUser();

  it('creates, lists, renames and deletes an item', async () => {
    const user = await newUser();
    const created = await api.request('/api/vision-board', { token: user.token, json: QUICK_ADD });
    expect(created.status).toBe(201);
    const item = ZCreateVisionItemResponse.parse(created.body);
    expect(item).toMatchObject({ ...QUICK_ADD, pointsAwarded: VISION_ITEM_POINTS });

    const renamed = await api.request(`/api/vision-board/${item.id}`, {
      method: 'PUT',
      token: user.token,
      json: { title: '  A house by the sea ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: item.id,
      title: 'A house by the sea',
      category: 'Personal',
    });

    const list = ZVisionItemList.parse(
      (await api.request('/api/vision-board', { token: user.token })).body,
    );
    expect(list.map((entry) => entry.title)).toEqual(['A house by the sea']);

    const deleted = await api.request(`/api/vision-board/${item.id}`, {
      method: 'DELETE',
      token: user.token,
    });
    expect(deleted.status).toBe(204);
    expect((await api.request('/api/vision-board', { token: user.token })).body).toEqual([]);
    const again = await api.request(`/api/vision-board/${item.id}`, {
      method: 'DELETE',
      token: user.token,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Vision item not found' });
  });

  it('defaults the category and description and allows no image', async () => {
    const user = await newUser();
    const created = await api.request('/api/vision-board', {
      token: user.token,
      json: { title: 'Run a marathon' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: 'Personal', description: '', imageUrl: null });
  });

  it(`pays for the first ${VISION_ITEMS_PAID_PER_DAY} items a day only, so create/delete loops earn nothing more`, async () => {
    const user = await newUser();
    for (let index = 0; index <= VISION_ITEMS_PAID_PER_DAY; index += 1) {
      const created = ZCreateVisionItemResponse.parse(
        (
          await api.request('/api/vision-board', {
            token: user.token,
            json: { title: `Dream ${index}` },
          })
        ).body,
      );
      await api.request(`/api/vision-board/${created.id}`, { method: 'DELETE', token: user.token });
    }
    const ledger = await ledgerOf(api.knex, user.id);
    expect(ledger).toHaveLength(VISION_ITEMS_PAID_PER_DAY);
    expect(ledger.every((entry) => entry.points === VISION_ITEM_POINTS)).toBe(true);
    const activities = await activitiesOf(api.knex, user.id);
    expect(activities).toHaveLength(VISION_ITEMS_PAID_PER_DAY + 1);
    expect(activities.at(-1)).toMatchObject({ type: 'vision_board', action: 'created', points: 0 });
  });

  it.each([
    [{ ...QUICK_ADD, imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ ...QUICK_ADD, imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
    [{ ...QUICK_ADD, imageUrl: 'ftp://example.com/a.png' }, 'imageUrl'],
    [{ ...QUICK_ADD, title: '  ' }, 'title'],
    [{ ...QUICK_ADD, category: 7 }, 'category'],
  ])('answers 400 for %j', async (json, field) => {
    const user = await newUser();
    const answer = await api.request('/api/vision-board', { token: user.token, json });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    expect(await ledgerOf(api.knex, user.id)).toEqual([]);
  });

  it('answers 400 for a blank new title and 404 for an unknown item', async () => {
    const user = await newUser();
    const item = ZCreateVisionItemResponse.parse(
      (await api.request('/api/vision-board', { token: user.token, json: QUICK_ADD })).body,
    );
    const blank = await api.request(`/api/vision-board/${item.id}`, {
      method: 'PUT',
      token: user.token,
      json: { title: ' ' },
    });
    expect(blank.body).toEqual({ message: 'Title is required', field: 'title' });
    const unknown = await api.request('/api/vision-board/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      token: user.token,
      json: { title: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});
