import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** The form's accessible name, e.g. "Report filters". */
  label: string;
  onSubmit: () => void;
  /** The fields; the actions (Search, Export, ...) follow them. */
  children: ReactNode;
  actions: ReactNode;
  className?: string;
}

/** The filters above a list: fields, then their actions; submitting never reloads the page. */
export function FilterBar({ label, onSubmit, children, actions, className = '' }: FilterBarProps) {
  return (
    <form
      className={`kit-filter-bar ${className}`}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="kit-filter-bar__actions">{actions}</div>
    </form>
  );
}
