import { ZSaveChallengeToolsRequest } from '@manifest/contracts/challenge-tools';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { Textarea } from '@manifest/ui/textarea';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';

import { useSaveChallengeTools } from '../api/save-challenge-tools';

/** Spec 001 section 9: 'Saved!' shows for 2 s. */
export const SAVED_FOR_MS = 2000;

/** The notes as the API takes them (at most 5,000 characters, trimmed). */
const ZNotesForm = z.object({ notes: ZSaveChallengeToolsRequest.shape.notes.unwrap() });

/** Notes for one challenge, kept on the server; Save Notes is disabled while blank. */
export function ChallengeNotes({
  challengeId,
  saved,
  placeholder,
}: {
  challengeId: number;
  saved: string;
  placeholder: string;
}) {
  // Checked on submit: blank notes only keep the button disabled, they are never an error.
  const form = useZodForm(ZNotesForm, { mode: 'onSubmit', defaultValues: { notes: saved } });
  const text = form.watch('notes');
  const [isSavedShown, setIsSavedShown] = useState(false);
  const save = useSaveChallengeTools(challengeId);

  useEffect(() => {
    if (!isSavedShown) return undefined;
    const timer = window.setTimeout(() => setIsSavedShown(false), SAVED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [isSavedShown]);

  const handleValid = form.handleSubmit(({ notes }) =>
    save.mutateAsync({ notes }).then(
      () => setIsSavedShown(true),
      () => undefined,
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={handleValid} className="grid gap-3">
        <LabeledField
          control={form.control}
          name="notes"
          label="Your notes"
          className="gap-3"
          render={({ field }) => <Textarea rows={6} placeholder={placeholder} {...field} />}
        />
        <div className="flex items-center justify-end gap-3">
          {isSavedShown ? (
            <span role="status" className="flex items-center gap-1 text-sm text-success">
              <Check aria-hidden="true" className="size-4" />
              Saved!
            </span>
          ) : null}
          <Button type="submit" disabled={text.trim() === '' || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Notes'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
