/**
 * Combobox: a button that opens a searchable, grouped listbox (WAI-ARIA combobox pattern).
 *   <Combobox id={id} value={model} onChange={setModel} groups={groups}
 *     placeholder="Select a model" searchPlaceholder="Search models..."
 *     emptyText="No models available" noMatchText={(q) => `No models found matching "${q}"`}
 *     collapsible />
 * Keyboard: ArrowDown/Enter on the button opens; in the search box ArrowUp/ArrowDown move,
 * Enter picks an option (or opens/closes a group header), Escape closes and returns focus.
 * `collapsible` groups start closed (the one holding the value starts open) and all open while
 * searching. Disabled options stay visible with their `description` saying why; a group's
 * `description` explains the whole group (read as the header's description).
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn.ts';
import { GroupRow, OptionRow } from './combobox-list-rows.tsx';
import {
  buildRows,
  findSelected,
  navigableRows,
  type ComboboxGroup,
  type ComboboxMatcher,
  type ComboboxOption,
  type ComboboxRow,
} from './combobox-rows.ts';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';

export type { ComboboxGroup, ComboboxOption } from './combobox-rows.ts';

export type ComboboxProps = {
  id?: string;
  'aria-describedby'?: string;
  /** Accessible name of the list (the visible label should point at `id` with htmlFor). */
  listLabel: string;
  value: string | null;
  onChange: (value: string) => void;
  groups: ComboboxGroup[];
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  noMatchText: (query: string) => string;
  /** Default: the query appears in the label, description or group label (case-insensitive). */
  matches?: ComboboxMatcher;
  collapsible?: boolean;
  /** What the button shows for the chosen option; defaults to its label. */
  renderValue?: (option: ComboboxOption) => ReactNode;
  /** A line above the list, e.g. "41 personas". */
  header?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  invalid?: boolean;
  className?: string;
};

export function Combobox({
  id: givenId,
  'aria-describedby': describedBy,
  listLabel,
  value,
  onChange,
  groups,
  placeholder,
  searchPlaceholder,
  emptyText,
  noMatchText,
  matches,
  collapsible = false,
  renderValue,
  header,
  disabled = false,
  loading = false,
  invalid = false,
  className,
}: ComboboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = findSelected(groups, value);

  const rows = useMemo(
    () => buildRows(groups, query, expanded, collapsible, matches),
    [groups, query, expanded, collapsible, matches],
  );
  const navigable = useMemo(() => navigableRows(rows, collapsible), [rows, collapsible]);
  const activeRow = rows[navigable[active] ?? -1];
  const totalOptions = groups.reduce((sum, group) => sum + group.options.length, 0);

  const openList = () => {
    if (disabled) return;
    const startExpanded = new Set(selected ? [selected.group.id] : []);
    setExpanded(startExpanded);
    setQuery('');
    const initialRows = buildRows(groups, '', startExpanded, collapsible, matches);
    const initialNav = navigableRows(initialRows, collapsible);
    const selectedIndex = initialRows.findIndex(
      (row) => row.kind === 'option' && row.option.value === value,
    );
    setActive(Math.max(0, initialNav.indexOf(selectedIndex)));
    setOpen(true);
  };

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || !activeRow) return;
    const element = listRef.current?.querySelector(`[data-row="${navigable[active]}"]`);
    element?.scrollIntoView({ block: 'nearest' });
  }, [open, active, activeRow, navigable]);

  const toggleGroup = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  const choose = (row: ComboboxRow | undefined) => {
    if (!row) return;
    if (row.kind === 'group') {
      if (query.trim() === '') toggleGroup(row.group.id);
      return;
    }
    if (row.option.disabled) return;
    onChange(row.option.value);
    close(true);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = navigable.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive(last);
        break;
      case 'PageUp':
        event.preventDefault();
        setActive(0);
        break;
      case 'ArrowRight':
      case 'ArrowLeft':
        if (activeRow?.kind === 'group' && query.trim() === '') {
          const wantOpen = event.key === 'ArrowRight';
          if (activeRow.expanded !== wantOpen) {
            event.preventDefault();
            toggleGroup(activeRow.group.id);
          }
        }
        break;
      case 'Enter':
        event.preventDefault();
        choose(activeRow);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const rowId = (index: number) => `${id}-row-${index}`;

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // The field's label and the chosen value, so screen readers announce the choice (inside
        // a Field, whose label has this id).
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openList();
          }
        }}
        className={cn(
          'flex min-h-10 w-full items-center gap-2 rounded-lg border bg-surface px-3 py-2 text-left text-sm shadow-sm shadow-black/[0.02] transition-colors',
          'focus-visible:border-accent focus-visible:ring-3 focus-visible:ring-accent/20 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          invalid ? 'border-danger' : 'border-border-strong hover:border-muted/60',
        )}
      >
        <span
          id={`${id}-value`}
          className={cn('min-w-0 flex-1 truncate', !selected && 'text-muted/80')}
        >
          {loading
            ? 'Loading…'
            : selected
              ? (renderValue?.(selected.option) ?? selected.option.label)
              : placeholder}
        </span>
        <StrokeIcon d={ICON_PATHS.chevronDown} className="size-4 shrink-0 text-muted" />
      </button>

      {open && (
        <div className="absolute inset-x-0 top-full z-30 mt-1.5 animate-fade-in overflow-hidden rounded-xl border border-border bg-surface shadow-xl shadow-black/10">
          <div className="border-b border-border p-2">
            <input
              autoFocus
              type="text"
              role="combobox"
              aria-label={searchPlaceholder.replace(/\.+$/, '')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeRow ? rowId(navigable[active]!) : undefined}
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="h-9 w-full rounded-md border border-border-strong bg-bg px-2.5 text-sm placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/20 focus:outline-none"
            />
            {header && <div className="px-1 pt-1.5 text-xs text-muted">{header}</div>}
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={listLabel}
            className="max-h-[min(22rem,55dvh)] overflow-y-auto overscroll-contain p-1"
          >
            {rows.length === 0 && (
              <li role="presentation" className="px-3 py-6 text-center text-sm text-muted">
                {totalOptions === 0 || query.trim() === '' ? emptyText : noMatchText(query.trim())}
              </li>
            )}
            {rows.map((row, index) => {
              const rowProps = {
                id: rowId(index),
                index,
                active: navigable[active] === index,
                collapsible,
                onHover: () => setActive(navigable.indexOf(index)),
                onChoose: () => choose(row),
              };
              return row.kind === 'group' ? (
                <GroupRow key={`g-${row.group.id}`} row={row} {...rowProps} />
              ) : (
                <OptionRow
                  key={`o-${row.group.id}-${row.option.value}`}
                  row={row}
                  selected={row.option.value === value}
                  {...rowProps}
                />
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
