import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import { Moon, Sparkle, Sun, Sunrise } from 'lucide-react';
import type { ReactNode } from 'react';

import { groupTasksByCategory } from '../utils/group-tasks';
import { TaskCard } from './task-card';

const GROUP_ICONS: Record<TDailyTask['category'], ReactNode> = {
  morning: <Sunrise />,
  afternoon: <Sun />,
  evening: <Moon />,
  anytime: <Sparkle />,
};

/** Morning, Afternoon, Evening and Anytime, each only when it has tasks. */
export function TaskGroups({ tasks }: { tasks: readonly TDailyTask[] }) {
  return (
    <div className="space-y-8">
      {groupTasksByCategory(tasks).map(({ category, label, tasks: groupTasks }) => {
        const headingId = `task-group-${category}`;
        const doneCount = groupTasks.filter((task) => task.completed).length;
        return (
          <section key={category} aria-labelledby={headingId} className="space-y-3">
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-4"
              >
                {GROUP_ICONS[category]}
              </span>
              <h2 id={headingId} className="text-xl font-semibold tracking-tight">
                {label}
              </h2>
              <span className="ml-auto text-sm text-muted-foreground tabular-nums">
                {doneCount} of {groupTasks.length} done
              </span>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
              {groupTasks.map((task) => (
                <li key={task.id}>
                  <TaskCard task={task} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
