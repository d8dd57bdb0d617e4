import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// A lone UTF-16 surrogate is no character: a text column would silently keep
// U+FFFD instead, and jsonb refuses it. Each must be a 400 that names the field.
const LONE = 'calm \uD800 mind';

describe.each(DATABASE_ENGINES)('ill-formed text on %s', (engine) => {
  const api = useTestApp(engine);

  it.each([
    ['/api/goals', { title: LONE }, 'title', 'Title contains an invalid character'],
    [
      '/api/goals',
      { title: 'Goal', metadata: { howLifeWillFeel: LONE } },
      'metadata.howLifeWillFeel',
      'Metadata values contains an invalid character',
    ],
    [
      '/api/goals',
      { title: 'Goal', metadata: { [LONE]: 'x' } },
      `metadata.${LONE}`,
      'Metadata keys contain an invalid character',
    ],
    [
      '/api/activities',
      { type: 'task', action: 'completed', title: 'Walk', metadata: { mood: LONE } },
      'metadata.mood',
      'Metadata values contain an invalid character',
    ],
    [
      '/api/activities',
      { type: 'task', action: 'completed', title: LONE },
      'title',
      'Title contains an invalid character',
    ],
  ])('POST %s %j is a 400 naming the field', async (path, json, field, message) => {
    const user = await api.newUser();
    const answer = await api.request(path, { token: user.token, json });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, field });
  });

  it('stores characters outside the Basic Multilingual Plane exactly', async () => {
    const user = await api.newUser();
    const title = 'Ocean 🌊 trip';
    const answer = await api.request('/api/goals', {
      token: user.token,
      json: { title, metadata: { howLifeWillFeel: '🌞' } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ title, metadata: { howLifeWillFeel: '🌞' } });
  });
});
