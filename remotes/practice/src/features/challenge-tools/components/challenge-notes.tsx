import { Button } from '@manifest/ui/button';
import { Label } from '@manifest/ui/label';
import { Textarea } from '@manifest/ui/textarea';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';

import { useSaveChallengeTools } from '../api/save-challenge-tools';

/** Spec 001 section 9: 'Saved!' shows for 2 s. */
export const SAVED_FOR_MS = 2000;

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
  const [text, setText] = useState(saved);
  const [isSavedShown, setIsSavedShown] = useState(false);
  const save = useSaveChallengeTools(challengeId);

  useEffect(() => {
    if (!isSavedShown) return undefined;
    const timer = window.setTimeout(() => setIsSavedShown(false), SAVED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [isSavedShown]);

  const onSave = () => save.mutate({ notes: text }, { onSuccess: () => setIsSavedShown(true) });

  return (
    <div className="grid gap-3">
      <Label htmlFor={`challenge-notes-${challengeId}`}>Your notes</Label>
      <Textarea
        id={`challenge-notes-${challengeId}`}
        rows={6}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex items-center justify-end gap-3">
        {isSavedShown ? (
          <span role="status" className="flex items-center gap-1 text-sm text-success">
            <Check aria-hidden="true" className="size-4" />
            Saved!
          </span>
        ) : null}
        <Button onClick={onSave} disabled={text.trim() === '' || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Notes'}
        </Button>
      </div>
    </div>
  );
}
