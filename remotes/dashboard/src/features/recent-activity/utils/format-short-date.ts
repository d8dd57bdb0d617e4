const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Nov 23, 2026' in the browser's zone: the day a person remembers doing it. */
export const formatShortDate = (iso: string): string => SHORT_DATE.format(new Date(iso));
