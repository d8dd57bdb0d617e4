import { PAGE_LIST_FILE, type TPageList } from '@manifest/remote-kit/pages';
import { z } from 'zod';

import type { TRemoteEntry } from './remotes-manifest';

const ZPageLineBase = z.object({
  paths: z.tuple([z.string()], z.string()),
  for: z.enum(['visitors', 'members', 'both']),
  prerender: z.enum(['build', 'request']).optional(),
});

/** A remote's pages.json: its page list (src/pages.ts), written by its build. */
export const ZPageList: z.ZodType<TPageList> = z.record(
  z.templateLiteral([z.string(), 'Page']),
  z.union([
    ZPageLineBase.extend({ title: z.string(), description: z.string() }),
    ZPageLineBase.extend({
      title: z.undefined().optional(),
      description: z.undefined().optional(),
    }),
  ]),
);

/** Beside the remote's mf-manifest.json. */
export const pageListUrl = ({ entry }: TRemoteEntry): string => new URL(PAGE_LIST_FILE, entry).href;
