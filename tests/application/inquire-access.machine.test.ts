import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { inquireAccessMachine, type InquireAccessInput } from '../../src/application/inquire/inquire-access.machine';

function start(input: InquireAccessInput, loadSetting: () => Promise<boolean> = async () => false) {
  const effects = { settingLoads: 0, problems: [] as unknown[] };
  const machine = inquireAccessMachine.provide({
    actors: {
      loadInquireSetting: fromPromise(async () => {
        effects.settingLoads += 1;
        return loadSetting();
      }),
    },
    actions: {
      reportProblem: (_, params) => {
        effects.problems.push(params.problem);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('loading'));
const platform: InquireAccessInput = { organisation: 'platform', userTypeId: 'operator-platform' };
const merchant: InquireAccessInput = { organisation: 'merchant', userTypeId: 'merchant-1' };

describe('inquire access machine (spec 1 §2, §4)', () => {
  it('gives platform staff access without loading any setting', async () => {
    const { actor, effects } = start(platform);
    await settled(actor);
    expect(actor.getSnapshot().matches('access')).toBe(true);
    expect(effects.settingLoads).toBe(0);
  });

  it('is loading while a merchant setting is on its way', () => {
    const { actor } = start(merchant, () => new Promise(() => {}));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('gives a merchant access when its setting is enabled', async () => {
    const { actor, effects } = start(merchant, async () => true);
    await settled(actor);
    expect(actor.getSnapshot().matches('access')).toBe(true);
    expect(effects.settingLoads).toBe(1);
  });

  it('denies a merchant whose setting is disabled', async () => {
    const { actor } = start(merchant, async () => false);
    await settled(actor);
    expect(actor.getSnapshot().matches('denied')).toBe(true);
  });

  it('logs a failed setting load and still decides (denied, without the setting)', async () => {
    const failure = new Error('network down');
    const { actor, effects } = start(merchant, async () => {
      throw failure;
    });
    await settled(actor);
    expect(actor.getSnapshot().matches('denied')).toBe(true);
    expect(effects.problems).toEqual([failure]);
    expect(actor.getSnapshot().context.settingLoaded).toBe(false);
  });

  it('denies carrier staff (neither platform nor the merchant)', async () => {
    const { actor, effects } = start({ organisation: 'carrier', userTypeId: 'carrier-jazz' });
    await settled(actor);
    expect(actor.getSnapshot().matches('denied')).toBe(true);
    expect(effects.settingLoads).toBe(0);
  });

  it('turns access off when a server answer lacks permission', async () => {
    const { actor } = start(platform);
    await settled(actor);
    actor.send({ type: 'inquire.answered', permission: true });
    expect(actor.getSnapshot().matches('access')).toBe(true);
    actor.send({ type: 'inquire.answered', permission: false });
    expect(actor.getSnapshot().matches('denied')).toBe(true);
  });

  it('turns an enabled merchant off when the server says the setting changed', async () => {
    const { actor } = start(merchant, async () => true);
    await settled(actor);
    actor.send({ type: 'inquire.answered', permission: false });
    expect(actor.getSnapshot().matches('denied')).toBe(true);
  });
});
