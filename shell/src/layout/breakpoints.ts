/**
 * Spec 000 section 2: under 640 px mobile, 640-1023 tablet, 1024 and above desktop,
 * 1536 and above extra large. In class names these are Tailwind's `sm`, `lg` and `2xl`
 * (its own `xl` is 1280, so the spec's "xl" is written `2xl`).
 */
export const BREAKPOINTS = { tablet: 640, desktop: 1024, extraLarge: 1536 } as const;

/** Matches phones: where the bottom navigation shows and swipes move between tabs. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;
