// The demo's constants, zod-free: the hub's dashboard cards (share page chunk included) read the
// placeholder time without pulling in the schemas.

/**
 * The demo's roles ('Choose Your Role', dashboards.md §2 Demo screens, filters-and-rendering.md
 * §9): each has a dashboard seeded on the demo data (decision 025). The hub shows the spec's
 * role names through its translations.
 */
export const DEMO_ROLES = ['cfo', 'marketing', 'sales', 'product'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** After Generate, the demo flag is raised this long later (dashboards.md §9). */
export const DEMO_FLAG_DELAY_MS = 4500;
/** A chart of a demo dashboard shows its placeholder this long first (filters-and-rendering.md §9). */
export const DEMO_CHART_PLACEHOLDER_MS = { min: 750, max: 1500 } as const;
