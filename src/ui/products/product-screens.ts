import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The product screens (spec 2 §2.10), lazy so the login route stays small. */
export const productScreens: ScreenViews = {
  products: lazy(() => import('./products-list.view').then((m) => ({ default: m.ProductsView }))),
  productForm: lazy(() => import('./product-form.view').then((m) => ({ default: m.ProductFormView }))),
};
