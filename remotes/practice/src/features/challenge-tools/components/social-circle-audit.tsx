import { ENERGY_IMPACT_LABELS, type TAuditPerson } from '@manifest/contracts/challenge-tools';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import { Trash2 } from 'lucide-react';

import { useSaveChallengeTools } from '../api/save-challenge-tools';
import { energyCounts } from '../utils/people-and-fears';
import { AuditPersonForm } from './audit-person-form';

/** The Social Circle Audit (challenge 3): who lifts you, who drains you. Saved as you go. */
export function SocialCircleAudit({
  challengeId,
  saved,
}: {
  challengeId: number;
  saved: ReadonlyArray<TAuditPerson>;
}) {
  const save = useSaveChallengeTools(challengeId);
  const counts = energyCounts(saved);

  const add = (person: Omit<TAuditPerson, 'id'>) =>
    save.mutateAsync({ audit: [...saved, { id: crypto.randomUUID(), ...person }] });
  const remove = (id: string) => save.mutate({ audit: saved.filter((person) => person.id !== id) });

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">Social Circle Audit</h3>
      <AuditPersonForm isSaving={save.isPending} onAdd={add} />
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
