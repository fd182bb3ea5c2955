/** Rows per page of the Checkout Logs and Checkout Requests grids (spec 3 §9's list sizes, 25 by default). */
export const checkoutLogPageSizes = [10, 25, 50, 100] as const;
export const checkoutLogDefaultPageSize = 25;
