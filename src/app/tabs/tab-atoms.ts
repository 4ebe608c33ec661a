import { atom } from 'jotai';
import type { TabState } from './tab-state';

/** The main frame's open tabs; null until the frame starts (it then opens the home tab) and after sign-out. */
export const tabStateAtom = atom<TabState | null>(null);

/** The record each tab's screen named (ScreenNavigation.nameRecord), by the tab's pane id. */
export const tabRecordNamesAtom = atom<ReadonlyMap<number, string>>(new Map());
