import { ZChallengeTools, type TFinancialFigures } from '@manifest/contracts/challenge-tools';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

const FIGURES: TFinancialFigures = {
  savings: 5000,
  checking: 1200.5,
  investments: 0,
  property: 0,
  creditCards: 3000,
  loans: 0,
  mortgage: 0,
  housing: 1500,
  food: 400,
  transportation: 120,
  utilities: 90,
};
const PERSON = {
  id: 'p1',
  name: 'Sam',
  relationship: 'Friend',
  energy: 'positive',
  timeSpent: '3 hours a week',
  notes: '',
} as const;
const FEAR = { id: 'f1', description: 'Nobody will buy it', intensity: 9, actionPlan: 'Ask 3' };

describe.each(DATABASE_ENGINES)('challenge tools on %s', (engine) => {
  const api = useTestApp(engine);

  const tools = async (token: string, id = 2) => {
    const answer = await api.request(`/api/challenges/${id}/tools`, { token });
    expect(answer.status).toBe(200);
    return ZChallengeTools.parse(answer.body);
  };
  const save = (token: string, json: unknown, id = 2) =>
    api.request(`/api/challenges/${id}/tools`, { token, method: 'PUT', json });

  it('has nothing saved at first', async () => {
    const user = await api.newUser();
    expect(await tools(user.token)).toEqual({
      challengeId: 2,
      notes: null,
      calculator: null,
      audit: null,
      fears: null,
      updatedAt: null,
    });
  });

  it('saves each part on its own and keeps the others', async () => {
    const user = await api.newUser();
    expect((await save(user.token, { notes: '  Spend less on takeaway  ' })).status).toBe(200);
    const answer = await save(user.token, { calculator: FIGURES });
    expect(answer.status).toBe(200);
    expect(ZChallengeTools.parse(answer.body)).toMatchObject({
      notes: 'Spend less on takeaway',
      calculator: FIGURES,
    });
    expect(await tools(user.token)).toMatchObject({
      notes: 'Spend less on takeaway',
      calculator: FIGURES,
      audit: null,
      updatedAt: expect.any(String),
    });
  });

  it('keeps the audit and the fears as lists, and an emptied list as empty', async () => {
    const user = await api.newUser();
    await save(user.token, { audit: [PERSON] }, 3);
    await save(user.token, { fears: [FEAR] }, 4);
    expect((await tools(user.token, 3)).audit).toEqual([PERSON]);
    expect((await tools(user.token, 4)).fears).toEqual([FEAR]);
    await save(user.token, { audit: [] }, 3);
    expect((await tools(user.token, 3)).audit).toEqual([]);
  });

  it('shows one person nothing of another’s', async () => {
    const [ada, bob] = [await api.newUser(), await api.newUser()];
    await save(ada.token, { notes: 'private' });
    expect((await tools(bob.token)).notes).toBeNull();
  });

  it('answers 404 for a challenge that does not exist, 401 without a session', async () => {
    const user = await api.newUser();
    const missing = await save(user.token, { notes: 'x' }, 999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Challenge not found' });
    expect((await api.request('/api/challenges/2/tools')).status).toBe(401);
  });

  it.each([
    [{ calculator: { ...FIGURES, savings: -1 } }, 'Savings must not be negative'],
    [{ fears: [{ ...FEAR, intensity: 11 }] }, 'Intensity must be between 1 and 10'],
    [{ fears: [{ ...FEAR, description: '  ' }] }, 'Fear is required'],
    [
      { audit: [{ ...PERSON, energy: 'mixed' }] },
      'Energy impact must be positive, neutral or negative',
    ],
    [{}, 'Send at least one of notes, calculator, audit, fears'],
    [{ notes: 'x', colour: 'red' }, undefined],
  ])('answers 400 for %j', async (json, message) => {
    const user = await api.newUser();
    const answer = await save(user.token, json);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body).toMatchObject({ message });
    expect((await tools(user.token)).notes).toBeNull();
  });
});
