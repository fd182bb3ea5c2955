import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The product screens (spec 2 §2.10), lazy so the login route stays small. */
export const productScreens: ScreenViews = {
  products: lazyView(() => import('./products-list.view').then((m) => ({ default: m.ProductsView }))),
  productForm: lazyView(() => import('./product-form.view').then((m) => ({ default: m.ProductFormView }))),
};
