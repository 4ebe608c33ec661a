import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';
import { screenStoriesPlugin } from './screens/screen-stories-plugin.js';
import { screenStoryIndexer } from './screens/screen-story-indexer.js';

const previewBuild: UserConfig['build'] = {
  // The preview is one bundle of Storybook, Arco and the whole renderer: its size is expected here.
  chunkSizeWarningLimit: 2500,
  rolldownOptions: {
    onLog(level, log, handler) {
      // Sample data needs every entity schema up front, so the app loader's lazy imports of the same
      // files cannot become chunks of their own in the preview: expected, and harmless.
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
      handler(level, log);
    },
  },
};

/** The app build's .br and .gz copies are for the server (src/server/web/static-web.ts): not for Storybook's. */
function withoutCompression(plugins: UserConfig['plugins']): UserConfig['plugins'] {
  return plugins?.filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'vite-plugin-compression'));
}

/**
 * Storybook of the renderer (React + Vite, offline): a story per renderer and per field widget (the
 * .stories.tsx files here), and one per screen descriptor, indexed from the JSON files themselves.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['./**/*.stories.tsx', '../screens/**/*.json'],
  experimental_indexers: async (existing) => [screenStoryIndexer, ...(existing ?? [])],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) =>
    mergeConfig({ ...viteConfig, plugins: withoutCompression(viteConfig.plugins) }, { plugins: [screenStoriesPlugin()], build: previewBuild }),
};

export default config;
