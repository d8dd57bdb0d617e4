import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, useZodForm } from './form';

const ZPassword = z.object({ password: z.string() });

function PasswordForm({ refusal }: { refusal?: string }) {
  const form = useZodForm(ZPassword, {
    defaultValues: { password: '' },
    errors: refusal ? { password: { type: 'server', message: refusal } } : undefined,
  });
  return (
    <Form {...form}>
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Password</FormLabel>
            <FormControl aria-describedby="password-strength">
              <input {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </Form>
  );
}

describe('FormControl', () => {
  it("is named by its label and keeps a description of the field's own", () => {
    const html = renderToStaticMarkup(<PasswordForm />);
    const labelFor = html.match(/<label[^>]* for="([^"]+)"/)?.[1];
    expect(labelFor).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<input[^>]* id="${labelFor}" aria-describedby="password-strength"`),
    );
    expect(html).toContain('aria-invalid="false"');
  });

  it('is described by its own description first, then by the message of a refusal', () => {
    const html = renderToStaticMarkup(<PasswordForm refusal="This password is too common" />);
    const messageId = html.match(
      /<p[^>]* id="([^"]+)" role="alert"[^>]*>This password is too common/,
    )?.[1];
    expect(messageId).toBeTruthy();
    expect(html).toMatch(
      new RegExp(
        `<input[^>]* aria-describedby="password-strength ${messageId}" aria-invalid="true"`,
      ),
    );
  });
});
