// Tailwind classes for rendered Markdown, on the theme's tokens only
// (packages/ui/src/theme.css): colours follow the theme, dark included, with
// nothing hard-coded. Apps that render SafeMarkdown @source this folder.

export const MARKDOWN_CLASSES = {
  root: 'text-base leading-7 text-foreground break-words',
  h1: 'mt-10 mb-4 text-3xl leading-tight font-bold tracking-tight first:mt-0',
  h2: 'mt-10 mb-3 text-2xl leading-tight font-semibold tracking-tight first:mt-0',
  h3: 'mt-8 mb-3 text-xl leading-snug font-semibold first:mt-0',
  h4: 'mt-6 mb-2 text-lg font-semibold first:mt-0',
  h5: 'mt-6 mb-2 text-base font-semibold first:mt-0',
  h6: 'mt-6 mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase first:mt-0',
  p: 'my-4 first:mt-0 last:mb-0',
  a: 'font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:rounded-sm',
  ul: 'my-4 list-disc space-y-1.5 pl-6 marker:text-muted-foreground',
  ol: 'my-4 list-decimal space-y-1.5 pl-6 marker:text-muted-foreground',
  li: 'pl-1 [&>ol]:my-1.5 [&>p]:my-1.5 [&>ul]:my-1.5',
  blockquote: 'my-6 border-l-4 border-primary/40 pl-4 text-muted-foreground italic',
  hr: 'my-10 border-t border-border',
  strong: 'font-semibold',
  del: 'text-muted-foreground',
  code: 'rounded-sm bg-muted px-1.5 py-0.5 font-mono text-[0.875em]',
  pre: 'my-6 overflow-x-auto rounded-md border border-border bg-muted p-4 font-mono text-sm leading-6 [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em]',
  img: 'my-6 h-auto max-w-full rounded-lg border border-border',
  tableWrapper: 'my-6 w-full overflow-x-auto',
  table: 'w-full border-collapse text-left text-sm',
  th: 'border border-border bg-muted px-3 py-2 font-semibold',
  td: 'border border-border px-3 py-2 align-top',
  input: 'mr-2 align-middle accent-primary',
  section: 'mt-10 border-t border-border pt-6 text-sm text-muted-foreground',
} as const;

/** Class lists joined, the empty ones left out. */
export const joinClasses = (...classes: (string | undefined)[]): string =>
  classes.filter(Boolean).join(' ');
