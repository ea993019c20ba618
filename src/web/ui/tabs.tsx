/**
 * Tabs: a tab list and its panel on React Aria Components (arrow keys, Home, End; the panel is
 * labelled by its tab).
 *   <Tabs label="Profile sections" value={tab} onValueChange={setTab}
 *         tabs={[{ value: 'account', label: 'Account Settings' }, { value: 'support', label: 'Support' }]}>
 *     {(value) => (value === 'account' ? <AccountForm /> : <Support />)}
 *   </Tabs>
 * The tabs wrap onto a second line rather than hide behind a scroll on narrow screens.
 */
import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import { cn } from '../lib/cn.ts';

export type TabItem<T extends string> = { value: T; label: ReactNode };

export type TabsProps<T extends string> = {
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onValueChange: (value: T) => void;
  children: (value: T) => ReactNode;
  className?: string;
  panelClassName?: string;
};

export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  className,
  panelClassName,
}: TabsProps<T>) {
  return (
    <AriaTabs
      selectedKey={value}
      onSelectionChange={(key: Key) => onValueChange(key as T)}
      className={className}
    >
      <TabList aria-label={label} className="flex flex-wrap gap-x-1 border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            id={tab.value}
            className={({ isSelected }) =>
              cn(
                '-mb-px cursor-pointer border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors outline-none',
                'data-[focus-visible]:rounded-t-md data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring',
                isSelected
                  ? 'border-accent text-fg'
                  : 'border-transparent text-muted hover:text-fg',
              )
            }
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        // Only the selected tab's panel renders (React Aria), so only its content is built.
        <TabPanel
          key={tab.value}
          id={tab.value}
          className={cn('pt-5 outline-none data-[focus-visible]:outline-2', panelClassName)}
        >
          {() => children(tab.value)}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
