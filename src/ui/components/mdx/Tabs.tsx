import React, { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { FRAMEWORK_GROUP_ID } from "../../../shared/framework-group";
import { useTabs } from "../../hooks/useTabs";
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

const labelOf = ({ props }: ReactElement<TabItemProps>) => props.label ?? props.value;

/**
 * Tabs whose choice is remembered per `groupId` (across pages and visits) and kept in step between every
 * tab set with the same id (useTabs.ts). The set names its group and values, and each tab and panel its
 * value, for the CSS that shows the reader's framework from the first paint (Tabs.module.css). Without
 * JavaScript every panel shows, under its label.
 */
export function Tabs({ groupId, defaultValue, children }: { groupId?: string; defaultValue?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter(isValidElement) as Array<ReactElement<TabItemProps>>;
  const values = items.map(({ props }) => props.value);
  const { selected, tabRef, choose, onKeyDown } = useTabs(groupId, values, defaultValue);
  const id = useId();

  return (
    <div className={styles.tabs} data-group={groupId} data-values={values.join(" ")}>
      <div role="tablist" aria-label={groupId === FRAMEWORK_GROUP_ID ? "Framework" : undefined} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={values[index]}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${id}t${index}`}
            aria-selected={values[index] === selected}
            aria-controls={`${id}p${index}`}
            tabIndex={values[index] === selected ? 0 : -1}
            className={styles.tab}
            data-value={values[index]}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {labelOf(item)}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={values[index]} role="tabpanel" id={`${id}p${index}`} aria-labelledby={`${id}t${index}`} hidden={values[index] !== selected} className={styles.panel} data-value={values[index]} data-label={labelOf(item)}>
          {item}
        </div>
      ))}
    </div>
  );
}
