import { expect, test } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { outboxMailsMentioning } from './support/outbox';
import { expectToast } from './support/pages';

// Issue: accounts. The contact form (stored; acknowledged by email only to an address
// known to be the sender's, issue 34) and the legal pages (the CMS's documents, each
// route its own version and back link).

test('the contact form says what is missing, sends, clears itself and acknowledges to the account address', async ({
  page,
}) => {
  const { user } = await signUpThroughApi(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Replies within 24 hours')).toBeVisible();
  await expect(page.getByText('Replies within 48 hours')).toBeVisible();
  await expect(page.getByText('Replies within 72 hours')).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  const subject = `Trial question ${Date.now()}`;
  await page.getByLabel('Name').fill('Ava Lindqvist');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('How do I export my data?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(
    page,
    'Message Sent Successfully',
    "Thank you for reaching out. We'll get back to you within 24 hours.",
  );
  await expect(page.getByLabel('Subject')).toHaveValue('');
  // The acknowledgement goes to the signed-in person's own address, in our words only.
  await expect
    .poll(async () => (await outboxMailsMentioning(user.email)).join('\n'))
    .toContain('We have your message and will answer within 24 hours.');
  expect(await outboxMailsMentioning(subject)).toEqual([]);
});

test('a message from an address nobody proved is sent as usual but mails no one', async ({
  page,
}) => {
  const stranger = `stranger.${Date.now()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ava Lindqvist');
  await page.getByLabel('Email Address').fill(stranger);
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Is anyone there?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(
    page,
    'Message Sent Successfully',
    "Thank you for reaching out. We'll get back to you within 24 hours.",
  );
  expect(await outboxMailsMentioning(stranger)).toEqual([]);
});

const LEGAL_PAGES = [
  { path: '/terms', title: 'Terms of Service', back: ['Back to Home', '/'] },
  { path: '/terms-of-service', title: 'Terms of Service', back: ['Back to Signup', '/signup'] },
  { path: '/privacy', title: 'Privacy Policy', back: ['Back to Home', '/'] },
  { path: '/privacy-policy', title: 'Privacy Policy', back: ['Back to Signup', '/signup'] },
  { path: '/legal', title: 'Legal Information', back: ['Back to Home', '/'] },
] as const;

for (const { path, title, back } of LEGAL_PAGES) {
  test(`${path} shows its own version with its back link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: back[0] })).toHaveAttribute('href', back[1]);
  });
}

test('the contact and legal pages have no serious accessibility violation', async ({ page }) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});
