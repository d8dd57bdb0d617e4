import { describe, expect, it } from 'vitest';

import { remoteFiles, ZFederationManifest } from './federation-manifest';

const files = (sync: string[], async: string[] = []) => ({ sync, async });

const manifest = ZFederationManifest.parse({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'DailyTasksPage',
      assets: {
        js: files(['daily.1a2b3c4d.js'], ['dialog.2b3c4d5e.js']),
        css: files(['p.3c4d5e6f.css']),
      },
    },
    {
      name: 'AffirmationsPage',
      assets: { js: files(['daily.1a2b3c4d.js', 'aff.4d5e6f70.js']), css: files([]) },
    },
  ],
  shared: [
    { name: 'react', assets: { js: files(['react.5e6f7081.js']), css: files([]) } },
    {
      name: '@manifest/api-client/offline/send-or-queue',
      assets: { js: files(['soq.6f708192.js']), css: files([]) },
    },
  ],
});

describe('remoteFiles', () => {
  it("lists the entry, every page's files once, and its copies of every shared package", () => {
    expect(remoteFiles('https://practice.example/v2/mf-manifest.json', manifest)).toEqual([
      'https://practice.example/v2/remoteEntry.js',
      'https://practice.example/v2/daily.1a2b3c4d.js',
      'https://practice.example/v2/dialog.2b3c4d5e.js',
      'https://practice.example/v2/p.3c4d5e6f.css',
      'https://practice.example/v2/aff.4d5e6f70.js',
      'https://practice.example/v2/react.5e6f7081.js',
      'https://practice.example/v2/soq.6f708192.js',
    ]);
  });
});
