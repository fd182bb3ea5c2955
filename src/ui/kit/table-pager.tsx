import type { PaginatorTemplateOptions } from 'primereact/paginator';
import type { TFunction } from 'i18next';
import { Ltr } from '../common/ltr';

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
export function pagerTemplate(t: TFunction, pageSizes: readonly number[]): PaginatorTemplateOptions {
  return {
    layout: `${pageSizes.length > 1 ? 'RowsPerPageDropdown ' : ''}FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink`,
    FirstPageLink: stepButton(t, 'first'),
    PrevPageLink: stepButton(t, 'previous'),
    NextPageLink: stepButton(t, 'next'),
    LastPageLink: stepButton(t, 'last'),
    CurrentPageReport: ({ first, last, totalRecords }) => (
      <span className="kit-pager__report" aria-live="polite">
        <Ltr>{t('kit.table.pageReport', { first: grouped(first), last: grouped(last), total: grouped(totalRecords) })}</Ltr>
      </span>
    ),
  };
}
