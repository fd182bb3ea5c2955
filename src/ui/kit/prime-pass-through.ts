import type { APIOptions } from 'primereact/api';

/**
 * PrimeReact settings for every screen. A Dropdown is named by its label through its focusable
 * combobox; its arrow (a `role="button"` span that takes no focus) and the hidden native select it
 * keeps for forms are hidden from assistive technology, which otherwise reads them as unnamed controls.
 */
export const primeReactSettings: Partial<APIOptions> = {
  pt: {
    dropdown: {
      trigger: { 'aria-hidden': true },
      select: { 'aria-hidden': true },
    },
  },
};
