import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from '@manifest/ui/form';
import { TIME_ZONE_CHANGE_INTERVAL_HOURS } from '@manifest/contracts/time-zone';
import { Input } from '@manifest/ui/input';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';

import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import { filterTimeZones, listTimeZones, toTimeZoneOption } from '../utils/time-zone-options';

const LIST_ROWS = 6;

type TTimeZoneFieldProps = {
  field: Omit<ComponentProps<'select'>, 'onChange' | 'value' | 'ref'> & {
    value: string;
    onChange: (value: string) => void;
    /** react-hook-form's: it focuses the field a message is about. */
    ref: (element: HTMLSelectElement | null) => void;
  };
};

/**
 * The time zone: a search box over a list of every IANA zone (native, so keyboards,
 * screen readers and phones know it), with this device's zone suggested when it differs.
 */
export function TimeZoneField({ field }: TTimeZoneFieldProps) {
  const { value, onChange, ref: fieldRef, ...selectProps } = field;
  const listRef = useRef<HTMLSelectElement | null>(null);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const [browserZone] = useState(readBrowserTimeZone);
  // Built once (400-odd zones, each with its offset); the stored and browser zones are in it.
  const [options] = useState(() => {
    const now = new Date();
    return listTimeZones([value, browserZone]).map((zone) => toTimeZoneOption(zone, now));
  });
  const shown = filterTimeZones(options, query, value);
  const suggested = browserZone && browserZone !== value ? browserZone : undefined;

  // The chosen zone is in sight in the list (it may be far down), without scrolling the page.
  const shownCount = shown.length;
  useEffect(() => {
    const list = listRef.current;
    const chosen = list?.selectedOptions[0];
    if (!list || !chosen) return;
    list.scrollTop = Math.max(0, chosen.offsetTop - (list.clientHeight - chosen.offsetHeight) / 2);
  }, [value, shownCount]);

  return (
    <FormItem>
      <FormLabel>Time zone</FormLabel>
      <label htmlFor={searchId} className="sr-only">
        Search time zones
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search time zones, e.g. Tokyo or GMT+9"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <FormControl>
        <select
          {...selectProps}
          ref={(element) => {
            listRef.current = element;
            fieldRef(element);
          }}
          size={LIST_ROWS}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'w-full min-w-0 rounded-md border border-input bg-card px-1 py-1 text-base text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive md:text-sm',
            '[&>option]:rounded-sm [&>option]:px-2 [&>option]:py-1 [&>option:checked]:bg-primary [&>option:checked]:text-primary-foreground',
          )}
        >
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormControl>
      {shown.length === 1 && shown[0]?.value === value && query.trim() ? (
        <p role="status" className="text-sm text-muted-foreground">
          No other time zone matches “{query.trim()}”.
        </p>
      ) : null}
      <FormDescription>
        Your days (daily tasks, streaks, this week&apos;s figures) follow this zone. It can change
        once every {TIME_ZONE_CHANGE_INTERVAL_HOURS} hours.
      </FormDescription>
      {suggested ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-auto min-h-9 whitespace-normal text-left"
            onClick={() => {
              onChange(suggested);
              setQuery('');
            }}
          >
            Use this device&apos;s time zone ({suggested.replaceAll('_', ' ')})
          </Button>
        </div>
      ) : null}
      <FormMessage />
    </FormItem>
  );
}
