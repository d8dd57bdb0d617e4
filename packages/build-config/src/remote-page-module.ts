import type { ComponentType } from 'react';

/** What every module a remote exposes looks like: one page as its default export. */
export type RemotePageModule = { default: ComponentType };
