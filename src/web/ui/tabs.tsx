/**
 * Tabs: an accessible tab list (WAI-ARIA tabs pattern: arrow keys, Home, End).
 *   <Tabs label="Profile sections" value={tab} onValueChange={setTab}
 *         tabs={[{ value: 'account', label: 'Account Settings' }, { value: 'support', label: 'Support' }]}>
 *     {(value) => (value === 'account' ? <AccountForm /> : <Support />)}
 *   </Tabs>
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type TabItem<T extends string> = { value: T; label: ReactNode };

export type TabsProps<T extends string> = {
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onValueChange: (value: T) => void;
  children: (value: T) => ReactNode;
  className?: string;
};

export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  className,
}: TabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onValueChange(tab.value);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-value="${tab.value}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-border"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              data-value={tab.value}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                selected ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className="pt-5 focus-visible:outline-none"
      >
        {children(value)}
      </div>
    </div>
  );
}
