import type { CSSProperties } from 'react';

/** The scroll box of a big table that renders only the rows in view: at most 70% of the window. */
export const scrollBoxStyle: CSSProperties = { maxHeight: '70vh', overflowY: 'auto' };

/**
 * The box's size before it is measured, for the virtualizer (`initialRect`): the first render
 * already has the rows in view. The virtualizer measures the box in an effect, and React runs no
 * effect in a tree hidden behind another tab: the standings rendered there in advance had no rows
 * at all (a box of 0 px), so the click on Standings at 2000 players waited for a second render.
 */
export const scrollBoxInitialRect = (): { readonly width: number; readonly height: number } =>
  ({ width: 0, height: Math.round(window.innerHeight * 0.7) });
