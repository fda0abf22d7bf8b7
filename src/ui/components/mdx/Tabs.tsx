import React, { Children, isValidElement, useEffect, useId, type ReactElement, type ReactNode } from "react";
import { STORAGE_KEYS } from "../../../config/constants";
import { FRAMEWORK_GROUP_ID } from "../../../shared/frameworks";
import { useTabs } from "../../hooks/useTabs";
import { followFrameworkChoice } from "../../behaviours/framework-choice";
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
 * Tabs whose choice is remembered per `groupId` (across pages and visits) and kept in step between
 * every tab set with the same id. The framework group (src/shared/frameworks.ts) is also shown from the
 * first paint on by CSS, from <html data-framework> (Tabs.module.css), so its `data-*` attributes
 * name the group, its values and each tab's and panel's value.
 */
export function Tabs({ groupId, defaultValue, children }: { groupId?: string; defaultValue?: string; children: ReactNode }) {
  const items = tabItems(children);
  if (items.length === 0) throw new Error("<Tabs> needs at least one <TabItem value=\"...\"> child.");
  const values = items.map((item) => item.props.value);
  // Before the tabs read the stored choice: <html data-framework> (the first paint's CSS) follows it.
  useEffect(() => (groupId === FRAMEWORK_GROUP_ID ? followFrameworkChoice() : undefined), [groupId]);
  const { selected, tabRef, onClick, onKeyDown } = useTabs(groupId ? STORAGE_KEYS.tabGroupPrefix + groupId : null, values, defaultValue ?? values[0]);
  const baseId = useId();

  return (
    <div className={styles.tabs} data-group={groupId} data-values={values.join(" ")}>
      <div role="tablist" aria-label={groupId === FRAMEWORK_GROUP_ID ? "Framework" : undefined} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={tabRef(index)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              data-value={item.props.value}
              onClick={() => onClick(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {labelOf(item)}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div key={item.props.value} role="tabpanel" id={`${baseId}-panel-${index}`} aria-labelledby={`${baseId}-tab-${index}`} hidden={item.props.value !== selected} className={styles.panel} data-value={item.props.value} data-label={labelOf(item)}>
          {item}
        </div>
      ))}
    </div>
  );
}
