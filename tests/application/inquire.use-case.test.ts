import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { InquirePort } from '../../src/application/inquire/inquire.port';
import { inquireUseCases } from '../../src/application/inquire/inquire.use-case';
import { InMemoryInquireAdapter } from '../../src/infrastructure/inquire/inquire.in-memory-adapter';

function useCasesWith(overrides: Partial<InquirePort>) {
  const problems: unknown[] = [];
  const useCases = inquireUseCases({ inquire: new InMemoryInquireAdapter(overrides), reportProblem: (problem) => problems.push(problem) });
  return { useCases, problems };
}

describe('inquire use-cases (spec 1 §5, §8)', () => {
  it('sends the order id without surrounding blanks', async () => {
    const asked: string[] = [];
    const { useCases } = useCasesWith({
      inquire: async (provider, orderId) => {
        asked.push(`${provider}:${orderId}`);
        return new InMemoryInquireAdapter().inquire(provider, orderId);
      },
    });
    await useCases.inquire('jazzcash', '  MUL-1 ');
    expect(asked).toEqual(['jazzcash:MUL-1']);
  });

  it.each([200, 204, 302, 404, 500, 599])('answers the merchant reply with status %i as a response', async (status) => {
    const { useCases, problems } = useCasesWith({ sendNotification: async () => ({ status, body: { status } }) });
    await expect(useCases.sendNotification('easypaisa', 'MUL-1')).resolves.toEqual({ status, body: { status } });
    expect(problems).toEqual([]);
  });

  it('turns a network failure into "Something went wrong while sending notification" and logs it', async () => {
    const failure = new TypeError('Failed to fetch');
    const { useCases, problems } = useCasesWith({
      sendNotification: async () => {
        throw failure;
      },
    });
    const sending = useCases.sendNotification('jazzcash', 'MUL-1');
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject({ code: 'notification_failed', message: 'Something went wrong while sending notification' });
    expect(problems).toEqual([failure]);
  });

  it('treats a status outside 200-599 as no answer', async () => {
    const { useCases } = useCasesWith({ sendNotification: async () => ({ status: 101, body: '' }) });
    await expect(useCases.sendNotification('easypaisa', 'MUL-1')).rejects.toMatchObject({ code: 'notification_failed' });
  });
});
