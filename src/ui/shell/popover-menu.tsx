import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './popover-menu.css';

export interface PopoverMenuItem {
  label: string;
  to: string;
  icon: string;
  /** Draws a line above the item (Sign Out under the account entries). */
  separated?: boolean;
}

interface PopoverMenuProps {
  items: readonly PopoverMenuItem[];
  /** Accessible name of the button that opens the menu. */
  label: string;
  buttonClassName: string;
  children: ReactNode;
}

/**
 * A button that opens a short list of links. Links rather than menu items because every entry
 * navigates somewhere (it can be opened in a new tab, and browser tests find it as a link).
 * Styled with PrimeReact's menu classes so it matches the theme.
 */
export function PopoverMenu({ items, label, buttonClassName, children }: PopoverMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="popover-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {children}
      </button>
      {open && (
        <div id={panelId} className="p-menu p-component popover-menu__panel">
          <ul className="p-menu-list p-reset">
            {items.map((item) => (
              <li key={item.to} className={`p-menuitem${item.separated ? ' popover-menu__separated' : ''}`}>
                <div className="p-menuitem-content">
                  <Link className="p-menuitem-link" to={item.to} onClick={() => setOpen(false)}>
                    <span className={`p-menuitem-icon pi ${item.icon}`} aria-hidden="true" />
                    <span className="p-menuitem-text">{item.label}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
