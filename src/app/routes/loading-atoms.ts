import { atom } from 'jotai';

/** How many lazily loaded pages are waiting for their code right now (the loading bar runs meanwhile). */
export const pendingPageCountAtom = atom(0);
