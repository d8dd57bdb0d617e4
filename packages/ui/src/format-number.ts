/**
 * A whole number with US thousands separators ('12,345'), as toLocaleString('en-US')
 * writes it. Written out: a page's first toLocaleString loads the locale's number
 * data, which on a phone costs the start of a page that only counts views or points.
 */
export const formatWholeNumber = (value: number): string =>
  Number.isSafeInteger(value)
    ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : value.toLocaleString('en-US');
