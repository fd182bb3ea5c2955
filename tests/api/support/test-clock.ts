import { generate } from 'otplib';

/**
 * A clock the test server reads (`startTestServer({ now: clock.now })`) and the test moves on, with
 * the authenticator app's code at its current time: second-factor codes are accepted once per
 * 30-second step, so tests step the clock instead of waiting.
 */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    later(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
    /** The six-digit code of the app for this secret, now. */
    codeOf: (secret: string) => generate({ secret, epoch: Math.floor(current.getTime() / 1000) }),
  };
}
