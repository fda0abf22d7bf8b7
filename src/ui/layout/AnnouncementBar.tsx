import React from "react";
import { useAnnouncementBar } from "../hooks/useAnnouncementBar";
import { SiteLink } from "../components/SiteLink";
import * as styles from "./AnnouncementBar.module.css";

export function AnnouncementBar() {
  const { config, isActive, close } = useAnnouncementBar();
  if (!config || !isActive) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Announcement">
      <p style={{ margin: 0 }}>
        {config.content}
        {config.link && (
          <>
            {" "}
            <SiteLink to={config.link.to}>{config.link.label}</SiteLink>
          </>
        )}
      </p>
      {config.isCloseable && (
        <button type="button" className={styles.close} aria-label="Close announcement" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
