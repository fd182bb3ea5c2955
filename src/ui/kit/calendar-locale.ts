import { addLocale } from 'primereact/api';

const registered = new Set<string>(['en']);

function names(locale: string, options: Intl.DateTimeFormatOptions, dates: Date[]): string[] {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return dates.map((date) => format.format(date));
}

const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 1)));
// 7 January 2024 was a Sunday: PrimeReact's day lists start on Sunday.
const weekDays = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 7 + day)));

/**
 * The PrimeReact locale for the page's language: Arabic month and day names from the browser's
 * Intl data (Latin digits, as the rest of the portal), registered once. Pass it to `<Calendar locale>`.
 */
export function calendarLocaleOf(language: string): string {
  if (language !== 'ar') return 'en';
  if (!registered.has('ar')) {
    const locale = 'ar-u-nu-latn';
    addLocale('ar', {
      firstDayOfWeek: 1,
      dayNames: names(locale, { weekday: 'long' }, weekDays),
      dayNamesShort: names(locale, { weekday: 'short' }, weekDays),
      dayNamesMin: names(locale, { weekday: 'narrow' }, weekDays),
      monthNames: names(locale, { month: 'long' }, months),
      monthNamesShort: names(locale, { month: 'short' }, months),
      today: 'اليوم',
      clear: 'مسح',
      weekHeader: 'أسبوع',
      chooseDate: 'اختر التاريخ',
      chooseMonth: 'اختر الشهر',
      chooseYear: 'اختر السنة',
      prevMonth: 'الشهر السابق',
      nextMonth: 'الشهر التالي',
      prevYear: 'السنة السابقة',
      nextYear: 'السنة التالية',
    });
    registered.add('ar');
  }
  return 'ar';
}
