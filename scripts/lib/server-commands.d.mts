export type TRemoteName = 'dashboard' | 'practice' | 'blog' | 'account';
export declare const REMOTES: readonly TRemoteName[];
export declare const SERVING_TOGETHER: string;
export declare const SERVERS: {
  api: string;
  shell: string;
  remote: (name: TRemoteName) => string;
  remotes: (names: readonly TRemoteName[]) => string;
  stripe: (args: string) => string;
  cms: string;
};
