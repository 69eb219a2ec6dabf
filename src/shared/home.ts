/** Values of the home page's API; its response shape is in api/home.ts. */

/** How many rows of each division's table the home page shows. */
export const HOME_STANDINGS_ROWS = 4;
