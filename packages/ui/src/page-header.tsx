import type { ComponentProps, ReactNode } from 'react';

import { cn } from './cn';

/** The width and padding every page shares. */
export function PageContainer({ className, ...props }: ComponentProps<'main'>) {
  return (
    <main
      data-slot="page"
      className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10', className)}
      {...props}
    />
  );
}

/** A page's one h1, what it is for, and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
  className,
  ...props
}: Omit<ComponentProps<'header'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header
      data-slot="page-header"
      className={cn(
        'mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
