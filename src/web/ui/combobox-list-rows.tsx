/**
 * The rows of an open Combobox's listbox: a group header (a plain label, or an expandable
 * option of its own when the list is collapsible) and an option.
 */
import { cn } from '../lib/cn.ts';
import type { ComboboxRow } from './combobox-rows.ts';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';

type RowProps<K extends ComboboxRow['kind']> = {
  row: Extract<ComboboxRow, { kind: K }>;
  /** The row's element id (for aria-activedescendant). */
  id: string;
  index: number;
  active: boolean;
  collapsible: boolean;
  /** The pointer moved over the row. */
  onHover: () => void;
  onChoose: () => void;
};

/** The list keeps focus in its search box: a click must not move it. */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

export function GroupRow({
  row,
  id,
  index,
  active,
  collapsible,
  onHover,
  onChoose,
}: RowProps<'group'>) {
  const { group } = row;
  const describedBy = group.description ? `${id}-desc` : undefined;
  const common = {
    id,
    'data-row': index,
    className: cn(
      'flex items-center gap-2 px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase select-none',
      collapsible && 'cursor-pointer rounded-lg py-2 hover:bg-surface-2',
      active && collapsible && 'bg-surface-2 text-fg',
      group.separated && index > 0 && 'mt-1 rounded-t-none border-t border-border pt-2.5',
      group.description && 'items-start [&>svg]:mt-px',
    ),
  };
  const description = group.description && (
    <span
      id={describedBy}
      className="mt-0.5 block text-xs font-normal tracking-normal text-muted normal-case"
    >
      {group.description}
    </span>
  );
  if (!collapsible)
    return (
      <li role="presentation" {...common}>
        <span className="flex-1">
          {group.label}
          {description}
        </span>
      </li>
    );
  return (
    <li
      role="option"
      aria-selected={false}
      aria-expanded={row.expanded}
      aria-labelledby={`${id}-label ${id}-count`}
      aria-describedby={describedBy}
      {...common}
      onMouseDown={keepFocus}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      <StrokeIcon
        d={ICON_PATHS.chevronRight}
        className={cn('size-3.5 transition-transform', row.expanded && 'rotate-90')}
      />
      <span className="flex-1">
        <span id={`${id}-label`}>{group.label}</span>
        {description}
      </span>
      <span id={`${id}-count`} className="self-start font-normal tracking-normal normal-case">
        {row.count}
      </span>
    </li>
  );
}

export function OptionRow({
  row,
  id,
  index,
  active,
  collapsible,
  selected,
  onHover,
  onChoose,
}: RowProps<'option'> & { selected: boolean }) {
  const { option } = row;
  return (
    <li
      id={id}
      data-row={index}
      role="option"
      aria-selected={selected}
      aria-disabled={option.disabled || undefined}
      title={option.disabled ? option.description : undefined}
      onMouseDown={keepFocus}
      onMouseMove={onHover}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm',
        collapsible && 'pl-8',
        active && 'bg-surface-2',
        option.disabled && 'cursor-not-allowed opacity-55',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className={cn('block truncate', selected && 'font-semibold')}>{option.label}</span>
        {option.description && (
          <span className="mt-0.5 line-clamp-2 block text-xs text-muted">{option.description}</span>
        )}
      </span>
      {option.meta}
      {selected && (
        <StrokeIcon d={ICON_PATHS.check} className="mt-0.5 size-4 shrink-0 text-accent-text" />
      )}
    </li>
  );
}
