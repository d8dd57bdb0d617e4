import { StatCard, StatCardSkeleton } from '@manifest/ui/stat-card';
import { Clock, Flower2, Library } from 'lucide-react';

const LABELS = ['Sessions Completed', 'Total Minutes', 'Available Meditations'] as const;

/** The three figures of spec 001 section 2. */
export function MeditationStats({
  sessions,
  minutes,
  available,
}: {
  sessions: number;
  minutes: number;
  available: number;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        label="Sessions Completed"
        icon={<Flower2 />}
        tone="primary"
        value={sessions}
        footer="Counted when a session begins"
      />
      <StatCard
        label="Total Minutes"
        icon={<Clock />}
        tone="success"
        value={minutes}
        footer="Minutes of practice so far"
      />
      <StatCard
        label="Available Meditations"
        icon={<Library />}
        tone="accent"
        value={available}
        footer="Guided sessions to choose from"
        className="col-span-2 sm:col-span-1"
      />
    </div>
  );
}

export function MeditationStatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {LABELS.map((label) => (
        <StatCardSkeleton key={label} label={label} footerLines={1} />
      ))}
    </div>
  );
}
