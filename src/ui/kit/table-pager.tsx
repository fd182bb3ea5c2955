import { Dropdown } from 'primereact/dropdown';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import type { TFunction } from 'i18next';

type Step = 'first' | 'previous' | 'next' | 'last';
const icons: Record<Step, string> = { first: 'pi-angle-double-left', previous: 'pi-angle-left', next: 'pi-angle-right', last: 'pi-angle-double-right' };
const grouped = (value: number) => value.toLocaleString('en-US');

function stepButton(t: TFunction, step: Step) {
  return ({ onClick, disabled, className }: { onClick: (event: React.SyntheticEvent) => void; disabled: boolean; className: string }) => (
    <button type="button" className={`${className} kit-pager__step`} onClick={onClick} disabled={disabled} aria-label={t(`kit.table.${step}Page`)}>
      {/* The arrows point the way the page reads: mirrored under dir=rtl. */}
      <i className={`pi ${icons[step]} flip-in-rtl`} aria-hidden="true" />
    </button>
  );
}

/** One pager for every table: "1–10 of 954", arrows, and rows per page only when there is a choice. */
export function pagerTemplate(t: TFunction, pageSizes: readonly number[], rtl: boolean): PaginatorTemplateOptions {
  // Inside Arabic text the range keeps its left-to-right order (LRI … PDI).
  const isolated = (text: string) => (rtl ? `\u2066${text}\u2069` : text);
  return {
    layout: `${pageSizes.length > 1 ? 'RowsPerPageDropdown ' : ''}FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink`,
    FirstPageLink: stepButton(t, 'first'),
    PrevPageLink: stepButton(t, 'previous'),
    NextPageLink: stepButton(t, 'next'),
    LastPageLink: stepButton(t, 'last'),
    RowsPerPageDropdown: ({ value, options, onChange }) => (
      <Dropdown value={value} options={options} onChange={onChange} aria-label={t('kit.table.rowsPerPage')} className="kit-pager__sizes" />
    ),
    CurrentPageReport: ({ first, last, totalRecords }) => (
      <span className="kit-pager__report" aria-live="polite">
        {t('kit.table.pageReport', { range: isolated(`${grouped(first)}–${grouped(last)}`), total: isolated(grouped(totalRecords)) })}
      </span>
    ),
  };
}
