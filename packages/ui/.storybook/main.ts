import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import type { UserConfig } from 'vite';

const BUILD_OPTIONS: UserConfig['build'] = {
  // Storybook's own preview runtime is a single ~1.1 MB chunk; nothing of ours to split.
  chunkSizeWarningLimit: 1500,
  rollupOptions: {
    onwarn(warning, warn) {
      // Radix and lucide mark their modules "use client" for React Server Components,
      // which means nothing in a browser bundle.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  },
};

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    // The Tailwind plugin is typed against the root's Vite 8 while Storybook runs the Vite 7
    // installed here; the plugin works with both, so it is passed untyped.
    return mergeConfig(viteConfig, { plugins: [tailwindcss()], build: BUILD_OPTIONS });
  },
};

export default config;
