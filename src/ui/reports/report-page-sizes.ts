/** spec 1 §9: the page sizes of each report grid; the first is the default. */
export const reportPageSizes = {
  transactions: [10],
  settlements: [25, 50, 100, 500],
  billing: [25, 50, 100],
  statements: [10],
} as const;
