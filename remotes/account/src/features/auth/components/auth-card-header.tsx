import { CardDescription, CardHeader } from '@manifest/ui/card';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type TAuthCardHeaderProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
};

/** The page's one heading, centred under a round gradient badge. */
export function AuthCardHeader({ icon: Icon, title, description, children }: TAuthCardHeaderProps) {
  return (
    <CardHeader className="items-center gap-2 text-center">
      <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-linear-to-br from-violet-600 to-indigo-600 text-white shadow-md">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
      <CardDescription className="text-base">{description}</CardDescription>
      {children}
    </CardHeader>
  );
}
