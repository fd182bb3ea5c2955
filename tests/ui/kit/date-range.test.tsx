import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../src/domain/time/date-presets';
import { calendarDayOf, isoDateOf } from '../../../src/ui/kit/calendar-day';
import { DateRangeField } from '../../../src/ui/kit/date-range-field';
import { fixedDatePresets, presetOf, type DateRangeValue } from '../../../src/ui/kit/date-range-presets';
import { testI18n } from '../test-i18n';

describe('date range presets (spec 1 §9)', () => {
  const now = new Date('2024-05-15T10:00:00.000Z');

  it('names the preset a range is, or custom', () => {
    expect(presetOf(presetRange('last7days', now), fixedDatePresets, now)).toBe('last7days');
    expect(presetOf({ from: '2024-05-15', to: '2024-05-15' }, fixedDatePresets, now)).toBe('today');
    expect(presetOf({ from: '2024-05-02', to: '2024-05-09' }, fixedDatePresets, now)).toBe('custom');
    expect(presetOf({ from: null, to: null }, fixedDatePresets, now)).toBe('custom');
  });

  it('turns a picked calendar day into a business date and back', () => {
    expect(isoDateOf(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(calendarDayOf('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(calendarDayOf('29/02/2024')).toBeNull();
  });
});

function Harness({ initial }: { initial: DateRangeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateRangeField id="range" value={value} onChange={setValue} error={value.from === null ? 'dashboard.range.invalidDate' : null} />
      <output>{`${value.from}..${value.to}`}</output>
    </>
  );
}

describe('the date range field', () => {
  it('offers the presets and sets both dates from the one picked', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={testI18n('en')}>
        <Harness initial={{ from: '2024-05-02', to: '2024-05-09' }} />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('Date from')).toHaveValue('02 May 2024');
    expect(screen.getByLabelText('Date to')).toHaveValue('09 May 2024');
    expect(screen.getByLabelText('Period')).toHaveValue('Custom');
    await user.click(screen.getByLabelText('Period').closest('.p-dropdown') as HTMLElement);
    const today$ = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel [role="option"]')].find((item) => item.textContent === 'Today');
      if (!found) throw new Error('the presets did not open');
      return found;
    });
    await user.click(today$);
    const today = presetRange('today', new Date());
    expect(screen.getByText(`${today.from}..${today.to}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('Today');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
