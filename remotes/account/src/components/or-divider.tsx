/** A line, a word or two, a line: between two ways of doing the same thing. */
export function OrDivider({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      {text}
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}
