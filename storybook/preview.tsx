// Arco's React 19 adapter must load before any Arco component (STACK.md: Message and Modal break otherwise).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import type { Preview } from '@storybook/react-vite';
import { storyAnnotations } from './story-annotations';

// An object literal here: Storybook reads this file's fields (tags) before bundling it.
const preview: Preview = { ...storyAnnotations };

export default preview;
