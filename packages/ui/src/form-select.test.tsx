import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { Form, useZodForm } from './form';
import { FormSelect } from './form-select';

const ENERGIES = ['positive', 'neutral', 'negative'] as const;
const ZPerson = z.object({ energy: z.enum(ENERGIES) });

function EnergyForm({ refusal }: { refusal?: string }) {
  const form = useZodForm(ZPerson, {
    defaultValues: { energy: 'neutral' },
    errors: refusal ? { energy: { type: 'server', message: refusal } } : undefined,
  });
  return (
    <Form {...form}>
      <FormSelect
        control={form.control}
        name="energy"
        label="Energy impact"
        options={ENERGIES}
        labels={{ positive: 'Lifts me up', neutral: 'Neutral', negative: 'Drains my energy' }}
      />
    </Form>
  );
}

describe('FormSelect', () => {
  it('is a select named by its label: the label points at the trigger', () => {
    const html = renderToStaticMarkup(<EnergyForm />);
    const labelFor = html.match(/<label[^>]* for="([^"]+)"[^>]*>Energy impact<\/label>/)?.[1];
    expect(labelFor).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<button type="button" role="combobox"[^>]* id="${labelFor}"[^>]*>`),
    );
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain('role="alert"');
  });

  it('shows a refusal beside the field and describes the trigger with it', () => {
    const html = renderToStaticMarkup(<EnergyForm refusal="Energy impact must be positive" />);
    const messageId = html.match(
      /<p[^>]* id="([^"]+)" role="alert"[^>]*>Energy impact must be positive/,
    )?.[1];
    expect(messageId).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`role="combobox"[^>]* aria-describedby="${messageId}" aria-invalid="true"`),
    );
  });
});
