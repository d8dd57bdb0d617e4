import { Images, ListChecks, Sunrise } from 'lucide-react';

import { LinkTile } from './link-tile';

/** Spec 000 section 2: the three shortcuts of the home dashboard. */
export function ShortcutCards() {
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading" className="sr-only">
        Shortcuts
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <li>
          <LinkTile
            to="/daily-tasks"
            title="Daily Tasks"
            description="Complete today's tasks and earn points"
            icon={<ListChecks />}
            tone="primary"
          />
        </li>
        <li>
          <LinkTile
            to="/meditations"
            title="Meditation"
            description="15-minute morning confidence session"
            icon={<Sunrise />}
            tone="calm"
          />
        </li>
        <li>
          <LinkTile
            to="/vision-board"
            title="Vision Board"
            description="See the life you are creating"
            icon={<Images />}
            tone="streak"
          />
        </li>
      </ul>
    </section>
  );
}
