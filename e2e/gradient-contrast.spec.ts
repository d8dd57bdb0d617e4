import { expect, test } from '@playwright/test';
import { gradientTextContrastProblems } from './support/gradient-contrast';

// The sweeps' own check of text on gradients (axe leaves it for review): it must see
// what a person sees, so it is tried here on a page whose answers are known.
test('text on a gradient is measured against every colour stop', async ({ page }) => {
  await page.setContent(`
    <main>
      <button style="background: linear-gradient(to right, #7c3aed, #4f46e5); color: #1a1530">Dark on violet</button>
      <button style="background: linear-gradient(to right, #7c3aed, #4f46e5); color: #ffffff">White on violet</button>
      <p style="background: linear-gradient(#ffffff, #6ee7b7); color: #6b7280">Grey on white to mint</p>
      <h2 style="background: linear-gradient(#059669, #0d9488); color: #ffffff; font-size: 24px">Large white on emerald</h2>
      <div style="background: linear-gradient(#7c3aed, #4f46e5)"><span style="background: #ffffff; color: #111827">Own background</span></div>
      <button disabled style="background: linear-gradient(#7c3aed, #4f46e5); color: #1a1530">Disabled</button>
      <span style="background: linear-gradient(#7c3aed, #db2777); background-clip: text; color: transparent">Gradient text</span>
    </main>
  `);
  const problems = await gradientTextContrastProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^"Dark on violet": 2\.\d\d:1 on the gradient of <button/);
  expect(problems[1]).toMatch(/^"Grey on white to mint": [34]\.\d\d:1 .* \(needs 4\.5:1\)$/);
});
