import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from '~/components/icons';

interface NavDropdownProps {
  label: string;
  children: ReactNode;
  /**
   * Close when focus leaves. Only for the floating lists of the wide bar: in the small-screen panel the
   * list is in the flow, and collapsing it on a tap elsewhere would move the tapped link away.
   */
  closeOnBlur: boolean;
}

/**
 * A navigation entry with a sub-list. A mouse opens it on hover; touch and keyboard open it with a
 * tap or Enter (a touch "hover" would otherwise open and close it in the same tap). Escape, moving the
 * mouse away or leaving it with Tab closes it.
 */
export function NavDropdown({ label, children, closeOnBlur }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pressedWith = useRef<string | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  // Before the scripts run, the stylesheet opens a wide bar's list under the pointer or the keyboard's
  // focus; a list the reader is in while the page hydrates stays open rather than close under them.
  useEffect(() => {
    if (itemRef.current?.matches(':hover, :focus-within')) setOpen(true);
  }, []);
  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (closeOnBlur && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
  };
  return (
    <li
      ref={itemRef}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-item"
        aria-expanded={open}
        aria-controls={listId}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse has already opened the list by hovering; its click must not close it again.
          const byMouse = pressedWith.current === 'mouse';
          pressedWith.current = null;
          setOpen((value) => byMouse || !value);
        }}
      >
        {label}
        <Icon name="expandMore" size={20} className="nav-item__chevron" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only closes the list after a link or button inside was chosen; those handle keys themselves */}
      <ul id={listId} hidden={!open} onClick={closeOnChoice} className="nav-submenu">
        {children}
      </ul>
    </li>
  );
}
