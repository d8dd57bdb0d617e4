import { CHAT_MESSAGE_MAX_LENGTH } from '@manifest/contracts/ai';
import { Button } from '@manifest/ui/button';
import { SendHorizontal } from 'lucide-react';
import { useId, type FormEvent, type Ref } from 'react';

import type { TChip } from '../utils/guides';

type TChatComposerProps = {
  guideName: string;
  placeholder: string;
  chips: readonly TChip[];
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onChip: (chip: TChip) => void;
  isBusy: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** The quick chips, the message field with its 'n/2000 characters' counter, and Send (Enter sends). */
export function ChatComposer({
  guideName,
  placeholder,
  chips,
  value,
  onChange,
  onSend,
  onChip,
  isBusy,
  inputRef,
}: TChatComposerProps) {
  const counterId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <div className="border-t border-border bg-card">
      <ul
        aria-label="Quick topics"
        className="flex gap-1.5 overflow-x-auto px-3 pt-3 pb-1 [scrollbar-width:none]"
      >
        {chips.map((chip) => (
          <li key={chip.label} className="shrink-0">
            <button
              type="button"
              disabled={isBusy}
              onClick={() => onChip(chip)}
              className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground transition-colors hover:bg-secondary/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex items-end gap-2 px-3 pt-2 pb-3">
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            type="text"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            disabled={isBusy}
            placeholder={placeholder}
            aria-label={`Message ${guideName}`}
            aria-describedby={counterId}
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
          />
          <p id={counterId} className="mt-1 text-[0.7rem] text-muted-foreground">
            {value.length}/{CHAT_MESSAGE_MAX_LENGTH} characters
          </p>
        </div>
        <Button
          type="submit"
          size="icon"
          disabled={isBusy || value.trim().length === 0}
          aria-label="Send message"
          className="mb-5"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
