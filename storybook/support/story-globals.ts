import type { Preview } from '@storybook/react-vite';
import type { Language } from '../../src/shared/formats/common';
import { isViewer, type Viewer } from './viewer';

/** The toolbar switches of every story: the UI language and who looks at the screen. */
export const STORY_GLOBAL_TYPES: NonNullable<Preview['globalTypes']> = {
  locale: {
    description: '界面语言 / UI language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'CN', title: '中文' },
        { value: 'EN', title: 'English' },
      ],
      dynamicTitle: true,
    },
  },
  viewer: {
    description: '采购方或供应商视角 / buyer or supplier view',
    toolbar: {
      title: 'Viewer',
      icon: 'user',
      items: [
        { value: 'buyer', title: '采购方 Buyer' },
        { value: 'supplier', title: '供应商 Supplier' },
      ],
      dynamicTitle: true,
    },
  },
};

export const STORY_INITIAL_GLOBALS = { locale: 'CN', viewer: 'buyer' };

export function storyLanguage(globals: Record<string, unknown>): Language {
  return globals.locale === 'EN' ? 'EN' : 'CN';
}

export function storyViewer(globals: Record<string, unknown>): Viewer {
  return isViewer(globals.viewer) ? globals.viewer : 'buyer';
}
