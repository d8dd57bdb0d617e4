import { expect, test } from '@playwright/test';
import { E2E_METRICS_TOKEN, E2E_PORTS } from './ports';

test('the API says only "up" to strangers, through the shell', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'up' });
});

test('the API reports the database and the real CMS as reachable to operators', async ({
  request,
}) => {
  const response = await request.get('/api/health', {
    headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health.status).toBe('ok');
  expect(health.database.ok).toBe(true);
  expect(health.cms.ok).toBe(true);
});

test('the CMS serves its admin panel', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${E2E_PORTS.cms}/admin`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="strapi"');
});
