import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { expectToast } from './support/pages';
import { installSpeechRecorder, spokenUtterances } from './support/speech-recorder';

// Spec 000 sections 2, 4, 5, 8 and 9: the Aurora and RealityShift chat panels
// on every signed-in page, answered here by the built-in offline guide.

const panel = (page: Page, name: 'Aurora' | 'RealityShift') =>
  page.getByRole('region', { name: `${name} chat`, exact: true });
const conversation = (page: Page, name: 'Aurora' | 'RealityShift') =>
  panel(page, name).getByRole('log', { name: `Conversation with ${name}` });
const messageField = (page: Page, name: 'Aurora' | 'RealityShift') =>
  panel(page, name).getByRole('textbox', { name: `Message ${name}` });

/** The conversation at one change: its assistant bubbles, the newest one's length, the field. */
type TReplyState = { bubbles: number; length: number; fieldDisabled: boolean };

const openGuide = async (page: Page, name: 'Aurora' | 'RealityShift') => {
  await page.getByRole('button', { name: `Open ${name} chat` }).click();
  await expect(panel(page, name)).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await installSpeechRecorder(page);
  await signUpThroughApi(page);
  await page.goto('/dashboard');
});

test('each guide opens with its welcome, five suggestions and its quick topics', async ({
  page,
}) => {
  await openGuide(page, 'Aurora');
  await expect(conversation(page, 'Aurora')).toContainText("Hello, I'm Aurora");
  await expect(
    conversation(page, 'Aurora').getByRole('list', { name: 'Suggestions' }).getByRole('button'),
  ).toHaveCount(5);
  await expect(
    panel(page, 'Aurora').getByRole('list', { name: 'Quick topics' }).getByRole('button'),
  ).toHaveText(['Daily Story', 'Affirmations', 'Gratitude', '369 Method', 'Vision Board']);
  await expect(messageField(page, 'Aurora')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel(page, 'Aurora')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Aurora chat' })).toBeFocused();

  await openGuide(page, 'RealityShift');
  await expect(conversation(page, 'RealityShift')).toContainText("Welcome, I'm RealityShift");
  await expect(
    panel(page, 'RealityShift').getByRole('list', { name: 'Quick topics' }).getByRole('button'),
  ).toHaveText(['Daily Story', 'Affirmations', 'Gratitude', 'Quantum Shift', 'Reality Board']);
});

test('a message is answered as it is written, with the counter, suggestions and the offline note', async ({
  page,
}) => {
  await openGuide(page, 'Aurora');
  const field = messageField(page, 'Aurora');
  // Records every length the newest message of the conversation had (a streamed reply
  // grows) and whether the message field was disabled at that moment. Recorded in the
  // page, so a loaded machine cannot let the reply finish between two checks.
  await conversation(page, 'Aurora').evaluate(
    (log, fieldElement) => {
      const states: TReplyState[] = [];
      (window as unknown as { replyStates: TReplyState[] }).replyStates = states;
      new MutationObserver(() => {
        const bubbles = log.querySelectorAll('.bg-muted');
        states.push({
          bubbles: bubbles.length,
          length: bubbles[bubbles.length - 1]?.textContent?.length ?? 0,
          fieldDisabled: (fieldElement as HTMLTextAreaElement).disabled,
        });
      }).observe(log, { subtree: true, childList: true, characterData: true });
    },
    await field.elementHandle(),
  );
  await field.fill('How do I attract more money?');
  await expect(panel(page, 'Aurora')).toContainText('28/2000 characters');
  await field.press('Enter');

  await expect(field).toHaveValue('');
  const log = conversation(page, 'Aurora');
  await expect(log).toContainText('How do I attract more money?');
  // The reply grows while it is written: the field stays disabled until it is done.
  await expect(field).toBeEnabled();
  await expect(log).toContainText('Offline guide');
  const reply = log.locator('.bg-muted').last();
  await expect(reply).toContainText(/\?$/);
  await expect(
    log.getByRole('list', { name: 'Suggestions' }).last().getByRole('button'),
  ).toHaveCount(3);
  const states = await page.evaluate(
    () => (window as unknown as { replyStates: TReplyState[] }).replyStates,
  );
  // The reply's own states: as many bubbles as at the end, the reply shorter than it ends.
  const finalBubbles = await log.locator('.bg-muted').count();
  const finalLength = (await reply.textContent())!.length;
  const whileWriting = states.filter(
    ({ bubbles, length }) => bubbles === finalBubbles && length < finalLength,
  );
  expect(new Set(whileWriting.map(({ length }) => length)).size).toBeGreaterThan(5);
  expect(whileWriting.every(({ fieldDisabled }) => fieldDisabled)).toBe(true);
});

test("a failing guide shows each guide's own failure toast, and the message stays", async ({
  page,
}) => {
  await page.route('**/api/chat/manifestation', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The AI guide is unavailable right now' }),
    }),
  );
  await openGuide(page, 'Aurora');
  await messageField(page, 'Aurora').fill('Are you there?');
  await messageField(page, 'Aurora').press('Enter');
  await expectToast(
    page,
    'Connection Issue',
    'Having trouble connecting to the manifestation realm. Please try again.',
  );
  await expect(conversation(page, 'Aurora')).toContainText('Are you there?');
  // The field is usable again, with the focus back in it.
  await expect(messageField(page, 'Aurora')).toBeFocused();
  await page.keyboard.press('Escape');

  await openGuide(page, 'RealityShift');
  await messageField(page, 'RealityShift').fill('Hello RealityShift');
  await messageField(page, 'RealityShift').press('Enter');
  await expectToast(
    page,
    'Reality Connection Issue',
    'Having trouble connecting to the quantum field. Please try again.',
  );
});

test('a message in crisis gets the caring answer with where to find help, from both guides', async ({
  page,
}) => {
  for (const name of ['Aurora', 'RealityShift'] as const) {
    await openGuide(page, name);
    await messageField(page, name).fill("I don't want to live anymore");
    await messageField(page, name).press('Enter');
    const log = conversation(page, name);
    await expect(log).toContainText("I'm really glad you told me");
    await expect(log).toContainText('call or text 988 (Suicide & Crisis Lifeline)');
    await expect(log).toContainText('Samaritans on 116 123');
    await expect(log).toContainText('findahelpline.com');
    await expect(messageField(page, name)).toBeEnabled();
    // No cheerful chips under the answer: only the welcome's suggestions are there.
    await expect(log.getByRole('list', { name: 'Suggestions' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel(page, name)).toBeHidden();
  }
});

test('each validation message of the chat, and nothing sent', async ({ page }) => {
  await openGuide(page, 'RealityShift');
  const field = messageField(page, 'RealityShift');
  const send = panel(page, 'RealityShift').getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();

  await field.fill('a');
  await field.press('Enter');
  await expectToast(page, 'Message too short', 'Please provide more detail in your question.');
  await expect(field).toHaveValue('a');

  await field.fill('My SSN is 123-45-6789');
  await field.press('Enter');
  await expectToast(
    page,
    'Sensitive information detected',
    "Please don't share personal information like SSN or credit cards.",
  );
  // However it is spelled: other digits, a zero-width space, a word split by dots.
  for (const spelling of [
    'it is ١٢٣-٤٥-٦٧٨٩',
    'card 4242.4242\u200B4242.4242',
    'my s.s.n is private',
  ]) {
    await field.fill(spelling);
    await field.press('Enter');
    await expectToast(
      page,
      'Sensitive information detected',
      "Please don't share personal information like SSN or credit cards.",
    );
    await expect(field).toHaveValue(spelling);
  }

  // The field takes at most 2000 characters.
  await field.fill('x'.repeat(2100));
  await expect(field).toHaveValue('x'.repeat(2000));
  await expect(panel(page, 'RealityShift')).toContainText('2000/2000 characters');
  await expect(conversation(page, 'RealityShift').locator('.bg-primary')).toHaveCount(0);
});

test('the Daily Story chip tells the story, and voice reads replies aloud as the spec sets it', async ({
  page,
}) => {
  await openGuide(page, 'Aurora');
  await panel(page, 'Aurora').getByRole('button', { name: 'Read replies aloud' }).click();
  await expect(
    panel(page, 'Aurora').getByRole('button', { name: 'Read replies aloud' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await panel(page, 'Aurora').getByRole('button', { name: 'Daily Story', exact: true }).click();
  await expect(conversation(page, 'Aurora')).toContainText(/had wanted .+ for a long time/);
  await expect
    .poll(async () => (await spokenUtterances(page)).at(-1))
    .toMatchObject({
      text: expect.stringMatching(/had wanted .+ for a long time/) as unknown,
      rate: 0.85,
      pitch: 1.1,
      volume: 0.8,
      voiceName: 'Samantha (en-US)',
    });
});

test("the dashboard's RealityShift card opens the RealityShift chat", async ({ page }) => {
  await page
    .getByRole('region', { name: 'RealityShift', exact: true })
    .getByRole('button', { name: 'Chat with RealityShift' })
    .click();
  await expect(panel(page, 'RealityShift')).toBeVisible();
  await expect(messageField(page, 'RealityShift')).toBeFocused();
  await panel(page, 'RealityShift')
    .getByRole('button', { name: 'Collapse RealityShift chat' })
    .click();
  await expect(messageField(page, 'RealityShift')).toBeHidden();
  await panel(page, 'RealityShift')
    .getByRole('button', { name: 'Expand RealityShift chat' })
    .click();
  await expect(messageField(page, 'RealityShift')).toBeVisible();
  await panel(page, 'RealityShift')
    .getByRole('button', { name: 'Close RealityShift chat' })
    .click();
  await expect(panel(page, 'RealityShift')).toBeHidden();
});

test('the chat panels have no serious accessibility violation', async ({ page }) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/dashboard');
    await openGuide(page, 'Aurora');
    await messageField(page, 'Aurora').fill('Teach me the 369 method');
    await messageField(page, 'Aurora').press('Enter');
    await expect(conversation(page, 'Aurora')).toContainText('Offline guide');
  });
});
