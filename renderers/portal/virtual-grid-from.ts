// A module of its own so that the portal's entry (src/portal/portal-chunk.ts, which preloads the virtualised
// lists for a tenant this big) takes only this number, not the grid's geometry.

/** From this many visible modules on, the dashboard draws only the cards near the viewport (see module-grid.tsx). */
export const VIRTUAL_GRID_FROM = 30;
