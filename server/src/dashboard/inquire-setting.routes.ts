import type { FastifyInstance } from 'fastify';
import { editInquireSetting, getInquireSetting } from '../../../src/contract/dashboard.contract';
import { isPlatformStaff } from '../../../src/domain/organisation/organisation-scope';
import { invalidInput } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { InquireSettingRepository } from '../shared/inquire-setting.repository';

const answer = (enabled: boolean) => ({ enableInquireForMerchant: enabled, enableInquireMerchant: enabled });

export function registerInquireSettingRoutes(app: FastifyInstance, kit: RouteKit, settings: InquireSettingRepository): void {
  // Every signed-in user: a merchant loads its own setting on entering the inquire screen
  // (spec 1 §2); carrier staff have none, so theirs reads off.
  registerCall(app, kit, getInquireSetting, signedIn('organisation'), async ({ actor, query }) => {
    const scope = actor.scope;
    if (scope.kind === 'merchant') return answer((await settings.merchantSetting(scope.merchantId)) ?? false);
    if (!isPlatformStaff(scope)) return answer(false);
    if (query.merchantId === undefined) return answer(await settings.platformSwitch());
    const merchant = await settings.merchantSetting(query.merchantId);
    return merchant === undefined ? invalidInput('No merchant has this id', 'merchantId') : answer(merchant);
  });

  // spec 1 §2 and §6: the switch is the operator's; it changes merchant accounts, so the role must
  // also be allowed to edit them.
  registerCall(app, kit, editInquireSetting, signedIn('platform', ['MerchentManagement', 'editAccounts']), async ({ body }) => {
    if (body.merchantId === undefined) {
      await settings.setForEveryMerchant(body.enable);
      return answer(body.enable);
    }
    const found = await settings.setForMerchant(body.merchantId, body.enable);
    return found ? answer(body.enable) : invalidInput('No merchant has this id', 'merchantId');
  });
}
