import {
  ENERGY_IMPACT_LABELS,
  ENERGY_IMPACTS,
  type TAuditPerson,
} from '@manifest/contracts/challenge-tools';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import { Input } from '@manifest/ui/input';
import { Label } from '@manifest/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@manifest/ui/select';
import { Trash2, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { useSaveChallengeTools } from '../api/save-challenge-tools';
import { energyCounts } from '../utils/people-and-fears';

type TDraft = Omit<TAuditPerson, 'id'>;
const EMPTY_DRAFT: TDraft = {
  name: '',
  relationship: '',
  energy: 'neutral',
  timeSpent: '',
  notes: '',
};

/** The Social Circle Audit (challenge 3): who lifts you, who drains you. Saved as you go. */
export function SocialCircleAudit({
  challengeId,
  saved,
}: {
  challengeId: number;
  saved: ReadonlyArray<TAuditPerson>;
}) {
  const [draft, setDraft] = useState<TDraft>(EMPTY_DRAFT);
  const save = useSaveChallengeTools(challengeId);
  const counts = energyCounts(saved);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim() === '') return;
    const person = { ...draft, id: crypto.randomUUID(), name: draft.name.trim() };
    save.mutate({ audit: [...saved, person] }, { onSuccess: () => setDraft(EMPTY_DRAFT) });
  };
  const remove = (id: string) => save.mutate({ audit: saved.filter((person) => person.id !== id) });

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">Social Circle Audit</h3>
      <form onSubmit={add} className="grid gap-3 sm:grid-cols-2" aria-label="Add a person">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-name">Name</Label>
          <Input
            id="audit-name"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-relationship">Relationship</Label>
          <Input
            id="audit-relationship"
            placeholder="Friend, colleague, family..."
            value={draft.relationship}
            onChange={(event) => setDraft({ ...draft, relationship: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-energy">Energy impact</Label>
          <Select
            value={draft.energy}
            onValueChange={(energy) => setDraft({ ...draft, energy: energy as TDraft['energy'] })}
          >
            <SelectTrigger id="audit-energy">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ENERGY_IMPACTS.map((energy) => (
                <SelectItem key={energy} value={energy}>
                  {ENERGY_IMPACT_LABELS[energy]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-time">Time spent</Label>
          <Input
            id="audit-time"
            placeholder="e.g., 5 hours a week"
            value={draft.timeSpent}
            onChange={(event) => setDraft({ ...draft, timeSpent: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="audit-notes">Notes</Label>
          <Input
            id="audit-notes"
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          />
        </div>
        <Button
          type="submit"
          className="sm:col-span-2"
          disabled={draft.name.trim() === '' || save.isPending}
        >
          <UserPlus aria-hidden="true" />
          Add Person
        </Button>
      </form>
      <p className="text-sm" role="status">
        {counts.positive} lift you up · {counts.neutral} neutral · {counts.negative} drain your
        energy
      </p>
      {saved.length > 0 ? (
        <ul className="grid gap-2" aria-label="People">
          {saved.map((person) => (
            <li
              key={person.id}
              className="flex items-start justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium">
                  {person.name}
                  {person.relationship ? (
                    <span className="text-muted-foreground"> · {person.relationship}</span>
                  ) : null}
                </p>
                <Badge
                  variant={
                    person.energy === 'positive'
                      ? 'success'
                      : person.energy === 'negative'
                        ? 'destructive'
                        : 'secondary'
                  }
                >
                  {ENERGY_IMPACT_LABELS[person.energy]}
                </Badge>
                {person.timeSpent || person.notes ? (
                  <p className="text-sm text-muted-foreground">
                    {[person.timeSpent, person.notes].filter(Boolean).join(' · ')}
                  </p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => remove(person.id)}
                aria-label={`Remove ${person.name}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
