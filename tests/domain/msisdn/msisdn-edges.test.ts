import { describe, expect, it } from 'vitest';
import { isPakistaniMobile, normaliseMsisdn } from '../../../src/domain/msisdn/msisdn';

describe('Pakistani mobile numbers at their edges', () => {
  it('reads each written form to the same msisdn', () => {
    for (const input of ['0300 1234567', '+92 300 1234567', '0092-300-1234567', '923001234567', '3001234567', ' (0300) 123.4567 ']) {
      expect({ input, parsed: normaliseMsisdn(input) }).toEqual({ input, parsed: { ok: true, value: '923001234567' } });
    }
  });

  it('refuses numbers of the wrong length for their prefix', () => {
    for (const input of [
      '92300123456',
      '9230012345678',
      '0300123456',
      '030012345678',
      '300123456',
      '30012345678',
      '920300123456',
      '003001234567',
      '113001234567',
      '13001234567',
      '93001234567',
      '+3001234567',
      '+03001234567',
      '09230012345',
    ]) {
      expect({ input, ok: normaliseMsisdn(input).ok }).toEqual({ input, ok: false });
    }
  });

  it('refuses letters, a plus inside, landlines and other networks', () => {
    for (const input of ['0300123456x', 'x03001234567', '03001+234567', '02134567890', '03561234567', '3551234567x']) {
      expect({ input, ok: isPakistaniMobile(input) }).toEqual({ input, ok: false });
    }
    expect(isPakistaniMobile('03551234567')).toBe(true);
    expect(isPakistaniMobile('03491234567')).toBe(true);
  });
});
