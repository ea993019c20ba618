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

export type ComboboxOption = {
  value: string;
  label: string;
  /** Secondary line: a preview, a provider, or why the option is disabled. */
  description?: string;
  /** Small trailing content, e.g. a badge. */
  meta?: ReactNode;
  disabled?: boolean;
};

export type ComboboxGroup = {
  id: string;
  label: string;
  /** A short line under the group's label, e.g. why its options are disabled. */
  description?: string;
  /** Set apart from the groups above by a rule (e.g. a group of unavailable options). */
  separated?: boolean;
  options: ComboboxOption[];
};

type Row =
  | { kind: 'group'; group: ComboboxGroup; expanded: boolean; count: number }
  | { kind: 'option'; group: ComboboxGroup; option: ComboboxOption };

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
  matches?: (option: ComboboxOption, group: ComboboxGroup, query: string) => boolean;
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

const defaultMatches = (option: ComboboxOption, group: ComboboxGroup, query: string) =>
  [option.label, option.description ?? '', group.label].some((text) =>
    text.toLowerCase().includes(query),
  );

export function buildRows(
  groups: ComboboxGroup[],
  query: string,
  expanded: ReadonlySet<string>,
  collapsible: boolean,
  matches = defaultMatches,
): Row[] {
  const needle = query.trim().toLowerCase();
  const rows: Row[] = [];
  for (const group of groups) {
    const options = needle
      ? group.options.filter((option) => matches(option, group, needle))
      : group.options;
    if (options.length === 0) continue;
    const open = !collapsible || needle !== '' || expanded.has(group.id);
    rows.push({ kind: 'group', group, expanded: open, count: options.length });
    if (open) for (const option of options) rows.push({ kind: 'option', group, option });
  }
  return rows;
}

function findSelected(groups: ComboboxGroup[], value: string | null) {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.value === value);
    if (option) return { group, option };
  }
  return null;
}

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
  // Without collapsing, headers are plain labels and only options take the keyboard.
  const navigable = useMemo(
    () => rows.flatMap((row, index) => (collapsible || row.kind === 'option' ? [index] : [])),
    [rows, collapsible],
  );
  const activeRow = rows[navigable[active] ?? -1];
  const totalOptions = groups.reduce((sum, group) => sum + group.options.length, 0);

  const openList = () => {
    if (disabled) return;
    const startExpanded = new Set(selected ? [selected.group.id] : []);
    setExpanded(startExpanded);
    setQuery('');
    const initialRows = buildRows(groups, '', startExpanded, collapsible, matches);
    const initialNav = initialRows.flatMap((row, index) =>
      collapsible || row.kind === 'option' ? [index] : [],
    );
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

  const choose = (row: Row | undefined) => {
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
        <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-muted" aria-hidden="true">
          <path
            d="m6 8 4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
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
              const isActive = navigable[active] === index;
              if (row.kind === 'group') {
                const common = {
                  id: rowId(index),
                  'data-row': index,
                  className: cn(
                    'flex items-center gap-2 px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase select-none',
                    collapsible && 'cursor-pointer rounded-lg py-2 hover:bg-surface-2',
                    isActive && collapsible && 'bg-surface-2 text-fg',
                    row.group.separated &&
                      index > 0 &&
                      'mt-1 rounded-t-none border-t border-border pt-2.5',
                    row.group.description && 'items-start [&>svg]:mt-px',
                  ),
                };
                const describedBy = row.group.description ? `${rowId(index)}-desc` : undefined;
                const description = row.group.description && (
                  <span
                    id={describedBy}
                    className="mt-0.5 block text-xs font-normal tracking-normal text-muted normal-case"
                  >
                    {row.group.description}
                  </span>
                );
                if (!collapsible)
                  return (
                    <li key={`g-${row.group.id}`} role="presentation" {...common}>
                      <span className="flex-1">
                        {row.group.label}
                        {description}
                      </span>
                    </li>
                  );
                return (
                  <li
                    key={`g-${row.group.id}`}
                    role="option"
                    aria-selected={false}
                    aria-expanded={row.expanded}
                    aria-labelledby={`${rowId(index)}-label ${rowId(index)}-count`}
                    aria-describedby={describedBy}
                    {...common}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(navigable.indexOf(index))}
                    onClick={() => choose(row)}
                  >
                    <svg
                      viewBox="0 0 20 20"
                      className={cn('size-3.5 transition-transform', row.expanded && 'rotate-90')}
                      aria-hidden="true"
                    >
                      <path
                        d="m8 6 4 4-4 4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                    <span className="flex-1">
                      <span id={`${rowId(index)}-label`}>{row.group.label}</span>
                      {description}
                    </span>
                    <span
                      id={`${rowId(index)}-count`}
                      className="self-start font-normal tracking-normal normal-case"
                    >
                      {row.count}
                    </span>
                  </li>
                );
              }
              const { option } = row;
              const isSelected = option.value === value;
              return (
                <li
                  key={`o-${row.group.id}-${option.value}`}
                  id={rowId(index)}
                  data-row={index}
                  role="option"
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  title={option.disabled ? option.description : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(navigable.indexOf(index))}
                  onClick={() => choose(row)}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm',
                    collapsible && 'pl-8',
                    isActive && 'bg-surface-2',
                    option.disabled && 'cursor-not-allowed opacity-55',
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className={cn('block truncate', isSelected && 'font-semibold')}>
                      {option.label}
                    </span>
                    {option.description && (
                      <span className="mt-0.5 line-clamp-2 block text-xs text-muted">
                        {option.description}
                      </span>
                    )}
                  </span>
                  {option.meta}
                  {isSelected && (
                    <svg
                      viewBox="0 0 20 20"
                      className="mt-0.5 size-4 shrink-0 text-accent-text"
                      aria-hidden="true"
                    >
                      <path
                        d="m5 10 3.5 3.5L15 7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
