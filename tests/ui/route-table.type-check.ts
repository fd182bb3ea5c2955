import { lazy } from 'react';
import { type ParamlessRouteId, type PathParams, pathTo, reportPath, type ScreenParams } from '../../src/ui/routing/paths';
import type { ScreenViews } from '../../src/ui/routing/route-table';

// Checked by `npm run typecheck` (tsconfig includes tests/), never run: each `@ts-expect-error`
// fails the typecheck if the line below it ever compiles.

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const expectType = <T extends true>(): T | undefined => undefined;

export function routeTableTypeChecks() {
  pathTo('dashboard');
  pathTo('merchantForm', { merchantId: '42' });
  pathTo('logout');
  reportPath('transaction-report');

  // @ts-expect-error: a misspelt screen id
  pathTo('merchantFrom', { merchantId: '42' });
  // @ts-expect-error: the params object is missing
  pathTo('merchantForm');
  // @ts-expect-error: merchantId is missing
  pathTo('merchantForm', {});
  // @ts-expect-error: a param the pattern does not name
  pathTo('merchantForm', { merchantId: '42', storeId: '7' });
  // @ts-expect-error: the dashboard takes no params
  pathTo('dashboard', { merchantId: '42' });
  // @ts-expect-error: a misspelt report type
  reportPath('transactions-report');
  // @ts-expect-error: menus link only to screens without params
  const menuTarget: ParamlessRouteId = 'settlementForm';
  const views: ScreenViews = {
    // @ts-expect-error: a views map names screens by their id
    dashbord: lazy(async () => ({ default: () => null })),
  };

  expectType<Equal<PathParams<'paymentReturn'>, { serviceId: string; msisdn: string; product: string }>>();
  expectType<Equal<ScreenParams<'settlementSummary'>, { settlementId: string }>>();
  expectType<Equal<ScreenParams<'hostedCheckout'>, { sessionId: string } | { serviceId: string; orderId: string }>>();
  return [menuTarget, views];
}
