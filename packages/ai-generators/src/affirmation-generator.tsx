import {
  AI_AFFIRMATION_CATEGORIES,
  DEFAULT_AI_AFFIRMATION_CATEGORY,
  type TAiAffirmationCategory,
} from '@manifest/contracts/ai';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { Label } from '@manifest/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@manifest/ui/select';
import { Copy, CopyCheck, LoaderCircle, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';

import { useGenerateAffirmations } from './api/generate-affirmations';
import { OfflineGuideNote } from './components/offline-guide-note';
import { copyText } from './utils/copy-text';

/** AI Affirmation Generator (spec 001 sections 2, 7, 8, 9): a category, then affirmations to copy. */
export function AffirmationGenerator() {
  const [category, setCategory] = useState<TAiAffirmationCategory>(DEFAULT_AI_AFFIRMATION_CATEGORY);
  const generate = useGenerateAffirmations();
  const categoryId = useId();
  const affirmations = generate.data?.affirmations ?? [];

  return (
    <Card role="region" aria-labelledby={`${categoryId}-title`} className="space-y-4 p-6">
      <div className="space-y-1">
        <h2 id={`${categoryId}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          AI Affirmation Generator
        </h2>
        <p className="text-sm text-muted-foreground">
          Fresh affirmations for the area of life you are working on.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-60">
          <Label htmlFor={categoryId}>Category</Label>
          <Select
            value={category}
            onValueChange={(value) => setCategory(value as TAiAffirmationCategory)}
          >
            <SelectTrigger id={categoryId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {AI_AFFIRMATION_CATEGORIES.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={() => generate.mutate({ category })} disabled={generate.isPending}>
          {generate.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {generate.isPending ? 'Generating...' : 'Generate Affirmations'}
        </Button>
      </div>
      {affirmations.length > 0 && (
        <div className="space-y-3" aria-live="polite">
          <ul aria-label="Generated affirmations" className="grid gap-2">
            {affirmations.map((affirmation) => (
              <li
                key={affirmation}
                className="flex items-start justify-between gap-3 rounded-lg border border-border bg-secondary/40 p-3"
              >
                <span className="text-sm leading-relaxed">{affirmation}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8 shrink-0"
                  aria-label={`Copy: ${affirmation}`}
                  onClick={() =>
                    void copyText(affirmation, 'Copied!', 'The affirmation is on your clipboard.')
                  }
                >
                  <Copy aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OfflineGuideNote source={generate.data?.source} />
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void copyText(
                  affirmations.join('\n'),
                  'All Copied!',
                  'Every affirmation is on your clipboard.',
                )
              }
            >
              <CopyCheck aria-hidden="true" />
              Copy All
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
