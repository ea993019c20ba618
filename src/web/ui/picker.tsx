/**
 * Picker: a button that opens a searchable, grouped list, built on React Aria Components
 * (DialogTrigger, Popover, Autocomplete, TextField, ListBox with sections).
 *   <Picker id={id} value={model} onChange={setModel} groups={groups} listLabel="Models"
 *     placeholder="Select a model" searchPlaceholder="Search models..."
 *     emptyText="No models available" noMatchText={(q) => `No models found matching "${q}"`}
 *     collapsible />
 * Keyboard: Enter, Space or ArrowDown on the button opens it with the search box focused;
 * ArrowUp/ArrowDown move through the options, Enter picks, Escape closes and returns focus.
 * `collapsible` groups start folded (the one holding the value starts open), each headed by a
 * "Show …"/"Hide …" option that stays where it is, focus and all, when pressed (the disclosure
 * pattern: Enter opens the group and the next ArrowDown enters it); every group opens while
 * searching. Disabled options stay
 * visible with their `description` saying why; a group's `description` explains the whole group.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Input, TextField } from 'react-aria-components/TextField';
import { cn } from '../lib/cn.ts';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';
import {
  findSelected,
  visibleSections,
  type PickerGroup,
  type PickerMatcher,
  type PickerOption,
} from './picker-sections.ts';

export type { PickerGroup, PickerOption } from './picker-sections.ts';

/** Keys of the options that show or hide a group; no option value starts so. */
const GROUP_TOGGLE = '\u0000toggle:';

export type PickerProps = {
  id?: string;
  'aria-describedby'?: string;
  /** Accessible name of the list (the visible label should point at `id` with htmlFor). */
  listLabel: string;
  value: string | null;
  onChange: (value: string) => void;
  groups: PickerGroup[];
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  noMatchText: (query: string) => string;
  /** Default: the query appears in the label, description or group label (case-insensitive). */
  matches?: PickerMatcher;
  collapsible?: boolean;
  /** What the button shows for the chosen option; defaults to its label. */
  renderValue?: (option: PickerOption) => ReactNode;
  /** A line above the list, e.g. "41 personas". */
  header?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  invalid?: boolean;
  className?: string;
};

export function Picker({
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
}: PickerProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const selected = findSelected(groups, value);
  const sections = useMemo(
    () => visibleSections(groups, query, expanded, collapsible, matches),
    [groups, query, expanded, collapsible, matches],
  );
  const hasOptions = groups.some((group) => group.options.length > 0);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setQuery('');
      setExpanded(new Set(selected ? [selected.group.id] : []));
    }
    setOpen(next);
  };

  const choose = (key: string | undefined) => {
    if (key?.startsWith(GROUP_TOGGLE)) {
      const group = key.slice(GROUP_TOGGLE.length);
      setExpanded((current) =>
        current.has(group)
          ? new Set([...current].filter((id) => id !== group))
          : new Set([...current, group]),
      );
      return;
    }
    // Picking the chosen option again unselects it in the list; the value stays.
    if (key !== undefined) onChange(key);
    setOpen(false);
  };

  return (
    <div className={cn('relative', className)}>
      <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
        <AriaButton
          id={id}
          isDisabled={disabled}
          // The field's label and the chosen value, so screen readers announce the choice (inside
          // a Field, whose label has this id).
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') onOpenChange(true);
            else event.continuePropagation();
          }}
          className={cn(
            'flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-lg border bg-surface px-3 py-2 text-left text-sm shadow-sm shadow-black/[0.02] transition-colors outline-none',
            'data-[focus-visible]:border-accent data-[focus-visible]:ring-3 data-[focus-visible]:ring-accent/20',
            'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
            invalid ? 'border-danger' : 'border-border-strong hover:border-muted/60',
          )}
        >
          <span
            id={`${id}-value`}
            className={cn('min-w-0 flex-1 truncate', !selected && 'text-muted')}
          >
            {loading
              ? 'Loading…'
              : selected
                ? (renderValue?.(selected.option) ?? selected.option.label)
                : placeholder}
          </span>
          <StrokeIcon d={ICON_PATHS.chevronDown} className="size-4 shrink-0 text-muted" />
        </AriaButton>
        <Popover
          placement="bottom start"
          offset={6}
          shouldFlip={false}
          className="z-30 w-[var(--trigger-width)] min-w-72 animate-fade-in overflow-hidden rounded-xl border border-border bg-surface shadow-xl shadow-black/10"
        >
          <Dialog aria-label={listLabel} className="outline-none">
            <Autocomplete inputValue={query} onInputChange={setQuery}>
              <div className="border-b border-border p-2">
                {/* A text field, not a SearchField: Escape closes the list at once rather than
                    clearing the query first. */}
                <TextField aria-label={searchPlaceholder.replace(/\.+$/, '')} autoFocus>
                  <Input
                    type="search"
                    placeholder={searchPlaceholder}
                    className="h-9 w-full rounded-md border border-border-strong bg-bg px-2.5 text-sm outline-none placeholder:text-muted focus:border-accent focus:ring-2 focus:ring-accent/20 [&::-webkit-search-cancel-button]:hidden"
                  />
                </TextField>
                {header && <div className="px-1 pt-1.5 text-xs text-muted">{header}</div>}
              </div>
              <ListBox
                aria-label={listLabel}
                selectionMode="single"
                selectedKeys={value === null ? [] : [value]}
                onSelectionChange={(keys) =>
                  choose(keys === 'all' ? undefined : (keys.values().next().value as string))
                }
                renderEmptyState={() => (
                  <p className="px-3 py-6 text-center text-sm text-muted">
                    {!hasOptions || query.trim() === '' ? emptyText : noMatchText(query.trim())}
                  </p>
                )}
                className="max-h-[min(22rem,55dvh)] overflow-y-auto overscroll-contain p-1 outline-none"
              >
                {sections.map(({ group, options, expanded: listed, foldable }, index) => (
                  <ListBoxSection
                    key={group.id}
                    id={group.id}
                    className={cn(
                      group.separated && index > 0 && 'mt-1 border-t border-border pt-1',
                    )}
                  >
                    <Header className="flex items-start justify-between gap-2 px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase select-none">
                      <span>
                        {group.label}
                        {group.description && (
                          <span className="mt-0.5 block font-normal tracking-normal normal-case">
                            {group.description}
                          </span>
                        )}
                      </span>
                      <span className="font-normal tracking-normal normal-case">
                        {options.length}
                      </span>
                    </Header>
                    {foldable && (
                      <ListBoxItem
                        id={`${GROUP_TOGGLE}${group.id}`}
                        textValue={`${listed ? 'Hide' : 'Show'} ${group.label} (${options.length})`}
                        className={({ isFocused }) =>
                          cn(
                            'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-muted outline-none',
                            isFocused && 'bg-surface-2 text-fg',
                          )
                        }
                      >
                        <StrokeIcon
                          d={listed ? ICON_PATHS.chevronDown : ICON_PATHS.chevronRight}
                          className="size-3.5"
                        />
                        {listed ? 'Hide' : 'Show'} {group.label} ({options.length})
                      </ListBoxItem>
                    )}
                    {listed &&
                      options.map((option) => (
                        <OptionItem key={option.value} option={option} collapsible={collapsible} />
                      ))}
                  </ListBoxSection>
                ))}
              </ListBox>
            </Autocomplete>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

function OptionItem({ option, collapsible }: { option: PickerOption; collapsible: boolean }) {
  return (
    <ListBoxItem
      id={option.value}
      textValue={option.label}
      isDisabled={option.disabled}
      className={({ isFocused, isDisabled }) =>
        cn(
          'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm outline-none',
          collapsible && 'pl-8',
          isFocused && 'bg-surface-2',
          isDisabled && 'cursor-not-allowed opacity-55',
        )
      }
    >
      {({ isSelected }) => (
        <>
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
            <StrokeIcon d={ICON_PATHS.check} className="mt-0.5 size-4 shrink-0 text-accent-text" />
          )}
        </>
      )}
    </ListBoxItem>
  );
}
