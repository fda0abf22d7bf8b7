import React from "react";
import { sinceText } from "../../../shared/since";
import * as styles from "./Since.module.css";

/** A small mark beside an API added after the first documented release (the build checks `version`: Since.markdown.ts). */
export function Since({ version }: { version: string }) {
  return <span className={styles.since}>{sinceText(version)}</span>;
}
