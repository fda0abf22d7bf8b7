import React, { Children, isValidElement, useCallback, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { STORAGE_KEYS } from "../../../config/constants";
import { useStoredChoice } from "../../hooks/useStoredChoice";
import * as styles from "./Tabs.module.css";

export interface TabItemProps {
  value: string;
  label?: string;
  children: ReactNode;
}

/** A panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const labelOf = (item: ReactElement<TabItemProps>) => item.props.label ?? item.props.value;

function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === "string");
}

/**
 * Tabs whose choice is remembered per `groupId` (across pages and visits) and
 * kept in step between every tab group with the same id.
 */
export function Tabs({ groupId, defaultValue, children }: { groupId?: string; defaultValue?: string; children: ReactNode }) {
  const items = tabItems(children);
  if (items.length === 0) throw new Error("<Tabs> needs at least one <TabItem value=\"...\"> child.");
  const values = items.map((item) => item.props.value);
  const isValid = useCallback((value: string) => values.includes(value), [values.join("\u0000")]); // eslint-disable-line react-hooks/exhaustive-deps
  const [selected, select] = useStoredChoice(groupId ? STORAGE_KEYS.tabGroupPrefix + groupId : null, defaultValue ?? values[0], isValid);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: values.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key] + values.length) % values.length;
    select(values[target]);
    tabRefs.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {labelOf(item)}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div key={item.props.value} role="tabpanel" id={`${baseId}-panel-${index}`} aria-labelledby={`${baseId}-tab-${index}`} hidden={item.props.value !== selected} className={styles.panel} data-label={labelOf(item)}>
          {item}
        </div>
      ))}
    </div>
  );
}
