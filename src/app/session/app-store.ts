import { createStore } from 'jotai';

/**
 * The application's jotai store. It is a module singleton because the data adapter reads the session from
 * outside React (every request), and NOTLOGIN answers clear it from there too.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
